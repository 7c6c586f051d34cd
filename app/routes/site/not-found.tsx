import { Link } from 'react-router';
import { ArrowRightIcon, MailIcon, PhoneIcon } from '../../components/layout/icons.tsx';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { languageOfPath } from '../../../domain/language.ts';
import { BOOKING_PATH, CONTACT_PATH, HOME_PATH, locationLinks, serviceLinks } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { i18nFor, useI18n } from '../../i18n/i18n.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const { t } = i18nFor(language);
  return [
    ...pageMeta({ title: t('site.notFound.title'), description: t('site.notFound.description'), language }),
    { name: 'robots', content: 'noindex' },
  ];
};

const LIST_LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-md font-medium text-navy-700 underline-offset-4 hover:underline';

/**
 * Any address no route claims. The server answers it with status 404 and this page's prerendered
 * HTML (built at /404), so the message shows even before the scripts load. Most visitors who land
 * here followed an old or mistyped link to a service or a yard, so both lists are offered.
 */
export default function NotFound() {
  const { language, t, path } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-4 py-14">
      <p className="font-semibold text-gold-700">{t('site.notFound.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('site.notFound.heading')}</h1>
      <p className="mt-4 text-lg text-navy-700">{t('site.notFound.text')}</p>
      <ul className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <Link
            to={path(HOME_PATH)}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
          >
            {t('site.homePage')}
          </Link>
        </li>
        <li>
          <Link
            to={path(BOOKING_PATH)}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-md bg-gold-400 px-6 font-semibold text-navy-950 hover:bg-gold-300"
          >
            {t('site.bookOnline')}
          </Link>
        </li>
        <li>
          <a
            href={`tel:${SITE.contact.phoneE164}`}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md border-2 border-navy-900 px-6 font-semibold hover:bg-navy-50"
          >
            <PhoneIcon />
            {t('layout.call', { phone: SITE.contact.phoneDisplay })}
          </a>
        </li>
      </ul>

      <div className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        <section aria-labelledby="not-found-services">
          <h2 id="not-found-services" className="text-xl font-bold">
            {t('site.notFound.services')}
          </h2>
          <ul className="mt-3">
            {serviceLinks(language).map((service) => (
              <li key={service.to}>
                <Link to={service.to} className={LIST_LINK}>
                  <ArrowRightIcon className="size-4 shrink-0 text-gold-700" />
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="not-found-locations">
          <h2 id="not-found-locations" className="text-xl font-bold">
            {t('site.notFound.locations')}
          </h2>
          <ul className="mt-3">
            {locationLinks(language).map((location) => (
              <li key={location.to}>
                <Link to={location.to} className={LIST_LINK}>
                  <ArrowRightIcon className="size-4 shrink-0 text-gold-700" />
                  {location.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="not-found-contact">
          <h2 id="not-found-contact" className="text-xl font-bold">
            {t('site.notFound.askUs')}
          </h2>
          <p className="mt-3 text-navy-700">{t('site.notFound.askUsText')}</p>
          <ul className="mt-1">
            <li>
              <Link to={path(CONTACT_PATH)} className={LIST_LINK}>
                <ArrowRightIcon className="size-4 shrink-0 text-gold-700" />
                {t('site.notFound.contactPage')}
              </Link>
            </li>
            <li>
              <a href={`mailto:${SITE.contact.infoEmail}`} className={`${LIST_LINK} break-all`}>
                <MailIcon className="size-5 shrink-0 text-gold-700" />
                {SITE.contact.infoEmail}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
