import type { Kysely } from 'kysely';
import type { Database, NewDocumentRow } from '../../db/database.ts';

export async function insertDocument(db: Kysely<Database>, row: NewDocumentRow): Promise<void> {
  await db.insertInto('documents').values(row).execute();
}

/** Uploads no booking has claimed, created before `cutoff` (ISO), oldest first. */
export async function findUnclaimedDocumentsCreatedBefore(db: Kysely<Database>, cutoff: string, limit: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'storage_key'])
    .where('claimed_at', 'is', null)
    .where('application_id', 'is', null)
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * Deletes the row only if it is still unclaimed, so a booking that claims it at this very moment
 * wins and keeps its document. True when the row was deleted.
 */
export async function deleteUnclaimedDocument(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('documents')
    .where('id', '=', id)
    .where('claimed_at', 'is', null)
    .where('application_id', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
