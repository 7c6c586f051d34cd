import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { type AccountEventFacts, type AccountMailRecipient, formatMailTime } from './password-account.mail.ts';

/** Turning two-factor sign-in on or off is told to the mailbox: an intruder's first move is to turn it off. */
export function twoFactorChangedMail(
  admin: AccountMailRecipient,
  change: 'enabled' | 'disabled',
  facts: AccountEventFacts,
): MailToQueue {
  const enabled = change === 'enabled';
  const heading = enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off';
  const content = renderMail({
    heading,
    paragraphs: [
      `Hello ${admin.userName},`,
      enabled
        ? `Signing in to your ${BUSINESS_CONTACT.name} admin account now also needs a code from your authenticator ` +
          'app, or one of your recovery codes. Keep the recovery codes somewhere safe, away from your phone.'
        : `Signing in to your ${BUSINESS_CONTACT.name} admin account needs only the password again. ` +
          'Your recovery codes no longer work.',
      'If this was not you, someone is signed in as you: change your password at once (that signs every ' +
        'device out), turn two-factor sign-in back on, and tell whoever runs the site.',
    ],
    rows: [
      { label: 'When', value: formatMailTime(facts.at) },
      { label: 'From IP address', value: facts.ip },
    ],
  });
  return { to: admin.email, subject: heading, ...content };
}
