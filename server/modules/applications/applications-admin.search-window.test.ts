import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertApplication, insertApplications } from '../../../tests/factories/application.factory.ts';
import { STATUS_CODES } from '../../../domain/admin.schema.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { postgresRecentFirstMatchRows, SEARCH_MATCH_CAP } from './applications-admin.repository.ts';
import { listApplications } from './applications-admin.service.ts';
import { moveSearchWindow } from './search-window.ts';

/**
 * On PostgreSQL a search is answered from the small trigram index over the newest applications when
 * they alone hold more matches than a search lists (ADR 048, migration 0017). Whichever index
 * answers, each page must be the slice of a full ordered read, on both databases.
 */
const APPLICATIONS = 1_300;
const WINDOW = 1_100;
const NEWEST_AT = Date.parse('2026-11-20T15:00:00.000Z');
const MINUTE = 60_000;
/** In every application: the window alone holds more than the cap (1,101 of them). */
const EVERYWHERE = 'Brannoch';
/**
 * In every application but one in ten of the window's: the window holds 990 of them, fewer than the
 * cap, so the older ones must be read too.
 */
const NEARLY_EVERYWHERE = 'Tevlinski';
const withNearly = (index: number) => !(index < WINDOW && index % 10 === 7);
/**
 * Three applications a minute: the window's 1,100th newest (index 1,099) shares its minute with
 * index 1,100, which is in the window too.
 */
const SAME_MINUTE = 3;
const IN_WINDOW = WINDOW + 1;

