import { useId } from 'react';
import { Link } from 'react-router';
import { CONTACT_PATH } from '../../content/navigation.ts';
import { SHUNTING_BANNER } from '../../content/services.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { CallUsNowLink } from './call-us-now-link.tsx';

/** The banner that sells the shunting service, with a call and a contact action. */
export function ShuntingBanner() {
  const headingId = useId();
  const { language, t, path } = useI18n();
  const banner = SHUNTING_BANNER[language];
  return (
    <section aria-labelledby={headingId} className="bg-gold-400 text-navy-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {banner.heading}
          </h2>
          <p className="mt-2 text-lg">{banner.text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <CallUsNowLink tone="navy" />
          <Link
            to={path(CONTACT_PATH)}
            className="inline-flex min-h-12 items-center justify-center rounded-md border-2 border-navy-900 px-6 text-lg font-semibold hover:bg-gold-300"
          >
            {t('site.shunting.ask')}
          </Link>
        </div>
      </div>
    </section>
  );
}
