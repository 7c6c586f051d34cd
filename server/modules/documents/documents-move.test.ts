import { PutObjectCommand } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { makeJpeg, uploadDocument } from '../../../tests/support/documents.ts';
import { startS3TestServer, type S3TestServer } from '../../../tests/support/s3-test-server.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { createFileDocumentStore, readDocument } from '../../lib/documents/document-store.ts';
import { createS3DocumentStore } from '../../lib/documents/s3-document-store.ts';
import { moveDocuments } from './documents-move.ts';

let s3: S3TestServer;
let testApp: TestApp | undefined;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function appWithThreeUploads() {
  testApp = await createTestApp();
  for (const { kind } of DOCUMENT_KINDS.slice(0, 3)) await uploadDocument(testApp.app, kind, await makeJpeg(80, 60));
  const rows = await testApp.database.db.selectFrom('documents').select('storage_key').execute();
  return { t: testApp, keys: rows.map((row) => row.storage_key) };
}

describe('npm run documents:move', () => {
  it('copies every document to the bucket, checks each, and a second run finds them all there', async () => {
    const { t, keys } = await appWithThreeUploads();
    const local = t.app.documentStore;
    const bucket = await createS3DocumentStore(s3.settings, t.app.secrets.dataEncryptionKey);

    const first = await moveDocuments(t.database.db, local, bucket);
    expect(first).toEqual({ total: 3, copied: 3, alreadyThere: 0, failed: [] });
    for (const key of keys) expect(await readDocument(bucket, key)).toEqual(await readDocument(local, key));

    expect(await moveDocuments(t.database.db, local, bucket)).toEqual({
      total: 3,
      copied: 0,
      alreadyThere: 3,
      failed: [],
    });
  });

  it('copies again an object that was damaged (as a run stopped half-way may leave it)', async () => {
    const { t, keys } = await appWithThreeUploads();
    const bucket = await createS3DocumentStore(s3.settings, t.app.secrets.dataEncryptionKey);
    await moveDocuments(t.database.db, t.app.documentStore, bucket);
    const damaged = keys[0] as string;
    // Through the S3 API (s3rver may still be writing its file when a PUT has been answered).
    await bucket.client.send(
      new PutObjectCommand({ Bucket: s3.settings.bucket, Key: `documents/${damaged}`, Body: Buffer.from('YPD1 cut') }),
    );

    const again = await moveDocuments(t.database.db, t.app.documentStore, bucket);
    expect(again).toMatchObject({ total: 3, copied: 1, alreadyThere: 2, failed: [] });
    expect(await readDocument(bucket, damaged)).toEqual(await readDocument(t.app.documentStore, damaged));
  });

  it('reports a document missing from the source and keeps going', async () => {
    const { t, keys } = await appWithThreeUploads();
    const missing = keys[1] as string;
    await t.app.documentStore.remove(missing);
    const bucket = await createS3DocumentStore(s3.settings, t.app.secrets.dataEncryptionKey);
    const report = await moveDocuments(t.database.db, t.app.documentStore, bucket);
    expect(report.copied).toBe(2);
    expect(report.failed.map((failure) => failure.storageKey)).toEqual([missing]);
  });

  it('moves back from the bucket to a local folder with the same bytes', async () => {
    const { t, keys } = await appWithThreeUploads();
    const bucket = await createS3DocumentStore(s3.settings, t.app.secrets.dataEncryptionKey);
    await moveDocuments(t.database.db, t.app.documentStore, bucket);
    const elsewhere = createFileDocumentStore(join(t.dataDir, 'documents-back'));
    expect(await moveDocuments(t.database.db, bucket, elsewhere)).toMatchObject({ copied: 3, failed: [] });
    for (const key of keys)
      expect(await readDocument(elsewhere, key)).toEqual(await readDocument(t.app.documentStore, key));
  });
});
