import { useId } from 'react';
import { Link } from 'react-router';
import { CONTACT_PATH } from '../../content/navigation.ts';
import { SHUNTING_BANNER } from '../../content/services.ts';
import { CallUsNowLink } from './call-us-now-link.tsx';

/** The banner that sells the shunting service, with a call and a contact action. */
export function ShuntingBanner() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-gold-400 text-navy-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {SHUNTING_BANNER.heading}
          </h2>
          <p className="mt-2 text-lg">{SHUNTING_BANNER.text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <CallUsNowLink tone="navy" />
          <Link
            to={CONTACT_PATH}
            className="inline-flex min-h-12 items-center justify-center rounded-md border-2 border-navy-900 px-6 text-lg font-semibold hover:bg-gold-300"
          >
            Ask about shunting
          </Link>
        </div>
      </div>
    </section>
  );
}
