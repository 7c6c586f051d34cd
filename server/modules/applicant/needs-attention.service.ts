import type { Kysely } from 'kysely';
import { INSURANCE_EXPIRING_WINDOW_DAYS, type NeedsAttention } from '../../../domain/applicant-status.schema.ts';
import type { Database } from '../../db/database.ts';
import type { RowOf } from '../../db/row-of.ts';
import { findCorrectionsReceived, findInsuranceExpiring } from './applicant.repository.ts';
import { addDays, applicantStatusOf, dayOf } from './applicant-status.rules.ts';

type Row = RowOf<typeof findCorrectionsReceived> | RowOf<typeof findInsuranceExpiring>;

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

/**
 * The dashboard's "Needs attention": corrections received and not yet decided, and accepted
 * customers whose certificate of insurance expires within 60 days or has expired.
 */
export async function needsAttention(db: Kysely<Database>, now: Date): Promise<NeedsAttention> {
  const today = dayOf(now);
  const [received, expiring, expired] = await Promise.all([
    findCorrectionsReceived(db),
    findInsuranceExpiring(db, { from: today, to: addDays(today, INSURANCE_EXPIRING_WINDOW_DAYS + 1) }),
    findInsuranceExpiring(db, { to: today }),
  ]);
  return { correctionsReceived: group(received), insuranceExpiring: group(expiring), insuranceExpired: group(expired) };
}
