import { Link } from 'react-router';
import { CONTACT_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { MailIcon, PhoneIcon } from '../layout/icons.tsx';
import { PageSection } from '../site/page-section.tsx';
import { LazyMap } from '../ui/lazy-map.tsx';

/** A prompt to get in touch, a button to the contact page and the map of the Mississauga office. */
export function ContactPrompt() {
  const { t, path } = useI18n();
  const office = SITE.headOffice;
  return (
    <PageSection heading={t('site.home.contactHeading')} tone="tinted">
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="text-lg text-slate-700">{t('site.home.contactText')}</p>
          <address className="mt-6 text-lg not-italic">
            <span className="font-semibold text-navy-900">{t('site.headOffice')}</span>
            <br />
            {office.streetAddress}
            <br />
            {t('site.home.officeCity', { city: office.city, region: office.region, postalCode: office.postalCode })}
          </address>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to={path(CONTACT_PATH)}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-navy-900 px-6 text-lg font-bold text-white hover:bg-navy-800"
            >
              <MailIcon />
              {t('site.home.contactUs')}
            </Link>
            <a
              href={`tel:${SITE.contact.phoneE164}`}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-navy-900 px-6 text-lg font-semibold text-navy-900 hover:bg-white"
            >
              <PhoneIcon />
              {t('layout.call', { phone: SITE.contact.phoneDisplay })}
            </a>
          </div>
        </div>
        <LazyMap
          title={t('site.home.officeMapTitle', { city: office.city })}
          label={t('site.home.officeMapPlace', { city: office.city })}
          latitude={office.latitude}
          longitude={office.longitude}
          zoom={14}
        />
      </div>
    </PageSection>
  );
}
