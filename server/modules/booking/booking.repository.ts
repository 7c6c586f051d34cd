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
  await db.insertInto('application_previous_landlords').values(rows).execute();
}
