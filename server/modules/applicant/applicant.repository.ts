import type { Executor } from '../../db/executor.ts';
import type { RowOf } from '../../db/row-of.ts';
import { FLEET_COLUMNS } from '../../lib/fleet-counts.ts';

/** What the applicant's module reads of an application: never bank numbers. */
const APPLICATION_COLUMNS = [
  'applications.id',
  'applications.reference',
  'applications.status',
  'applications.created_at',
  'applications.decided_at',
  'applications.decision_reason',
  'applications.first_name',
  'applications.middle_name',
  'applications.last_name',
  'applications.email',
  'applications.location_applied_for',
  'applications.insurance_expires_on',
  'applications.corrections_requested_at',
  'applications.anonymised_at',
  'applications.language',
  'applications.waitlisted_at',
  'applications.offer_expires_at',
  'applications.offer_declined_at',
  'applications.move_out_date',
] as const;

/** What the status page also says of the booking: the move-in day and the fleet's counts. */
const BOOKED_COLUMNS = [
  'applications.move_in_date' as const,
  ...FLEET_COLUMNS.map((column) => `applications.${column}` as const),
];

export async function findApplicationByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('application_status_tokens')
    .innerJoin('applications', 'applications.id', 'application_status_tokens.application_id')
    .select([...APPLICATION_COLUMNS, ...BOOKED_COLUMNS, 'application_status_tokens.expires_at as token_expires_at'])
    .where('application_status_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function findApplication(db: Executor, id: number) {
  return db.selectFrom('applications').select(APPLICATION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type ApplicantRow = RowOf<typeof findApplication>;

export async function findLatestCorrectionRequest(db: Executor, applicationId: number) {
  return db
    .selectFrom('correction_requests')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The documents in use now (not the versions a correction replaced), each with when it came in. */
export async function findCurrentDocuments(db: Executor, applicationId: number) {
  return db
    .selectFrom('documents')
    .select(['kind', 'claimed_at'])
    .where('application_id', '=', applicationId)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is', null)
    .execute();
}

/** The newest step with a reason the applicant may read (a reopening), and the newest step of all. */
export async function findLatestEvents(db: Executor, applicationId: number) {
  const [reopened, latest] = await Promise.all([
    db
      .selectFrom('application_events')
      .select(['occurred_at', 'reason'])
      .where('application_id', '=', applicationId)
      .where('action', '=', 'application_reopened')
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('application_events')
      .select('occurred_at')
      .where('application_id', '=', applicationId)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { reopened, latest };
}

/**
 * Opens a request for corrections on a pending application with none open. The condition is part
 * of the UPDATE, so of two concurrent requests (or a request racing a decision) one wins.
 */
export async function markCorrectionsRequested(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ corrections_requested_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('corrections_requested_at', 'is', null)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertCorrectionRequest(
  db: Executor,
  request: {
    applicationId: number;
    requestedAt: string;
    requestedBy: number;
    message: string | null;
    documents: string;
  },
): Promise<void> {
  await db
    .insertInto('correction_requests')
    .values({
      application_id: request.applicationId,
      requested_at: request.requestedAt,
      requested_by: request.requestedBy,
      message: request.message,
      documents: request.documents,
      received_at: null,
    })
    .execute();
}

/** Closes the open request: true for the one submission that wins it. */
export async function markCorrectionsReceived(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ corrections_requested_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('corrections_requested_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function closeCorrectionRequest(db: Executor, requestId: number, receivedAt: string): Promise<void> {
  await db
    .updateTable('correction_requests')
    .set({ received_at: receivedAt })
    .where('id', '=', requestId)
    .where('received_at', 'is', null)
    .execute();
}

/** The version in use becomes an earlier one; it stays, with its file, until retention. */
export async function markCurrentDocumentReplaced(
  db: Executor,
  applicationId: number,
  kind: string,
  replacedAt: string,
): Promise<void> {
  await db
    .updateTable('documents')
    .set({ replaced_at: replacedAt })
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is', null)
    .execute();
}

/** A decided application back to pending, its decision cleared (kept in the history). One winner. */
export async function reopenDecidedApplication(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({
      status: 'pending',
      decided_at: null,
      decided_by: null,
      decision_reason: null,
      corrections_requested_at: null,
    })
    .where('id', '=', id)
    .where('status', 'in', ['accepted', 'rejected'])
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setInsuranceExpiry(db: Executor, id: number, expiresOn: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ insurance_expires_on: expiresOn })
    .where('id', '=', id)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Pending applications whose requested corrections came in (none open now, no decision yet). */
export async function findCorrectionsReceived(db: Executor) {
  return (
    db
      .selectFrom('applications')
      .innerJoin('correction_requests', 'correction_requests.application_id', 'applications.id')
      .select([
        'applications.id',
        'applications.reference',
        'applications.first_name',
        'applications.last_name',
        'applications.status',
        'applications.corrections_requested_at',
      ])
      .select((eb) => eb.fn.max('correction_requests.received_at').as('date'))
      .where('applications.status', '=', 'pending')
      .where('applications.corrections_requested_at', 'is', null)
      .where('applications.anonymised_at', 'is', null)
      .where('correction_requests.received_at', 'is not', null)
      // Decided since (and perhaps reopened): the corrections were looked at already.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('audit_events')
              .select('audit_events.id')
              .whereRef('audit_events.application_id', '=', 'applications.id')
              .where('audit_events.action', 'in', ['application_accepted', 'application_rejected'])
              .whereRef('audit_events.occurred_at', '>=', 'correction_requests.received_at'),
          ),
        ),
      )
      .groupBy([
        'applications.id',
        'applications.reference',
        'applications.first_name',
        'applications.last_name',
        'applications.status',
        'applications.corrections_requested_at',
      ])
      .orderBy('date')
      .execute()
  );
}

/** Accepted customers whose certificate expires in [from, to) (dates as YYYY-MM-DD). */
export async function findInsuranceExpiring(db: Executor, range: { from?: string; to: string }) {
  let query = db
    .selectFrom('applications')
    .select(['id', 'reference', 'first_name', 'last_name', 'status', 'corrections_requested_at'])
    .select('insurance_expires_on as date')
    .where('status', '=', 'accepted')
    .where('anonymised_at', 'is', null)
    .where('insurance_expires_on', 'is not', null)
    .where('insurance_expires_on', '<', range.to);
  if (range.from) query = query.where('insurance_expires_on', '>=', range.from);
  return query.orderBy('insurance_expires_on').orderBy('id').execute();
}
