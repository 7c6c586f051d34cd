import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). Corrections and history:
 * - `applications.corrections_requested_at`: set while a request for corrections is open. The
 *   stored status stays `pending` (its CHECK cannot change on SQLite without rebuilding the table),
 *   so the original API counts and lists it with pending and every guarded decision works unchanged.
 * - `correction_requests`: each request, its documents and reasons as JSON, when it was answered.
 * - `documents.replaced_at`: an earlier version, kept beside the one that replaced it.
 * - `application_events`: every step of the review, who, when and why.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const primaryId = (column: any) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement());

  await db.schema.alterTable('applications').addColumn('corrections_requested_at', 'text').execute();
  await db.schema.alterTable('documents').addColumn('replaced_at', 'text').execute();
  await db.schema
    .createIndex('documents_application_kind_idx')
    .on('documents')
    .columns(['application_id', 'kind', 'replaced_at'])
    .execute();

  await db.schema
    .createTable('correction_requests')
    .addColumn('id', idType, primaryId)
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('requested_by', 'integer')
    .addColumn('message', 'text')
    .addColumn('documents', 'text', (column) => column.notNull())
    .addColumn('received_at', 'text')
    .execute();
  await db.schema
    .createIndex('correction_requests_application_idx')
    .on('correction_requests')
    .columns(['application_id', 'requested_at'])
    .execute();

  await db.schema
    .createTable('application_events')
    .addColumn('id', idType, primaryId)
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('occurred_at', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('admin_id', 'integer')
    .addColumn('reason', 'text')
    .addColumn('details', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('application_events_application_idx')
    .on('application_events')
    .columns(['application_id', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('application_events_action_idx')
    .on('application_events')
    .columns(['action', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_events').execute();
  await db.schema.dropTable('correction_requests').execute();
  await db.schema.dropIndex('documents_application_kind_idx').execute();
  await db.schema.alterTable('documents').dropColumn('replaced_at').execute();
  await db.schema.alterTable('applications').dropColumn('corrections_requested_at').execute();
}
