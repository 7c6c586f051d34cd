import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The dashboard's free-text search was a `like` scan
 * of every application (146 ms p99 at 100,000 on SQLite). Now each application has one search
 * text (its names, e-mail, phone, reference and its references' companies, one per line) in a
 * trigram index: SQLite FTS5 with the trigram tokenizer, PostgreSQL pg_trgm under GIN. Both answer
 * the same `like '%word%'` the scan answered, from the index. Triggers keep the text in step inside
 * the very transaction that writes the application or its references; existing rows are filled
 * here (ADR 028).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

const SQLITE_TEXT_OF = (id: string) =>
  sql.raw(`(
  select a.first_name || ' ' || a.middle_name || ' ' || a.last_name || ' ' || a.email || ' ' ||
         a.phone_number || ' ' || a.reference || char(10) ||
         coalesce((select group_concat(r.company, char(10)) from application_references r
                   where r.application_id = a.id), '')
  from applications a where a.id = ${id})`);

async function upSqlite(db: Kysely<any>): Promise<void> {
  // Case folded by the tokenizer, so `like` (case-insensitive there) is answered from the index.
  await sql`create virtual table application_search using fts5(body, tokenize = 'trigram')`.execute(db);
  const refresh = (id: string) => sql`
    delete from application_search where rowid = ${sql.raw(id)};
    insert into application_search (rowid, body)
      select ${sql.raw(id)}, ${SQLITE_TEXT_OF(id)} where exists (select 1 from applications where id = ${sql.raw(id)});`;
  await sql`create trigger application_search_after_insert after insert on applications begin
    ${refresh('new.id')} end`.execute(db);
  await sql`create trigger application_search_after_update after update of
    first_name, middle_name, last_name, email, phone_number, reference on applications begin
    ${refresh('new.id')} end`.execute(db);
  await sql`create trigger application_search_after_delete after delete on applications begin
    delete from application_search where rowid = old.id; end`.execute(db);
  await sql`create trigger application_search_reference_insert after insert on application_references begin
    ${refresh('new.application_id')} end`.execute(db);
  await sql`create trigger application_search_reference_update after update on application_references begin
    ${refresh('old.application_id')} ${refresh('new.application_id')} end`.execute(db);
  await sql`create trigger application_search_reference_delete after delete on application_references begin
    ${refresh('old.application_id')} end`.execute(db);
  await sql`insert into application_search (rowid, body) select id, ${SQLITE_TEXT_OF('applications.id')} from applications`.execute(
    db,
  );
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  // In `public`, so every schema of the database (tests make one each) finds the same operator
  // class; two servers migrating at once may race to create it, hence the savepoint.
  await sql`savepoint create_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint create_pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint create_pg_trgm`.execute(db);
    const exists = await sql<{ found: number }>`select 1 as found from pg_extension where extname = 'pg_trgm'`.execute(
      db,
    );
    if (exists.rows.length === 0) throw error;
  }
  await sql`create table application_search (
    application_id integer primary key references applications (id) on delete cascade,
    body text not null)`.execute(db);
  await sql`create index application_search_body_trgm_idx on application_search
    using gin (body public.gin_trgm_ops)`.execute(db);
  // Lower-cased here, so the search compares with plain `like` (the index serves it).
  await sql`create function application_search_refresh(target integer) returns void language sql as $$
    insert into application_search (application_id, body)
    select a.id, lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference)
           || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                                  where r.application_id = a.id), ''))
    from applications a where a.id = target
    on conflict (application_id) do update set body = excluded.body
  $$`.execute(db);
  await sql`create function application_search_from_application() returns trigger language plpgsql as $$
    begin perform application_search_refresh(new.id); return null; end $$`.execute(db);
  await sql`create function application_search_from_reference() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform application_search_refresh(old.application_id); end if;
      if tg_op <> 'DELETE' then perform application_search_refresh(new.application_id); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger application_search_from_application after insert or update of
    first_name, middle_name, last_name, email, phone_number, reference on applications
    for each row execute function application_search_from_application()`.execute(db);
  await sql`create trigger application_search_from_reference after insert or update or delete
    on application_references for each row execute function application_search_from_reference()`.execute(db);
  await sql`select application_search_refresh(id) from applications`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop table application_search`.execute(db);
    await sql`drop function application_search_from_application() cascade`.execute(db);
    await sql`drop function application_search_from_reference() cascade`.execute(db);
    await sql`drop function application_search_refresh(integer)`.execute(db);
    return;
  }
  for (const trigger of [
    'application_search_after_insert',
    'application_search_after_update',
    'application_search_after_delete',
    'application_search_reference_insert',
    'application_search_reference_update',
    'application_search_reference_delete',
  ]) {
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table application_search`.execute(db);
}
