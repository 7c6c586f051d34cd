import type { Kysely } from 'kysely';
import {
  INSURANCE_EXPIRING_WINDOW_DAYS,
  type NeedsAttention,
  UNDELIVERED_MAIL_WINDOW_DAYS,
} from '../../../domain/applicant-status.schema.ts';
import type { Database } from '../../db/database.ts';
import type { RowOf } from '../../db/row-of.ts';
import { countFailedMail, findFailedMail } from '../../lib/mail/outbox.repository.ts';
import {
  findAgreementsAwaitingCountersignature,
  findAgreementsAwaitingSignature,
} from '../agreements/agreements-waiting.repository.ts';
import { findCorrectionsReceived, findInsuranceExpiring } from './applicant.repository.ts';
import { addDays, yardDayOf } from '../../lib/calendar-days.ts';
import { applicantStatusOf } from './applicant-status.rules.ts';

type Row =
  | RowOf<typeof findCorrectionsReceived>
  | RowOf<typeof findInsuranceExpiring>
  | RowOf<typeof findAgreementsAwaitingSignature>
  | RowOf<typeof findAgreementsAwaitingCountersignature>;

function toItem(row: Row) {
  return {
    id: row.id,
    reference: row.reference,
    name: `${row.first_name} ${row.last_name}`.trim(),
    status: applicantStatusOf(row),
    date: row.date ?? '',
  };
}

function group(rows: Row[]) {
  return { count: rows.length, data: rows.map(toItem) };
}

/** The newest undelivered e-mails listed; the count says how many there are in all. */
const UNDELIVERED_MAIL_LISTED = 20;
const MAX_REASON_LENGTH = 300;

/**
 * The dashboard's "Needs attention": corrections received and not yet decided, accepted
 * customers whose certificate of insurance expires within 60 days or has expired, agreements
 * waiting for the customer's signature or the company's, and e-mails of the last 30 days the mail
 * server refused for good or that ran out of retries.
 */
export async function needsAttention(db: Kysely<Database>, now: Date): Promise<NeedsAttention> {
  const today = yardDayOf(now);
  const mailSince = new Date(now.getTime() - UNDELIVERED_MAIL_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const [received, expiring, expired, unsigned, signedByCustomer, failedMail, failedMailCount] = await Promise.all([
    findCorrectionsReceived(db),
    findInsuranceExpiring(db, { from: today, to: addDays(today, INSURANCE_EXPIRING_WINDOW_DAYS + 1) }),
    findInsuranceExpiring(db, { to: today }),
    findAgreementsAwaitingSignature(db),
    findAgreementsAwaitingCountersignature(db),
    findFailedMail(db, mailSince, UNDELIVERED_MAIL_LISTED),
    countFailedMail(db, mailSince),
  ]);
  return {
    correctionsReceived: group(received),
    insuranceExpiring: group(expiring),
    insuranceExpired: group(expired),
    agreementsAwaitingSignature: group(unsigned),
    agreementsAwaitingCountersignature: group(signedByCustomer),
    mailNotDelivered: {
      count: failedMailCount,
      data: failedMail.map((mail) => ({
        id: mail.id,
        to: mail.to_address,
        subject: mail.subject,
        queuedAt: mail.created_at,
        reason: (mail.last_error ?? 'Not delivered').slice(0, MAX_REASON_LENGTH),
      })),
    },
  };
}
