import type { KyselyPlugin } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { getApplicationDetails, listApplications } from './applications-admin.service.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/**
 * Counts the statements executed through the wrapped Kysely instance: one result per statement
 * (a subquery is transformed on its own but runs inside its parent, so results are what count).
 */
function countingPlugin() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      return args.node;
    },
    async transformResult(args) {
      counter.queries += 1;
      return args.result;
    },
  };
  return { counter, plugin };
}

test(`a page of nested applications costs the same number of queries for 1, 10 and 50 items on ${TEST_DATABASE_KIND}`, async () => {
  testApp = await createTestApp();
  const key = testApp.app.secrets.dataEncryptionKey;
  await insertApplications(testApp.database.db, { count: 50, dataEncryptionKey: key });

  const queriesPerPage: number[] = [];
  for (const take of [1, 10, 50]) {
    const { counter, plugin } = countingPlugin();
    const context = {
      db: testApp.database.db.withPlugin(plugin),
      dataEncryptionKey: key,
      publicUrl: 'https://yard.example',
    };
    const list = await listApplications(context, { skip: 0, take });
    expect(list.data).toHaveLength(take);
    // The children really are there: two references and three landlords per item.
    expect(list.data.every((item) => item.references.length === 2 && item.previousLandlords.length === 3)).toBe(true);
    queriesPerPage.push(counter.queries);
  }
  // Page ids with their rows, the count, then references, landlords and documents: one query each.
  expect(queriesPerPage).toEqual([5, 5, 5]);
});

test(`one application's details take a fixed number of queries on ${TEST_DATABASE_KIND}`, async () => {
  testApp = await createTestApp();
  const key = testApp.app.secrets.dataEncryptionKey;
  const [inserted] = await insertApplications(testApp.database.db, { count: 1, dataEncryptionKey: key });
  const { counter, plugin } = countingPlugin();
  const context = {
    db: testApp.database.db.withPlugin(plugin),
    dataEncryptionKey: key,
    publicUrl: 'https://yard.example',
  };
  const details = await getApplicationDetails(context, inserted!.id);
  expect(details.previousLandlords).toHaveLength(3);
  // The row, references, landlords, documents, the audit history, and issue 11's review steps,
  // earlier document versions and latest correction request: one query each, whatever the sizes.
  expect(counter.queries).toBe(8);
});
