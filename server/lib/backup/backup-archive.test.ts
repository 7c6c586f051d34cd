import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

/**
 * The archive in-process on each database. On PostgreSQL it pairs with a pg_dump (docs/operations.md): it holds the documents the
 * database refers to and the manifest, and restores them checked into an empty folder.
 */
let testApp: TestApp | undefined;
const temporaryDirs: string[] = [];
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

if (TEST_DATABASE_KIND === 'postgres') {
  test('a PostgreSQL backup holds every document the database refers to, and restores them checked', async () => {
    testApp = await createTestApp();
    const t = testApp;
    await uploadAllDocuments(t.app);
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]
      ?.schema;
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${schema}`);
    const config = { ...t.config, database: { kind: 'postgres' as const, url: url.toString() } };
    const out = mkdtempSync(join(tmpdir(), 'yard-pg-backup-'));
    temporaryDirs.push(out);

    const manifest = await createBackup(config, join(out, 'yard.tar.gz'));

    const keys = (await t.database.db.selectFrom('documents').select('storage_key').execute()).map(
      (row) => row.storage_key,
    );
    expect(keys).toHaveLength(5);
    expect(manifest).toMatchObject({ database: 'postgres', missingDocuments: [] });
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      keys.map((key) => `documents/${key.slice(0, 2)}/${key}`).sort(),
    );

    const restored = join(out, 'restored');
    await restoreBackup(join(out, 'yard.tar.gz'), restored);
    for (const key of keys) {
      const relative = join('documents', key.slice(0, 2), key);
      expect(readFileSync(join(restored, relative)).equals(readFileSync(join(t.dataDir, relative)))).toBe(true);
    }
  });
}

if (TEST_DATABASE_KIND === 'sqlite') {
  test('a SQLite backup holds the database snapshot and every document it refers to, and restores them checked', async () => {
    testApp = await createTestApp();
    const t = testApp;
    await uploadAllDocuments(t.app);
    const out = mkdtempSync(join(tmpdir(), 'yard-sqlite-backup-'));
    temporaryDirs.push(out);

    const manifest = await createBackup(t.config, join(out, 'yard.tar.gz'));

    const keys = (await t.database.db.selectFrom('documents').select('storage_key').execute()).map(
      (row) => row.storage_key,
    );
    expect(manifest).toMatchObject({ database: 'sqlite', missingDocuments: [] });
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      ['app.sqlite', ...keys.map((key) => `documents/${key.slice(0, 2)}/${key}`)].sort(),
    );
    const restored = join(out, 'restored');
    await restoreBackup(join(out, 'yard.tar.gz'), restored);
    for (const key of keys) {
      const relative = join('documents', key.slice(0, 2), key);
      expect(readFileSync(join(restored, relative)).equals(readFileSync(join(t.dataDir, relative)))).toBe(true);
    }
  });
}
