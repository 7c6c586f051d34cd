import type { KyselyPlugin } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { getApplicationDetails, listApplications } from './review.service.ts';

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
  await insertApplications(testApp.database.db, {
    count: 50,
    dataEncryptionKey: key,
    overrides: () => ({ status: 'pending' }),
  });

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
  // Page ids with their rows, the count, then references, landlords and documents, and for the
  // pending ones the yards and their tenancies (whether each fits): one query each.
  expect(queriesPerPage).toEqual([7, 7, 7]);
});

test(`one application's details take a fixed number of queries on ${TEST_DATABASE_KIND}`, async () => {
  testApp = await createTestApp();
  const key = testApp.app.secrets.dataEncryptionKey;
  const [inserted] = await insertApplications(testApp.database.db, {
    count: 1,
    dataEncryptionKey: key,
    overrides: () => ({ status: 'pending' }),
  });
  const { counter, plugin } = countingPlugin();
  const context = {
    db: testApp.database.db.withPlugin(plugin),
    dataEncryptionKey: key,
    publicUrl: 'https://yard.example',
  };
  const details = await getApplicationDetails(context, inserted!.id);
  expect(details.previousLandlords).toHaveLength(3);
  // The row, references, landlords, documents, the audit history, and the review's steps,
  // earlier document versions, latest correction request, agreement and access pass, then (pending)
  // the yards, their tenancies and the yard's published rates: one query each, whatever the sizes.
  expect(counter.queries).toBe(13);
});

/** The order in which statements start and finish: `start` when one is sent, `end` when its rows come back. */
function orderPlugin() {
  const events: Array<'start' | 'end'> = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      events.push('start');
      return args.node;
    },
    async transformResult(args) {
      events.push('end');
      return args.result;
    },
  };
  return { events, plugin };
}

test(`a search page costs the same five queries as a list page, and a details page's reads are sent at once, on ${TEST_DATABASE_KIND}`, async () => {
  testApp = await createTestApp();
  const key = testApp.app.secrets.dataEncryptionKey;
  const [inserted] = await insertApplications(testApp.database.db, { count: 3, dataEncryptionKey: key });
  const context = (plugin: KyselyPlugin) => ({
    db: testApp!.database.db.withPlugin(plugin),
    dataEncryptionKey: key,
    publicUrl: 'https://yard.example',
  });

  // The page with its rows, the capped count, then references, landlords and documents: one
  // query each, as a list page without a search.
  const { counter, plugin } = countingPlugin();
  const list = await listApplications(context(plugin), { skip: 0, take: 10, search: inserted!.reference });
  expect(list.data.map((item) => item.id)).toEqual([inserted!.id]);
  expect(list.count).toBe(1);
  expect(counter.queries).toBe(5);

  const details = orderPlugin();
  await getApplicationDetails(context(details.plugin), inserted!.id);
  expect(details.events).toEqual([...Array<'start'>(10).fill('start'), ...Array<'end'>(10).fill('end')]);
});