describe(`search from the newest applications' index on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let everywhereIds: number[];
  let nearlyIds: number[];
  let pendingNearlyIds: number[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(testApp.database.db, {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_MINUTE) * MINUTE).toISOString(),
        status: index % 4 === 0 ? 'accepted' : 'pending',
        middleName: EVERYWHERE,
        lastName: withNearly(index) ? NEARLY_EVERYWHERE : 'Okafor',
      }),
    });
    const ordered = await testApp.database.db
      .selectFrom('applications')
      .select(['id', 'status', 'last_name'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    everywhereIds = ordered.map((row) => Number(row.id));
    nearlyIds = ordered.filter((row) => row.last_name === NEARLY_EVERYWHERE).map((row) => Number(row.id));
    pendingNearlyIds = ordered
      .filter((row) => row.last_name === NEARLY_EVERYWHERE && row.status === 'pending')
      .map((row) => Number(row.id));
    const unmarked = await moveSearchWindow(testApp.database.db, WINDOW);
    expect(unmarked).toBe(TEST_DATABASE_KIND === 'postgres' ? APPLICATIONS - IN_WINDOW : 0);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => ({
    db: testApp.database.db,
    dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
    publicUrl: 'https://yard.example',
  });

  async function expectPagesOfFullRead(search: string, ids: number[], status?: typeof STATUS_CODES.pending) {
    for (const { skip, take } of [
      { skip: 0, take: 10 },
      { skip: 480, take: 25 },
      { skip: 990, take: 10 },
      { skip: 995, take: 10 },
    ]) {
      const list = await listApplications(context(), {
        skip,
        take,
        search,
        ...(status !== undefined && { Status: status }),
      });
      expect(list.count, `${search} skip ${skip}`).toBe(Math.min(ids.length, SEARCH_MATCH_CAP));
      expect(list.moreMatches, `${search} skip ${skip}`).toBe(ids.length > SEARCH_MATCH_CAP ? true : undefined);
      expect(
        list.data.map((item) => item.id),
        `${search} skip ${skip}, take ${take}`,
      ).toEqual(ids.slice(skip, Math.min(skip + take, SEARCH_MATCH_CAP)));
    }
  }

  test('a word the window holds more than the cap of lists the newest 1,000 of all its matches', async () => {
    await expectPagesOfFullRead(EVERYWHERE.toLowerCase(), everywhereIds);
  });

  test('a word the window holds fewer than the cap of lists the older matches after the window', async () => {
    expect(nearlyIds.length).toBeGreaterThan(SEARCH_MATCH_CAP);
    await expectPagesOfFullRead(NEARLY_EVERYWHERE, nearlyIds);
    // With a status the window's matches are fewer than the cap: the whole index answers.
    expect(pendingNearlyIds.length).toBeLessThan(SEARCH_MATCH_CAP);
    await expectPagesOfFullRead(NEARLY_EVERYWHERE, pendingNearlyIds, STATUS_CODES.pending);
  });

  test('the daily job runs once a day, and with fewer than 100,000 applications leaves the window where it is', async () => {
    const job = testApp.app.searchWindowJob;
    expect(await job.runIfDue()).toEqual({ status: 'ran', result: 0 });
    expect(await job.runIfDue()).toEqual({ status: 'not_due' });
    await expectPagesOfFullRead(EVERYWHERE.toLowerCase(), everywhereIds);
  });

  if (TEST_DATABASE_KIND !== 'postgres') return;

  async function windowRows() {
    const rows = await sql<{ application_id: number; recent: boolean }>`select application_id, recent
      from application_search`.execute(testApp.database.db);
    return new Map(rows.rows.map((row) => [Number(row.application_id), row.recent]));
  }

  test('moving the window marks exactly the newest applications, ties at its start included', async () => {
    const recent = await windowRows();
    expect(everywhereIds.filter((id) => recent.get(id))).toEqual(everywhereIds.slice(0, IN_WINDOW));
    // Moving again to the same start changes nothing.
    expect(await moveSearchWindow(testApp.database.db, WINDOW)).toBe(0);
  });

  test('a booking made after the move is in the window; one dated before its start is not', async () => {
    const key = testApp.app.secrets.dataEncryptionKey;
    const newest = await insertApplication(testApp.database.db, key, {
      createdAt: new Date(NEWEST_AT + MINUTE).toISOString(),
      middleName: 'Windowed',
    });
    const oldest = await insertApplication(testApp.database.db, key, {
      createdAt: new Date(NEWEST_AT - APPLICATIONS * MINUTE).toISOString(),
      middleName: 'Windowed',
    });
    const recent = await windowRows();
    expect(recent.get(newest.id)).toBe(true);
    expect(recent.get(oldest.id)).toBe(false);
    await testApp.database.db.deleteFrom('applications').where('id', 'in', [newest.id, oldest.id]).execute();
  });

  test('rows left marked from before the window moved are not taken for the window', async () => {
    // What a booking that read the window's old start could leave behind: the 15 oldest marked.
    const strays = everywhereIds.slice(-15);
    await sql`update application_search set recent = true where application_id in (${sql.join(strays)})`.execute(
      testApp.database.db,
    );
    try {
      // Counted with them, the window would hold 1,005 matches and list the strays at 990–999.
      await expectPagesOfFullRead(NEARLY_EVERYWHERE, nearlyIds);
      // The next move takes them out.
      expect(await moveSearchWindow(testApp.database.db, WINDOW)).toBe(strays.length);
    } finally {
      await sql`update application_search set recent = false where application_id in (${sql.join(strays)})`.execute(
        testApp.database.db,
      );
    }
  });

  /** The plan of a search's matches, run: with sequential scans off, as a table of 1,000,000 would choose. */
  async function executedPlan(search: string) {
    const query = postgresRecentFirstMatchRows({ searchWords: [search] }).compile(testApp.database.db);
    return testApp.database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${query.sql}`, [...query.parameters]),
      );
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  /** The line of the index scan on `index`, with whether it ran. */
  function scanOf(plan: string, index: string) {
    const line = plan.split('\n').find((text) => text.includes(`Index Scan on ${index}`));
    expect(line, plan).toBeDefined();
    return line ?? '';
  }

  test('a word the window holds more than the cap of reads only the small index; a rarer one reads both', async () => {
    const common = await executedPlan(EVERYWHERE.toLowerCase());
    expect(scanOf(common, 'application_search_recent_trgm_idx'), common).not.toContain('never executed');
    expect(scanOf(common, 'application_search_body_trgm_idx'), common).toContain('never executed');
    const rarer = await executedPlan(NEARLY_EVERYWHERE.toLowerCase());
    expect(scanOf(rarer, 'application_search_recent_trgm_idx'), rarer).not.toContain('never executed');
    expect(scanOf(rarer, 'application_search_body_trgm_idx'), rarer).not.toContain('never executed');
  });
});
