import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STATUS_CODES } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { expectPagesOfFullRead, readContextOf } from '../../../tests/support/search-pages.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import {
  findPageOfFewMatches,
  findWindowMatchIds,
  postgresPageOfFewMatches,
  postgresWindowSort,
  postgresWindowWalk,
  SEARCH_MATCH_CAP,
  SHALLOW_WALK_MATCHES,
  walksByDate,
} from './applications-admin.repository.ts';
import { moveSearchWindow } from './search-window.ts';

/**
 * On PostgreSQL, when the newest applications' own table alone holds more matches than one pass
 * gathers (2,000), a page is read by walking that table newest first (migration 0018). Each page
 * must still be the slice of a full ordered read, on both databases.
 */
const APPLICATIONS = 2_600;
const WINDOW = 2_400;
/** Three applications a minute: ties in date, broken by id, as the list orders them. */
const SAME_MINUTE = 3;
const NEWEST_AT = Date.parse('2026-11-21T09:00:00.000Z');
const MINUTE = 60_000;
/** Nine in ten pending: the window's 2,160 pending ones are more than one pass gathers too. */
const statusOf = (index: number) => (index % 10 === 0 ? 'accepted' : 'pending');
/** In every application. */
const EVERYWHERE = 'Marrowby';
/** In the e-mail of one application in four: `_`, `%` and a backslash, which a `like` must escape. */
const ODD_EMAIL_EVERY = 4;
const oddEmail = (index: number) => `Pat_O%K\\${index}@yard.example`;
/** In five applications of eight: 1,500 of the window's, more than a shallow page counts, fewer than a deep one. */
const FIVE_IN_EIGHT = 'Quennevar';
const withFiveInEight = (index: number) => index % 8 < 5;
/** In the window's 1,100 oldest applications and the 200 older ones: none among its newest 1,300. */
const OLDER_ONLY = 'Oldharbour';
const withOlderOnly = (index: number) => index >= 1_300;

