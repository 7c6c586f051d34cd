import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { readContextOf } from '../../../tests/support/search-pages.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { SEARCH_MATCH_CAP } from '../search/search.repository.ts';
import { findApplicationPage, windowFromTheEnd } from './review.repository.ts';
import { listApplications } from './review.service.ts';

/** More than the service's count-first skip (1,000), so its deep pages are read from the end. */
const APPLICATIONS = 1_030;
/** Three applications per millisecond, so the id tie-breaker decides the order within each. */
const SAME_INSTANT = 3;
const NEWEST_AT = Date.parse('2026-11-20T15:00:00.000Z');
/** A middle name in all but one application in a hundred: more matches than a search lists. */
const COMMON_WORD = 'Zorvath';
const withCommonWord = (index: number) => index % 100 !== 7;
/** A last name in one application in three: fewer matches than the cap. */
const RARER_WORD = 'Quillfeather';
const withRarerWord = (index: number) => index % 3 === 1;

describe(`deep pages of the application list on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  /** Every id, newest first, read in one ordered query: what each page must be a slice of. */
  let allIds: number[];
  let pendingIds: number[];
  let commonWordIds: number[];
  let rarerWordIds: number[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(testApp.database.db, {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_INSTANT) * 60_000).toISOString(),
        status: index % 4 === 0 ? 'accepted' : 'pending',
        middleName: withCommonWord(index) ? COMMON_WORD : '',
        ...(withRarerWord(index) && { lastName: RARER_WORD }),
      }),
    });
    const ordered = await testApp.database.db
      .selectFrom('applications')
      .select(['id', 'status', 'middle_name', 'last_name'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    allIds = ordered.map((row) => Number(row.id));
    pendingIds = ordered.filter((row) => row.status === 'pending').map((row) => Number(row.id));
    commonWordIds = ordered.filter((row) => row.middle_name === COMMON_WORD).map((row) => Number(row.id));
    rarerWordIds = ordered.filter((row) => row.last_name === RARER_WORD).map((row) => Number(row.id));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => readContextOf(testApp);

  test('the first, a deep, the last, a part-filled last and a page past the end equal the same slice of a full read', async () => {
    expect(allIds).toHaveLength(APPLICATIONS);
    for (const { skip, take } of [
      { skip: 0, take: 10 },
      { skip: 1_000, take: 10 },
      { skip: 1_020, take: 10 },
      { skip: 1_025, take: 10 },
      { skip: 1_017, take: 50 },
      { skip: APPLICATIONS, take: 10 },
      { skip: APPLICATIONS + 500, take: 10 },
    ]) {
      const list = await listApplications(context(), { skip, take });
      expect(list.count).toBe(APPLICATIONS);
      expect(
        list.data.map((item) => item.id),
        `skip ${skip}, take ${take}`,
      ).toEqual(allIds.slice(skip, skip + take));
    }
  });

  test('read from either end with a status filter, every page equals the slice of a full read', async () => {
    const total = pendingIds.length;
    const filter = { status: 'pending' as const, searchWords: [] };
    for (const take of [1, 7, 10]) {
      for (let skip = 0; skip <= total + take; skip += Math.max(1, Math.floor(total / 9))) {
        for (const page of [
          { skip, take },
          { skip: Math.max(0, total - skip), take },
        ]) {
          const rows = await findApplicationPage(testApp.database.db, filter, page, total);
          expect(
            rows.map((row) => Number(row.id)),
            `skip ${page.skip}, take ${page.take}`,
          ).toEqual(pendingIds.slice(page.skip, page.skip + page.take));
        }
      }
    }
  });

  test('a search found in more applications than the cap lists the newest 1,000 and says there are more', async () => {
    expect(commonWordIds.length).toBeGreaterThan(SEARCH_MATCH_CAP);
    for (const { skip, take } of [
      { skip: 0, take: 10 },
      { skip: 500, take: 25 },
      { skip: 990, take: 10 },
      { skip: 995, take: 10 },
    ]) {
      const list = await listApplications(context(), { skip, take, search: COMMON_WORD.slice(1, 6) });
      expect(list.count).toBe(SEARCH_MATCH_CAP);
      expect(list.moreMatches).toBe(true);
      expect(
        list.data.map((item) => item.id),
        `skip ${skip}, take ${take}`,
      ).toEqual(commonWordIds.slice(skip, Math.min(skip + take, SEARCH_MATCH_CAP)));
    }
    const pastTheCap = await listApplications(context(), { skip: SEARCH_MATCH_CAP, take: 10, search: COMMON_WORD });
    expect(pastTheCap).toMatchObject({ data: [], count: SEARCH_MATCH_CAP, moreMatches: true });
  });

  test('a search with fewer matches than the cap counts them exactly and says nothing more', async () => {
    const list = await listApplications(context(), { skip: 330, take: 10, search: RARER_WORD.toLowerCase() });
    expect(list.count).toBe(rarerWordIds.length);
    expect(list.moreMatches).toBeUndefined();
    expect(list.data.map((item) => item.id)).toEqual(rarerWordIds.slice(330, 340));
    const both = await listApplications(context(), { skip: 0, take: 10, search: `${RARER_WORD} ${COMMON_WORD}` });
    const bothIds = rarerWordIds.filter((id) => commonWordIds.includes(id));
    expect(both.count).toBe(bothIds.length);
    expect(both.data.map((item) => item.id)).toEqual(bothIds.slice(0, 10));
    const pending = await listApplications(context(), { skip: 40, take: 10, Status: 0, search: RARER_WORD });
    const pendingRarerIds = rarerWordIds.filter((id) => pendingIds.includes(id));
    expect(pending.count).toBe(pendingRarerIds.length);
    expect(pending.data.map((item) => item.id)).toEqual(pendingRarerIds.slice(40, 50));
  });
});

describe(`a search found in more than twice as many applications as the cap on ${TEST_DATABASE_KIND}`, () => {
  const MANY = 2_060;
  const WORD = 'Varnholt';
  let testApp: TestApp;
  let wordIds: number[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(testApp.database.db, {
      count: MANY,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_INSTANT) * 60_000).toISOString(),
        status: index % 4 === 0 ? 'accepted' : 'pending',
        ...(index % 50 !== 3 && { lastName: WORD }),
      }),
    });
    const ordered = await testApp.database.db
      .selectFrom('applications')
      .select(['id', 'last_name'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    wordIds = ordered.filter((row) => row.last_name === WORD).map((row) => Number(row.id));
  });
  afterAll(async () => {
    await testApp.close();
  });

  test('its pages are the newest matches, up to the cap', async () => {
    expect(wordIds.length).toBeGreaterThan(2_000);
    const context = readContextOf(testApp);
    for (const { skip, take } of [
      { skip: 0, take: 10 },
      { skip: 990, take: 20 },
    ]) {
      const list = await listApplications(context, { skip, take, search: WORD });
      expect(list).toMatchObject({ count: SEARCH_MATCH_CAP, moreMatches: true });
      expect(
        list.data.map((item) => item.id),
        `skip ${skip}, take ${take}`,
      ).toEqual(wordIds.slice(skip, Math.min(skip + take, SEARCH_MATCH_CAP)));
    }
  });
});

test('a page in the older half is counted from the oldest row, cut at the first', () => {
  expect(windowFromTheEnd({ skip: 0, take: 10 }, 100)).toBeUndefined();
  expect(windowFromTheEnd({ skip: 45, take: 10 }, 100)).toBeUndefined();
  expect(windowFromTheEnd({ skip: 50, take: 10 }, 100)).toEqual({ skip: 40, take: 10 });
  expect(windowFromTheEnd({ skip: 90, take: 10 }, 100)).toEqual({ skip: 0, take: 10 });
  expect(windowFromTheEnd({ skip: 95, take: 10 }, 100)).toEqual({ skip: 0, take: 5 });
  expect(windowFromTheEnd({ skip: 100, take: 10 }, 100)).toEqual({ skip: 0, take: 0 });
  expect(windowFromTheEnd({ skip: 250, take: 10 }, 100)).toEqual({ skip: 0, take: 0 });
});
