import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The applicant's private status link:
 * only the SHA-256 of each token is kept. A token without `expires_at` lives until some weeks
 * after the application's final decision; one with it (sent with an insurance reminder) until
 * then. `insurance_expires_on` is the certificate of insurance's expiry date, when given.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('application_status_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('application_status_tokens_application_idx')
    .on('application_status_tokens')
    .column('application_id')
    .execute();
  await db.schema.alterTable('applications').addColumn('insurance_expires_on', 'text').execute();
  await db.schema
    .createIndex('applications_insurance_expiry_idx')
    .on('applications')
    .columns(['status', 'insurance_expires_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_insurance_expiry_idx').execute();
  await db.schema.alterTable('applications').dropColumn('insurance_expires_on').execute();
  await db.schema.dropTable('application_status_tokens').execute();
}
