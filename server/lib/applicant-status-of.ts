import type { ApplicantStatus } from '../../domain/applicant-status.schema.ts';
import type { ApplicationRow } from '../db/database.ts';

/**
 * Where an application stands, as its applicant and the dashboard name it. Corrections asked for,
 * a place on the waitlist and an offer held are all stored `pending`, so the original API's
 * callers see them as pending; a declined offer is stored `rejected`
 * (docs/decisions/030-corrections-requested-status.md, 077-waitlist-and-offers.md). Without the
 * waitlist's columns (a list that does not read them), as before the waitlist.
 */
export function applicantStatusOf(
  row: Pick<ApplicationRow, 'status' | 'corrections_requested_at'> &
    Partial<Pick<ApplicationRow, 'waitlisted_at' | 'offer_expires_at' | 'offer_declined_at'>>,
): ApplicantStatus {
  if (row.status === 'accepted') return 'Accepted';
  if (row.status === 'rejected') return row.offer_declined_at ? 'OfferDeclined' : 'Rejected';
  if (row.corrections_requested_at) return 'CorrectionsRequested';
  if (row.offer_expires_at) return 'Offered';
  return row.waitlisted_at ? 'Waitlisted' : 'Pending';
}
