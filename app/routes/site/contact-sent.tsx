import { Link, useLocation } from 'react-router';
import { CONTACT_SENT_PATHS } from '../../../domain/contact-fields.schema.ts';
import { englishPathOf, type Language, languageOfPath } from '../../../domain/language.ts';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { BOOKING_PATH, CONTACT_PATH, HOME_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { i18nFor, useI18n } from '../../i18n/i18n.tsx';
import type { Route } from './+types/contact-sent';

/** What each confirmation says, in the page's language; the path tells which form was sent. */
function sentOf(pathname: string, language: Language) {
  const { t } = i18nFor(language);
  const key = englishPathOf(pathname.replace(/\/+$/, '')).toLowerCase();
  return key === CONTACT_SENT_PATHS.jobApplication.toLowerCase()
    ? {
        title: t('contact.sent.applicationTitle'),
        heading: t('contact.sent.applicationHeading'),
        body: t('contact.sent.applicationBody'),
      }
    : {
        title: t('contact.sent.messageTitle'),
        heading: t('contact.sent.messageHeading'),
        body: t('contact.sent.messageBody'),
      };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta({
      title: sentOf(location.pathname, language).title,
      description: i18nFor(language).t('contact.sent.description', { name: SITE.name }),
      language,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

const BUTTON = 'inline-flex min-h-12 w-full items-center justify-center rounded-md px-6 font-semibold sm:w-auto';

/**
 * Where the Contact page's forms land when posted without scripts (the server answers 303 here once
 * the message is stored and its e-mail queued). Prerendered, so it shows with no script at all.
 */
export default function ContactSentPage() {
  const { pathname } = useLocation();
  const { language, t, rich, path } = useI18n();
  const sent = sentOf(pathname, language);
  return (
    <div className="mx-auto max-w-3xl px-4 py-14">
      <p className="font-semibold text-gold-700">{t('contact.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-extrabold text-navy-900 sm:text-4xl">{sent.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{sent.body}</p>
      <p className="mt-4 text-lg text-slate-700">
        {rich('contact.sent.urgent', {
          phone: () => (
            <a className="font-semibold text-navy-700 underline" href={`tel:${SITE.contact.phoneE164}`}>
              {SITE.contact.phoneDisplay}
            </a>
          ),
        })}
      </p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row">
        <li>
          <Link to={path(HOME_PATH)} className={`${BUTTON} bg-navy-900 text-white hover:bg-navy-800`}>
            {t('site.homePage')}
          </Link>
        </li>
        <li>
          <Link to={path(BOOKING_PATH)} className={`${BUTTON} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
            {t('site.bookOnline')}
          </Link>
        </li>
        <li>
          <Link to={path(CONTACT_PATH)} className={`${BUTTON} border-2 border-navy-900 hover:bg-navy-50`}>
            {t('contact.sent.back')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
