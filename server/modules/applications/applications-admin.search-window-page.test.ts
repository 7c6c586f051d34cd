import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STATUS_CODES } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { expectPagesOfFullRead, readContextOf } from '../../../tests/support/search-pages.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { findPageOfFewMatches, postgresPageOfFewMatches, SEARCH_MATCH_CAP } from './applications-admin.repository.ts';
import { moveSearchWindow } from './search-window.ts';

/**
 * On PostgreSQL, when the newest applications' own table holds fewer matches than the cap but more
 * than a page reaches, the page is taken from them and the older matches are only counted, up to
 * the cap (postgresRecentFirstMatchRows). Which older rows come first is then the table's order, not
 * the list's: here the table holds them oldest first, as it does once edits have moved rows. Every
 * page must still be the slice of a full ordered read, on both databases.
 */
const OLDER = 1_100;
const WINDOW = 30;
const OLDEST_AT = Date.parse('2026-10-01T08:00:00.000Z');
const MINUTE = 60_000;
/** In every application. */
const WORD = 'Halvorsk';
/** One in three accepted: the window holds 20 pending matches. */
const statusOf = (index: number) => (index % 3 === 0 ? 'accepted' : 'pending');
/**
 * Pages within the window's matches, one ending at its last, one across its end, and the
 * helper's own, which reach past it.
 */
const PAGES_AROUND_THE_WINDOW = [
  { skip: 0, take: 10 },
  { skip: 20, take: 10 },
  { skip: 25, take: 10 },
  { skip: 30, take: 10 },
];

describe(`a page among the newest applications' matches, the older ones counted on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let newestFirst: Array<{ id: number; status: string }>;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Inserted oldest first, so the table holds them in that order.
    await insertApplications(db(), {
      count: OLDER + WINDOW,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(OLDEST_AT + index * MINUTE).toISOString(),
        status: statusOf(index),
        lastName: WORD,
      }),
    });
    const rows = await db()
      .selectFrom('applications')
      .select(['id', 'status'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    newestFirst = rows.map((row) => ({ id: Number(row.id), status: row.status }));
    await moveSearchWindow(db(), WINDOW);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => readContextOf(testApp);
  const ids = (keep: (row: (typeof newestFirst)[number]) => boolean = () => true) =>
    newestFirst.filter(keep).map((row) => row.id);

  test('every page is the slice of a full read, within the window, across its end and past it', async () => {
    await expectPagesOfFullRead(context(), WORD, ids(), undefined, PAGES_AROUND_THE_WINDOW);
    await expectPagesOfFullRead(context(), WORD, ids());
  });

  test('with the counts of common trigrams, the word is looked up by its rarer ones, and every page is the same', async () => {
    const counted = {
      ...context(),
      trigramShares: () =>
        new Map([
          ['hal', 0.5],
          ['alv', 0.4],
        ]),
    };
    await expectPagesOfFullRead(counted, WORD, ids(), undefined, PAGES_AROUND_THE_WINDOW);
    await expectPagesOfFullRead(
      counted,
      WORD,
      ids((row) => row.status === 'pending'),
      STATUS_CODES.pending,
    );
  });

  test('with a status, the window holds fewer of them, and every page is still the slice of a full read', async () => {
    const pending = ids((row) => row.status === 'pending');
    await expectPagesOfFullRead(context(), WORD, pending, STATUS_CODES.pending, PAGES_AROUND_THE_WINDOW);
    await expectPagesOfFullRead(context(), WORD, pending, STATUS_CODES.pending);
  });

  if (TEST_DATABASE_KIND !== 'postgres') return;

  const words = { searchWords: [WORD.toLowerCase()] };

  test("the table holds the older matches oldest first, so a count cut short does not hold the list's next ones", async () => {
    const stored = await sql<{ application_id: number }>`select application_id from application_search
      order by ctid limit 1`.execute(db());
    expect(Number(stored.rows[0]?.application_id)).toBe(newestFirst.at(-1)?.id);
  });

  test("a page within the window's matches comes with the count in one statement, the older rows read only to the cap", async () => {
    expect(await findPageOfFewMatches(db(), words, { skip: 0, take: 10 })).toEqual({
      matched: SEARCH_MATCH_CAP + 1,
      ids: ids().slice(0, 10),
    });
    const plan = await executedPlan(postgresPageOfFewMatches(words, { skip: 0, take: 10 }).compile(db()));
    const older = plan.split('\n').filter((line) => /Scan on application_search(?![_a-z])/.test(line));
    expect(older, plan).toEqual([expect.stringContaining(`actual rows=${SEARCH_MATCH_CAP + 1 - WINDOW} `)]);
    // A page that ends at the window's last match is among them too.
    expect(await findPageOfFewMatches(db(), words, { skip: 20, take: 10 })).toEqual({
      matched: SEARCH_MATCH_CAP + 1,
      ids: ids().slice(20, 30),
    });
    // A page across the window's end needs the older ones in order: all of them are gathered.
    expect(await findPageOfFewMatches(db(), words, { skip: 25, take: 10 })).toEqual({
      matched: OLDER + WINDOW,
      ids: ids().slice(25, 35),
    });
  });

  /** A statement's plan, run. */
  async function executedPlan(query: CompiledQuery): Promise<string> {
    const explained = await db().executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${query.sql}`, [...query.parameters]),
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  }
});
