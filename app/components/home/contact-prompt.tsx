import { Link } from 'react-router';
import { CONTACT_PATH } from '../../content/navigation.ts';
import { SITE } from '../../content/site.ts';
import { MailIcon, PhoneIcon } from '../layout/icons.tsx';
import { PageSection } from '../site/page-section.tsx';
import { LazyMap } from '../ui/lazy-map.tsx';

/** A prompt to get in touch, a button to the contact page and the map of the Mississauga office. */
export function ContactPrompt() {
  const office = SITE.headOffice;
  return (
    <PageSection heading="Questions? Talk to us" tone="tinted">
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="text-lg text-slate-700">
            Tell us what you need to park, for how long and near which highway, and we will find you a spot. Our yards
            are open 24/7.
          </p>
          <address className="mt-6 text-lg not-italic">
            <span className="font-semibold text-navy-900">Head office</span>
            <br />
            {office.streetAddress}
            <br />
            {office.city}, {office.region} {office.postalCode}
          </address>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to={CONTACT_PATH}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-navy-900 px-6 text-lg font-bold text-white hover:bg-navy-800"
            >
              <MailIcon />
              Contact us
            </Link>
            <a
              href={`tel:${SITE.contact.phoneE164}`}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-navy-900 px-6 text-lg font-semibold text-navy-900 hover:bg-white"
            >
              <PhoneIcon />
              Call {SITE.contact.phoneDisplay}
            </a>
          </div>
        </div>
        <LazyMap
          title={`Map of our head office in ${office.city}`}
          label={`our ${office.city} head office`}
          latitude={office.latitude}
          longitude={office.longitude}
          zoom={14}
        />
      </div>
    </PageSection>
  );
}
