import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). PostgreSQL only: each search text also lists the
 * pairs of letters and digits it holds (`jean li` → `an`, `ea`, `je`, `li`, each as a number), in
 * the same GIN index as its trigrams, so a word of two letters beside a longer one narrows the
 * index's matches (ADR 054). pg_trgm has no trigram inside `%li%`: at 1,000,000 applications
 * `jean li` took all 25,923 texts holding `jean` out of the index and read each to find the 4,674
 * that also hold `li`; with the pairs the index hands over those 4,675 alone, and the statement
 * took 8–10 ms instead of 15–16.
 *
 * - `pairs` is a stored generated column, so every write of a search text (the triggers of
 *   migration 0009, the window's copy of migration 0017) fills it in the same statement, and no
 *   writer needs to know of it. Only ASCII letters and digits make pairs: what the database counts
 *   as a letter depends on its locale, and a search asks for a pair only when both are ASCII
 *   (server/modules/applications/search-letter-pairs.ts), so the two always agree.
 * - Each trigram index is rebuilt over both columns under its own name, with migration 0020's
 *   pending list, so the jobs and tools that name it go on working.
 * - Adding the column rewrites each table while its reads and writes wait, and building the index
 *   holds its writes: 134 s in all at 1,000,000 applications (docs/deployment.md).
 * - SQLite's FTS5 search is unchanged.
 */
const PENDING_LIST_KB = 256;
/** The characters pairs are made of, in the order of their numbers. */
const PAIR_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const SEARCH_TABLES = [
  { table: 'application_search', index: 'application_search_body_trgm_idx' },
  { table: 'application_search_recent', index: 'application_search_recent_body_trgm_idx' },
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // Split into runs of ASCII letters and digits, then every two characters side by side in a run,
  // each pair as a number (36 × the first's place in PAIR_ALPHABET + the second's): an array of
  // two-byte numbers takes 2 bytes a pair in each row, where one of two-letter texts took 8.
  await sql`create function application_search_pairs(body text) returns smallint[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct code order by code), '{}')
      from (select (36 * (strpos(${sql.lit(PAIR_ALPHABET)}, substr(run, i, 1)) - 1)
                    + strpos(${sql.lit(PAIR_ALPHABET)}, substr(run, i + 1, 1)) - 1)::smallint as code
            from pg_catalog.regexp_split_to_table(body, '[^a-z0-9]+') as run,
                 pg_catalog.generate_series(1, length(run) - 1) as i) as codes
    $$`.execute(db);
  for (const { table, index } of SEARCH_TABLES) {
    await sql`alter table ${sql.id(table)}
      add column pairs smallint[] not null generated always as (application_search_pairs(body)) stored`.execute(db);
    const building = `${index}_building`;
    await sql`create index ${sql.id(building)} on ${sql.id(table)}
      using gin (body public.gin_trgm_ops, pairs)
      with (gin_pending_list_limit = ${sql.lit(PENDING_LIST_KB)})`.execute(db);
    await sql`drop index ${sql.id(index)}`.execute(db);
    await sql`alter index ${sql.id(building)} rename to ${sql.id(index)}`.execute(db);
    await sql`analyze ${sql.id(table)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { table, index } of SEARCH_TABLES) {
    // Dropping the column drops the index over it; the trigram index alone comes back.
    await sql`alter table ${sql.id(table)} drop column pairs`.execute(db);
    await sql`create index ${sql.id(index)} on ${sql.id(table)} using gin (body public.gin_trgm_ops)
      with (gin_pending_list_limit = ${sql.lit(PENDING_LIST_KB)})`.execute(db);
  }
  await sql`drop function application_search_pairs(text)`.execute(db);
}
