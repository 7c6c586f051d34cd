import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). PostgreSQL only: each search text carries its
 * application's `created_at`, so a page of matches is sorted on the search rows the trigram
 * recheck reads anyway, instead of reading every match's application row again (a word in 1,264
 * applications of 1,000,000 read 8,112 pages for its page; ADR 045). `created_at` never changes
 * after a booking, so the function that writes the text sets it and nothing else has to. SQLite's
 * FTS5 search hands its matches over by id and sorts them in the application table: unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`alter table application_search add column created_at text`.execute(db);
  await sql`update application_search s set created_at = a.created_at
    from applications a where a.id = s.application_id`.execute(db);
  await sql`alter table application_search alter column created_at set not null`.execute(db);
  await sql`create or replace function application_search_refresh(target integer) returns void language sql as $$
    insert into application_search (application_id, created_at, body)
    select a.id, a.created_at,
           lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference)
           || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                                  where r.application_id = a.id), ''))
    from applications a where a.id = target
    on conflict (application_id) do update set body = excluded.body, created_at = excluded.created_at
  $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function application_search_refresh(target integer) returns void language sql as $$
    insert into application_search (application_id, body)
    select a.id, lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference)
           || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                                  where r.application_id = a.id), ''))
    from applications a where a.id = target
    on conflict (application_id) do update set body = excluded.body
  $$`.execute(db);
  await sql`alter table application_search drop column created_at`.execute(db);
}
