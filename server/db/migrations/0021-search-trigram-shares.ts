import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). PostgreSQL only: how common each trigram of the
 * search texts is, counted in a sample of the newest texts by a daily job
 * (server/modules/applications/search-trigrams.ts, ADR 053), so a search asks the trigram index for
 * a word's rarer trigrams. The index reads the whole list of texts of every trigram it is asked
 * for, and pg_trgm keeps no count of them: at 1,000,000 applications `andrei tremblay` spent
 * 13.1 ms in the index with `and`, `rei`, `tre` and `lay` (in 21, 23, 15 and 15 % of the texts),
 * and 2.9–3.4 ms with two rarer ones, `ndr` and `mbl`. `share` is the part of the sampled texts
 * that hold the trigram.
 * SQLite's FTS5 search is unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create table search_trigram_shares (
    trigram text primary key,
    share real not null check (share > 0 and share <= 1))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop table search_trigram_shares`.execute(db);
}
