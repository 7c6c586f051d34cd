import { type OperandValueExpressionOrList, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ApplicationStatus } from '../../../domain/admin.schema.ts';
import type { Executor } from '../../db/executor.ts';
import type { TrigramShares } from './search-trigrams.ts';
import { indexedLetterPairs, runsOf } from './search-letter-pairs.ts';

export interface ApplicationFilter {
  status?: ApplicationStatus;
  /** Words that must each appear (case-insensitive) in a name, e-mail, phone, reference or reference company. */
  searchWords: string[];
  /**
   * Set when the search is a phone number (phoneSearchDigits): the applications whose phone starts
   * or ends with these digits are the matches, instead of the words' (ADR 047).
   */
  phoneDigits?: string;
  /**
   * How common the search texts' trigrams are (search-trigrams.ts): on PostgreSQL the trigram index
   * is asked for a word's rarer ones. The matches are the same without them.
   */
  trigramShares?: TrigramShares;
}

/**
 * One page, newest first. The page's ids are found first from the (status, created_at) index
 * alone, then only those rows are read, so skipping to a deep page walks index entries instead of
 * whole rows. `id` breaks ties between applications stored in the same millisecond.
 *
 * With `total` (the filter's count) a page in the older half is read from the other end: oldest
 * first, skipping `total - skip - take`, so the last page walks about `take` index entries instead
 * of the whole index (OFFSET cannot jump; on PostgreSQL 100,000 entries cost about 20 ms). The
 * outer query orders newest first either way, so the answer is the same slice in the same order.
 */
export async function findApplicationPage(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
  total?: number,
) {
  const window = total === undefined ? undefined : windowFromTheEnd(page, total);
  if (window?.take === 0) return [];
  const pageIds = window
    ? filtered(db, filter)
        .select('applications.id')
        .orderBy('applications.created_at', 'asc')
        .orderBy('applications.id', 'asc')
        .limit(window.take)
        .offset(window.skip)
    : filtered(db, filter)
        .select('applications.id')
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .limit(page.take)
        .offset(page.skip);
  return readNewestFirst(db, pageIds);
}

/**
 * The same page counted from the oldest row, when that skips fewer rows: positions
 * `[skip, skip + take)` newest first are `[total - skip - take, total - skip)` oldest first, cut
 * at 0 for a last page that is not full. Undefined when reading newest first is as short.
 */
export function windowFromTheEnd(
  page: { skip: number; take: number },
  total: number,
): { skip: number; take: number } | undefined {
  const end = total - page.skip;
  if (end <= 0) return { skip: 0, take: 0 };
  const start = Math.max(0, end - page.take);
  return start < page.skip ? { skip: start, take: end - start } : undefined;
}

/**
 * A search lists and counts at most this many matches, the newest (ADR 045): past it the count
 * says "more than 1,000" instead of rechecking every match's text (a word in 2 % of 1,000,000
 * applications cost 12,487 pages to count and 92,981 to sort by date).
 */
export const SEARCH_MATCH_CAP = 1_000;

/**
 * Without search words the count is a sum of the per-status counters that triggers keep in step
 * with every write (migration 0014, ADR 039): a few rows instead of an index-only scan that grows
 * with the table (about 70 ms at 1,000,000 on PostgreSQL). A search counts its matches up to
 * SEARCH_MATCH_CAP + 1, so an answer above the cap means "more than SEARCH_MATCH_CAP".
 */
