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

/**
 * Attaches an uploaded document to an application, once: the guarded update succeeds only for an
 * unclaimed document of the expected kind, so two bookings can never share one upload.
 */
export async function claimDocument(
  db: Executor,
  claim: { referenceHash: string; kind: string; applicationId: number; claimedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ application_id: claim.applicationId, claimed_at: claim.claimedAt })
    .where('reference_hash', '=', claim.referenceHash)
    .where('kind', '=', claim.kind)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function findDocumentByReferenceHash(db: Executor, referenceHash: string) {
  return db
    .selectFrom('documents')
    .select(['kind', 'claimed_at'])
    .where('reference_hash', '=', referenceHash)
    .executeTakeFirst();
}
