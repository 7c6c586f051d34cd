import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). PostgreSQL: the trigram indexes of the search texts
 * (migrations 0009 and 0017) keep at most 256 kB of new entries apart instead of the server's
 * default 4 MB (`gin_pending_list_limit`, ADR 052). A GIN index files each new text's entries in
 * an unsorted pending list first, and every search reads that whole list besides the index proper:
 * at 1,000,000 applications a two-word name's lookup took 3.8–4.0 ms with the list empty and
 * 6.3–6.9 ms with 2,000 texts in it, which is where 4 MB lets it grow before each merge. With
 * 256 kB (about 100 texts) no difference could be measured. SQLite's FTS5 index has no such list:
 * nothing to do.
 *
 * Only the indexes' settings change; nothing is rebuilt. Each `alter index` takes its index's
 * exclusive lock for that moment, so it waits for the searches and writes of a search text in
 * progress (milliseconds each), and those that come meanwhile wait for it. A list already over
 * 256 kB is merged by the next write of a search text.
 */
const PENDING_LIST_KB = 256;
const TRIGRAM_INDEXES = ['application_search_body_trgm_idx', 'application_search_recent_body_trgm_idx'];

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const index of TRIGRAM_INDEXES) {
    await sql`alter index ${sql.id(index)} set (gin_pending_list_limit = ${sql.lit(PENDING_LIST_KB)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const index of TRIGRAM_INDEXES) {
    await sql`alter index ${sql.id(index)} reset (gin_pending_list_limit)`.execute(db);
  }
}