export async function countApplications(db: Executor, filter: ApplicationFilter): Promise<number> {
  if (filter.searchWords.length === 0) {
    const status = filter.status ? sql`where status = ${filter.status}` : sql``;
    const counted = await sql<{
      count: number | string | null;
    }>`select sum(applications) as count from application_counts ${status}`.execute(db);
    return Number(counted.rows[0]?.count ?? 0);
  }
  const enoughToTell = SEARCH_MATCH_CAP + 1;
  if (!filter.status && !filter.phoneDigits && db.getExecutor().adapter instanceof PostgresAdapter) {
    // One search text per application: its matches are counted there, without visiting the
    // applications (at 1,000,000, a join for 20,000 matches read each of their rows again).
    const counted = await sql<{ count: number | string }>`select count(*) as count from (select 1
      from application_search where ${postgresMatches(filter)} limit ${enoughToTell}) as matches`.execute(db);
    return Number(counted.rows[0]?.count ?? 0);
  }
  const matches = filtered(db, filter).select('applications.id').limit(enoughToTell);
  const row = await db
    .selectFrom(matches.as('matches'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many of the newest applications a page of a search found in many of them reads, at most,
 * before it falls back to sorting every match (findApplicationPage).
 */
const RECENT_WALK_BUDGET = 5_000;

/**
 * PostgreSQL, for a search with more than SEARCH_MATCH_CAP matches: the page read by walking the
 * newest applications (the date index) and checking each one's search text, instead of finding
 * every match and sorting them all. A word in 2 % of 1,000,000 applications fills its first page
 * after about 860 of them (3,461 pages read instead of 92,981). The walk stops after
 * RECENT_WALK_BUDGET applications: undefined when the page was not filled by then (a deep page,
 * or matches sparser than they looked), and the caller sorts the matches instead.
 */
export async function findRecentMatchIds(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
  budget = RECENT_WALK_BUDGET,
): Promise<number[] | undefined> {
  // SQLite's trigram index (FTS5) hands its matches over by id at once: sorting them is cheap there.
  // A phone's matches come from the indexes of migration 0016, and the walk would work out each
  // application's digits again (two regular expressions each), so they are sorted instead.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || filter.phoneDigits) return undefined;
  const status = filter.status ? sql`where status = ${filter.status}` : sql``;
  // Lower-cased by the database, as the stored text is (postgresMatches).
  const patterns = sql.join(filter.searchWords.map((word) => sql`lower(${likePattern(word)})`));
  // The search text is read by a subquery per application, which the planner cannot turn into a
  // join over the whole search table: it walks the newest rows in date order and probes each by
  // its key, and stops as soon as the page is full. `like all` escapes with a backslash, as
  // likePattern does.
  const found = await sql<{ id: number }>`select recent.id
    from (select id, created_at from applications ${status}
      order by created_at desc, id desc limit ${budget}) as recent
    where (select body from application_search where application_id = recent.id) like all (array[${patterns}])
    order by recent.created_at desc, recent.id desc
    limit ${page.take} offset ${page.skip}`.execute(db);
  return found.rows.length === page.take ? found.rows.map((row) => row.id) : undefined;
}

/** How many matches PostgreSQL gathers in one pass to count them and take a page of them. */
const FEW_MATCHES = 2_000;

/**
 * A search's matches counted and a page of them taken in one pass over the trigram index, when
 * there are at most FEW_MATCHES, or when the newest applications' own table holds the page among
 * at most SEARCH_MATCH_CAP matches (the older ones are then only counted, up to the cap): `ids` is
 * then the page. Otherwise only `matched` (FEW_MATCHES + 1) comes back, with `fromWindow` when
 * they came from the newest applications' own table, and the page is found otherwise
 * (findWindowMatchIds, findRecentMatchIds). So does a shallow page of a word the newest
 * applications' table holds more than SEARCH_MATCH_CAP of: that table's matches are gathered only
 * up to SEARCH_MATCH_CAP + 1, enough to say there are more, and the walk by date finds the page
 * (`gill` at 1,000,000: half as many rows rechecked, and the statement from 4.5–4.9 to 2.7–2.8 ms).
 * One pass matters: a word made of common trigrams (a phone's `555-01`) spends most of its time in
 * the index scan itself. On PostgreSQL the matches are sorted on their search rows, which carry
 * their application's date (migration 0015).
 */
export async function findPageOfFewMatches(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
): Promise<{ matched: number; ids?: number[]; fromWindow?: boolean }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return sqlitePageOfFewMatches(db, filter, page);
  const found = await postgresPageOfFewMatches(filter, page).execute(db);
  const row = found.rows[0];
  const matched = Number(row?.matched ?? 0);
  if (row?.ids) return { matched, ids: row.ids };
  return row?.from_window ? { matched, fromWindow: true } : { matched };
}

/**
 * findPageOfFewMatches' statement on PostgreSQL (exported for the tests that read its plan). The
 * page is sorted out of the matches only when they are all there, or when the window's alone hold
 * it and the older ones were only counted (postgresRecentFirstMatchRows): PostgreSQL evaluates a
 * subquery in a branch of `case` only if that branch is taken, so a common word's matches are
 * counted but not sorted (about 1 ms at 1,000,000 applications).
 */
export function postgresPageOfFewMatches(filter: ApplicationFilter, page: { skip: number; take: number }) {
  const windowRows = walksByDate(page) ? SEARCH_MATCH_CAP + 1 : FEW_MATCHES + 1;
  return sql<{
    matched: number | string;
    ids: number[] | null;
    from_window: boolean | null;
  }>`with matches as materialized (
      ${postgresRecentFirstMatchRows(filter, page, windowRows)})
    select counted.matched, counted.from_window,
      case when counted.matched <= ${FEW_MATCHES} and (counted.from_window is not true or counted.matched < ${windowRows}) then
        array(select application_id from matches order by created_at desc, application_id desc
          limit ${page.take} offset ${page.skip}) end as ids
    from (select count(*) as matched, bool_and(in_window) as from_window from matches) as counted`;
}

/**
 * PostgreSQL, when the newest applications' own table alone holds more than the page's count
 * gathered (findPageOfFewMatches' `fromWindow`): each page within the cap lies among them, so it is
 * read from that table alone. A shallow page walks it newest first (its date index, migration
 * 0018) and checks each row's text as it comes, stopping once the page is full or after `budget`
 * rows; a deeper one, or a shallow one the walk did not fill, takes every match from its trigram
 * index and sorts them (SHALLOW_WALK_MATCHES). With a status, each row's application is looked up
 * for it, as in the count. Undefined when the read comes up short (the window's start moved on
 * since the count); the caller then walks the applications (findRecentMatchIds).
 */
export async function findWindowMatchIds(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
  budget = WINDOW_WALK_BUDGET,
): Promise<number[] | undefined> {
  const idsIfFull = (rows: Array<{ application_id: number }>) =>
    rows.length === page.take ? rows.map((row) => Number(row.application_id)) : undefined;
  const fromWalk = walksByDate(page)
    ? idsIfFull((await postgresWindowWalk(filter, page, budget).execute(db)).rows)
    : undefined;
  return fromWalk ?? idsIfFull((await postgresWindowSort(filter, page).execute(db)).rows);
}

/**
 * The pages that end within this many matches are walked by date. The window then holds more than
 * SEARCH_MATCH_CAP matches among its 100,000 or so rows: one row in a hundred on average, so such a
 * page lies within the newest 3,000 rows or so; the first page of a word in one name in fifty took
 * 0.25 ms to walk, against 3.4–6.7 ms for the trigram index's 2,092 matches and their sort (100,000
 * and 1,000,000 applications, bench/ADMIN.md). The planner cannot tell, since it guesses a `like`
 * to match about ten rows, so the walk checks the words with `strpos`, which no index serves. A
 * deep page would walk ever more rows (22 ms for skip 990), so it keeps the sort, whose cost is the
 * same at any depth.
 */
export const SHALLOW_WALK_MATCHES = 30;

/** Whether the window's matches for `page` are walked by date first (SHALLOW_WALK_MATCHES). */
export function walksByDate(page: { skip: number; take: number }): boolean {
  return page.skip + page.take <= SHALLOW_WALK_MATCHES;
}

/**
 * How many of the window's newest rows a shallow page's walk checks at most. Matches bunched among
 * the window's older rows (a company that booked often, then stopped) would otherwise have the walk
 * check nearly all of its 100,000 rows; past this many the page is sorted out of the trigram
 * index's matches instead. On average a shallow page ends within 3,000 rows (SHALLOW_WALK_MATCHES).
 */
const WINDOW_WALK_BUDGET = 5_000;

/**
 * findWindowMatchIds' walk (exported for the tests that read its plan): the newest `budget` rows of
 * the window in list order, checked as they come. The subquery keeps its table's name, so the
 * status condition reads its rows as it reads the table's.
 */
export function postgresWindowWalk(
  filter: ApplicationFilter,
  page: { skip: number; take: number },
  budget = WINDOW_WALK_BUDGET,
) {
  return sql<{ application_id: number }>`select application_id
    from (select application_id, created_at, body from application_search_recent
      where ${IN_THE_WINDOW}
      order by created_at desc, application_id desc
      limit ${budget}) as application_search_recent
    where ${postgresProbes(filter.searchWords)} ${statusOfSearchRow(filter, 'application_search_recent')}
    order by created_at desc, application_id desc
    limit ${page.take} offset ${page.skip}`;
}

/** findWindowMatchIds' sort (exported for the tests that read its plan): the window's matches from its trigram index. */
export function postgresWindowSort(filter: ApplicationFilter, page: { skip: number; take: number }) {
  return sql<{ application_id: number }>`select application_id from application_search_recent
    where ${windowMatches(filter)}
    order by created_at desc, application_id desc
    limit ${page.take} offset ${page.skip}`;
}

/**
 * The rows of `application_search_recent` that are in the window and match: dated from its start
 * on (rows before it are left over from before it moved), with the words and the status. The count
 * and the sort read this set, and the walk the same (postgresWindowWalk: the words checked by
 * `strpos` instead, postgresProbes, which must hold for exactly the same rows), so a page is among
 * the counted matches.
 */
function windowMatches(filter: ApplicationFilter) {
  return sql`${IN_THE_WINDOW_UNINDEXED} and ${postgresMatches(filter)} ${statusOfSearchRow(filter, 'application_search_recent')}`;
}

/** A row of `application_search_recent` dated from the window's start on, which the count, the sort and the walk all read. */
const IN_THE_WINDOW = sql<boolean>`created_at >= (select since from application_search_window)`;

/**
 * The same rows as IN_THE_WINDOW (a null start keeps none either way), in a form the date index
 * cannot serve, for the lookups by the trigram index. Not knowing the start, the planner guesses a
 * third of the table is past it, where nearly all of it is, and once the table was analyzed afresh
 * it took the trigram index's matches of `gill` and the date index's 100,000 entries and kept
 * those in both: 10.1 ms where the trigram index alone took 2.7 (bench/ADMIN.md).
 */
const IN_THE_WINDOW_UNINDEXED = sql<boolean>`(${IN_THE_WINDOW}) is true`;

/** A row of `application_search` dated before the window's start: all of them when the window has no start. */
const BEFORE_THE_WINDOW = sql<boolean>`coalesce(created_at < (select since from application_search_window), true)`;

/**
 * SQLite: the matches (at most FEW_MATCHES + 1) come over with their dates, in process, and are
 * counted and sorted here: one pass over the FTS5 index instead of one to count and one to page.
 */
async function sqlitePageOfFewMatches(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
): Promise<{ matched: number; ids?: number[] }> {
  const matches = await filtered(db, filter)
    .select(['applications.id', 'applications.created_at'])
    .limit(FEW_MATCHES + 1)
    .execute();
  if (matches.length > FEW_MATCHES) return { matched: matches.length };
  // Newest first, as the database orders them: ISO dates compare as text, then the id breaks ties.
  matches.sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
  return { matched: matches.length, ids: matches.slice(page.skip, page.skip + page.take).map((row) => row.id) };
}

/**
 * PostgreSQL: at most FEW_MATCHES + 1 matches of a search's words, from the newest applications'
 * own table (ADR 048) when they alone hold more than SEARCH_MATCH_CAP (at most `windowRows` of
 * them), else its matches and then the older ones from the whole search table. Every application
 * dated from the window's start on is in the small table, so when more than SEARCH_MATCH_CAP of
 * them match, they include the newest SEARCH_MATCH_CAP of all the matches: the count says "more"
 * and each listed page is among them, as from the whole table. A word in 2 % of 1,000,000
 * applications then builds its matches from a tenth of the index, and a word in nearly every text
 * stops after its first `windowRows` rows of the small table. The whole table is read only when
 * the window's count says so (a one-time filter: a common word never reads it), so a rarer word
 * pays for the small table as well. Rows dated before the window's start are left over from before
 * it moved; without a start row the window is taken to be empty.
 *
 * Every older match is dated before all of the window's, so when the window's matches reach past
 * the page (`page`), the page is among them and the older ones are only counted, up to
 * SEARCH_MATCH_CAP + 1 in all: a name with 3,794 matches, 395 of them in the window, took 606 of
 * the whole table's matches instead of 2,001, and its page needed no walk after (bench/ADMIN.md).
 *
 * Words with no trigram (`li`) have nothing for either index to look up: the small table would
 * only add a scan, so they go to the whole table at once, as does a phone number (its own indexes,
 * migration 0016). `in_window` says which table the rows came from.
 */
export function postgresRecentFirstMatchRows(
  filter: ApplicationFilter,
  page?: { skip: number; take: number },
  windowRows = FEW_MATCHES + 1,
) {
  const words = postgresMatches(filter);
  if (filter.phoneDigits || !filter.searchWords.some((word) => TRIGRAM_OF_A_WORD.test(word))) {
    return sql`select matches.*, false as in_window from (${postgresMatchRows(filter)} limit ${FEW_MATCHES + 1}) as matches`;
  }
  // What the older matches may add to the window's: up to the count that tells "more" when the
  // page lies among the window's, else up to the few matches paged in one pass. Never negative,
  // though those rows are not read once the window holds more than the cap.
  const gathered = page
    ? sql`case when count(*) >= ${page.skip + page.take} then ${SEARCH_MATCH_CAP + 1}::bigint else ${FEW_MATCHES + 1}::bigint end`
    : sql`${FEW_MATCHES + 1}::bigint`;
  return sql`with window_matches as materialized (select application_id, created_at from application_search_recent
        where ${windowMatches(filter)}
        limit ${windowRows})
    select application_id, created_at, true as in_window from window_matches
    union all
    (select application_id, created_at, false from application_search
      where (select count(*) from window_matches) <= ${SEARCH_MATCH_CAP}
        and ${BEFORE_THE_WINDOW} and ${words} ${statusOfSearchRow(filter, 'application_search')}
      limit (select greatest(${gathered} - count(*), 0) from window_matches))`;
}

/**
 * Whether pg_trgm finds a trigram in `%word%`: three letters or digits in a row, or a letter or
 * digit beside any other character, which marks where a word starts or ends (`bk-7` has `bk ` and
 * `  7`). Only the route depends on it, never the answer.
 */
const TRIGRAM_OF_A_WORD = /[\p{L}\p{N}]{3}|[\p{L}\p{N}][^\p{L}\p{N}]|[^\p{L}\p{N}][\p{L}\p{N}]/u;

/**
 * PostgreSQL: the `application_id` and `created_at` of every match. A phone's come from the
 * indexes of the applications' phone digits alone (migrations 0016 and 0019): the phones that
 * start with the digits, and apart those that end with them, each an index-only scan, `union`
 * keeping once a phone that does both. One condition with `or` would be read as one bitmap of
 * both indexes, which then visits every match's row in the table.
 */
function postgresMatchRows(filter: ApplicationFilter) {
  if (filter.phoneDigits) {
    const status = filter.status ? sql`and status = ${filter.status}` : sql``;
    const [startsWith, endsWith] = postgresPhoneConditions(filter.phoneDigits);
    return sql`select id as application_id, created_at from applications where ${startsWith} ${status}
      union
      select id, created_at from applications where ${endsWith} ${status}`;
  }
  return sql`select application_id, created_at from application_search
    where ${postgresMatches(filter)} ${statusOfSearchRow(filter)}`;
}

/**
 * A phone's national digits (its digits without the leading 1 of eleven), written exactly as
 * migration 0016's two indexes are, so the planner uses them: the phone starts with the digits
 * searched, or its reversed digits start with theirs reversed. `like` with a literal prefix is a
 * range of such a (`text_pattern_ops`) index; digits need no escaping.
 */
const POSTGRES_NATIONAL_DIGITS = sql.raw(
  `regexp_replace(regexp_replace(phone_number, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\\1')`,
);

export function postgresPhoneMatches(digits: string) {
  const [startsWith, endsWith] = postgresPhoneConditions(digits);
  return sql<boolean>`(${startsWith} or ${endsWith})`;
}

/** The phone starts with the digits; its reversed digits start with theirs reversed. */
function postgresPhoneConditions(digits: string) {
  const reversed = Array.from(digits).reverse().join('');
  return [
    sql<boolean>`${POSTGRES_NATIONAL_DIGITS} like ${`${digits}%`}`,
    sql<boolean>`reverse(${POSTGRES_NATIONAL_DIGITS}) like ${`${reversed}%`}`,
  ] as const;
}

/** The status condition on a row of `table` (its application's status), or nothing. */
function statusOfSearchRow(
  filter: ApplicationFilter,
  table: 'application_search' | 'application_search_recent' = 'application_search',
) {
  return filter.status
    ? sql`and exists (select 1 from applications a where a.id = ${sql.ref(`${table}.application_id`)}
        and a.status = ${filter.status})`
    : sql``;
}

/**
 * PostgreSQL: a page of a search's matches, sorted on the search rows themselves (each carries its
 * application's `created_at`, migration 0015): the trigram recheck reads those rows anyway, so
 * only the page's applications are read after. Undefined on SQLite, whose FTS5 matches are sorted
 * in the application table (findApplicationPage).
 */
export async function findMatchPageIds(
  db: Executor,
  filter: ApplicationFilter,
  page: { skip: number; take: number },
): Promise<number[] | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const found = await sql<{ id: number }>`select application_id as id from (${postgresMatchRows(filter)}) as matches
    order by created_at desc, application_id desc
    limit ${page.take} offset ${page.skip}`.execute(db);
  return found.rows.map((row) => row.id);
}

/** The rows of `ids`, newest first (a page whose ids were found elsewhere). */
export async function findApplicationsByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return readNewestFirst(db, ids);
}

