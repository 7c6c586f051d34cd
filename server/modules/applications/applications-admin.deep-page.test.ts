import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { findApplicationPage, windowFromTheEnd } from './applications-admin.repository.ts';
import { listApplications } from './applications-admin.service.ts';

/** More than the service's count-first skip (1,000), so its deep pages are read from the end. */
const APPLICATIONS = 1_030;
/** Three applications per millisecond, so the id tie-breaker decides the order within each. */
const SAME_INSTANT = 3;
const NEWEST_AT = Date.parse('2026-11-20T15:00:00.000Z');

describe(`deep pages of the application list on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  /** Every id, newest first, read in one ordered query: what each page must be a slice of. */
  let allIds: number[];
  let pendingIds: number[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(testApp.database.db, {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_INSTANT) * 60_000).toISOString(),
        status: index % 4 === 0 ? 'accepted' : 'pending',
      }),
    });
    const ordered = await testApp.database.db
      .selectFrom('applications')
      .select(['id', 'status'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    allIds = ordered.map((row) => Number(row.id));
    pendingIds = ordered.filter((row) => row.status === 'pending').map((row) => Number(row.id));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => ({
    db: testApp.database.db,
    dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
    publicUrl: 'https://yard.example',
  });

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
