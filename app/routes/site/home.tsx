import { Link } from 'react-router';
import { PhoneIcon } from '../../components/layout/icons.tsx';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { BOOKING_PATH, HOME_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => pageMeta({ description: SITE.description });

/** Served at both `/` and `/home` (spec: the empty path means home); search engines get one address. */
export const links: Route.LinksFunction = () => [{ rel: 'canonical', href: HOME_PATH }];

export default function Home() {
  return (
    <>
      <section className="bg-navy-900 text-white" aria-labelledby="home-title">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h1 id="home-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {SITE.name}
          </h1>
          <p className="mt-3 text-2xl font-semibold text-gold-400 sm:text-3xl">{SITE.tagline}</p>
          <p className="mt-6 max-w-2xl text-lg text-navy-100">{SITE.intro}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={BOOKING_PATH}
              className="inline-flex min-h-12 items-center justify-center rounded-md bg-gold-400 px-6 text-lg font-bold text-navy-950 hover:bg-gold-300"
            >
              Book a spot online
            </Link>
            <a
              href={`tel:${SITE.contact.phoneE164}`}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-gold-400 px-6 text-lg font-semibold text-white hover:bg-navy-800"
            >
              <PhoneIcon />
              Call {SITE.contact.phoneDisplay}
            </a>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="highlights-title">
        <h2 id="highlights-title" className="sr-only">
          At a glance
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {SITE.highlights.map((highlight) => (
            <div key={highlight.label} className="flex flex-col rounded-lg border border-navy-100 bg-navy-50 p-6 text-center">
              <dt className="text-navy-700">{highlight.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-navy-900">{highlight.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-14" aria-labelledby="yards-title">
        <h2 id="yards-title" className="text-2xl font-bold">
          Our yards
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SITE.yards.map((yard) => (
            <li key={yard.slug} className="rounded-lg border border-navy-100 p-5">
              <p className="text-lg font-semibold">{yard.city}</p>
              <p className="text-navy-700">{yard.label}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
