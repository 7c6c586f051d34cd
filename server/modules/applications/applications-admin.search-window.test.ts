import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STATUS_CODES } from '../../../domain/admin.schema.ts';
import * as recentSearchWindow from '../../db/migrations/0017-recent-search-window.ts';
import { insertApplication, insertApplications } from '../../../tests/factories/application.factory.ts';
import { indexPlanOf } from '../../../tests/support/query-plan.ts';
import { expectPagesOfFullRead, readContextOf } from '../../../tests/support/search-pages.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { postgresRecentFirstMatchRows, SEARCH_MATCH_CAP } from './applications-admin.repository.ts';
import { moveSearchWindow } from './search-window.ts';

/**
 * On PostgreSQL a search is answered from the newest applications' own table when they alone hold
 * more matches than a search lists (ADR 048, migration 0017). Whichever table answers, each page
 * must be the slice of a full ordered read, on both databases.
 */
const APPLICATIONS = 1_700;
const WINDOW = 1_400;
/**
 * Three applications a minute: the window's 1,400th newest (index 1,399) shares its minute with
 * index 1,400, which is in the window too.
 */
const SAME_MINUTE = 3;
const IN_WINDOW = WINDOW + 1;
const NEWEST_AT = Date.parse('2026-11-20T15:00:00.000Z');
const MINUTE = 60_000;
/** A quarter accepted: 1,050 of the window's applications are pending, more than the cap. */
const statusOf = (index: number) => (index % 4 === 0 ? 'accepted' : 'pending');
/** In every application: the window alone holds more than the cap, pending ones too. */
const EVERYWHERE = 'Brannoch';
/**
 * In every application but three in ten of the window's: the window holds 980 of them, fewer than
 * the cap, so the older ones must be read too.
 */
const NEARLY_EVERYWHERE = 'Tevlinski';
const withNearly = (index: number) => !(index < IN_WINDOW && index % 10 < 3);
/** In exactly 1,000 of the window's applications and in every older one: not more than the cap there. */
const EXACTLY_THE_CAP = 'Qarsimbe';
const withExactly = (index: number) => index < SEARCH_MATCH_CAP || index >= IN_WINDOW;
/** Rows of old applications a booking that read the window's old start could leave in the table. */
const STRAYS = 25;

