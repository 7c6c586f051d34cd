import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). Each insurance reminder sent: the primary
 * key (application, certificate expiry, days before) lets exactly one insert win, so each reminder
 * goes once even when several servers run the job, and a new expiry date starts a new pair.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('insurance_reminders')
    .addColumn('application_id', 'integer', (column) =>
      column.notNull().references('applications.id').onDelete('cascade'),
    )
    .addColumn('expires_on', 'text', (column) => column.notNull())
    .addColumn('days_before', 'integer', (column) => column.notNull())
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('insurance_reminders_pk', ['application_id', 'expires_on', 'days_before'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('insurance_reminders').execute();
}
