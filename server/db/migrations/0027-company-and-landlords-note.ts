import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). What the booking asks since ADR 064: the carrier's
 * company (legal name, CVOR or USDOT number) and, when fewer than three previous landlords are
 * given, the line that says why. Applications stored before have none of them: empty text.
 *
 * The admin search's text (migration 0023's view) gains the company name at the end of its first
 * line, when there is one, so the texts already written stay as they are and need no rewrite; the
 * trigger that rewrites a text when a searched field changes now watches the company name too.
 */
const COLUMNS = ['company_name', 'cvor_or_usdot', 'previous_landlords_note'];
const SEARCHED_BEFORE = 'first_name, middle_name, last_name, email, phone_number, reference';

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable('applications')
      .addColumn(column, 'text', (definition) => definition.notNull().defaultTo(''))
      .execute();
  }
  await searchTexts(db, { withCompany: true });
}

/** Back to migration 0023's search text, then without the columns. */
export async function down(db: Kysely<any>): Promise<void> {
  // First, so that no view or trigger reads the columns dropped next.
  await searchTexts(db, { withCompany: false });
  for (const column of COLUMNS) await db.schema.alterTable('applications').dropColumn(column).execute();
}

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

async function searchTexts(db: Kysely<any>, { withCompany }: { withCompany: boolean }): Promise<void> {
  const searched = withCompany ? `${SEARCHED_BEFORE}, company_name` : SEARCHED_BEFORE;
  if (isPostgres(db)) {
    const company = withCompany ? sql`, nullif(a.company_name, '')` : sql``;
    // Same columns, one more field in the body: replaced in place; the refresh function reads it.
    await sql`create or replace view application_search_texts as
      select a.id as application_id, a.created_at,
        lower(concat_ws(' ', a.first_name, a.middle_name, a.last_name, a.email, a.phone_number, a.reference${company})
          || E'\\n' || regexp_replace(regexp_replace(a.phone_number, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1')
          || E'\\n' || coalesce((select string_agg(r.company, E'\\n') from application_references r
                                 where r.application_id = a.id), '')) as body
      from applications a`.execute(db);
    await sql`drop trigger application_search_from_application on applications`.execute(db);
    await sql`create trigger application_search_from_application after update of ${sql.raw(searched)}
      on applications for each row execute function application_search_from_application()`.execute(db);
    return;
  }
  const company = withCompany ? sql`|| case when a.company_name = '' then '' else ' ' || a.company_name end` : sql``;
  await sql`drop trigger if exists application_search_after_update`.execute(db);
  await sql`drop view if exists application_search_texts`.execute(db);
  await sql`create view application_search_texts as
    select a.id as application_id,
      a.first_name || ' ' || a.middle_name || ' ' || a.last_name || ' ' || a.email || ' ' ||
      a.phone_number || ' ' || a.reference ${company} || char(10) ||
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
  await sql`create trigger application_search_after_update after update of ${sql.raw(searched)}
    on applications begin
      delete from application_search where rowid = new.id;
      insert into application_search (rowid, body)
        select application_id, body from application_search_texts where application_id = new.id;
    end`.execute(db);
}