describe(`pages walked from the newest applications' table on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let ordered: Array<{ id: number; status: string; email: string; firstName: string; lastName: string }>;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(db(), {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_MINUTE) * MINUTE).toISOString(),
        status: statusOf(index),
        middleName: EVERYWHERE,
        email: index % ODD_EMAIL_EVERY === 0 ? oddEmail(index) : undefined,
        ...(withFiveInEight(index) && { lastName: FIVE_IN_EIGHT }),
        ...(withOlderOnly(index) && { firstName: OLDER_ONLY }),
      }),
    });
    const rows = await db()
      .selectFrom('applications')
      .select(['id', 'status', 'email', 'first_name', 'last_name'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    ordered = rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
    }));
    await moveSearchWindow(db(), WINDOW);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => readContextOf(testApp);

  test('every page of a word in every application is the newest matches, in list order', async () => {
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE,
      ordered.map((row) => row.id),
    );
  });

  test('with a status, every page holds only applications of that status, in list order', async () => {
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE,
      ordered.filter((row) => row.status === 'pending').map((row) => row.id),
      STATUS_CODES.pending,
    );
  });

  test('every page of a word in 1,500 of the window, and of one in its oldest rows only, is the newest matches', async () => {
    await expectPagesOfFullRead(
      context(),
      FIVE_IN_EIGHT,
      ordered.filter((row) => row.lastName === FIVE_IN_EIGHT).map((row) => row.id),
    );
    await expectPagesOfFullRead(
      context(),
      OLDER_ONLY,
      ordered.filter((row) => row.firstName === OLDER_ONLY).map((row) => row.id),
    );
  });

  if (TEST_DATABASE_KIND !== 'postgres') return;

  /** The word lower-cased, as the stored text is (the queries fold case themselves too). */
  const words = { searchWords: [EVERYWHERE.toLowerCase()] };

  test('the walk itself gives each page, with and without a status: the list could not tell it from the older walk', async () => {
    const pending = { ...words, status: 'pending' as const };
    const pendingIds = ordered.filter((row) => row.status === 'pending').map((row) => row.id);
    expect(await findPageOfFewMatches(db(), pending, { skip: 0, take: 10 })).toEqual({
      matched: SEARCH_MATCH_CAP + 1,
      fromWindow: true,
    });
    for (const page of [
      { skip: 0, take: 10 },
      { skip: 3, take: 25 },
      { skip: 480, take: 25 },
      { skip: 990, take: 10 },
    ]) {
      const slice = (ids: number[]) => ids.slice(page.skip, page.skip + page.take);
      expect(await findWindowMatchIds(db(), words, page), `skip ${page.skip}`).toEqual(
        slice(ordered.map((row) => row.id)),
      );
      expect(await findWindowMatchIds(db(), pending, page), `pending, skip ${page.skip}`).toEqual(slice(pendingIds));
    }
  });

  test('the count comes from the window, and the page from the window alone', async () => {
    expect(await findPageOfFewMatches(db(), words, { skip: 0, take: 10 })).toEqual({
      matched: SEARCH_MATCH_CAP + 1,
      fromWindow: true,
    });
    for (const page of [
      { skip: 0, take: 10 },
      { skip: 990, take: 10 },
    ]) {
      const plan = await readPlan(words, page);
      // Which of its indexes serves a deep page depends on the table's size; what holds at any
      // size and depth is that, without a status, no other table is read.
      expect(plan, plan).toMatch(/ on application_search_recent\b/);
      expect(plan, plan).not.toMatch(/ on applications\b/);
      expect(plan, plan).not.toMatch(/ on application_search\b(?!_)/);
    }
  });

  test('a shallow page is walked by date, checking each row as it comes; a deeper one is not', async () => {
    for (const page of [
      { skip: 0, take: 10 },
      { skip: SHALLOW_WALK_MATCHES - 10, take: 10 },
    ]) {
      expect(walksByDate(page), `skip ${page.skip}`).toBe(true);
      const plan = await readPlan(words, page);
      expect(plan, `skip ${page.skip}: ${plan}`).toMatch(/Index Scan using application_search_recent_created_idx/);
      expect(plan, plan).not.toMatch(/_trgm_idx/);
      expect(plan, plan).not.toMatch(/\bSort\b/);
    }
    // One match deeper, the words are the trigram index's `like` again (on a table this small the
    // planner may read the date index either way, so the statement is what tells the two apart; a
    // long word such as this one is checked whole by strpos after its `like`).
    expect(walksByDate({ skip: SHALLOW_WALK_MATCHES - 9, take: 10 })).toBe(false);
    const walk = postgresWindowWalk(words, { skip: SHALLOW_WALK_MATCHES - 10, take: 10 }).compile(db());
    expect(walk.sql).toMatch(/strpos/);
    expect(walk.sql).not.toMatch(/ like /);
    const sort = postgresWindowSort(words, { skip: SHALLOW_WALK_MATCHES - 9, take: 10 }).compile(db());
    expect(sort.sql).toMatch(/ like /);
  });

  test('a shallow page of matches counted past 1,000 but fewer than 2,000 is walked; a deeper one is sorted in the count', async () => {
    const filter = { searchWords: [FIVE_IN_EIGHT.toLowerCase()] };
    const ids = ordered.filter((row) => row.lastName === FIVE_IN_EIGHT).map((row) => row.id);
    const inWindow = ordered.slice(0, WINDOW).filter((row) => row.lastName === FIVE_IN_EIGHT).length;
    expect(inWindow).toBe(1_500);
    expect(await findPageOfFewMatches(db(), filter, { skip: 0, take: 10 })).toEqual({
      matched: SEARCH_MATCH_CAP + 1,
      fromWindow: true,
    });
    expect(await findWindowMatchIds(db(), filter, { skip: 0, take: 10 })).toEqual(ids.slice(0, 10));
    expect(await findPageOfFewMatches(db(), filter, { skip: 40, take: 10 })).toEqual({
      matched: inWindow,
      ids: ids.slice(40, 50),
    });
  });

  test('matches bunched past the walk budget: the walk comes up short and the page is sorted out of the trigram index', async () => {
    const filter = { searchWords: [OLDER_ONLY.toLowerCase()] };
    const ids = ordered.filter((row) => row.firstName === OLDER_ONLY).map((row) => row.id);
    const page = { skip: 0, take: 10 };
    expect(await findPageOfFewMatches(db(), filter, page)).toEqual({ matched: SEARCH_MATCH_CAP + 1, fromWindow: true });
    // The newest 1,000 rows hold none of them; all 2,400 of the window hold 1,100.
    expect((await postgresWindowWalk(filter, page, 1_000).execute(db())).rows).toEqual([]);
    expect(await findWindowMatchIds(db(), filter, page, 1_000)).toEqual(ids.slice(0, 10));
    const walkedFar = await postgresWindowWalk(filter, page, WINDOW).execute(db());
    expect(walkedFar.rows.map((row) => Number(row.application_id))).toEqual(ids.slice(0, 10));
  });

  test('a shallow walk matches each word as the index would: `%`, `_` and a backslash are themselves, and case is folded', async () => {
    // The walk itself, without the sort it falls back on: its rows must be the index's.
    const walked = async (searchWords: string[]) =>
      (await postgresWindowWalk({ searchWords }, { skip: 0, take: 10 }).execute(db())).rows.map((row) =>
        Number(row.application_id),
      );
    /** Newest first, those whose e-mail holds the word, whatever its case: what the index's `like` finds. */
    const withWord = (word: string) =>
      ordered.filter((row) => row.email.toLowerCase().includes(word.toLowerCase())).map((row) => row.id);
    const newestWith = (word: string) => withWord(word).slice(0, 10);
    for (const word of ['pat_o%k\\', 'PAT_O%K\\2', '_o%', 'k\\1']) {
      const expected = newestWith(word);
      expect(expected, word).toHaveLength(10);
      expect(await walked([word]), word).toEqual(expected);
      // The same word and the page past the shallow ones, read by the trigram index, agree.
      const deep = { skip: SHALLOW_WALK_MATCHES, take: 10 };
      expect(await findWindowMatchIds(db(), { searchWords: [word] }, deep), word).toEqual(
        withWord(word).slice(deep.skip, deep.skip + deep.take),
      );
    }
    expect(await walked(['marrowby', 'pat_o%k\\'])).toEqual(newestWith('pat_o%k\\'));
    expect(await walked(['MARROWBY'])).toEqual(ordered.slice(0, 10).map((row) => row.id));
    // As wildcards, `_` and `%` would match these; as themselves, nothing holds them.
    expect(await walked(['marr_wby'])).toEqual([]);
    expect(await walked(['marr%by'])).toEqual([]);
    expect(await walked(['patxo'])).toEqual([]);
  });

  test('more matches than one pass gathers are counted, and not sorted for a page that is read elsewhere', async () => {
    const countPlan = (filter: typeof words) =>
      executedPlan(postgresPageOfFewMatches(filter, { skip: 0, take: 10 }).compile(db()));
    const sortOf = (plan: string) => plan.split('\n').find((line) => /\bSort\b/.test(line)) ?? '';

    const common = await countPlan(words);
    expect(sortOf(common), common).toContain('never executed');
    // One application's e-mail: a single match, sorted into its page.
    const rare = await countPlan({ searchWords: [oddEmail(0).toLowerCase()] });
    expect(sortOf(rare), rare).toMatch(/Sort \(actual rows=1 loops=1\)/);
    expect(
      await findPageOfFewMatches(db(), { searchWords: [oddEmail(0).toLowerCase()] }, { skip: 0, take: 10 }),
    ).toEqual({
      matched: 1,
      ids: [ordered.find((row) => row.email.toLowerCase() === oddEmail(0).toLowerCase())?.id],
    });
  });

  /** The executed plan of the window's read of `page`: the walk for a shallow page, else the sort. */
  function readPlan(filter: typeof words, page: { skip: number; take: number }): Promise<string> {
    const read = walksByDate(page) ? postgresWindowWalk(filter, page) : postgresWindowSort(filter, page);
    return executedPlan(read.compile(db()));
  }

  /** A statement's plan, run. */
  async function executedPlan(query: CompiledQuery): Promise<string> {
    const explained = await db().executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain (analyze, costs off, timing off, summary off) ${query.sql}`, [...query.parameters]),
    );
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  test('a walk that comes up short, after the window moved on since the count, gives no page', async () => {
    expect(await findWindowMatchIds(db(), words, { skip: 990, take: 10 })).toEqual(
      ordered.slice(990, 1_000).map((row) => row.id),
    );
    await moveSearchWindow(db(), 995);
    expect(await findWindowMatchIds(db(), words, { skip: 990, take: 10 })).toBeUndefined();
    // With the window this small, the whole table answers, the same pages.
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE,
      ordered.map((row) => row.id),
    );
  });
});
