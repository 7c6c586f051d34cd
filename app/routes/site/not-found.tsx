import { Link } from 'react-router';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { BOOKING_PATH, HOME_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: 'Page not found', description: 'This page does not exist. Find your way from here.' }),
  { name: 'robots', content: 'noindex' },
];

/**
 * Any address no route claims. The server answers it with status 404 and this page's prerendered
 * HTML (built at /404), so the message shows even before the scripts load.
 */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14">
      <p className="font-semibold text-gold-700">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">We could not find that page</h1>
      <p className="mt-4 text-lg text-navy-700">
        The address may be mistyped, or the page may have moved. These will get you where you were going:
      </p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row">
        <li>
          <Link
            to={HOME_PATH}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
          >
            Go to the home page
          </Link>
        </li>
        <li>
          <Link
            to={BOOKING_PATH}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-gold-400 px-6 font-semibold text-navy-950 hover:bg-gold-300"
          >
            Book a spot online
          </Link>
        </li>
        <li>
          <a
            href={`tel:${SITE.contact.phoneE164}`}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md border-2 border-navy-900 px-6 font-semibold hover:bg-navy-50"
          >
            Call {SITE.contact.phoneDisplay}
          </a>
        </li>
      </ul>
    </div>
  );
}
