import { type OperandValueExpressionOrList, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ApplicationStatus } from '../../../domain/admin.schema.ts';
import type { Executor } from '../../db/executor.ts';
import { countMatches, pageOfMatches, SEARCH_MATCH_CAP } from '../search/search.repository.ts';

export interface ApplicationFilter {
  status?: ApplicationStatus;
  /** Words that must each appear in the application's search text (server/modules/search). */
  searchWords: string[];
}

/**
 * One page, newest first. The page's ids are found first from the (status, created_at) index
 * alone, then only those rows are read, so skipping to a deep page walks index entries instead of
 * whole rows. `id` breaks ties between applications stored in the same millisecond. A search's
 * page is found by the search (pageOfMatches, told by `total` whether there are more matches than
 * the cap) and read the same way: still one statement.
 *
 * With `total` (the filter's count) a list's page in the older half is read from the other end: oldest
 * first, skipping `total - skip - take`, so the last page walks about `take` index entries instead
 * of the whole index (OFFSET cannot jump: it walks every entry it skips). The
 * outer query orders newest first either way, so the answer is the same slice in the same order.
 */
export async function findApplicationPage(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
  total?: number,
) {
  if (page.take === 0) return [];
  if (filter.searchWords.length > 0) {
    const manyMatches = total !== undefined && total > SEARCH_MATCH_CAP;
    return readNewestFirst(db, pageOfMatches(db, filter.searchWords, { ...ofStatus(filter), ...page, manyMatches }));
  }
  const window = total === undefined ? undefined : windowFromTheEnd(page, total);
  if (window?.take === 0) return [];
  const pageIds = window
    ? filtered(db, filter)
        .select('applications.id')
        .orderBy('applications.created_at', 'asc')
        .orderBy('applications.id', 'asc')
        .limit(window.take)
        .offset(window.skip)
    : filtered(db, filter)
        .select('applications.id')
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .limit(page.take)
        .offset(page.skip);
  return readNewestFirst(db, pageIds);
}

/**
 * The same page counted from the oldest row, when that skips fewer rows: positions
 * `[skip, skip + take)` newest first are `[total - skip - take, total - skip)` oldest first, cut
 * at 0 for a last page that is not full. Undefined when reading newest first is as short.
 */
export function windowFromTheEnd(
  page: { skip: number; take: number },
  total: number,
): { skip: number; take: number } | undefined {
  const end = total - page.skip;
  if (end <= 0) return { skip: 0, take: 0 };
  const start = Math.max(0, end - page.take);
  return start < page.skip ? { skip: start, take: end - start } : undefined;
}

/**
 * Without search words the count is a sum of the per-status counters that triggers keep in step
 * with every write (migration 0014): a few rows instead of an index-only scan that grows with the
 * table. A search counts its matches up to
 * SEARCH_MATCH_CAP + 1, so an answer above the cap means "more than SEARCH_MATCH_CAP".
 */
export async function countApplications(db: Executor, filter: ApplicationFilter): Promise<number> {
  if (filter.searchWords.length === 0) {
    const status = filter.status ? sql`where status = ${filter.status}` : sql``;
    const counted = await sql<{
      count: number | string | null;
    }>`select sum(applications) as count from application_counts ${status}`.execute(db);
    return Number(counted.rows[0]?.count ?? 0);
  }
  return countMatches(db, filter.searchWords, { ...ofStatus(filter), upTo: SEARCH_MATCH_CAP + 1 });
}

function ofStatus(filter: ApplicationFilter): { status?: ApplicationStatus } {
  return filter.status ? { status: filter.status } : {};
}

/** The applications whose ids are listed or selected by `ids`, newest first: a page's rows. */
function readNewestFirst(db: Executor, ids: OperandValueExpressionOrList<Database, 'applications', 'applications.id'>) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('applications.id', 'in', ids)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}

/** The applications of the filter's status, or all of them (a list without a search). */
function filtered(db: Executor, filter: ApplicationFilter) {
  const query = db.selectFrom('applications');
  return filter.status ? query.where('applications.status', '=', filter.status) : query;
}

export async function findApplicationById(db: Executor, id: number) {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The children of several applications are read in one query per table (`application_id in (…)`),
 * so a page costs the same number of queries whatever its size.
 */
export async function findReferences(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_references')
    .select(['application_id', 'name', 'relationship', 'company', 'phone', 'address', 'email'])
    .where('application_id', 'in', applicationIds)
    .orderBy('application_id')
    .orderBy('position')
    .execute();
}

export async function findPreviousLandlords(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_previous_landlords')
    .select([
      'application_id',
      'company',
      'phone',
      'address',
      'landlord_name',
      'space_rented',
      'rental_start_date',
      'rental_end_date',
      'can_contact_for_reference',
    ])
    .where('application_id', 'in', applicationIds)
    .orderBy('application_id')
    .orderBy('position')
    .execute();
}

/** The documents the bookings claimed: only those belong to an application; the current version of each. */
export async function findClaimedDocuments(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['application_id', 'kind', 'content_type', 'byte_size', 'claimed_at'])
    .where('application_id', 'in', applicationIds)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is', null)
    .execute();
}

/** Versions a correction replaced, newest replacement first; kept until retention. */
export async function findEarlierDocuments(db: Executor, applicationId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'kind', 'content_type', 'byte_size', 'claimed_at', 'replaced_at'])
    .where('application_id', '=', applicationId)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is not', null)
    .orderBy('replaced_at', 'desc')
    .orderBy('kind')
    .execute();
}

/** The open or last request for corrections, with the requesting admin's name. */
export async function findLatestCorrectionRequest(db: Executor, applicationId: number) {
  return db
    .selectFrom('correction_requests')
    .leftJoin('admins', 'admins.id', 'correction_requests.requested_by')
    .select([
      'correction_requests.requested_at',
      'correction_requests.message',
      'correction_requests.documents',
      'correction_requests.received_at',
      'admins.username',
    ])
    .where('correction_requests.application_id', '=', applicationId)
    .orderBy('correction_requests.requested_at', 'desc')
    .orderBy('correction_requests.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findBankNumbers(db: Executor, id: number) {
  return db
    .selectFrom('applications')
    .select(['bank_name', 'bank_numbers_sealed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findApplicant(db: Executor, id: number) {
  return db
    .selectFrom('applications')
    .select(['status', 'reference', 'first_name', 'email', 'location_applied_for', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Decides a pending application. The status check is part of the UPDATE itself, so of two
 * concurrent decisions exactly one matches the row (PostgreSQL re-checks the condition after the
 * first commits; SQLite runs one writer at a time). True when this call won.
 */
export async function decidePendingApplication(
  db: Executor,
  decision: {
    id: number;
    status: Exclude<ApplicationStatus, 'pending'>;
    decidedAt: string;
    decidedBy: number;
    reason: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({
      status: decision.status,
      decided_at: decision.decidedAt,
      decided_by: decision.decidedBy,
      decision_reason: decision.reason,
      // A tenancy ended before a reopening starts afresh: an acceptance runs until ended again.
      move_out_date: null,
      // Decided, it leaves its yard's waitlist, and an offer held for it ends.
      waitlisted_at: null,
      offer_expires_at: null,
    })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
