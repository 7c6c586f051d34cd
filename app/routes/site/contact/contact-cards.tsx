import type { ReactNode } from 'react';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/layout/icons.tsx';
import { mapLinkUrl } from '../../../components/ui/lazy-map.tsx';
import { SITE } from '../../../content/site.ts';
import { useI18n } from '../../../i18n/i18n.tsx';

const CARD_LINK =
  'font-semibold break-words text-navy-800 underline underline-offset-2 hover:text-navy-950 hover:decoration-2';

/** Three contact cards, e-mail, phone and postal address, read from the business profile. */
export function ContactCards() {
  const { t } = useI18n();
  const office = SITE.headOffice;
  return (
    <ul role="list" className="mt-8 grid gap-4 sm:gap-6 md:grid-cols-3">
      <ContactCard icon={<MailIcon className="size-6" />} title={t('contact.cards.email')}>
        <a href={`mailto:${SITE.contact.infoEmail}`} className={CARD_LINK}>
          {SITE.contact.infoEmail}
        </a>
        <p className="mt-2 text-slate-700">{t('contact.cards.emailText')}</p>
      </ContactCard>
      <ContactCard icon={<PhoneIcon className="size-6" />} title={t('contact.cards.phone')}>
        <a href={`tel:${SITE.contact.phoneE164}`} className={CARD_LINK}>
          {SITE.contact.phoneDisplay}
        </a>
        <p className="mt-2 text-slate-700">{t('contact.cards.phoneText')}</p>
      </ContactCard>
      <ContactCard icon={<MapPinIcon className="size-6" />} title={t('contact.cards.postal')}>
        <address className="not-italic">
          {SITE.name}
          <br />
          {office.streetAddress}
          <br />
          {t('contact.cards.officeCity', { city: office.city, region: office.region, postalCode: office.postalCode })}
          <br />
          {t('contact.cards.country')}
        </address>
        <a href={mapLinkUrl(office.latitude, office.longitude)} className={`mt-2 inline-block ${CARD_LINK}`}>
          {t('contact.cards.officeMap')}
        </a>
      </ContactCard>
    </ul>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex">
      <article className="flex w-full flex-col rounded-lg border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-navy-900 text-gold-400"
        >
          {icon}
        </span>
        <h3 className="mt-4 text-lg font-bold text-navy-900">{title}</h3>
        <div className="mt-2 text-lg">{children}</div>
      </article>
    </li>
  );
}
