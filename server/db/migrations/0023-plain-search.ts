import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The admin's search goes back to one search text per
 * application in one trigram index, asked with one `like` per word (ADR 057). Dropped here:
 *
 * - PostgreSQL: the newest applications' second search table and its start (0017, 0018), the
 *   trigram counts (0021), the letter pairs and their function (0022), the two indexes of phone
 *   digits (0016, 0019) and the small pending list (0020, gone with the index it was set on). The
 *   one trigram index is built again with the defaults. Each search row keeps its application's
 *   date (0015), now indexed in list order, so a page of matches is found on the search rows
 *   alone, without reading each match's application.
 * - Both: the triggers that wrote the text on every insert of an application and of each of its
 *   references (five writes of the text for a booking with four references). The booking now
 *   writes it once, after its references, from the view below; triggers rewrite it only when a
 *   searched field changes later (retention empties the names and deletes the references).
 *
 * The text (view `application_search_texts`): names, e-mail, phone as typed and reference on one
 * line, the phone's national digits (its digits without the leading 1 of eleven) on the next, so
 * a phone search is a search for its digits, then the references' companies, one a line. A search
 * word holds no space or line break, so it never matches across two fields. PostgreSQL stores it
 * lower-cased and compares with `like lower(word)`; SQLite's FTS5 trigram tokenizer folds case.
 *
 * Every search text is written again from the view. Old servers' searches read tables dropped
 * here: upgrade every server at once (docs/deployment.md). No `down`: the machinery dropped here
 * would have to be rebuilt and filled again; restore the backup taken before the upgrade instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

const SEARCHED_COLUMNS = 'first_name, middle_name, last_name, email, phone_number, reference';

async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql`drop trigger application_search_from_application on applications`.execute(db);
  await sql`drop trigger application_search_from_reference on application_references`.execute(db);
  await sql`drop function application_search_from_application()`.execute(db);
  await sql`drop function application_search_from_reference()`.execute(db);
  await sql`drop function application_search_refresh(integer)`.execute(db);
  await sql`drop table application_search_recent`.execute(db);
  await sql`drop table application_search_window`.execute(db);
  await sql`drop table search_trigram_shares`.execute(db);
  // Dropping the pairs drops the trigram index built over them and the body.
  await sql`alter table application_search drop column pairs`.execute(db);
  await sql`drop function application_search_pairs(text)`.execute(db);
  await sql`drop index applications_phone_digits_idx`.execute(db);
  await sql`drop index applications_phone_digits_reversed_idx`.execute(db);

  await sql`create view application_search_texts as
    select a.id as application_id, a.created_at,
      lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference)
        || E'\\n' || regexp_replace(regexp_replace(a.phone_number, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1')
        || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                               where r.application_id = a.id), '')) as body
    from applications a`.execute(db);
  // Written again before the index is built: one build instead of an index growing row by row.
  await sql`truncate application_search`.execute(db);
  await sql`insert into application_search (application_id, created_at, body)
    select application_id, created_at, body from application_search_texts`.execute(db);
  await sql`create index application_search_body_trgm_idx on application_search
    using gin (body public.gin_trgm_ops)`.execute(db);
  // In list order, so a page of a word found in many texts is read newest first, checking each
  // text as it comes, instead of sorting every match.
  await sql`create index application_search_created_idx on application_search
    (created_at desc, application_id desc)`.execute(db);
  await sql`analyze application_search`.execute(db);

  await sql`create function application_search_refresh(target integer) returns void language sql as $$
    insert into application_search (application_id, created_at, body)
    select application_id, created_at, body from application_search_texts where application_id = target
    on conflict (application_id) do update set body = excluded.body
  $$`.execute(db);
  await sql`create function application_search_from_application() returns trigger language plpgsql as $$
    begin perform application_search_refresh(new.id); return null; end $$`.execute(db);
  await sql`create function application_search_from_reference() returns trigger language plpgsql as $$
    begin
      perform application_search_refresh(old.application_id);
      if tg_op = 'UPDATE' then perform application_search_refresh(new.application_id); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger application_search_from_application after update of ${sql.raw(SEARCHED_COLUMNS)}
    on applications for each row execute function application_search_from_application()`.execute(db);
  await sql`create trigger application_search_from_reference after update or delete on application_references
    for each row execute function application_search_from_reference()`.execute(db);
}

/** Migration 0016's triggers (0009's delete trigger stays: it removes a deleted application's text). */
const SQLITE_TRIGGERS = [
  'application_search_after_insert',
  'application_search_after_update',
  'application_search_reference_insert',
  'application_search_reference_update',
  'application_search_reference_delete',
];

async function upSqlite(db: Kysely<any>): Promise<void> {
  // `if exists`: SQLite migrates without a transaction (Kysely), so a run stopped half-way is
  // simply run again.
  for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  await sql`drop view if exists application_search_texts`.execute(db);
  // The phone's digits one character at a time: a `replace` for each character a phone may hold
  // besides digits would nest thirty deep, past what the sqlite3 shell parses.
  await sql`create view application_search_texts as
    select a.id as application_id,
      a.first_name || ' ' || a.middle_name || ' ' || a.last_name || ' ' || a.email || ' ' ||
      a.phone_number || ' ' || a.reference || char(10) ||
      (with recursive kept (at, digits) as (
         select 1, ''
         union all
         select at + 1, digits || case when substr(a.phone_number, at, 1) glob '[0-9]'
           then substr(a.phone_number, at, 1) else '' end
         from kept where at <= length(a.phone_number))
       select substr(digits, 1 + (length(digits) = 11 and digits like '1%')) from kept order by at desc limit 1)
      || char(10) ||
      coalesce((select group_concat(r.company, char(10)) from application_references r
                where r.application_id = a.id), '') as body
    from applications a`.execute(db);
  // Made again rather than emptied: deleting every row of an FTS5 index one by one costs more than
  // building it anew.
  await sql`drop table if exists application_search`.execute(db);
  await sql`create virtual table application_search using fts5(body, tokenize = 'trigram')`.execute(db);
  await sql`insert into application_search (rowid, body)
    select application_id, body from application_search_texts`.execute(db);

  const refresh = (id: string) => sql`
    delete from application_search where rowid = ${sql.raw(id)};
    insert into application_search (rowid, body)
      select application_id, body from application_search_texts where application_id = ${sql.raw(id)};`;
  await sql`create trigger application_search_after_update after update of ${sql.raw(SEARCHED_COLUMNS)}
    on applications begin ${refresh('new.id')} end`.execute(db);
  await sql`create trigger application_search_reference_update after update on application_references begin
    ${refresh('old.application_id')} ${refresh('new.application_id')} end`.execute(db);
  await sql`create trigger application_search_reference_delete after delete on application_references begin
    ${refresh('old.application_id')} end`.execute(db);
}
