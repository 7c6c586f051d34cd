import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Booking } from '../../../domain/booking.schema.ts';
import { TRUCK_OR_TRAILERS } from '../../../domain/booking.schema.ts';
import { mailDate } from '../../lib/i18n/mail-dates.ts';
import { serverI18n } from '../../lib/i18n/server-i18n.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { BOOKING_MAIL_EN } from './booking-mail.en.ts';
import { BOOKING_MAIL_FR } from './booking-mail.fr.ts';

/**
 * The two e-mails of a booking. Every value is escaped by renderMail; headers come from config.
 * The applicant's confirmation is in the language they booked in (docs/i18n.md); the company's
 * notification stays English.
 */
export function bookingConfirmationMail(booking: Booking, reference: string, statusUrl: string): MailToQueue {
  const { personalInfo, moveInInfo } = booking;
  const i18n = serverI18n(booking.language, { en: BOOKING_MAIL_EN, fr: BOOKING_MAIL_FR });
  const { t } = i18n;
  const content = renderMail({
    heading: t('heading'),
    paragraphs: [
      t('hello', { firstName: personalInfo.firstName }),
      t('thanks', { company: BUSINESS_CONTACT.name, reference }),
      t('review'),
      t('follow'),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [
      { label: t('reference'), value: reference },
      { label: t('location'), value: moveInInfo.locationAppliedFor },
      { label: t('moveInDate'), value: mailDate(i18n, moveInInfo.moveInDate) },
      {
        label: t('rate'),
        value: i18n.intl.formatNumber(moveInInfo.rateApprovedPerSpot, { style: 'currency', currency: 'CAD' }),
      },
    ],
    action: { href: statusUrl, label: t('action') },
    closing: `${BUSINESS_CONTACT.name}`,
    language: booking.language,
  });
  return {
    to: personalInfo.email,
    subject: t('subject', { reference }),
    ...content,
  };
}

export function bookingNotificationMail(
  booking: Booking,
  application: { id: number; reference: string },
  inbox: { to: string; publicUrl: string },
): MailToQueue {
  const { personalInfo, moveInInfo, truck } = booking;
  const fullName = [personalInfo.firstName, personalInfo.middleName, personalInfo.lastName].filter(Boolean).join(' ');
  const vehicles = Object.values(truck).reduce((sum, count) => sum + count, 0);
  const content = renderMail({
    heading: `New booking application ${application.reference}`,
    paragraphs: ['A new Online Booking application is waiting for review.'],
    rows: [
      { label: 'Reference', value: application.reference },
      ...(personalInfo.companyName ? [{ label: 'Company', value: personalInfo.companyName }] : []),
      { label: 'Name', value: fullName },
      { label: 'Phone', value: personalInfo.phoneNumber },
      { label: 'Email', value: personalInfo.email },
      { label: 'City', value: `${personalInfo.city}, ${personalInfo.state}` },
      { label: 'Location applied for', value: moveInInfo.locationAppliedFor },
      { label: 'Move-in date', value: moveInInfo.moveInDate },
      {
        label: 'Truck or trailers',
        value: TRUCK_OR_TRAILERS.find((option) => option.value === moveInInfo.truckOrTrailers)?.label ?? '',
      },
      { label: 'Vehicles in fleet', value: String(vehicles) },
      {
        label: 'Language',
        value: booking.language === 'fr' ? 'French (e-mails to the applicant in French)' : 'English',
      },
    ],
    action: { href: `${inbox.publicUrl}/ReqestInformation/${application.id}`, label: 'Open the application' },
  });
  return {
    to: inbox.to,
    replyTo: personalInfo.email,
    subject: `New booking application ${application.reference} from ${fullName}`,
    ...content,
  };
}
