import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ScheduledJob } from '../../lib/jobs/scheduled-job.ts';
import { createDailySearchJob, type DailySearchJobContext } from './daily-search-job.ts';

/**
 * How many of the newest applications PostgreSQL's small search table holds (ADR 048): a word in
 * 1 % of them or more (1,000 matches, SEARCH_MATCH_CAP) is answered from it alone.
 */
export const SEARCH_WINDOW_SIZE = 100_000;

/**
 * Moves the start of the window forward to the `size`-th newest application, then deletes the rows
 * left behind from the small table. The start only moves forward (a larger `size` leaves it), so
 * every application from it on stays in the table whatever a booking written meanwhile read
 * (migration 0017). Between two moves the window grows by a day of bookings: larger, never wrong.
 * Nothing to do on SQLite (FTS5 has no window). Answers how many rows left the window.
 */
export async function moveSearchWindow(db: Kysely<Database>, size = SEARCH_WINDOW_SIZE): Promise<number> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return 0;
  const start = await sql<{ created_at: string }>`select created_at from applications
    order by created_at desc offset ${size - 1} limit 1`.execute(db);
  const since = start.rows[0]?.created_at;
  if (since === undefined) return 0;
  // An upsert, so a lost row is made again rather than searches passing the window by for good.
  await sql`insert into application_search_window (since) values (${since})
    on conflict (only_row) do update set since = excluded.since
    where application_search_window.since < excluded.since`.execute(db);
  // Its own statement, after the start has moved: a row a booking writes meanwhile from the old
  // start is dated before the new one, which searches ignore, and the next move deletes it.
  const left = await sql`delete from application_search_recent
    where created_at < (select since from application_search_window)`.execute(db);
  return Number(left.numAffectedRows ?? 0);
}

/** Daily, once across the servers sharing the database. */
export function createSearchWindowJob(context: DailySearchJobContext): ScheduledJob<number> {
  return createDailySearchJob(context, { name: 'search-window', work: (db) => moveSearchWindow(db), counted: 'left' });
}
