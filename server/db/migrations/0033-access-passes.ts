import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The customer's access pass for their yard, issued
 * once the agreement is signed by both: a code the gate staff check, valid from the move-in date.
 * - Unique per yard over every code ever issued, revoked ones included: a code printed or saved
 *   on a phone must never come to open the yard for someone else.
 * - At most one pass of an application not revoked (its live one).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const primaryId = (column: any) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement());

  await db.schema
    .createTable('access_passes')
    .addColumn('id', idType, primaryId)
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('yard', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('valid_from', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .addUniqueConstraint('access_passes_yard_code', ['yard', 'code'])
    .execute();
  await db.schema
    .createIndex('access_passes_one_live')
    .on('access_passes')
    .column('application_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_passes').execute();
}
