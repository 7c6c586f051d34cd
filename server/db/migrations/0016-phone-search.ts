import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). A search that is a phone number finds the
 * applications whose phone starts or ends with its digits, however either was typed:
 * `(705) 555-0130`, `705.555.0130` and `+1 705 555 0130` are one number (ADR 047). Before, the
 * words were matched as typed, so `705-555-0130` missed `(705) 555-0130`; and on PostgreSQL a
 * phone's trigrams are among the commonest (`555`, `-01`), which cost 25 ms of index scan at
 * 1,000,000 applications. A phone's "national digits" are its digits without the leading 1 of an
 * eleven-digit number (North America's country code).
 *
 * PostgreSQL: two B-tree indexes on expressions, the national digits and the same reversed, so
 * "starts with" and "ends with" are each a range of one (2.4 ms for the 1,234 applications with
 * `705-555-0130` of 1,000,000).
 * The database keeps an expression index in step with every write itself; no row is rewritten.
 *
 * SQLite (which has no `reverse`): each application's search text gains a line `:<digits>;`, so
 * the FTS5 trigram phrases `":7055550"` and `"5550130;"` find the numbers that start or end with
 * those digits. The triggers of migration 0009 are made again with the new text, and every search
 * text is written again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index applications_phone_digits_idx on applications
      ((${POSTGRES_NATIONAL_DIGITS}) text_pattern_ops)`.execute(db);
    await sql`create index applications_phone_digits_reversed_idx on applications
      ((reverse(${POSTGRES_NATIONAL_DIGITS})) text_pattern_ops)`.execute(db);
    return;
  }
  await replaceSqliteTriggers(db, SQLITE_TEXT_WITH_PHONE_DIGITS);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index applications_phone_digits_idx`.execute(db);
    await sql`drop index applications_phone_digits_reversed_idx`.execute(db);
    return;
  }
  await replaceSqliteTriggers(db, SQLITE_TEXT_OF_0009);
}

const POSTGRES_NATIONAL_DIGITS = sql.raw(
  `regexp_replace(regexp_replace(phone_number, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1')`,
);

/**
 * The characters the booking's phone schema allows besides digits: `+ ( ) . -` and whatever
 * JavaScript's `\s` matches (tab, line breaks, no-break and other Unicode spaces), by code point.
 * SQLite has no regular expressions, so each is removed by its own `replace`.
 */
const PHONE_PUNCTUATION_CODE_POINTS = [
  ...Array.from('+().-', (character) => character.codePointAt(0) as number),
  ...[9, 10, 11, 12, 13, 32, 160, 5760, 8232, 8233, 8239, 8287, 12288, 65279],
  ...Array.from({ length: 11 }, (_, index) => 8192 + index),
];

/** The phone's digits. */
const SQLITE_PHONE_DIGITS = PHONE_PUNCTUATION_CODE_POINTS.reduce(
  (expression, codePoint) => `replace(${expression}, char(${codePoint}), '')`,
  'a.phone_number',
);
const SQLITE_NATIONAL_DIGITS = `(case when length(${SQLITE_PHONE_DIGITS}) = 11 and ${SQLITE_PHONE_DIGITS} like '1%'
  then substr(${SQLITE_PHONE_DIGITS}, 2) else ${SQLITE_PHONE_DIGITS} end)`;

/** An application's search text as migration 0009 writes it, with `extraLine` after its first line. */
const sqliteTextOf = (extraLine: string) => (id: string) =>
  sql.raw(`(
  select a.first_name || ' ' || a.middle_name || ' ' || a.last_name || ' ' || a.email || ' ' ||
         a.phone_number || ' ' || a.reference || char(10) || ${extraLine}
         coalesce((select group_concat(r.company, char(10)) from application_references r
                   where r.application_id = a.id), '')
  from applications a where a.id = ${id})`);

const SQLITE_TEXT_OF_0009 = sqliteTextOf('');
const SQLITE_TEXT_WITH_PHONE_DIGITS = sqliteTextOf(`':' || ${SQLITE_NATIONAL_DIGITS} || ';' || char(10) ||`);

const SQLITE_TRIGGERS = [
  'application_search_after_insert',
  'application_search_after_update',
  'application_search_reference_insert',
  'application_search_reference_update',
  'application_search_reference_delete',
];

/** Migration 0009's triggers made again around `textOf`, and every search text written anew. */
async function replaceSqliteTriggers(db: Kysely<any>, textOf: (id: string) => ReturnType<typeof sql.raw>) {
  // `if exists`: SQLite migrates without a transaction (Kysely), so a run stopped half-way is
  // simply run again.
  for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  const refresh = (id: string) => sql`
    delete from application_search where rowid = ${sql.raw(id)};
    insert into application_search (rowid, body)
      select ${sql.raw(id)}, ${textOf(id)} where exists (select 1 from applications where id = ${sql.raw(id)});`;
  await sql`create trigger application_search_after_insert after insert on applications begin
    ${refresh('new.id')} end`.execute(db);
  await sql`create trigger application_search_after_update after update of
    first_name, middle_name, last_name, email, phone_number, reference on applications begin
    ${refresh('new.id')} end`.execute(db);
  await sql`create trigger application_search_reference_insert after insert on application_references begin
    ${refresh('new.application_id')} end`.execute(db);
  await sql`create trigger application_search_reference_update after update on application_references begin
    ${refresh('old.application_id')} ${refresh('new.application_id')} end`.execute(db);
  await sql`create trigger application_search_reference_delete after delete on application_references begin
    ${refresh('old.application_id')} end`.execute(db);
  // Made again rather than emptied: deleting 100,000 rows from an FTS5 index row by row costs more
  // than building it anew.
  await sql`drop table if exists application_search`.execute(db);
  await sql`create virtual table application_search using fts5(body, tokenize = 'trigram')`.execute(db);
  await sql`insert into application_search (rowid, body) select id, ${textOf('applications.id')} from applications`.execute(
    db,
  );
}