/** The applications whose ids are listed or selected by `ids`, newest first: a page's rows. */
function readNewestFirst(db: Executor, ids: OperandValueExpressionOrList<Database, 'applications', 'applications.id'>) {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('applications.id', 'in', ids)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.id', 'desc')
    .execute();
}

function filtered(db: Executor, filter: ApplicationFilter) {
  let query = db.selectFrom('applications');
  if (filter.status) query = query.where('applications.status', '=', filter.status);
  if (filter.searchWords.length === 0) return query;
  if (filter.phoneDigits) {
    return db.getExecutor().adapter instanceof PostgresAdapter
      ? query.where(postgresPhoneMatches(filter.phoneDigits))
      : query.where('applications.id', 'in', sqlitePhoneMatches(filter.phoneDigits));
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Materialized: the matches are found first, from the index, and only they are sorted. Left to
    // itself the planner misjudged two common words that rarely meet (`wei rodrigues`: 552 of
    // 1,000,000) and walked the date index probing each application: 218,000 buffers, not 2,900.
    return query.where(
      'applications.id',
      'in',
      sql<number>`(with matches as materialized (select application_id from application_search
        where ${postgresMatches(filter)}) select application_id from matches)`,
    );
  }
  return query.where('applications.id', 'in', sqliteMatches(filter.searchWords));
}

