import type { DocumentCorrection } from '../../../domain/applicant-status.schema.ts';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { DocumentKind } from '../../../domain/documents.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { labelOf } from './applicant-status.rules.ts';

/**
 * The e-mails of the applicant's side. Every value is escaped by renderMail; headers
 * come from config. Those carrying the private link are queued sealed (ADR 021).
 */
export interface Applicant {
  reference: string;
  firstName: string;
  email: string;
}

const closing = BUSINESS_CONTACT.name;
const callUs = `Questions? Call us at ${BUSINESS_CONTACT.phoneDisplay} and quote your reference.`;

export function correctionsRequestedMail(
  applicant: Applicant,
  corrections: DocumentCorrection[],
  message: string | null,
  statusUrl: string,
): MailToQueue {
  const content = renderMail({
    heading: 'Please replace some documents',
    paragraphs: [
      `Hello ${applicant.firstName},`,
      `To go on with your parking application ${applicant.reference}, we need new copies of the documents below. Upload them on your application's private page; nothing else needs to be sent again.`,
      ...(message ? [message] : []),
      callUs,
    ],
    rows: corrections.map((correction) => ({ label: labelOf(correction.kind), value: correction.reason })),
    action: { href: statusUrl, label: 'Upload the new documents' },
    closing,
  });
  return {
    to: applicant.email,
    subject: `Your parking application ${applicant.reference}: documents to replace`,
    ...content,
  };
}

export function correctionsReceivedMail(
  application: { id: number; reference: string; name: string; email: string },
  kinds: DocumentKind[],
  inbox: { to: string; publicUrl: string; renewal: boolean },
): MailToQueue {
  const what = inbox.renewal ? 'A renewed certificate of insurance' : 'Corrected documents';
  const content = renderMail({
    heading: `${what} for ${application.reference}`,
    paragraphs: [
      inbox.renewal
        ? 'An accepted customer sent a renewed certificate of insurance: check it and correct its expiry date.'
        : 'The applicant sent the documents you asked for; the application is pending review again.',
    ],
    rows: [
      { label: 'Reference', value: application.reference },
      { label: 'Name', value: application.name },
      { label: 'Documents', value: kinds.map(labelOf).join(', ') },
    ],
    action: { href: `${inbox.publicUrl}/ReqestInformation/${application.id}`, label: 'Open the application' },
  });
  return {
    to: inbox.to,
    replyTo: application.email,
    subject: `${what} for ${application.reference} from ${application.name}`,
    ...content,
  };
}

export function reopenedMail(applicant: Applicant, reason: string, statusUrl: string): MailToQueue {
  const content = renderMail({
    heading: 'Your parking application is under review again',
    paragraphs: [
      `Hello ${applicant.firstName},`,
      `We have reopened your parking application ${applicant.reference}, and we will decide on it again.`,
      `Reason: ${reason}`,
      callUs,
    ],
    rows: [{ label: 'Reference', value: applicant.reference }],
    action: { href: statusUrl, label: 'See where your application stands' },
    closing,
  });
  return {
    to: applicant.email,
    subject: `Your parking application ${applicant.reference} is under review again`,
    ...content,
  };
}

export function insuranceReminderMail(
  applicant: Applicant,
  reminder: { expiresOn: string; daysBefore: number },
  statusUrl: string,
): MailToQueue {
  const content = renderMail({
    heading: 'Your certificate of insurance expires soon',
    paragraphs: [
      `Hello ${applicant.firstName},`,
      `The certificate of insurance we hold for your parking (${applicant.reference}) expires on ${reminder.expiresOn}, in ${reminder.daysBefore} days. Please upload the renewed certificate before then so your parking continues without interruption.`,
      callUs,
    ],
    rows: [
      { label: 'Reference', value: applicant.reference },
      { label: 'Certificate expires on', value: reminder.expiresOn },
    ],
    action: { href: statusUrl, label: 'Upload the renewed certificate' },
    closing,
  });
  return {
    to: applicant.email,
    subject: `Your certificate of insurance expires on ${reminder.expiresOn} (${applicant.reference})`,
    ...content,
  };
}

export function insuranceReminderNoticeMail(
  application: { id: number; reference: string; name: string; email: string },
  reminder: { expiresOn: string; daysBefore: number },
  inbox: { to: string; publicUrl: string },
): MailToQueue {
  const content = renderMail({
    heading: `Certificate of insurance of ${application.reference} expires in ${reminder.daysBefore} days`,
    paragraphs: ['The customer was reminded to upload a renewed certificate of insurance.'],
    rows: [
      { label: 'Reference', value: application.reference },
      { label: 'Name', value: application.name },
      { label: 'Email', value: application.email },
      { label: 'Expires on', value: reminder.expiresOn },
    ],
    action: { href: `${inbox.publicUrl}/ReqestInformation/${application.id}`, label: 'Open the application' },
  });
  return {
    to: inbox.to,
    replyTo: application.email,
    subject: `Insurance of ${application.reference} (${application.name}) expires on ${reminder.expiresOn}`,
    ...content,
  };
}
