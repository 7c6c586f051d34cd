import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ScheduledJob } from '../../lib/jobs/scheduled-job.ts';
import { createDailySearchJob, type DailySearchJobContext } from './daily-search-job.ts';

/**
 * How common each trigram of the search texts is, on PostgreSQL (ADR 053): a search asks the
 * trigram index for a word's rarer trigrams (postgresWordMatch), because the index reads the whole
 * list of texts of each trigram it is asked for. pg_trgm keeps no such count, so a daily job counts
 * them in the newest texts, once across the servers, and each server keeps the shares in memory.
 * Only the speed of a search depends on them, never its answer: shares a day old, or none yet,
 * make a search slower, not wrong.
 */

/** The part of the sampled search texts that hold each trigram counted. */
export type TrigramShares = ReadonlyMap<string, number>;

/**
 * How many of the newest search texts are sampled. A trigram in 10 % of them (the share from which
 * a search avoids one, COMMON_TRIGRAM_SHARE) is then counted in about 1,000, close enough; the count
 * took 0.46–0.55 s at 1,000,000 applications.
 */
export const TRIGRAM_SAMPLE_TEXTS = 10_000;

/**
 * Trigrams in fewer of the sampled texts than this are not kept: rare for any search, and most of
 * the distinct trigrams (a sample of 10,000 texts at 1,000,000 applications kept 2,253).
 */
export const KEPT_TRIGRAM_TEXTS = 10;

/** How long a server uses the shares it read before it reads them again. */
const SHARES_MAX_AGE_MS = 15 * 60 * 1000;

/**
 * Counts the trigrams of the newest `sample` search texts and replaces the stored shares with them,
 * in one transaction, so a server reads the old shares or the new ones. pg_trgm's own `show_trgm`
 * lists each text's distinct trigrams, lower-cased, as the index stores them; only the trigrams of
 * three letters or digits in a row are kept (not those that mark where a word starts or ends,
 * which a search never asks for alone, nor those pg_trgm keeps as a hash). Nothing to do on SQLite.
 * Answers how many trigrams were kept.
 */
export async function countSearchTrigrams(db: Kysely<Database>, sample = TRIGRAM_SAMPLE_TEXTS): Promise<number> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return 0;
  return db.transaction().execute(async (trx) => {
    // One count at a time, should a run outlive its job lease; searches' reads go on meanwhile.
    await sql`lock table search_trigram_shares in share row exclusive mode`.execute(trx);
    await sql`delete from search_trigram_shares`.execute(trx);
    const kept = await sql`with sampled as materialized (select search.body
        from (select id from applications order by created_at desc limit ${sample}) as newest
        join application_search as search on search.application_id = newest.id)
      insert into search_trigram_shares (trigram, share)
      select trigram, count(*)::real / (select count(*) from sampled)
      from sampled, unnest(public.show_trgm(sampled.body)) as trigram
      where length(trigram) = 3 and strpos(trigram, ' ') = 0
      group by trigram
      having count(*) >= ${KEPT_TRIGRAM_TEXTS}`.execute(trx);
    return Number(kept.numAffectedRows ?? 0);
  });
}

/** Daily, once across the servers sharing the database; nothing to count, or say, on SQLite. */
export function createSearchTrigramsJob(context: DailySearchJobContext): ScheduledJob<number> {
  return createDailySearchJob(context, {
    name: 'search-trigrams',
    work: (db) => countSearchTrigrams(db),
    counted: 'kept',
  });
}

export interface TrigramSharesCache {
  /**
   * The shares this server last read, at once. When they are older than SHARES_MAX_AGE_MS they are
   * read again in the background; the search that asked does not wait. Empty on SQLite, and on
   * PostgreSQL until the first read ends.
   */
  current(): TrigramShares;
  /** Reads the stored shares now; a failed read keeps the last ones and is logged. */
  refresh(): Promise<void>;
  /** Waits for a read in progress. */
  settled(): Promise<void>;
}

export function createTrigramSharesCache(context: {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  clock: () => Date;
}): TrigramSharesCache {
  const onPostgres = context.db.getExecutor().adapter instanceof PostgresAdapter;
  let shares: TrigramShares = new Map();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    const startedAt = context.clock().getTime();
    try {
      const stored = await sql<{ trigram: string; share: number }>`select trigram, share
        from search_trigram_shares`.execute(context.db);
      shares = new Map(stored.rows.map((row) => [row.trigram, Number(row.share)]));
    } catch (error) {
      context.logger.warn({ err: error }, 'search trigram shares could not be read; the last ones stay');
    } finally {
      // A failed read waits its turn too, rather than being retried by every search.
      readAt = startedAt;
    }
  }

  function refresh(): Promise<void> {
    if (!onPostgres) return Promise.resolve();
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    current() {
      if (onPostgres && context.clock().getTime() - readAt >= SHARES_MAX_AGE_MS) void refresh();
      return shares;
    },
    refresh,
    settled: () => reading ?? Promise.resolve(),
  };
}