/**
 * Each application's search text (names, e-mail, phone, reference, its references' companies) sits
 * in a trigram index kept in step by triggers (migration 0009, ADR 028), so `like '%word%'` is
 * answered from the index instead of a scan. A word holds no space or line break, so it cannot
 * match across two fields. The backslash escapes the user's own % and _.
 */
function postgresMatches(filter: ApplicationFilter) {
  // The text is stored lower-cased; pg_trgm's GIN index serves `like` with an escape clause. All
  // words in one condition on one row: one bitmap scan of the index answers them together, with
  // the words' pairs of letters from the same index (migration 0022), checked last.
  const pairs = indexedLetterPairs(filter.searchWords);
  return sql.join(
    [
      ...filter.searchWords.map((word) => postgresWordMatch(word, filter.trigramShares)),
      // Numbered by the function that numbers the texts' own pairs, from the database's own lower
      // case: whatever the two make of the letters, they make the same.
      ...(pairs.length > 0 ? [sql<boolean>`pairs @> application_search_pairs(lower(${pairs.join(' ')}))`] : []),
    ],
    sql` and `,
  );
}

/**
 * One word's condition. A word with other characters among its letters and digits (an e-mail, a
 * booking reference), with a run of letters or digits of six or more, or with a common trigram
 * (COMMON_TRIGRAM_SHARE), is looked up by a pattern of some of its runs' trigrams
 * (`%wei%rod%rig%ues%499%000%`) and then checked whole by `strpos`, which no index serves:
 * - for `%wei.rodrigues499000%` pg_trgm would also look up the trigrams that mark where a run
 *   starts or ends (`  r`, ` ro`, `ei `), which nearly every text holds. At 1,000,000 applications
 *   that halved an e-mail's lookup and cut a booking reference's by four (bench/ADMIN.md).
 * - a long run is looked up by trigrams spread along it, side by side (indexTrigramsOf), instead
 *   of every trigram in it: its trigrams come in the same texts, so the others hardly narrow the
 *   matches, and the index reads each one's whole list. At 1,000,000 applications, `rodrigues`
 *   by `rod`, `rig` and `ues` took a two-word name's index scan from 2.9 to 1.7 ms, and its whole
 *   statement from 4.4–4.7 to 3.7–3.9 ms; an e-mail's statement went from 1.5–2.1 to 1.1 ms
 *   (bench/ADMIN.md).
 * - a run with a common trigram is looked up by its rarest one and its other rare ones instead
 *   (indexTrigramsOf): `andrei tremblay` by `dre` and `emb`, not `and`, `rei`, `tre` and `lay`.
 * A word whose runs are all shorter than three has no trigram but those of where runs start and
 * end, so it keeps them; a plain word of three to five letters, none of its trigrams common, keeps
 * its own one to three. A word with a capital sigma is looked up whole: the pieces are lowered
 * apart from the word, and a collation that lowers by context (ICU's final sigma) would lower a
 * sigma at a piece's end as the end of a word (`ΚΩΣ` to `κως`) where the text has `κωσ`.
 */
