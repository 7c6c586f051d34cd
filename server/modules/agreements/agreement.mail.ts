import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Language } from '../../../domain/language.ts';
import { mailDate } from '../../lib/i18n/mail-dates.ts';
import { serverI18n } from '../../lib/i18n/server-i18n.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailAttachment, MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { AGREEMENT_MAIL_EN } from './agreement-mail.en.ts';
import { AGREEMENT_MAIL_FR } from './agreement-mail.fr.ts';

/**
 * The completed agreement's e-mails: to the customer in their language, with the signed PDF (and
 * their access pass, its QR code attached); to the company in English with the same PDF. Both
 * carry personal data in their attachments, so they are queued sealed.
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

export interface AccessPassForMail {
  code: string;
  validFrom: string;
  qrPng: MailAttachment;
}

export function agreementCompletedMail(
  customer: AgreementParty,
  agreement: CompletedAgreement,
  pass: AccessPassForMail | null,
): MailToQueue {
  const i18n = serverI18n(customer.language, { en: AGREEMENT_MAIL_EN, fr: AGREEMENT_MAIL_FR });
  const { t } = i18n;
  const values = { reference: customer.reference, yard: agreement.yard, version: agreement.version };
  const content = renderMail({
    heading: t('completedHeading'),
    paragraphs: [
      t('hello', { firstName: customer.firstName }),
      t('completedText', values),
      ...(pass
        ? [t('passText', { yard: agreement.yard, code: pass.code, validFrom: mailDate(i18n, pass.validFrom) })]
        : []),
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [
      { label: t('reference'), value: customer.reference },
      { label: t('yard'), value: agreement.yard },
      { label: t('fingerprint'), value: agreement.sha256 },
    ],
    sections: pass
      ? [
          {
            heading: t('passHeading'),
            rows: [
              { label: t('passCode'), value: pass.code },
              { label: t('from'), value: mailDate(i18n, pass.validFrom) },
            ],
          },
        ]
      : [],
    closing: BUSINESS_CONTACT.name,
    language: customer.language,
  });
  return {
    to: customer.email,
    subject: t('completedSubject', values),
    ...content,
    attachments: [agreement.signedPdf, ...(pass ? [pass.qrPng] : [])],
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
