import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The parking agreement of an accepted application:
 * - `applications.confirmed_truck_rate_cents`, `confirmed_trailer_rate_cents`: the monthly rates
 *   per space the admin confirmed at acceptance (the agreement uses these only).
 * - `agreements`: each version of an application's agreement, with what it was made from (the
 *   yard, the spaces, the rates, the start, the language) and the SHA-256 of its PDF. A version is
 *   superseded when a new one replaces it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const primaryId = (column: any) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement());

  await db.schema.alterTable('applications').addColumn('confirmed_truck_rate_cents', 'integer').execute();
  await db.schema.alterTable('applications').addColumn('confirmed_trailer_rate_cents', 'integer').execute();
  await db.schema
    .createTable('agreements')
    .addColumn('id', idType, primaryId)
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('yard', 'text', (column) => column.notNull())
    .addColumn('truck_spaces', 'integer', (column) => column.notNull())
    .addColumn('trailer_spaces', 'integer', (column) => column.notNull())
    .addColumn('truck_rate_cents', 'integer', (column) => column.notNull())
    .addColumn('trailer_rate_cents', 'integer', (column) => column.notNull())
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('superseded_at', 'text')
    .addUniqueConstraint('agreements_application_version', ['application_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('agreements').execute();
  await db.schema.alterTable('applications').dropColumn('confirmed_trailer_rate_cents').execute();
  await db.schema.alterTable('applications').dropColumn('confirmed_truck_rate_cents').execute();
}