function postgresWordMatch(word: string, shares: TrigramShares = NO_SHARES) {
  const runs = runsOf(word);
  const lengths = runs.map((run) => Array.from(run).length);
  const punctuated = runs.join('') !== word && lengths.some((length) => length >= 3);
  const thinned = lengths.some((length) => length >= THINNED_RUN_LENGTH);
  const common = runs.some((run) => trigramsOf(run).some((trigram) => isCommon(trigram, shares)));
  if ((!punctuated && !thinned && !common) || word.includes(CAPITAL_SIGMA)) {
    return sql<boolean>`body like lower(${likePattern(word)}) escape '\\'`;
  }
  // Runs and their pieces hold no `%`, `_` or backslash, so the pattern needs no escaping. The
  // pieces of a run do not overlap and keep their order, so whatever contains the word matches the
  // pattern: the index misses no match of `strpos`.
  const pattern = `%${runs.map((run) => indexTrigramsOf(run, shares).join('%')).join('%')}%`;
  return sql<boolean>`(body like lower(${pattern}) and strpos(body, lower(${word})) > 0)`;
}

/** The one letter whose lower case depends on what follows it (Unicode's Final_Sigma). */
const CAPITAL_SIGMA = '\u03A3';

/** From this many letters or digits on, a run is looked up by some of its trigrams (indexTrigramsOf). */
const THINNED_RUN_LENGTH = 6;