describe(`search from the newest applications' table on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let ordered: Array<{ id: number; status: string; firstName: string; lastName: string }>;
  const idsOf = (keep: (row: (typeof ordered)[number]) => boolean) => ordered.filter(keep).map((row) => row.id);

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(testApp.database.db, {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_MINUTE) * MINUTE).toISOString(),
        status: statusOf(index),
        middleName: EVERYWHERE,
        lastName: withNearly(index) ? NEARLY_EVERYWHERE : 'Okafor',
        firstName: withExactly(index) ? EXACTLY_THE_CAP : 'Ines',
      }),
    });
    const rows = await testApp.database.db
      .selectFrom('applications')
      .select(['id', 'status', 'first_name', 'last_name'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    ordered = rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      firstName: row.first_name,
      lastName: row.last_name,
    }));
    const left = await moveSearchWindow(testApp.database.db, WINDOW);
    expect(left).toBe(TEST_DATABASE_KIND === 'postgres' ? APPLICATIONS - IN_WINDOW : 0);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => readContextOf(testApp);

  test('a word the window holds more than the cap of lists the newest 1,000 of all its matches', async () => {
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE.toLowerCase(),
      idsOf(() => true),
    );
  });

  test('with a status, the window counts only applications of that status', async () => {
    const pending = idsOf((row) => row.status === 'pending');
    expect(
      pending.slice(0, SEARCH_MATCH_CAP + 1).every((id) => ordered.findIndex((row) => row.id === id) < IN_WINDOW),
    ).toBe(true);
    await expectPagesOfFullRead(context(), EVERYWHERE, pending, STATUS_CODES.pending);
  });

  test('a word the window holds fewer than the cap of lists the older matches after the window', async () => {
    await expectPagesOfFullRead(
      context(),
      NEARLY_EVERYWHERE,
      idsOf((row) => row.lastName === NEARLY_EVERYWHERE),
    );
  });

  test('a word the window holds exactly the cap of is counted past the window: there are more', async () => {
    const ids = idsOf((row) => row.firstName === EXACTLY_THE_CAP);
    expect(ids.length).toBe(SEARCH_MATCH_CAP + APPLICATIONS - IN_WINDOW);
    await expectPagesOfFullRead(context(), EXACTLY_THE_CAP, ids);
  });

  test('a word of two letters, which no trigram index serves, finds the same', async () => {
    await expectPagesOfFullRead(
      context(),
      'qa',
      idsOf((row) => row.firstName === EXACTLY_THE_CAP),
    );
  });

  test('the daily job runs once a day, and with fewer than 100,000 applications leaves the window where it is', async () => {
    const job = testApp.app.searchWindowJob;
    expect(await job.runIfDue()).toEqual({ status: 'ran', result: 0 });
    expect(await job.runIfDue()).toEqual({ status: 'not_due' });
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE.toLowerCase(),
      idsOf(() => true),
    );
  });

  if (TEST_DATABASE_KIND !== 'postgres') return;

  const db = () => testApp.database.db;
  async function windowIds() {
    const rows = await sql<{ application_id: number }>`select application_id from application_search_recent`.execute(
      db(),
    );
    return new Set(rows.rows.map((row) => Number(row.application_id)));
  }
  async function since() {
    const rows = await sql<{ since: string }>`select since from application_search_window`.execute(db());
    return rows.rows[0]?.since;
  }

  test('moving the window keeps exactly the newest applications, ties at its start included', async () => {
    const inWindow = await windowIds();
    expect(ordered.filter((row) => inWindow.has(row.id)).map((row) => row.id)).toEqual(
      ordered.slice(0, IN_WINDOW).map((row) => row.id),
    );
    // Moving again to the same start changes nothing, and a larger window never moves it back.
    const start = await since();
    expect(await moveSearchWindow(db(), WINDOW)).toBe(0);
    expect(await moveSearchWindow(db(), WINDOW + 100)).toBe(0);
    expect(await since()).toBe(start);
    expect((await windowIds()).size).toBe(IN_WINDOW);
  });

  test('a booking dated at or after the start is in the window, one before it is not, and an edit reaches it', async () => {
    const key = testApp.app.secrets.dataEncryptionKey;
    const start = await since();
    if (start === undefined) throw new Error('the window has no start');
    const atStart = await insertApplication(db(), key, { createdAt: start, middleName: 'Windowed' });
    const newest = await insertApplication(db(), key, { createdAt: new Date(NEWEST_AT + MINUTE).toISOString() });
    const older = await insertApplication(db(), key, {
      createdAt: new Date(Date.parse(start) - MINUTE).toISOString(),
    });
    try {
      const inWindow = await windowIds();
      expect(inWindow.has(atStart.id)).toBe(true);
      expect(inWindow.has(newest.id)).toBe(true);
      expect(inWindow.has(older.id)).toBe(false);
      await db().updateTable('applications').set({ middle_name: 'Renamedwx' }).where('id', '=', newest.id).execute();
      const text = await sql<{ body: string }>`select body from application_search_recent
        where application_id = ${newest.id}`.execute(db());
      expect(text.rows[0]?.body).toContain('renamedwx');
    } finally {
      await db().deleteFrom('applications').where('id', 'in', [atStart.id, newest.id, older.id]).execute();
    }
  });

  test('rows left in the table from before the window moved are not taken for the window', async () => {
    const strays = ordered.slice(-STRAYS).map((row) => row.id);
    await sql`insert into application_search_recent (application_id, created_at, body)
      select application_id, created_at, body from application_search
      where application_id in (${sql.join(strays)})`.execute(db());
    // Counted with them, the window would hold 1,005 matches and list the strays at 980–999.
    await expectPagesOfFullRead(
      context(),
      NEARLY_EVERYWHERE,
      idsOf((row) => row.lastName === NEARLY_EVERYWHERE),
    );
    // The next move takes them out.
    expect(await moveSearchWindow(db(), WINDOW)).toBe(STRAYS);
  });

  test('without its start row the window is taken to be empty, even after old applications are edited', async () => {
    const start = await since();
    await sql`delete from application_search_window`.execute(db());
    // Edits of old applications now copy their rows too: the small table holds the window and them.
    const oldest = ordered.slice(-STRAYS).map((row) => row.id);
    await db().updateTable('applications').set({ middle_name: 'Edited' }).where('id', 'in', oldest).execute();
    await db().updateTable('applications').set({ middle_name: EVERYWHERE }).where('id', 'in', oldest).execute();
    // Counted with them, the window would hold 1,005 of these and list the oldest at 980–999.
    await expectPagesOfFullRead(
      context(),
      NEARLY_EVERYWHERE,
      idsOf((row) => row.lastName === NEARLY_EVERYWHERE),
    );
    expect(await moveSearchWindow(db(), WINDOW)).toBe(oldest.length);
    expect(await since()).toBe(start);
  });

  /** The plan of a search's matches, run. */
  async function executedPlan(search: string) {
    const query = postgresRecentFirstMatchRows({ searchWords: [search] }).compile(db());
    const explained = await db().executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${query.sql}`, [...query.parameters]),
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  /** The plan's scans of `table` (not of the tables whose names start with it), each with whether it ran. */
  function scansOf(plan: string, table: string) {
    const scans = plan.split('\n').filter((line) => new RegExp(`Scan on ${table}(?![_a-z])`).test(line));
    expect(scans, plan).not.toEqual([]);
    return scans;
  }

  test('a word the window holds more than the cap of reads only the small table; a rarer one reads both', async () => {
    const common = await executedPlan(EVERYWHERE.toLowerCase());
    expect(scansOf(common, 'application_search_recent').join('\n'), common).not.toContain('never executed');
    expect(
      scansOf(common, 'application_search').every((scan) => scan.includes('never executed')),
      common,
    ).toBe(true);
    const rarer = await executedPlan(NEARLY_EVERYWHERE.toLowerCase());
    expect(scansOf(rarer, 'application_search_recent').join('\n'), rarer).not.toContain('never executed');
    expect(scansOf(rarer, 'application_search').join('\n'), rarer).not.toContain('never executed');
    const short = await executedPlan('qa');
    expect(short, short).not.toContain('application_search_recent');
    // `@e` has no three letters in a row, but pg_trgm finds a word's start in it: the index serves it.
    const punctuated = await executedPlan('@e');
    expect(scansOf(punctuated, 'application_search_recent').join('\n'), punctuated).not.toContain('never executed');
  });

  test('a word with punctuation is looked up by its runs of letters and digits, then checked whole', async () => {
    const query = postgresRecentFirstMatchRows({ searchWords: ['W.Marrowby-17@Example'] }).compile(db());
    const plan = await indexPlanOf(db(), query);
    // The trigram index gets the runs alone, without the trigrams of where runs start and end that
    // nearly every text holds, and a long run by trigrams spread along it; the word itself is
    // checked by strpos, in both tables. Its run of two digits is asked of the same index as a
    // pair (migration 0022): `17` is 36 × 1 + 7.
    expect(plan, plan).toMatch(
      /Bitmap Index Scan on application_search_body_trgm_idx\n\s*Index Cond: \(\(body ~~ '%w%mar%wby%17%exa%ple%'::text\) AND \(pairs @> '\{43\}'::smallint\[\]\)\)/,
    );
    const likes = plan.split('\n').filter((line) => line.includes('~~'));
    for (const like of likes) expect(like, plan).toContain("body ~~ '%w%mar%wby%17%exa%ple%'::text");
    expect(plan.match(/strpos\(body, 'w\.marrowby-17@example'::text\) > 0/g), plan).toHaveLength(2);
  });

  test("the window's lookups by the trigram index never take the date index beside it", async () => {
    // Not knowing the window's start, the planner can take a third of the table to be past it and
    // AND the trigram index's matches with the date index's entries (10.1 ms for `gill` at
    // 1,000,000, against 2.7). With the trigram index gone and scans discouraged, the date index
    // is the only other way in: the condition must not let it serve.
    const query = postgresRecentFirstMatchRows({ searchWords: ['brannoch'] }).compile(db());
    const plan = await indexPlanOf(db(), query, async (trx) => {
      await sql`drop index application_search_recent_body_trgm_idx`.execute(trx);
    });
    expect(plan, plan).toContain('application_search_recent');
    expect(plan, plan).not.toContain('application_search_recent_created_idx');
  });

  test('a booking or a reference edited while migration 0017 runs waits for it, then reaches the window', async () => {
    await recentSearchWindow.down(db());
    const key = testApp.app.secrets.dataEncryptionKey;
    const newestId = ordered[0]?.id ?? 0;
    const writes: Array<Promise<unknown>> = [];
    let settled = 0;
    let booked: { id: number } | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        await recentSearchWindow.up(trx);
        writes.push(
          insertApplication(db(), key, { createdAt: new Date(NEWEST_AT + 2 * MINUTE).toISOString() }).then((row) => {
            booked = row;
          }),
          // A write to the references alone: the new table's foreign key holds writers of
          // `applications`, not this one; the migration's lock does.
          db()
            .updateTable('application_references')
            .set({ company: 'Zyxwvu Haulage' })
            .where('application_id', '=', newestId)
            .where('position', '=', 0)
            .execute(),
        );
        for (const write of writes) void write.then(() => (settled += 1));
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(0);
      });
    await Promise.all(writes);
    if (!booked) throw new Error('no booking was made');
    try {
      expect((await windowIds()).has(booked.id)).toBe(true);
      const text = await sql<{ body: string }>`select body from application_search_recent
        where application_id = ${newestId}`.execute(db());
      expect(text.rows[0]?.body).toContain('zyxwvu haulage');
    } finally {
      await db().deleteFrom('applications').where('id', '=', booked.id).execute();
    }
  });
});
