import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { type AccountMailRecipient, formatMailTime } from './password-account.mail.ts';

/**
 * Sent once per attack episode (sign-in-throttle.service.ts): the admin learns that someone is
 * guessing, and that their own sign-in still works from their usual address.
 */
export function signInAttackMail(admin: AccountMailRecipient, facts: { at: Date; ip: string }): MailToQueue {
  const content = renderMail({
    heading: 'Someone is trying to sign in to your account',
    paragraphs: [
      `Hello ${admin.userName},`,
      `Sign-ins to your ${BUSINESS_CONTACT.name} admin account keep failing, so further attempts are now being ` +
        'slowed down. Your own sign-in from your usual device keeps working.',
      'If this was you mistyping, nothing needs doing. If not, someone is guessing your password: make sure it is ' +
        'long and used nowhere else, and turn on two-factor sign-in on the Two-factor page.',
      'You get this e-mail once for this run of failures, not for each attempt.',
    ],
    rows: [
      { label: 'Noticed at', value: formatMailTime(facts.at) },
      { label: 'Latest attempt from IP address', value: facts.ip },
    ],
  });
  return { to: admin.email, subject: 'Failed sign-ins on your admin account', ...content };
}
