import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The counters behind @fastify/rate-limit when the
 * app runs on PostgreSQL, so every app server counts the same requests (ADR 027): one row per
 * limit and key, the hits in the current fixed window and when that window ends (milliseconds
 * since the epoch, the database's clock). SQLite deployments are one process and count in memory;
 * the table exists there too so both schemas stay alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_ends_idx')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
