import type { DocumentCorrection } from '../../../domain/applicant-status.schema.ts';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { DocumentKind } from '../../../domain/documents.ts';
import type { Language } from '../../../domain/language.ts';
import { mailDate } from '../../lib/i18n/mail-dates.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { applicantI18n, correctionReasonIn, documentLabelIn } from './applicant-i18n.ts';
import { labelOf } from './applicant-status.rules.ts';

/**
 * The e-mails of the applicant's side. Every value is escaped by renderMail; headers
 * come from config. Those carrying the private link are queued sealed (ADR 021). Those to the
 * applicant are in the language they booked in (docs/i18n.md); the company's notices stay English.
 */
export interface Applicant {
  reference: string;
  firstName: string;
  email: string;
  language: Language;
}

const closing = BUSINESS_CONTACT.name;

export function correctionsRequestedMail(
  applicant: Applicant,
  corrections: DocumentCorrection[],
  message: string | null,
  statusUrl: string,
): MailToQueue {
  const i18n = applicantI18n(applicant.language);
  const { t } = i18n;
  const { reference } = applicant;
  const content = renderMail({
    heading: t('correctionsHeading'),
    paragraphs: [
      t('hello', { firstName: applicant.firstName }),
      t('correctionsText', { reference }),
      ...(message ? [message] : []),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: corrections.map((correction) => ({
      label: documentLabelIn(i18n, correction.kind),
      value: correctionReasonIn(i18n, correction.reason, null),
    })),
    action: { href: statusUrl, label: t('correctionsAction') },
    closing,
    language: applicant.language,
  });
  return {
    to: applicant.email,
    subject: t('correctionsSubject', { reference }),
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
  const { t } = applicantI18n(applicant.language);
  const { reference } = applicant;
  const content = renderMail({
    heading: t('reopenedHeading'),
    paragraphs: [
      t('hello', { firstName: applicant.firstName }),
      t('reopenedText', { reference }),
      t('reopenedReason', { reason }),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [{ label: t('reference'), value: reference }],
    action: { href: statusUrl, label: t('reopenedAction') },
    closing,
    language: applicant.language,
  });
  return {
    to: applicant.email,
    subject: t('reopenedSubject', { reference }),
    ...content,
  };
}

export function insuranceReminderMail(
  applicant: Applicant,
  reminder: { expiresOn: string; daysBefore: number },
  statusUrl: string,
): MailToQueue {
  const i18n = applicantI18n(applicant.language);
  const { t } = i18n;
  const { reference } = applicant;
  const expiresOn = mailDate(i18n, reminder.expiresOn);
  const content = renderMail({
    heading: t('reminderHeading'),
    paragraphs: [
      t('hello', { firstName: applicant.firstName }),
      t('reminderText', { reference, expiresOn, days: reminder.daysBefore }),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [
      { label: t('reference'), value: reference },
      { label: t('reminderExpiresOn'), value: expiresOn },
    ],
    action: { href: statusUrl, label: t('reminderAction') },
    closing,
    language: applicant.language,
  });
  return {
    to: applicant.email,
    subject: t('reminderSubject', { expiresOn, reference }),
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

/** The company's notice that a customer signed their agreement: it waits for the countersignature. */
export function agreementSignedMail(
  application: { id: number; reference: string; name: string; email: string },
  signed: { version: number; signer: string; title: string; sha256: string },
  inbox: { to: string; publicUrl: string },
): MailToQueue {
  const content = renderMail({
    heading: `Agreement signed for ${application.reference}`,
    paragraphs: ['The customer signed their parking agreement on their page. It waits for your countersignature.'],
    rows: [
      { label: 'Reference', value: application.reference },
      { label: 'Version', value: String(signed.version) },
      { label: 'Signed by', value: `${signed.signer}, ${signed.title}` },
      { label: 'SHA-256', value: signed.sha256 },
    ],
    action: { href: `${inbox.publicUrl}/ReqestInformation/${application.id}`, label: 'Open the application' },
  });
  return {
    to: inbox.to,
    replyTo: application.email,
    subject: `Agreement signed for ${application.reference} by ${signed.signer}`,
    ...content,
  };
}
