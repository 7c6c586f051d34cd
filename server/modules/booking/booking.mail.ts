import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Booking } from '../../../domain/booking.schema.ts';
import { TRUCK_OR_TRAILERS } from '../../../domain/booking.schema.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';

/** The two e-mails of a booking. Every value is escaped by renderMail; headers come from config. */
export function bookingConfirmationMail(booking: Booking, reference: string, statusUrl: string): MailToQueue {
  const { personalInfo, moveInInfo } = booking;
  const content = renderMail({
    heading: 'We received your booking application',
    paragraphs: [
      `Hello ${personalInfo.firstName},`,
      `Thank you for applying for parking with ${BUSINESS_CONTACT.name}. Your reference is ${reference}.`,
      'We review every application within two business days and will reply to this address with our decision.',
      'Follow your application on its private page: keep this link to yourself, as it opens your application without a password.',
      `Questions? Call us at ${BUSINESS_CONTACT.phoneDisplay} and quote your reference.`,
    ],
    rows: [
      { label: 'Reference', value: reference },
      { label: 'Location applied for', value: moveInInfo.locationAppliedFor },
      { label: 'Move-in date', value: moveInInfo.moveInDate },
    ],
    action: { href: statusUrl, label: 'See where your application stands' },
    closing: `${BUSINESS_CONTACT.name}`,
  });
  return {
    to: personalInfo.email,
    subject: `Booking application received: ${reference}`,
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
