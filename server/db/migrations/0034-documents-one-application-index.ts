import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). `documents_application_idx` (application_id) is a
 * prefix of `documents_application_kind_idx` (application_id, kind, replaced_at), which answers
 * every lookup by application as well. Each claimed upload changed both; now it changes one, so a
 * booking writes less.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('documents_application_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('documents_application_idx').on('documents').column('application_id').execute();
}
