import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The document of this kind that this application's booking claimed. Unclaimed uploads and other
 * applications' documents never match, so an id and a kind can only ever reach their own file.
 */
export async function findClaimedDocument(db: Kysely<Database>, applicationId: number, kind: string) {
  return db
    .selectFrom('documents')
    .select(['storage_key', 'content_type', 'byte_size'])
    .where('application_id', '=', applicationId)
    .where('kind', '=', kind)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
}

/**
 * An earlier version of this application's document, replaced through a correction: by
 * its id, and only among this application's replaced versions.
 */
export async function findEarlierDocument(db: Kysely<Database>, applicationId: number, documentId: string) {
  return db
    .selectFrom('documents')
    .select(['storage_key', 'content_type', 'byte_size', 'kind'])
    .where('application_id', '=', applicationId)
    .where('id', '=', documentId)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is not', null)
    .executeTakeFirst();
}
