import type {
  ApplicationPreviousLandlordsTable,
  ApplicationReferencesTable,
  NewApplicationRow,
} from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/** The new application's id; undefined, with nothing stored, when its reference is already taken. */
export async function insertApplication(db: Executor, row: NewApplicationRow): Promise<number | undefined> {
  const inserted = await db
    .insertInto('applications')
    .values(row)
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function insertReferences(db: Executor, rows: Insertable<ApplicationReferencesTable>[]): Promise<void> {
  await db.insertInto('application_references').values(rows).execute();
}

export async function insertPreviousLandlords(
  db: Executor,
  rows: Insertable<ApplicationPreviousLandlordsTable>[],
): Promise<void> {
  // None is an answer (a first rental); an insert of no rows is not a statement.
  if (rows.length === 0) return;
  await db.insertInto('application_previous_landlords').values(rows).execute();
}

/** The application sent since `since` under this Idempotency-Key (its hash), if any. */
export async function findKeyedApplication(db: Executor, keyHash: string, since: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'reference', 'request_hash'])
    .where('idempotency_key_hash', '=', keyHash)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * The one application that holds every one of these uploads (by reference hash), if one does:
 * with its e-mail and date, to tell whether a booking refused for them is a retry of it.
 */
export async function findApplicationHoldingAll(db: Executor, referenceHashes: string[]) {
  const holders = await db
    .selectFrom('documents')
    .select('application_id')
    .where('reference_hash', 'in', referenceHashes)
    .execute();
  const ids = new Set(holders.map((holder) => holder.application_id));
  const [id] = ids;
  if (holders.length !== referenceHashes.length || ids.size !== 1 || id === null || id === undefined) return undefined;
  return db
    .selectFrom('applications')
    .select(['id', 'reference', 'email', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
