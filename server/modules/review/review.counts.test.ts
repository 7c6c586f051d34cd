import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPLICATION_STATUSES } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { countApplications, decidePendingApplication } from './review.repository.ts';

/**
 * The list's total and the statistics read per-status counters kept by triggers (migration 0014)
 * instead of counting rows: after every kind of write they must equal `count(*)`.
 */
describe(`application counts kept by triggers on ${TEST_DATABASE_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectCountsToMatchTheRows() {
    const rows = await t.database.db
      .selectFrom('applications')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    const counted = (status?: string) =>
      rows.filter((row) => !status || row.status === status).reduce((sum, row) => sum + Number(row.count), 0);
    expect(await countApplications(t.database.db, { searchWords: [] })).toBe(counted());
    for (const status of APPLICATION_STATUSES) {
      expect(await countApplications(t.database.db, { status, searchWords: [] }), status).toBe(counted(status));
    }
  }

  test('an empty table counts 0 for every status', async () => {
    await expectCountsToMatchTheRows();
    expect(await countApplications(t.database.db, { status: 'pending', searchWords: [] })).toBe(0);
  });

  test('bulk inserts, single inserts, decisions, other updates and deletes keep the counts equal to the rows', async () => {
    const key = t.app.secrets.dataEncryptionKey;
    const many = await insertApplications(t.database.db, { count: 120, dataEncryptionKey: key });
    await insertApplications(t.database.db, {
      count: 1,
      dataEncryptionKey: key,
      overrides: () => ({ status: 'pending' }),
    });
    await expectCountsToMatchTheRows();
    expect(await countApplications(t.database.db, { searchWords: [] })).toBe(121);

    const pending = many.filter((row) => row.status === 'pending').slice(0, 6);
    for (const [index, { id }] of pending.entries()) {
      const won = await decidePendingApplication(t.database.db, {
        id,
        status: index % 2 === 0 ? 'accepted' : 'rejected',
        decidedAt: new Date().toISOString(),
        decidedBy: 1,
        reason: null,
      });
      expect(won).toBe(true);
    }
    await expectCountsToMatchTheRows();

    // Many rows in one statement: a reopened decision and writes that leave the status alone.
    await t.database.db
      .updateTable('applications')
      .set({ status: 'pending', decided_at: null })
      .where('status', '=', 'rejected')
      .execute();
    await t.database.db.updateTable('applications').set({ city: 'Milton' }).execute();
    await expectCountsToMatchTheRows();

    await t.database.db
      .deleteFrom('applications')
      .where(
        'id',
        'in',
        many.slice(0, 10).map((row) => row.id),
      )
      .execute();
    await expectCountsToMatchTheRows();
    expect(await countApplications(t.database.db, { searchWords: [] })).toBe(111);
  });
});
