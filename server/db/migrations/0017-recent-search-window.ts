import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). PostgreSQL only: a second, small trigram index over
 * the search texts of the newest applications (ADR 048). A GIN index hands over every match of a
 * word at once, so a word found in many applications costs the same however few are listed: `gill`
 * (20,112 of 1,000,000) spent 9–11 ms building its matches from the whole index before the page
 * could be taken. Over the newest 100,000 the same word costs a tenth, and when they alone hold more
 * matches than a search lists (1,000, ADR 045), they hold the newest 1,000 of all of them.
 *
 * - `application_search.recent` marks the rows in the window; the partial index covers only them.
 * - `application_search_window.since` is where the window starts. Every search row dated `since` or
 *   later is marked (the function that writes the rows marks them); rows marked but older are left
 *   over from before the window moved, and searches ignore them by their date. The window moves
 *   forward only (server/modules/applications/search-window.ts), so a writer that read the old
 *   start can only leave such a row, never miss one.
 * - SQLite's FTS5 search is unchanged: at 100,000 applications it is already within its aim.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create table application_search_window (
    only_row boolean primary key default true check (only_row),
    since text not null)`.execute(db);
  // The newest 100,000 at the time of migrating (all of them when fewer): the job moves it later.
  await sql`insert into application_search_window (since)
    select coalesce((select created_at from applications order by created_at desc offset 99999 limit 1), '')`.execute(
    db,
  );
  // A constant default is kept once in the catalogue: adding the column rewrites no row.
  await sql`alter table application_search add column recent boolean not null default false`.execute(db);
  await sql`update application_search set recent = true
    where created_at >= (select since from application_search_window)`.execute(db);
  await sql`create index application_search_recent_trgm_idx on application_search
    using gin (body public.gin_trgm_ops) where recent`.execute(db);
  await sql`create or replace function application_search_refresh(target integer) returns void language sql as $$
    insert into application_search (application_id, created_at, body, recent)
    select a.id, a.created_at,
           lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference)
           || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                                  where r.application_id = a.id), '')),
           a.created_at >= coalesce((select since from application_search_window), '')
    from applications a where a.id = target
    on conflict (application_id) do update
      set body = excluded.body, created_at = excluded.created_at, recent = excluded.recent
  $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function application_search_refresh(target integer) returns void language sql as $$
    insert into application_search (application_id, created_at, body)
    select a.id, a.created_at,
           lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference)
           || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                                  where r.application_id = a.id), ''))
    from applications a where a.id = target
    on conflict (application_id) do update set body = excluded.body, created_at = excluded.created_at
  $$`.execute(db);
  await sql`drop index application_search_recent_trgm_idx`.execute(db);
  await sql`alter table application_search drop column recent`.execute(db);
  await sql`drop table application_search_window`.execute(db);
}
