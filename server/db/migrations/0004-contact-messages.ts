import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). What the Contact page's two forms send is stored
 * before it is e-mailed, so the admin can read it in the dashboard whatever happens to the mail.
 * `read_at`/`read_by` record when an admin first opened it. Lists page newest first with `id` as
 * the tie-breaker, hence the (created_at, id) indexes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const primaryId = (column: any) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement());

  await db.schema
    .createTable('contact_enquiries')
    .addColumn('id', idType, primaryId)
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('read_at', 'text')
    .addColumn('read_by', 'integer', (column) => column.references('admins.id').onDelete('set null'))
    .addColumn('full_name', 'text', (column) => column.notNull())
    .addColumn('phone_number', 'text', (column) => column.notNull())
    .addColumn('company_name', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('contact_enquiries_created_id_idx')
    .on('contact_enquiries')
    .columns(['created_at', 'id'])
    .execute();

  await db.schema
    .createTable('contact_job_applications')
    .addColumn('id', idType, primaryId)
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('read_at', 'text')
    .addColumn('read_by', 'integer', (column) => column.references('admins.id').onDelete('set null'))
    .addColumn('full_name', 'text', (column) => column.notNull())
    .addColumn('telephone', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('hiring_for', 'text', (column) => column.notNull())
    .addColumn('years_of_experience', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('contact_job_applications_created_id_idx')
    .on('contact_job_applications')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_job_applications').execute();
  await db.schema.dropTable('contact_enquiries').execute();
}
