import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { startS3TestServer, type S3TestServer } from '../../../tests/support/s3-test-server.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import type { Config } from '../../config.ts';
import { readDocument } from '../documents/document-store.ts';
import { createS3DocumentStore } from '../documents/s3-document-store.ts';
import { createBackup } from './create-backup.ts';
import { RestoreRefused, restoreBackup } from './restore-backup.ts';

/**
 * `npm run backup` / `npm run restore` with DOCUMENT_STORE=s3 (ADR 035): the documents come from
 * the bucket (s3rver on 127.0.0.1) as the encrypted objects they are, and go back into a bucket
 * checked, on SQLite and PostgreSQL alike. One app and one archive for the whole block.
 */
let source: S3TestServer;
let testApp: TestApp;
let keys: string[];
let work: string;
let archive: string;

/** The app's config, pointed at the test's own PostgreSQL schema when on PostgreSQL. */
async function backupConfig(t: TestApp): Promise<Config> {
  if (TEST_DATABASE_KIND === 'sqlite') return t.config;
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]
    ?.schema;
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { ...t.config, database: { kind: 'postgres', url: url.toString() } };
}

beforeAll(async () => {
  source = await startS3TestServer();
  testApp = await createTestApp({ environment: source.environment });
  await uploadAllDocuments(testApp.app);
  keys = (await testApp.database.db.selectFrom('documents').select('storage_key').execute()).map(
    (row) => row.storage_key,
  );
  work = mkdtempSync(join(tmpdir(), 'yard-bucket-backup-'));
  archive = join(work, 'yard.tar.gz');
});
afterAll(async () => {
  await testApp?.close();
  await source?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a backup with DOCUMENT_STORE=s3', () => {
  it('holds every document of the bucket, encrypted as stored, and no local folder', async () => {
    const manifest = await createBackup(await backupConfig(testApp), archive);

    expect(keys).toHaveLength(5);
    expect(manifest).toMatchObject({ database: TEST_DATABASE_KIND, documentStore: 's3', missingDocuments: [] });
    const documentPaths = manifest.files.map((file) => file.path).filter((path) => path !== 'app.sqlite');
    expect(documentPaths.sort()).toEqual(keys.map((key) => `bucket/documents/${key}`).sort());
    // The app wrote nothing to its own disk, so a local-folder backup would have held nothing.
    expect(existsSync(join(testApp.dataDir, 'documents'))).toBe(false);
  });

  it('restores into another bucket, where every document opens with the same key and bytes', async () => {
    const target = await startS3TestServer();
    try {
      const dataDir = join(work, 'restored');
      const restored = await restoreBackup(archive, dataDir, { bucket: target.settings });

      expect(restored.bucket).toEqual({ put: 5, alreadyThere: 0 });
      expect(readdirSync(dataDir)).not.toContain('bucket');
      const original = testApp.app.documentStore;
      const copy = await createS3DocumentStore(target.settings, testApp.app.secrets.dataEncryptionKey);
      for (const key of keys) expect(await readDocument(copy, key)).toEqual(await readDocument(original, key));

      // Run again (a restore stopped half-way): what is there with the same bytes is left alone.
      const again = await restoreBackup(archive, join(work, 'restored-again'), { bucket: target.settings });
      expect(again.bucket).toEqual({ put: 0, alreadyThere: 5 });
    } finally {
      await target.close();
    }
  });

  it('refuses, restoring nothing, without a bucket or when one of its names holds other bytes', async () => {
    const noBucket = join(work, 'no-bucket');
    await expect(restoreBackup(archive, noBucket)).rejects.toThrow(RestoreRefused);
    expect(existsSync(noBucket)).toBe(false);

    const target = await startS3TestServer();
    try {
      const taken = keys[0] as string;
      const store = await createS3DocumentStore(target.settings, testApp.app.secrets.dataEncryptionKey);
      await store.client.send(
        new PutObjectCommand({ Bucket: target.settings.bucket, Key: `documents/${taken}`, Body: Buffer.from('other') }),
      );
      const dataDir = join(work, 'conflict');

      await expect(restoreBackup(archive, dataDir, { bucket: target.settings })).rejects.toThrow(
        `already holds other bytes under 1 of the archive's document names`,
      );

      expect(existsSync(dataDir)).toBe(false);
      for (const key of keys.slice(1)) expect(await store.has(key)).toBe(false);
      const kept = await store.client.send(
        new GetObjectCommand({ Bucket: target.settings.bucket, Key: `documents/${taken}` }),
      );
      expect(await kept.Body?.transformToString()).toBe('other');
    } finally {
      await target.close();
    }
  });
});
