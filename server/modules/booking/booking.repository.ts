import type {
  ApplicationPreviousLandlordsTable,
  ApplicationReferencesTable,
  NewApplicationRow,
} from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export async function insertApplication(db: Executor, row: NewApplicationRow): Promise<number> {
  const inserted = await db.insertInto('applications').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
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

export async function referenceExists(db: Executor, reference: string): Promise<boolean> {
  const row = await db.selectFrom('applications').select('id').where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}
