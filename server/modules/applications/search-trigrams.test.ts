import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { countSearchTrigrams, createTrigramSharesCache, KEPT_TRIGRAM_TEXTS } from './search-trigrams.ts';

/**
 * On PostgreSQL a daily job counts how common each trigram of the newest search texts is, and each
 * server reads the counts (ADR 053). SQLite has nothing to count.
 */
const APPLICATIONS = 40;
const NEWEST = 20;
/** In the newest 20 applications' last names. */
const NEWEST_WORD = 'Zqxwvy';
/** In the oldest ten first names: counted when they are sampled, and exactly as many as are kept. */
const OLDEST_WORD = 'Jkpfoo';
/** In nine middle names, one fewer than are kept. */
const NINE_WORD = 'Vbnmqe';
/** In the older 20 last names: its trigrams of letters outside ASCII are ones pg_trgm keeps as a hash. */
const OLDER_WORD = 'Żółwiński';
const NEWEST_AT = Date.parse('2026-11-25T12:00:00.000Z');
const MINUTE = 60_000;

describe(`trigram shares of the search texts on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  const db = () => testApp.database.db;
  let now = NEWEST_AT;
  const clock = () => new Date(now);

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(db(), {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - index * MINUTE).toISOString(),
        lastName: index < NEWEST ? NEWEST_WORD : OLDER_WORD,
        ...(index >= APPLICATIONS - KEPT_TRIGRAM_TEXTS && { firstName: OLDEST_WORD }),
        ...(index < KEPT_TRIGRAM_TEXTS - 1 && { middleName: NINE_WORD }),
      }),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function stored() {
    const rows = await sql<{
      trigram: string;
      share: number;
    }>`select trigram, share from search_trigram_shares`.execute(db());
    return new Map(rows.rows.map((row) => [row.trigram, Number(row.share)]));
  }

  if (TEST_DATABASE_KIND !== 'postgres') {
    test('SQLite counts nothing, and its servers read nothing', async () => {
      expect(await countSearchTrigrams(db())).toBe(0);
      const cache = createTrigramSharesCache({ db: db(), logger: testApp.app.log, clock });
      await cache.refresh();
      expect(cache.current().size).toBe(0);
      expect(await testApp.app.searchTrigramsJob.runIfDue()).toEqual({ status: 'ran', result: 0 });
    });
    return;
  }

  test('each trigram of three letters or digits in a row is kept with the part of the sampled texts that hold it', async () => {
    const kept = await countSearchTrigrams(db(), APPLICATIONS);
    const shares = await stored();
    expect(shares.size).toBe(kept);
    for (const trigram of ['zqx', 'qxw', 'xwv', 'wvy']) expect(shares.get(trigram), trigram).toBeCloseTo(0.5, 6);
    for (const trigram of ['jkp', 'kpf', 'pfo']) expect(shares.get(trigram), trigram).toBeCloseTo(0.25, 6);
    // Held by nine texts of forty: fewer than are kept.
    expect(shares.has('vbn')).toBe(false);
    // Only trigrams inside a run: never one that marks a word's start or end, never pg_trgm's hash
    // (`0x…`) of one with a letter outside ASCII; `ińs` would be looked up as itself, never found.
    for (const trigram of shares.keys()) expect(trigram, trigram).toMatch(/^[\p{L}\p{N}]{3}$/u);
    expect(shares.get('ski')).toBeCloseTo(0.5, 6);
  });

  test('the newest texts are the sample, and a new count replaces the last one', async () => {
    await countSearchTrigrams(db(), NEWEST);
    const shares = await stored();
    expect(shares.get('zqx')).toBe(1);
    // Only in the oldest texts, which are no longer sampled: gone from the last count.
    expect(shares.has('jkp')).toBe(false);
  });

  test('the job counts once a day, across the servers', async () => {
    await sql`delete from search_trigram_shares`.execute(db());
    const job = testApp.app.searchTrigramsJob;
    const first = await job.runIfDue();
    expect(first).toEqual({ status: 'ran', result: (await stored()).size });
    expect((await stored()).get('zqx')).toBeCloseTo(0.5, 6);
    expect(await job.runIfDue()).toEqual({ status: 'not_due' });
  });

  test('a server reads the shares, keeps them for a while, then reads them again without making a search wait', async () => {
    await countSearchTrigrams(db(), APPLICATIONS);
    const cache = createTrigramSharesCache({ db: db(), logger: testApp.app.log, clock });
    expect(cache.current().size).toBe(0);
    await cache.settled();
    expect(cache.current().get('zqx')).toBeCloseTo(0.5, 6);

    await countSearchTrigrams(db(), NEWEST);
    now += 14 * MINUTE;
    expect(cache.current().get('zqx')).toBeCloseTo(0.5, 6);
    await cache.settled();
    expect(cache.current().get('zqx')).toBeCloseTo(0.5, 6);
    now += MINUTE;
    // The search that finds them stale gets them as they were; the next, the ones read meanwhile.
    expect(cache.current().get('zqx')).toBeCloseTo(0.5, 6);
    await cache.settled();
    expect(cache.current().get('zqx')).toBe(1);
  });

  test('a read that fails keeps the last shares, and is not tried again before its turn', async () => {
    const cache = createTrigramSharesCache({ db: db(), logger: testApp.app.log, clock });
    await cache.refresh();
    const before = cache.current();
    expect(before.size).toBeGreaterThan(0);
    await sql`alter table search_trigram_shares rename to search_trigram_shares_away`.execute(db());
    try {
      now += 15 * MINUTE;
      cache.current();
      await cache.settled();
      expect(cache.current()).toBe(before);
    } finally {
      await sql`alter table search_trigram_shares_away rename to search_trigram_shares`.execute(db());
    }
    // The failed read counts as one: the next comes a quarter of an hour after it.
    cache.current();
    await cache.settled();
    expect(cache.current()).toBe(before);
    now += 15 * MINUTE;
    cache.current();
    await cache.settled();
    expect(cache.current()).not.toBe(before);
  });
});
