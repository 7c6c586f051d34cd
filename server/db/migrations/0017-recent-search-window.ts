import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). PostgreSQL only: the search texts of the newest
 * applications are also kept in a small table with a trigram index of its own (ADR 048). A GIN
 * index hands over every match of a word at once, so a word found in many applications costs the
 * same however few are listed: `gill` (20,112 of 1,000,000) spent 9–19 ms building its matches
 * from the whole index before the page could be taken. Over the newest 100,000 the same word costs
 * a tenth, and when they alone hold more matches than a search lists (1,000, ADR 045), they hold
 * the newest 1,000 of all of them. A table of its own, rather than a partial index on
 * `application_search`, so a word found in nearly every text is answered by a scan that stops
 * after its first 2,001 matches: in the big table the newest rows lie at its end.
 *
 * - `application_search_recent` holds a copy of the search row of every application dated
 *   `application_search_window.since` or later; the function that writes the search rows writes
 *   it in the same statement (the triggers of migration 0009 call it in the booking's transaction).
 *   Rows older than `since` are left over from before the window moved: searches ignore them by
 *   their date.
 * - `since` moves forward only (server/modules/applications/search-window.ts), so a writer that
 *   read the old start can only leave such a row, never miss one.
 * - SQLite's FTS5 search is unchanged: at 100,000 applications it is already within its aim.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // No search row may be written between the copy below and the new function taking over (the
  // copy would miss it). A writer is held at its first write to the tables the search text comes
  // from, before its trigger runs, so once let go it runs the new function; reads go on.
  await sql`lock table applications, application_references, application_search in share mode`.execute(db);
  await sql`create table application_search_window (
    only_row boolean primary key default true check (only_row),
    since text not null)`.execute(db);
  // The newest 100,000 at the time of migrating (all of them when fewer): the job moves it later.
  await sql`insert into application_search_window (since)
    select coalesce((select created_at from applications order by created_at desc offset 99999 limit 1), '')`.execute(
    db,
  );
  await sql`create table application_search_recent (
    application_id integer primary key references applications (id) on delete cascade,
    created_at text not null,
    body text not null)`.execute(db);
  await sql`insert into application_search_recent (application_id, created_at, body)
    select application_id, created_at, body from application_search
    where created_at >= (select since from application_search_window)
    order by created_at, application_id`.execute(db);
  await sql`create index application_search_recent_body_trgm_idx on application_search_recent
    using gin (body public.gin_trgm_ops)`.execute(db);
  await sql`analyze application_search_window, application_search_recent`.execute(db);
  await sql`create or replace function application_search_refresh(target integer) returns void language sql as $$
    with written as (${WRITE_SEARCH_ROW} returning application_id, created_at, body)
    insert into application_search_recent (application_id, created_at, body)
    select application_id, created_at, body from written
    where created_at >= coalesce((select since from application_search_window), '')
    on conflict (application_id) do update set body = excluded.body, created_at = excluded.created_at
  $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function application_search_refresh(target integer) returns void language sql as $$
    ${WRITE_SEARCH_ROW}
  $$`.execute(db);
  await sql`drop table application_search_recent`.execute(db);
  await sql`drop table application_search_window`.execute(db);
}

/** Migration 0015's statement: an application's search row, written or rewritten. Up adds the copy to it. */
const WRITE_SEARCH_ROW = sql.raw(`insert into application_search (application_id, created_at, body)
    select a.id, a.created_at,
           lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference)
           || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                                  where r.application_id = a.id), ''))
    from applications a where a.id = target
    on conflict (application_id) do update set body = excluded.body, created_at = excluded.created_at`);
