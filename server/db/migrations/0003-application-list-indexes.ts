import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The admin lists page newest first with `id` as the
 * tie-breaker (`order by created_at desc, id desc`) and count by status. On PostgreSQL the indexes
 * of 0001 lack `id`, so a page had to sort and read rows from the table: a deep page at 100,000
 * applications took 50–100 ms. With `id` in the index, finding a page's ids is an index-only scan.
 * SQLite needs nothing: its indexes already end with the rowid, which `id` is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createIndex('applications_status_created_id_idx')
    .on('applications')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('applications_created_id_idx').on('applications').columns(['created_at', 'id']).execute();
  // Each is a prefix of a new one, which serves every query it served.
  await db.schema.dropIndex('applications_status_created_idx').execute();
  await db.schema.dropIndex('applications_created_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.schema
    .createIndex('applications_status_created_idx')
    .on('applications')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('applications_created_idx').on('applications').column('created_at').execute();
  await db.schema.dropIndex('applications_status_created_id_idx').execute();
  await db.schema.dropIndex('applications_created_id_idx').execute();
}
