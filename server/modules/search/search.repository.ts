import { PostgresAdapter, sql } from 'kysely';
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
 * The ids of the applications whose search text holds every word, case folded, as a subquery for
 * `applications.id in (…)`. A word holds no space, so it never matches across two fields.
 */
export function applicationIdsMatching(db: Executor, words: readonly string[]) {
  if (isPostgres(db)) {
    // The text is stored lower-cased (migration 0023); the index serves `like` with an escape clause.
    const conditions = words.map((word) => sql<boolean>`body like lower(${likePattern(word)}) escape '\\'`);
    return sql<number>`(select application_id from application_search where ${sql.join(conditions, sql` and `)})`;
  }
  // FTS5's trigram tokenizer folds case, and a phrase of three characters or more matches as a
  // substring from the index alone; `%`, `_` and a backslash are plain characters in a phrase, `"`
  // is doubled. A word of one or two characters has no trigram: `like` checks it on the other
  // words' matches (a scan of the texts when every word is that short).
  const phrases = words.filter((word) => Array.from(word).length >= 3).map((word) => `"${word.replaceAll('"', '""')}"`);
  const conditions = [
    ...(phrases.length > 0 ? [sql<boolean>`application_search match ${phrases.join(' AND ')}`] : []),
    ...words
      .filter((word) => Array.from(word).length < 3)
      .map((word) => sql<boolean>`body like ${likePattern(word)} escape '\\'`),
  ];
  return sql<number>`(select rowid from application_search where ${sql.join(conditions, sql` and `)})`;
}

/** `%word%` with the word's own `%`, `_` and backslash escaped by a backslash. */
export function likePattern(word: string): string {
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
