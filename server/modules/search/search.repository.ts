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
 * A search lists and counts at most this many matches, the newest (ADR 045): past it the count
 * says "more than 1,000", which the dashboard shows as "1,000+".
 */
export const SEARCH_MATCH_CAP = 1_000;

/**
 * The condition that an application's search text holds every word, case folded, for the review's
 * queries on `applications`. A word holds no space, so it never matches across two fields.
 *
 * `inListOrder`, for a page read newest first: on SQLite the matches are then checked as the list's
 * date index is walked (`+id` keeps SQLite from looking each match up by its id and sorting them
 * all), so a word in many applications stops once the page is full, and one in few costs one pass
 * over the index. PostgreSQL's planner weighs the two ways itself.
 */
export function matchesEveryWord(db: Executor, words: readonly string[], { inListOrder = false } = {}) {
  const key = isPostgres(db) ? sql`application_id` : sql`rowid`;
  const id = inListOrder && !isPostgres(db) ? sql`+applications.id` : sql`applications.id`;
  return sql<boolean>`${id} in (select ${key} from application_search where ${textHoldsEveryWord(db, words)})`;
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
 * How many applications (of `status`, when given) hold every word, counted up to `upTo`: each match
 * is taken from the index and its application looked up by id, until there are `upTo`.
 */
export async function countMatches(
  db: Executor,
  words: readonly string[],
  { status, upTo }: { status?: ApplicationStatus; upTo: number },
): Promise<number> {
  const key = isPostgres(db) ? sql`application_search.application_id` : sql`application_search.rowid`;
  const ofStatus = status ? sql`and applications.status = ${status}` : sql``;
  const counted = await sql<{ count: number | string }>`select count(*) as count from (select 1
    from application_search join applications on applications.id = ${key}
    where ${textHoldsEveryWord(db, words)} ${ofStatus} limit ${upTo}) as matches`.execute(db);
  return Number(counted.rows[0]?.count ?? 0);
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
  const key = isPostgres(db) ? sql`application_id` : sql`rowid`;
  await sql`insert into application_search (${key}, body)
    select application_id, body from application_search_texts where application_id in (${ids})`.execute(db);
}

function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
