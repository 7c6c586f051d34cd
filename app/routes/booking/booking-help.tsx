import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { useI18n } from '../../i18n/i18n.tsx';

const CONTACT_LINK =
  'inline-flex min-h-6 items-center font-semibold whitespace-nowrap text-navy-700 underline underline-offset-2';

/**
 * How to reach a person, by phone or e-mail (quoting the reference once there is one). The same
 * section, with the same heading, closes the booking page, its confirmation and the status page,
 * so help is found in the same place on each (WCAG 2.2, consistent help).
 */
export function BookingHelp({ reference }: { reference?: string | undefined }) {
  const { t, rich } = useI18n();
  const values = {
    phone: () => (
      <a href={`tel:${BUSINESS_CONTACT.phoneE164}`} className={CONTACT_LINK}>
        {BUSINESS_CONTACT.phoneDisplay}
      </a>
    ),
    email: () => (
      <a href={`mailto:${BUSINESS_CONTACT.infoEmail}`} className={CONTACT_LINK}>
        {BUSINESS_CONTACT.infoEmail}
      </a>
    ),
    reference: () => <strong>{reference}</strong>,
  };
  return (
    <section aria-labelledby="booking-help-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h2 id="booking-help-heading" className="text-xl font-bold text-navy-900">
        {t('booking.help.title')}
      </h2>
      <p className="mt-2">
        {reference ? rich('booking.help.textWithReference', values) : rich('booking.help.text', values)}
      </p>
    </section>
  );
}
