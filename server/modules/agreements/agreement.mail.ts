import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Language } from '../../../domain/language.ts';
import { serverI18n } from '../../lib/i18n/server-i18n.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailAttachment, MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { AGREEMENT_MAIL_EN } from './agreement-mail.en.ts';
import { AGREEMENT_MAIL_FR } from './agreement-mail.fr.ts';

/**
 * The completed agreement's e-mails: to the customer in their language, to the company in English,
 * each with the signed PDF. Both carry personal data in their attachments, so they are queued
 * sealed. The access pass has its own e-mail.
 */
export interface AgreementParty {
  id: number;
  reference: string;
  firstName: string;
  email: string;
  language: Language;
}

export interface CompletedAgreement {
  version: number;
  yard: string;
  sha256: string;
  signedPdf: MailAttachment;
}

export function agreementCompletedMail(customer: AgreementParty, agreement: CompletedAgreement): MailToQueue {
  const { t } = serverI18n(customer.language, { en: AGREEMENT_MAIL_EN, fr: AGREEMENT_MAIL_FR });
  const values = { reference: customer.reference, yard: agreement.yard, version: agreement.version };
  const content = renderMail({
    heading: t('completedHeading'),
    paragraphs: [
      t('hello', { firstName: customer.firstName }),
      t('completedText', values),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [
      { label: t('reference'), value: customer.reference },
      { label: t('yard'), value: agreement.yard },
      { label: t('fingerprint'), value: agreement.sha256 },
    ],
    closing: BUSINESS_CONTACT.name,
    language: customer.language,
  });
  return {
    to: customer.email,
    subject: t('completedSubject', values),
    ...content,
    attachments: [agreement.signedPdf],
  };
}

export function agreementCompletedNotice(
  customer: AgreementParty,
  agreement: CompletedAgreement & { countersignedBy: string },
  inbox: { to: string; publicUrl: string },
): MailToQueue {
  const content = renderMail({
    heading: `Agreement complete for ${customer.reference}`,
    paragraphs: [
      `${agreement.countersignedBy} countersigned the parking agreement. The signed copy is attached and was sent to the customer.`,
    ],
    rows: [
      { label: 'Reference', value: customer.reference },
      { label: 'Version', value: String(agreement.version) },
      { label: 'Yard', value: agreement.yard },
      { label: 'SHA-256 of the agreement', value: agreement.sha256 },
    ],
    action: { href: `${inbox.publicUrl}/ReqestInformation/${customer.id}`, label: 'Open the application' },
  });
  return {
    to: inbox.to,
    replyTo: customer.email,
    subject: `Agreement complete for ${customer.reference}`,
    ...content,
    attachments: [agreement.signedPdf],
  };
}

/** New rates made a new version: the customer reads and signs it through a new private link. */
export function agreementRevisedMail(customer: AgreementParty, version: number, statusUrl: string): MailToQueue {
  const { t } = serverI18n(customer.language, { en: AGREEMENT_MAIL_EN, fr: AGREEMENT_MAIL_FR });
  const values = { reference: customer.reference, version };
  const content = renderMail({
    heading: t('revisedHeading'),
    paragraphs: [
      t('hello', { firstName: customer.firstName }),
      t('revisedText', values),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [{ label: t('reference'), value: customer.reference }],
    action: { href: statusUrl, label: t('revisedAction') },
    closing: BUSINESS_CONTACT.name,
    language: customer.language,
  });
  return { to: customer.email, subject: t('revisedSubject', values), ...content };
}