/**
 * From this share of the search texts on, a trigram is common: the index is asked for it only when
 * its run has no rarer one. At 1,000,000 applications the first statement of `andrei tremblay` took
 * 24.7 ms with `and`, `rei`, `tre` and `lay` (21, 23, 15 and 15 % of the texts) and 7.8 ms with
 * `dre` and `emb`; `andrei anderson` 27.2 and 4.9 ms (ADR 053). Lower, the trigrams left out
 * narrow the matches too much to pay for their lists: at 1 %, `omar romano` was asked for `oma`
 * and `rom` alone, and 19,885 texts were rechecked for its 516 matches (67 ms under `explain
 * analyze`, bench/ADMIN.md).
 */
export const COMMON_TRIGRAM_SHARE = 0.1;

const NO_SHARES: TrigramShares = new Map();

/** The share of the search texts that hold `trigram` (counted lower-cased); 0 when it was not counted. */
function shareOf(trigram: string, shares: TrigramShares): number {
  return shares.get(trigram.toLowerCase()) ?? 0;
}

function isCommon(trigram: string, shares: TrigramShares): boolean {
  return shareOf(trigram, shares) >= COMMON_TRIGRAM_SHARE;
}

/** Every trigram of a run, by where it starts (none for one of one or two characters). */
function trigramsOf(run: string): string[] {
  const characters = Array.from(run);
  return Array.from({ length: Math.max(0, characters.length - 2) }, (_, start) =>
    characters.slice(start, start + 3).join(''),
  );
}

