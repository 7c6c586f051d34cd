import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import type { DecidedStatus } from './review.mapper.ts';

export interface DecidedApplication {
  reference: string;
  firstName: string;
  email: string;
  locationAppliedFor: string;
}

/** The applicant's e-mail after a decision. Every value is escaped by renderMail. */
export function decisionMail(
  application: DecidedApplication,
  status: DecidedStatus,
  reason: string | null,
): MailToQueue {
  const greeting = `Hello ${application.firstName},`;
  const closing = BUSINESS_CONTACT.name;
  if (status === 'accepted') {
    const content = renderMail({
      heading: 'Your parking application is accepted',
      paragraphs: [
        greeting,
        `Good news: your application ${application.reference} for parking at ${application.locationAppliedFor} is accepted.`,
        'Next steps: we will call you within one business day to confirm your move-in date and the number of spots, and to arrange the first payment and your yard access.',
        `Rather not wait? Call us at ${BUSINESS_CONTACT.phoneDisplay} and quote your reference.`,
      ],
      rows: [
        { label: 'Reference', value: application.reference },
        { label: 'Location', value: application.locationAppliedFor },
      ],
      closing,
    });
    return {
      to: application.email,
      subject: `Your parking application ${application.reference} is accepted`,
      ...content,
    };
  }
  const content = renderMail({
    heading: 'About your parking application',
    paragraphs: [
      greeting,
      `Thank you for applying for parking with ${BUSINESS_CONTACT.name}. We are sorry: we cannot accept your application ${application.reference} at this time.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      `Questions, or has something changed? Call us at ${BUSINESS_CONTACT.phoneDisplay} and quote your reference.`,
    ],
    rows: [{ label: 'Reference', value: application.reference }],
    closing,
  });
  return { to: application.email, subject: `Your parking application ${application.reference}`, ...content };
}
