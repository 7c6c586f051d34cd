import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { createTestDatabase, TEST_DATABASE_KIND } from '../../tests/support/test-app.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Every server test migrates a database of its own while other test files, in other workers, drop
 * theirs. On PostgreSQL those are schemas of one database, and a migration that looked at other
 * schemas failed now and then with `schema "test_…" does not exist`, naming a schema that was being
 * dropped at that moment.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDatabase() {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-migrate-'));
  const { handle, drop } = await createTestDatabase(dataDir);
  return {
    handle,
    async dispose() {
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another test's life, again and again: a database with a table, dropped at once. */
async function churn(until: { done: boolean }): Promise<number> {
  let dropped = 0;
  while (!until.done) {
    const other = await freshDatabase();
    await other.handle.db.schema
      .createTable('other')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .execute();
    await other.dispose();
    dropped += 1;
  }
  return dropped;
}

test(`migrations succeed while other databases are created and dropped at the same time (${TEST_DATABASE_KIND})`, async () => {
  const until = { done: false };
  const churners = [churn(until), churn(until)];
  const failures: string[] = [];
  try {
    // About a third of these failed before the migrator stopped looking at other schemas.
    for (let run = 0; run < 12; run += 1) {
      const mine = await freshDatabase();
      try {
        await migrateToLatest(mine.handle.db);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      } finally {
        await mine.dispose();
      }
    }
  } finally {
    until.done = true;
  }
  const dropped = (await Promise.all(churners)).reduce((sum, count) => sum + count, 0);
  expect(failures).toEqual([]);
  expect(dropped).toBeGreaterThan(0);
}, 180_000);

test(`a second migration finds the database up to date and keeps its data (${TEST_DATABASE_KIND})`, async () => {
  const mine = await freshDatabase();
  cleanups.push(() => mine.dispose());
  await migrateToLatest(mine.handle.db);
  const before = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(mine.handle.db);
  await migrateToLatest(mine.handle.db);
  const after = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(mine.handle.db);
  expect(after.rows).toEqual(before.rows);
  expect(after.rows.length).toBeGreaterThan(0);
});
