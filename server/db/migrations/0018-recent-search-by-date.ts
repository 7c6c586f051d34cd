import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). PostgreSQL: the newest applications' search table
 * (migration 0017) gets an index in list order, newest first. When that table alone holds more
 * matches of a search than one pass gathers (2,000), a page of them is read by walking it in this
 * order and checking each row's text, instead of probing the search text of each of the newest
 * applications in the whole table (ADR 048). SQLite has no such table: nothing to do.
 *
 * `create index` holds every write of a search text (bookings, edits, retention) until it is
 * built: 100,000 short rows, well under a second.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index application_search_recent_created_idx on application_search_recent
    (created_at desc, application_id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index application_search_recent_created_idx`.execute(db);
}
