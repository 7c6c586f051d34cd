import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Language } from '../../../domain/language.ts';
import { serverI18n } from '../../lib/i18n/server-i18n.ts';
import { mailDate } from '../../lib/i18n/mail-dates.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import type { SpaceCounts } from './yard-spaces.ts';
import { WAITLIST_MAIL_EN } from './waitlist-mail.en.ts';
import { WAITLIST_MAIL_FR } from './waitlist-mail.fr.ts';

/**
 * The waitlist's e-mails. Every value is escaped by renderMail. Those to the applicant are in the
 * language they booked in and, when they carry the private link, are queued sealed; the company's
 * notices stay English.
 */
export interface WaitlistApplicant {
  reference: string;
  firstName: string;
  email: string;
  language: Language;
}

const closing = BUSINESS_CONTACT.name;

function i18nOf(applicant: WaitlistApplicant) {
  return serverI18n(applicant.language, { en: WAITLIST_MAIL_EN, fr: WAITLIST_MAIL_FR });
}

function applicantMail(
  applicant: WaitlistApplicant,
  parts: { subject: string; heading: string; text: string; rows?: { label: string; value: string }[] },
  action?: { href: string; label: string },
): MailToQueue {
  const { t } = i18nOf(applicant);
  const content = renderMail({
    heading: parts.heading,
    paragraphs: [
      t('hello', { firstName: applicant.firstName }),
      parts.text,
      t('callUs', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [{ label: t('reference'), value: applicant.reference }, ...(parts.rows ?? [])],
    ...(action ? { action } : {}),
    closing,
    language: applicant.language,
  });
  return { to: applicant.email, subject: parts.subject, ...content };
}

export function waitlistedMail(
  applicant: WaitlistApplicant,
  facts: { yard: string; position: number },
  statusUrl: string,
): MailToQueue {
  const { t } = i18nOf(applicant);
  const values = { reference: applicant.reference, yard: facts.yard, position: facts.position };
  return applicantMail(
    applicant,
    { subject: t('waitlistedSubject', values), heading: t('waitlistedHeading'), text: t('waitlistedText', values) },
    { href: statusUrl, label: t('statusAction') },
  );
}

/** The moment an offer is held until, as the applicant's clock in Ontario reads it. */
function heldUntil(i18n: ReturnType<typeof i18nOf>, expiresAt: string): string {
  return i18n.intl.formatDate(new Date(expiresAt), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  });
}

export function offerMail(
  applicant: WaitlistApplicant,
  facts: { yard: string; need: SpaceCounts; from: string; expiresAt: string },
  statusUrl: string,
): MailToQueue {
  const i18n = i18nOf(applicant);
  const { t } = i18n;
  const expiresAt = heldUntil(i18n, facts.expiresAt);
  const values = { reference: applicant.reference, yard: facts.yard, expiresAt };
  return applicantMail(
    applicant,
    {
      subject: t('offerSubject', values),
      heading: t('offerHeading'),
      text: t('offerText', values),
      rows: [
        { label: t('yard'), value: facts.yard },
        { label: t('spaces'), value: t('spacesValue', { trucks: facts.need.trucks, trailers: facts.need.trailers }) },
        { label: t('from'), value: mailDate(i18n, facts.from) },
        { label: t('offerHeldUntil'), value: expiresAt },
      ],
    },
    { href: statusUrl, label: t('offerAction') },
  );
}

export function offerLapsedMail(applicant: WaitlistApplicant, facts: { yard: string }): MailToQueue {
  const { t } = i18nOf(applicant);
  const values = { reference: applicant.reference, yard: facts.yard };
  return applicantMail(applicant, {
    subject: t('lapsedSubject', values),
    heading: t('lapsedHeading'),
    text: t('lapsedText', values),
  });
}

export function offerAcceptedMail(applicant: WaitlistApplicant, facts: { yard: string }): MailToQueue {
  const { t } = i18nOf(applicant);
  const values = { reference: applicant.reference, yard: facts.yard };
  return applicantMail(applicant, {
    subject: t('offerAcceptedSubject', values),
    heading: t('offerAcceptedHeading'),
    text: t('offerAcceptedText', values),
  });
}

export function yardChangedMail(
  applicant: WaitlistApplicant,
  facts: { from: string; yard: string },
  statusUrl: string,
): MailToQueue {
  const { t } = i18nOf(applicant);
  const values = { reference: applicant.reference, yard: facts.yard, from: facts.from };
  return applicantMail(
    applicant,
    { subject: t('yardChangedSubject', values), heading: t('yardChangedHeading'), text: t('yardChangedText', values) },
    { href: statusUrl, label: t('statusAction') },
  );
}

/** The company's notice of what an applicant did on their page (an offer answered, notice given). */
export function companyNoticeMail(
  application: { id: number; reference: string; name: string; email: string; yard: string },
  notice: { subject: string; text: string; rows?: { label: string; value: string }[] },
  inbox: { to: string; publicUrl: string },
): MailToQueue {
  const content = renderMail({
    heading: notice.subject,
    paragraphs: [notice.text],
    rows: [
      { label: 'Reference', value: application.reference },
      { label: 'Name', value: application.name },
      { label: 'Yard', value: application.yard },
      ...(notice.rows ?? []),
    ],
    action: { href: `${inbox.publicUrl}/ReqestInformation/${application.id}`, label: 'Open the application' },
  });
  return {
    to: inbox.to,
    replyTo: application.email,
    subject: `${notice.subject}: ${application.reference} from ${application.name}`,
    ...content,
  };
}
