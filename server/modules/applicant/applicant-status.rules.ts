import {
  type ApplicantStatus,
  type ApplicantStatusView,
  type DocumentCorrection,
  INSURANCE_REMINDER_DAYS,
} from '../../../domain/applicant-status.schema.ts';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../domain/documents.ts';
import { applicantStatusOf } from '../../lib/applicant-status-of.ts';
import { NOTICE_MIN_DAYS } from '../../../domain/yards.schema.ts';
import type { RowOf } from '../../db/row-of.ts';
import { addDays, yardDayOf } from '../../lib/calendar-days.ts';
import type { ApplicantRow, findApplicationByTokenHash, findLatestCorrectionRequest } from './applicant.repository.ts';

/**
 * Rules of the applicant's side that need no database: where an application stands, how long its
 * private link lives, which documents the applicant may send now.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** A link keeps working this long after the final decision, then answers 404. */
export const STATUS_LINK_DAYS_AFTER_DECISION = 56;
/** A link sent with an insurance reminder lives this long after the certificate's expiry. */
export const REMINDER_LINK_DAYS_AFTER_EXPIRY = 30;

export { applicantStatusOf };

export function isLinkValid(
  row: Pick<RowOf<typeof findApplicationByTokenHash>, 'status' | 'decided_at' | 'anonymised_at' | 'token_expires_at'>,
  now: Date,
): boolean {
  if (row.anonymised_at) return false;
  if (row.token_expires_at) return now.toISOString() < row.token_expires_at;
  if (row.status === 'pending' || !row.decided_at) return true;
  return now.getTime() < Date.parse(row.decided_at) + STATUS_LINK_DAYS_AFTER_DECISION * DAY_MS;
}

export function labelOf(kind: DocumentKind): string {
  return DOCUMENT_KINDS.find((document) => document.kind === kind)?.label ?? kind;
}

/** A request's `documents` column: the list the admin's RequestCorrections sent, as stored. */
export function parseCorrections(json: string): DocumentCorrection[] {
  return JSON.parse(json) as DocumentCorrection[];
}

/**
 * An accepted customer may send a renewed certificate of insurance through the link once the first
 * reminder is due (30 days before expiry) or after it lapsed.
 */
export function isInsuranceRenewalDue(row: Pick<ApplicantRow, 'status' | 'insurance_expires_on'>, now: Date): boolean {
  if (row.status !== 'accepted' || !row.insurance_expires_on) return false;
  return yardDayOf(now) >= addDays(row.insurance_expires_on, -Math.max(...INSURANCE_REMINDER_DAYS));
}

export function renewalReason(expiresOn: string): string {
  return `Your certificate of insurance expires on ${expiresOn}: upload the renewed certificate`;
}

/** The documents the applicant may replace now: the open request's, or a due insurance renewal. */
export function requestedCorrections(
  row: Pick<ApplicantRow, 'status' | 'corrections_requested_at' | 'insurance_expires_on'>,
  openRequest: Pick<RowOf<typeof findLatestCorrectionRequest>, 'documents' | 'received_at'> | undefined,
  now: Date,
): DocumentCorrection[] {
  if (applicantStatusOf(row) === 'CorrectionsRequested' && openRequest && !openRequest.received_at) {
    return parseCorrections(openRequest.documents);
  }
  if (isInsuranceRenewalDue(row, now) && row.insurance_expires_on) {
    return [{ kind: 'CertificateOfInsurance', reason: renewalReason(row.insurance_expires_on) }];
  }
  return [];
}

export function stageOf(status: ApplicantStatus, hasBeenReviewed: boolean): ApplicantStatusView['stage'] {
  if (status === 'Pending') return hasBeenReviewed ? 'InReview' : 'Received';
  return status;
}

/** The earliest move-out day an accepted customer's notice may name now; null when notice is not open to them. */
export function earliestMoveOutDateOf(
  row: Pick<ApplicantRow, 'status' | 'move_out_date'> & { move_in_date: string },
  now: Date,
): string | null {
  if (row.status !== 'accepted' || row.move_out_date !== null) return null;
  const earliest = addDays(yardDayOf(now), NOTICE_MIN_DAYS);
  // Never on or before the move-in day: a tenancy of at least one day.
  return earliest > row.move_in_date ? earliest : addDays(row.move_in_date, 1);
}
