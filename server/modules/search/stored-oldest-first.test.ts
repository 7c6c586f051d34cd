import { afterAll, beforeAll, describe, test } from 'vitest';
import { STATUS_CODES } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { expectPagesOfFullRead, readContextOf } from '../../../tests/support/search-pages.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * Applications stored oldest first, so the tables hold them in the reverse of the list's order: a
 * search that took the first matches it met, rather than the newest, would list the oldest. Every
 * page must be the slice of a full ordered read, on both databases.
 */
const OLDER = 1_100;
const NEWEST = 30;
const OLDEST_AT = Date.parse('2026-10-01T08:00:00.000Z');
const MINUTE = 60_000;
/** In every application. */
const WORD = 'Halvorsk';
/** One in three accepted: 20 of the newest 30 are pending. */
const statusOf = (index: number) => (index % 3 === 0 ? 'accepted' : 'pending');
/** Pages among the newest 30, one ending at the 30th, one across it, and the helper's own. */
const PAGES_AROUND_THE_NEWEST = [
  { skip: 0, take: 10 },
  { skip: 20, take: 10 },
  { skip: 25, take: 10 },
  { skip: 30, take: 10 },
];

describe(`pages of a search over applications stored oldest first on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let newestFirst: Array<{ id: number; status: string }>;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp();
    // Inserted oldest first, so the tables hold them in that order.
    await insertApplications(db(), {
      count: OLDER + NEWEST,
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
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => readContextOf(testApp);
  const ids = (keep: (row: (typeof newestFirst)[number]) => boolean = () => true) =>
    newestFirst.filter(keep).map((row) => row.id);

  test('every page is the slice of a full read, among the newest, across them and past them', async () => {
    await expectPagesOfFullRead(context(), WORD, ids(), undefined, PAGES_AROUND_THE_NEWEST);
    await expectPagesOfFullRead(context(), WORD, ids());
  });

  test('with a status, every page is still the slice of a full read', async () => {
    const pending = ids((row) => row.status === 'pending');
    await expectPagesOfFullRead(context(), WORD, pending, STATUS_CODES.pending, PAGES_AROUND_THE_NEWEST);
    await expectPagesOfFullRead(context(), WORD, pending, STATUS_CODES.pending);
  });
});
