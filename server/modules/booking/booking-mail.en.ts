/**
 * The booking confirmation e-mail to the applicant, in English (docs/i18n.md); booking-mail.fr.ts
 * has the same keys. The company's own notification stays English and is not here.
 */
export const BOOKING_MAIL_EN = {
  subject: 'Booking application received: {reference}',
  heading: 'We received your booking application',
  hello: 'Hello {firstName},',
  thanks: 'Thank you for applying for parking with {company}. Your reference is {reference}.',
  review: 'We review every application within two business days and will reply to this address with our decision.',
  follow:
    'Follow your application on its private page: keep this link to yourself, as it opens your application without a password.',
  callUs: 'Questions? Call us at {phone} and quote your reference.',
  reference: 'Reference',
  location: 'Location applied for',
  moveInDate: 'Move-in date',
  rate: 'Rate approved per spot',
  action: 'See where your application stands',
} as const;
