import { afterEach, beforeEach, expect, test } from 'vitest';
import { createPdf, multipartBody } from '../../../tests/fixtures/document-files.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { hashDocumentReference } from '../../lib/documents/document-reference.ts';
import { readDocument } from '../../lib/documents/document-store.ts';
import { createUploadPurger } from './upload-purger.ts';

const START = new Date('2026-03-02T08:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;
let now = START;
let testApp: TestApp;

beforeEach(async () => {
  now = START;
  testApp = await createTestApp({ clock: () => now });
});
afterEach(async () => {
  await testApp.close();
});

async function uploadPdf(): Promise<string> {
  const { payload, headers } = await multipartBody([{ bytes: createPdf(), fileName: 'document.pdf' }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CertifiedPayment',
    payload,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().response;
}

async function rowOf(reference: string) {
  return testApp.database.db
    .selectFrom('documents')
    .selectAll()
    .where('reference_hash', '=', hashDocumentReference(reference))
    .executeTakeFirst();
}

async function fileExists(storageKey: string): Promise<boolean> {
  return readDocument(testApp.app.documentStore, storageKey).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

test(`unclaimed uploads older than 24 hours are deleted with their files; claimed and recent ones stay (${TEST_DATABASE_KIND})`, async () => {
  const abandoned = await uploadPdf();
  const claimed = await uploadPdf();
  await testApp.database.db
    .updateTable('documents')
    .set({ claimed_at: new Date(START.getTime() + HOUR_MS).toISOString() })
    .where('reference_hash', '=', hashDocumentReference(claimed))
    .execute();
  now = new Date(START.getTime() + 23 * HOUR_MS);
  const recent = await uploadPdf();
  const abandonedKey = (await rowOf(abandoned))?.storage_key ?? '';
  expect(await fileExists(abandonedKey)).toBe(true);

  now = new Date(START.getTime() + 24 * HOUR_MS + 1);
  const purged = await testApp.app.uploadPurger.runOnce();

  expect(purged).toBe(1);
  expect(await rowOf(abandoned)).toBeUndefined();
  expect(await fileExists(abandonedKey)).toBe(false);
  for (const kept of [claimed, recent]) {
    const row = await rowOf(kept);
    expect(row).toBeDefined();
    expect(await fileExists(row?.storage_key ?? '')).toBe(true);
  }
});

test('an upload exactly 24 hours old is kept until it is older', async () => {
  const reference = await uploadPdf();

  now = new Date(START.getTime() + 24 * HOUR_MS);
  expect(await testApp.app.uploadPurger.runOnce()).toBe(0);
  expect(await rowOf(reference)).toBeDefined();

  now = new Date(START.getTime() + 25 * HOUR_MS);
  expect(await testApp.app.uploadPurger.runOnce()).toBe(1);
  expect(await rowOf(reference)).toBeUndefined();
});

test('a purge with nothing to delete reports zero', async () => {
  expect(await testApp.app.uploadPurger.runOnce()).toBe(0);
});

test('more unclaimed uploads than one batch are all purged in one run', async () => {
  const rows = Array.from({ length: 450 }, (_, index) => ({
    id: crypto.randomUUID(),
    reference_hash: hashDocumentReference(`reference-${index}`),
    kind: 'CertifiedPayment',
    content_type: 'application/pdf',
    byte_size: 10,
    storage_key: crypto.randomUUID(),
    original_name: 'document.pdf',
    created_at: START.toISOString(),
    application_id: null,
    claimed_at: null,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await testApp.database.db
      .insertInto('documents')
      .values(rows.slice(start, start + 100))
      .execute();
  }

  now = new Date(START.getTime() + 48 * HOUR_MS);

  expect(await testApp.app.uploadPurger.runOnce()).toBe(450);
  expect(await testApp.database.db.selectFrom('documents').select('id').execute()).toEqual([]);
});

test(`of two servers purging at the same moment exactly one does the work, then none until the next hour (${TEST_DATABASE_KIND})`, async () => {
  await uploadPdf();
  await uploadPdf();
  now = new Date(START.getTime() + 25 * HOUR_MS);
  // A second server on the same database: its own purger, its own holder name.
  const otherServer = createUploadPurger({
    db: testApp.database.db,
    store: testApp.app.documentStore,
    logger: testApp.app.log,
    clock: () => now,
  });

  const outcomes = await Promise.all([testApp.app.uploadPurger.scheduled.runIfDue(), otherServer.scheduled.runIfDue()]);

  expect(outcomes).toEqual(expect.arrayContaining([{ status: 'ran', result: 2 }, { status: 'not_due' }]));
  expect(await testApp.database.db.selectFrom('documents').select('id').execute()).toEqual([]);
  now = new Date(now.getTime() + HOUR_MS - 1);
  expect(await otherServer.scheduled.runIfDue()).toEqual({ status: 'not_due' });
  now = new Date(now.getTime() + 1);
  expect(await otherServer.scheduled.runIfDue()).toEqual({ status: 'ran', result: 0 });
});
