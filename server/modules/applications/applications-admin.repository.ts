import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import type { ApplicationStatus } from '../../../domain/admin.schema.ts';
import type { Database } from '../../db/database.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface ApplicationFilter {
  status?: ApplicationStatus;
  /** Words that must each appear (case-insensitive) in a name, e-mail, phone, reference or reference company. */
  searchWords: string[];
}

const SEARCHED_COLUMNS = [
  'applications.first_name',
  'applications.middle_name',
  'applications.last_name',
  'applications.email',
  'applications.phone_number',
  'applications.reference',
] as const;

/**
 * One page, newest first. The page's ids are found first from the (status, created_at) index
 * alone, then only those rows are read, so skipping to a deep page walks index entries instead of
 * whole rows. `id` breaks ties between applications stored in the same millisecond.
 */
export async function findApplicationPage(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
) {
  const pageIds = filtered(db, filter)
    .select('applications.id')
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .limit(page.take)
    .offset(page.skip);
  return db
    .selectFrom('applications')
    .selectAll()
    .where('applications.id', 'in', pageIds)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}

export async function countApplications(db: Executor, filter: ApplicationFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function filtered(db: Executor, filter: ApplicationFilter) {
  let query = db.selectFrom('applications');
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  for (const word of filter.searchWords) {
    query = query.where((eb) => matchesWord(eb, likePattern(word)));
  }
  return query;
}

/**
 * `lower(text) like lower(pattern)`, the same on SQLite and PostgreSQL (PostgreSQL's `like` is
 * case-sensitive, SQLite's folds ASCII only); the backslash escapes the user's own % and _. The
 * applicant's fields are searched as one space-joined text, one `like` per row instead of six; a
 * word holds no space, so it cannot match across two fields. Reference companies are matched in
 * one pass over the references (`id in (…)`), not once per application.
 */
function matchesWord(eb: ExpressionBuilder<Database, 'applications'>, pattern: string) {
  const applicantText = sql.join(
    SEARCHED_COLUMNS.map((column) => sql.ref(column)),
    sql` || ' ' || `,
  );
  return eb.or([
    sql<boolean>`lower(${applicantText}) like lower(${pattern}) escape '\\'`,
    eb(
      'applications.id',
      'in',
      eb
        .selectFrom('application_references')
        .select('application_references.application_id')
        .where(sql<boolean>`lower(${sql.ref('application_references.company')}) like lower(${pattern}) escape '\\'`),
    ),
  ]);
}

export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
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

/** The documents the bookings claimed: only those belong to an application. */
export async function findClaimedDocuments(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['application_id', 'kind', 'content_type', 'byte_size'])
    .where('application_id', 'in', applicationIds)
    .where('claimed_at', 'is not', null)
    .execute();
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
    .select(['status', 'reference', 'first_name', 'email', 'location_applied_for'])
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
    })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