/**
 * What of a run the index is asked for, as pieces that do not overlap, in order:
 * - with a common trigram (`shares`, COMMON_TRIGRAM_SHARE), its rarest trigram and then every
 *   other rare one that fits beside those taken (`andrei`, with `and` and `rei` common: `dre`);
 * - else a shorter run whole (all its trigrams, none for one of one or two characters), a longer
 *   one as trigrams that do not overlap, spread evenly from its first three characters to its last
 *   three, as many as fit side by side (`rodrigues`: `rod`, `rig`, `ues`; `marrowby`: `mar`, `wby`).
 */
export function indexTrigramsOf(run: string, shares: TrigramShares = NO_SHARES): string[] {
  const trigrams = trigramsOf(run);
  if (trigrams.some((trigram) => isCommon(trigram, shares))) return rarestTrigramsOf(trigrams, shares);
  const characters = Array.from(run);
  if (characters.length < THINNED_RUN_LENGTH) return [run];
  const count = Math.floor(characters.length / 3);
  const lastStart = characters.length - 3;
  // Starts at least three apart: lastStart / (count - 1) >= 3 since characters.length >= 3 * count.
  return Array.from({ length: count }, (_, index) => {
    const start = Math.round((index * lastStart) / (count - 1));
    return characters.slice(start, start + 3).join('');
  });
}

/**
 * The rarest of a run's trigrams (`trigrams`, by where they start), then each rare one, rarest
 * first, that starts three or more characters from every one taken; in the order of the run. A
 * common one besides the rarest would narrow the matches little for the list it costs.
 */
function rarestTrigramsOf(trigrams: string[], shares: TrigramShares): string[] {
  const shareAt = (start: number) => shareOf(trigrams[start]!, shares);
  const byShare = trigrams.map((_, start) => start).sort((a, b) => shareAt(a) - shareAt(b) || a - b);
  const taken: number[] = [];
  for (const start of byShare) {
    if (taken.length > 0 && shareAt(start) >= COMMON_TRIGRAM_SHARE) break;
    if (taken.every((other) => Math.abs(other - start) >= 3)) taken.push(start);
  }
  return taken.sort((a, b) => a - b).map((start) => trigrams[start]!);
}

/**
 * The same rows as postgresMatches, found without the trigram index: each word is contained in the
 * lower-cased text. `like lower('%word%')` with the word's `%`, `_` and backslash escaped asks
 * exactly that, and so does `strpos`, which takes the word as it is. (postgresWordMatch lowers a
 * long or punctuated word's pieces apart from the word; with a libc collation, as Debian's
 * clusters have, `lower()` maps each character alone, so they agree, and a word with the one
 * letter ICU lowers by context, a capital sigma, is not cut into pieces.)
 */
function postgresProbes(words: string[]) {
  return sql.join(
    words.map((word) => sql<boolean>`strpos(body, lower(${word})) > 0`),
    sql` and `,
  );
}

/**
 * FTS5's trigram tokenizer folds case, and a phrase of three characters or more matches as a
 * substring from the index alone (about ten times faster than its `like`, which rechecks each
 * candidate's text); `%`, `_` and backslash are plain characters inside a phrase, `"` is doubled.
 * All such words go in one query (`"wei" AND "rodrigues"`), so FTS5 meets their matches itself
 * (a two-word name: 2 ms to count at 100,000, against 4.4 ms as two `in` lists). Words of one or
 * two characters have no trigram: `like` checks them on the phrases' matches only (`omar li`),
 * and only when every word is that short does it scan the whole search table. Asked apart, as
 * `in` lists of their own, such a word was a scan of every text beside the phrases' lookup: a
 * name with one took 30–40 ms at 100,000 applications (bench/ADMIN.md). Exported for the test
 * that reads its plan.
 */
