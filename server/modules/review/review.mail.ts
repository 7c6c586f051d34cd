import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import type { Language } from '../../../domain/language.ts';
import { serverI18n } from '../../lib/i18n/server-i18n.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { DECISION_MAIL_EN } from './decision-mail.en.ts';
import { DECISION_MAIL_FR } from './decision-mail.fr.ts';
import type { DecidedStatus } from './review.mapper.ts';

export interface DecidedApplication {
  reference: string;
  firstName: string;
  email: string;
  locationAppliedFor: string;
  /** The language the applicant booked in: the e-mail is written in it (docs/i18n.md). */
  language: Language;
}

/** The applicant's e-mail after a decision. Every value is escaped by renderMail. */
export function decisionMail(
  application: DecidedApplication,
  status: DecidedStatus,
  reason: string | null,
  statusUrl: string | null = null,
): MailToQueue {
  const { t } = serverI18n(application.language, { en: DECISION_MAIL_EN, fr: DECISION_MAIL_FR });
  const greeting = t('hello', { firstName: application.firstName });
  const closing = BUSINESS_CONTACT.name;
  const { reference } = application;
  if (status === 'accepted') {
    const content = renderMail({
      heading: t('acceptedHeading'),
      paragraphs: [
        greeting,
        t('acceptedNews', { reference, location: application.locationAppliedFor }),
        t('acceptedNext'),
        t('acceptedCall', { phone: BUSINESS_CONTACT.phoneDisplay }),
      ],
      rows: [
        { label: t('reference'), value: reference },
        { label: t('location'), value: application.locationAppliedFor },
      ],
      ...(statusUrl ? { action: { href: statusUrl, label: t('acceptedAction') } } : {}),
      closing,
      language: application.language,
    });
    return { to: application.email, subject: t('acceptedSubject', { reference }), ...content };
  }
  const content = renderMail({
    heading: t('rejectedHeading'),
    paragraphs: [
      greeting,
      t('rejectedSorry', { company: BUSINESS_CONTACT.name, reference }),
      ...(reason ? [t('reason', { reason })] : []),
      t('rejectedCall', { phone: BUSINESS_CONTACT.phoneDisplay }),
    ],
    rows: [{ label: t('reference'), value: reference }],
    closing,
    language: application.language,
  });
  return { to: application.email, subject: t('rejectedSubject', { reference }), ...content };
}
