import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). When the retention job anonymised a decided
 * application (its documents and bank numbers destroyed, its personal fields emptied); null while
 * it is kept whole. The index finds the decided applications due, oldest decision first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('anonymised_at', 'text').execute();
  await db.schema
    .createIndex('applications_retention_idx')
    .on('applications')
    .columns(['anonymised_at', 'decided_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_retention_idx').execute();
  await db.schema.alterTable('applications').dropColumn('anonymised_at').execute();
}
