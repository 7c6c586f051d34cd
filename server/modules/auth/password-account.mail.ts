import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { renderMail } from '../../lib/mail/mail-html.ts';
import type { MailToQueue } from '../../lib/mail/outbox.repository.ts';

/**
 * The security e-mails of an admin account. Each says what happened, when and from where, and
 * what to do if it was not the admin: the mailbox is the one channel an intruder does not hold.
 */
export interface AccountMailRecipient {
  userName: string;
  email: string;
}

export interface AccountEventFacts {
  at: Date;
  ip: string;
  publicUrl: string;
}

/** The company's yards are in Ontario: times read in Toronto time, with UTC beside them for logs. */
export function formatMailTime(at: Date): string {
  const local = new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(at);
  return `${local} (${at.toISOString()})`;
}

function forgetPasswordUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/ForgetPassword`;
}

function ifNotYou(publicUrl: string): string {
  return (
    `If this was not you, someone else knows your password or holds your mailbox: reset your password now ` +
    `with "Forget Password ?" on the sign-in page (${forgetPasswordUrl(publicUrl)}), ` +
    `then tell whoever runs the site so the audit log can be checked.`
  );
}

export function passwordChangedMail(admin: AccountMailRecipient, facts: AccountEventFacts): MailToQueue {
  const content = renderMail({
    heading: 'Your password was changed',
    paragraphs: [
      `Hello ${admin.userName},`,
      `The password of your ${BUSINESS_CONTACT.name} admin account was changed. Every device that was ` +
        'signed in has been signed out; sign in again with the new password.',
      ifNotYou(facts.publicUrl),
    ],
    rows: [
      { label: 'When', value: formatMailTime(facts.at) },
      { label: 'From IP address', value: facts.ip },
    ],
    action: { href: forgetPasswordUrl(facts.publicUrl), label: 'Reset my password' },
  });
  return { to: admin.email, subject: 'Your password was changed', ...content };
}

export function passwordResetCodeMail(
  admin: AccountMailRecipient,
  facts: { code: string; expiresAt: Date; ip: string },
): MailToQueue {
  const content = renderMail({
    heading: 'Your password reset code',
    paragraphs: [
      `Hello ${admin.userName},`,
      `Someone asked to reset the password of your ${BUSINESS_CONTACT.name} admin account. ` +
        'Enter this code on the reset page to apply the new password chosen there:',
      facts.code,
      'The code is valid for 10 minutes and works once. After 5 wrong tries it stops working.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    rows: [
      { label: 'Code', value: facts.code },
      { label: 'Valid until', value: formatMailTime(facts.expiresAt) },
      { label: 'Asked from IP address', value: facts.ip },
    ],
  });
  return { to: admin.email, subject: 'Your password reset code', ...content };
}

/**
 * Sent instead of a code when the chosen password contains the admin's username: saying so on the
 * page would tell a stranger which usernames go with which e-mail addresses.
 */
export function passwordResetRefusedMail(
  admin: AccountMailRecipient,
  facts: { reason: string; publicUrl: string },
): MailToQueue {
  const content = renderMail({
    heading: 'Choose another new password',
    paragraphs: [
      `Hello ${admin.userName},`,
      'Someone asked to reset the password of your admin account, but the new password chosen cannot be used:',
      facts.reason,
      'No code was sent and your password stays as it is. Start again with a different new password.',
      'If you did not ask for this, ignore this e-mail.',
    ],
    action: { href: forgetPasswordUrl(facts.publicUrl), label: 'Start again' },
  });
  return { to: admin.email, subject: 'Your password reset needs another password', ...content };
}

export function passwordResetDoneMail(admin: AccountMailRecipient, facts: AccountEventFacts): MailToQueue {
  const content = renderMail({
    heading: 'Your password was reset',
    paragraphs: [
      `Hello ${admin.userName},`,
      `The password of your ${BUSINESS_CONTACT.name} admin account was reset with a code sent to this ` +
        'address. Every device that was signed in has been signed out.',
      ifNotYou(facts.publicUrl),
    ],
    rows: [
      { label: 'When', value: formatMailTime(facts.at) },
      { label: 'From IP address', value: facts.ip },
    ],
  });
  return { to: admin.email, subject: 'Your password was reset', ...content };
}
