import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). One row per scheduled job (the upload purge, the
 * retention job): which server holds it and until when, and when it is next due. Several servers
 * sharing the database take a job by one conditional UPDATE, so each run happens once, on one
 * server (docs/decisions/023-run-once-jobs.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('leased_until', 'text')
    .addColumn('next_run_at', 'text', (column) => column.notNull())
    .addColumn('last_started_at', 'text')
    .addColumn('last_finished_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
