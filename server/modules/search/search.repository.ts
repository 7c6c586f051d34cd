import { PostgresAdapter, sql } from 'kysely';
import type { ApplicationStatus } from '../../../domain/admin.schema.ts';
import type { Executor } from '../../db/executor.ts';

/**
 * The admin's search (ADR 057): each application has one search text (names, e-mail, phone as
 * typed and its digits, reference, the references' companies; the view of migration 0023) in one
 * trigram index, SQLite's FTS5 or PostgreSQL's pg_trgm under GIN, and a search is one condition per
 * word on it, all of them ANDed.
 */

/**
 * A search lists and counts at most this many matches, the newest (ADR 057): past it the count
 * says "more than 1,000", which the dashboard shows as "1,000+".
 */
export const SEARCH_MATCH_CAP = 1_000;

/**
 * The ids of one page of the applications (of `status`, when given) whose search text holds every
 * word, newest first (`created_at`, then `id`): a subquery for the review's `applications.id in (…)`.
 * A word holds no space, so it never matches across two fields.
 *
 * The count, taken first, says which way (`manyMatches`: more than the cap). Few matches are taken
 * from the trigram index and sorted. Many are met by walking a date index newest first and checking
 * each row as it comes, which stops once the page is full instead of sorting thousands; a few
 * matches would leave the walk to read the whole index. Neither database can tell the two apart
 * itself: FTS5 gives SQLite's planner no count, and PostgreSQL's guess for `like '%…%'` takes a
 * two-word name's few matches for many (bench/ADMIN.md). On PostgreSQL both ways read only the search
 * rows, which carry their application's date; on SQLite the walk reads the list's date index and
 * checks each application against the matches (`+id` keeps the id's index out of it).
 */
export function pageOfMatches(
  db: Executor,
  words: readonly string[],
  { status, skip, take, manyMatches }: { status?: ApplicationStatus; skip: number; take: number; manyMatches: boolean },
) {
  if (isPostgres(db)) {
    // Many: each word checked by `strpos`, which no index serves, so the planner walks the date
    // index (`like` it would take from the trigram index, guessing few). Few: materialized, the
    // matches come from the trigram index before they are sorted.
    const matches = sql`select application_id, created_at from application_search
      where ${manyMatches ? postgresHoldsEveryWord(words) : textHoldsEveryWord(db, words)} ${ofStatus(db, status)}`;
    const from = manyMatches ? sql`(${matches})` : sql`(with found as materialized (${matches}) select * from found)`;
    return sql<number>`(select application_id from ${from} as matches
      order by created_at desc, application_id desc limit ${take} offset ${skip})`;
  }
  const id = manyMatches ? sql`+applications.id` : sql`applications.id`;
  const ofItsStatus = status ? sql`and applications.status = ${status}` : sql``;
  return sql<number>`(select applications.id from applications
    where ${id} in (select rowid from application_search where ${textHoldsEveryWord(db, words)}) ${ofItsStatus}
    order by applications.created_at desc, applications.id desc limit ${take} offset ${skip})`;
}

/**
 * The same rows as textHoldsEveryWord on PostgreSQL, found without the trigram index: each word is
 * in the lower-cased text. `strpos` takes the word as it is, as the `like` pattern's escapes do.
 */
function postgresHoldsEveryWord(words: readonly string[]) {
  return sql.join(
    words.map((word) => sql<boolean>`strpos(application_search.body, lower(${word})) > 0`),
    sql` and `,
  );
}

/** The condition on a row of `application_search` that its text holds every word. */
function textHoldsEveryWord(db: Executor, words: readonly string[]) {
  if (isPostgres(db)) {
    // The text is stored lower-cased (migration 0023); the index serves `like` with an escape clause.
    return sql.join(
      words.map((word) => sql<boolean>`application_search.body like lower(${likePattern(word)}) escape '\\'`),
      sql` and `,
    );
  }
  // FTS5's trigram tokenizer folds case, and a phrase of three characters or more matches as a
  // substring from the index alone; `%`, `_` and a backslash are plain characters in a phrase, `"`
  // is doubled. A word of one or two characters has no trigram: `like` checks it on the other
  // words' matches (a scan of the texts when every word is that short).
  const phrases = words.filter((word) => Array.from(word).length >= 3).map((word) => `"${word.replaceAll('"', '""')}"`);
  return sql.join(
    [
      ...(phrases.length > 0 ? [sql<boolean>`application_search match ${phrases.join(' AND ')}`] : []),
      ...words
        .filter((word) => Array.from(word).length < 3)
        .map((word) => sql<boolean>`application_search.body like ${likePattern(word)} escape '\\'`),
    ],
    sql` and `,
  );
}

/**
 * How many applications (of `status`, when given) hold every word, counted up to `upTo`: the
 * matches are taken from the index until there are `upTo`.
 */
export async function countMatches(
  db: Executor,
  words: readonly string[],
  { status, upTo }: { status?: ApplicationStatus; upTo: number },
): Promise<number> {
  const counted = await sql<{ count: number | string }>`select count(*) as count from (select 1
    from application_search where ${textHoldsEveryWord(db, words)} ${ofStatus(db, status)} limit ${upTo}) as matches`.execute(
    db,
  );
  return Number(counted.rows[0]?.count ?? 0);
}

/** The condition on a row of `application_search` that its application has `status` (or nothing). */
function ofStatus(db: Executor, status: ApplicationStatus | undefined) {
  if (!status) return sql``;
  if (isPostgres(db)) {
    // From the list's (status, created_at, id) index alone, with the search row's date: the
    // applications' wide rows are not read. A scalar subquery, checked row by row as the rows
    // come, where `exists` could be planned as a join over every application of the status.
    return sql`and (select true from applications where applications.status = ${status}
      and applications.created_at = application_search.created_at
      and applications.id = application_search.application_id)`;
  }
  return sql`and exists (select 1 from applications
    where applications.id = application_search.rowid and applications.status = ${status})`;
}

/** `%word%` with the word's own `%`, `_` and backslash escaped by a backslash. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Writes the search texts of applications just stored with their references (a booking, or the
 * test and bench factories), from the view of migration 0023: one row each. Later changes of a
 * searched field are rewritten by that migration's triggers.
 */
export async function writeSearchTexts(db: Executor, applicationIds: readonly number[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const ids = sql.join(applicationIds.map((id) => sql`${id}`));
  // PostgreSQL's rows carry their application's date too (pageOfMatches sorts on it).
  const columns = isPostgres(db) ? sql`application_id, created_at, body` : sql`rowid, body`;
  const values = isPostgres(db) ? sql`application_id, created_at, body` : sql`application_id, body`;
  await sql`insert into application_search (${columns})
    select ${values} from application_search_texts where application_id in (${ids})`.execute(db);
}

function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