export function sqliteMatches(words: string[]) {
  const phrases = words.filter((word) => Array.from(word).length >= 3).map((word) => `"${word.replaceAll('"', '""')}"`);
  const short = words
    .filter((word) => Array.from(word).length < 3)
    .map((word) => sql<boolean>`body like ${likePattern(word)} escape '\\'`);
  const conditions = [
    ...(phrases.length > 0 ? [sql<boolean>`application_search match ${phrases.join(' AND ')}`] : []),
    ...short,
  ];
  return sql<number>`(select rowid from application_search where ${sql.join(conditions, sql` and `)})`;
}

/**
 * SQLite: each search text has a line `:<national digits>;` (migration 0016), so a phone that
 * starts or ends with the digits holds `:<digits>` or `<digits>;`. FTS5 meets a phrase's trigrams
 * by reading each one's whole list, and a number's area code and exchange (`416`, `555`) are in a
 * great many texts: the phrases of all ten digits took 16 ms at 100,000 applications. Every text
 * holding the digits holds their last four, so that phrase's matches include every phone searched
 * for, and each is then checked for the whole start or end. When the search is a whole number or
 * its end, those four are the line number, the most varied part (5.7 ms); a search of a number's
 * start ends inside the exchange, whose trigrams are common, and was not timed.
 */
function sqlitePhoneMatches(digits: string) {
  const lastFour = digits.slice(-4);
  return sql<number>`(select rowid from application_search where application_search match ${`"${lastFour}"`}
    and (instr(body, ${`:${digits}`}) > 0 or instr(body, ${`${digits};`}) > 0))`;
}

export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function findApplicationById(db: Executor, id: number) {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The children of several applications are read in one query per table (`application_id in (…)`),
 * so a page costs the same number of queries whatever its size.
 */
export async function findReferences(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_references')
    .select(['application_id', 'name', 'relationship', 'company', 'phone', 'address', 'email'])
    .where('application_id', 'in', applicationIds)
    .orderBy('application_id')
    .orderBy('position')
    .execute();
}

export async function findPreviousLandlords(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_previous_landlords')
    .select([
      'application_id',
      'company',
      'phone',
      'address',
      'landlord_name',
      'space_rented',
      'rental_start_date',
      'rental_end_date',
      'can_contact_for_reference',
    ])
    .where('application_id', 'in', applicationIds)
    .orderBy('application_id')
    .orderBy('position')
    .execute();
}

/** The documents the bookings claimed: only those belong to an application; the current version of each. */
export async function findClaimedDocuments(db: Executor, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('documents')
    .select(['application_id', 'kind', 'content_type', 'byte_size'])
    .where('application_id', 'in', applicationIds)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is', null)
    .execute();
}

/** Versions a correction replaced (issue 11), newest replacement first; kept until retention. */
export async function findEarlierDocuments(db: Executor, applicationId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'kind', 'content_type', 'byte_size', 'claimed_at', 'replaced_at'])
    .where('application_id', '=', applicationId)
    .where('claimed_at', 'is not', null)
    .where('replaced_at', 'is not', null)
    .orderBy('replaced_at', 'desc')
    .orderBy('kind')
    .execute();
}

/** The open or last request for corrections, with the requesting admin's name. */
export async function findLatestCorrectionRequest(db: Executor, applicationId: number) {
  return db
    .selectFrom('correction_requests')
    .leftJoin('admins', 'admins.id', 'correction_requests.requested_by')
    .select([
      'correction_requests.requested_at',
      'correction_requests.message',
      'correction_requests.documents',
      'correction_requests.received_at',
      'admins.username',
    ])
    .where('correction_requests.application_id', '=', applicationId)
    .orderBy('correction_requests.requested_at', 'desc')
    .orderBy('correction_requests.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findBankNumbers(db: Executor, id: number) {
  return db
    .selectFrom('applications')
    .select(['bank_name', 'bank_numbers_sealed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findApplicant(db: Executor, id: number) {
  return db
    .selectFrom('applications')
    .select(['status', 'reference', 'first_name', 'email', 'location_applied_for'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Decides a pending application. The status check is part of the UPDATE itself, so of two
 * concurrent decisions exactly one matches the row (PostgreSQL re-checks the condition after the
 * first commits; SQLite runs one writer at a time). True when this call won.
 */
export async function decidePendingApplication(
  db: Executor,
  decision: {
    id: number;
    status: Exclude<ApplicationStatus, 'pending'>;
    decidedAt: string;
    decidedBy: number;
    reason: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({
      status: decision.status,
      decided_at: decision.decidedAt,
      decided_by: decision.decidedBy,
      decision_reason: decision.reason,
    })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
