import { Link, useLocation } from 'react-router';
import { CONTACT_SENT_PATHS } from '../../../domain/contact-fields.schema.ts';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { BOOKING_PATH, CONTACT_PATH, HOME_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import type { Route } from './+types/contact-sent';

/** What each confirmation says; the path tells which form was sent. */
const SENT = {
  [CONTACT_SENT_PATHS.enquiry]: {
    title: 'Message sent',
    heading: 'Thank you: your message was sent',
    body: 'We read every message and will reply by e-mail or phone, usually within one business day.',
  },
  [CONTACT_SENT_PATHS.jobApplication]: {
    title: 'Application sent',
    heading: 'Thank you for applying',
    body: 'Your application was sent to our hiring team. We will contact you if there is a match.',
  },
} as const;

function sentOf(pathname: string) {
  const key = pathname.replace(/\/+$/, '').toLowerCase();
  const found = Object.entries(SENT).find(([path]) => path.toLowerCase() === key);
  return found?.[1] ?? SENT[CONTACT_SENT_PATHS.enquiry];
}

export const meta: Route.MetaFunction = ({ location }) => [
  ...pageMeta({ title: sentOf(location.pathname).title, description: 'Your form was sent to Yard Parking.' }),
  { name: 'robots', content: 'noindex' },
];

const BUTTON = 'inline-flex min-h-12 w-full items-center justify-center rounded-md px-6 font-semibold sm:w-auto';

/**
 * Where the Contact page's forms land when posted without scripts (the server answers 303 here once
 * the message is stored and its e-mail queued). Prerendered, so it shows with no script at all.
 */
export default function ContactSentPage() {
  const { pathname } = useLocation();
  const sent = sentOf(pathname);
  return (
    <div className="mx-auto max-w-3xl px-4 py-14">
      <p className="font-semibold text-gold-700">Contact</p>
      <h1 className="mt-2 text-3xl font-extrabold text-navy-900 sm:text-4xl">{sent.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{sent.body}</p>
      <p className="mt-4 text-lg text-slate-700">
        Something urgent? Call us at{' '}
        <a className="font-semibold text-navy-700 underline" href={`tel:${SITE.contact.phoneE164}`}>
          {SITE.contact.phoneDisplay}
        </a>
        .
      </p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row">
        <li>
          <Link to={HOME_PATH} className={`${BUTTON} bg-navy-900 text-white hover:bg-navy-800`}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to={BOOKING_PATH} className={`${BUTTON} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
            Book a spot online
          </Link>
        </li>
        <li>
          <Link to={CONTACT_PATH} className={`${BUTTON} border-2 border-navy-900 hover:bg-navy-50`}>
            Back to the contact page
          </Link>
        </li>
      </ul>
    </div>
  );
}
