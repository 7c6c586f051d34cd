import { expect, test } from 'vitest';
import { createScratchDatabase } from '../../tests/support/test-app.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Every server test migrates a database of its own while other test files, in other workers, drop
 * theirs. On PostgreSQL those are schemas of one database, and a migration that looked at other
 * schemas failed now and then with `schema "test_…" does not exist`, naming a schema that was being
 * dropped at that moment. PostgreSQL only (tests/support/database-free-tests.ts): on SQLite every
 * test has a file of its own, there is nothing another test can drop under a migration, so this
 * could not fail there.
 */

/** Another test's life, again and again: a database with a table, dropped at once. */
async function churn(until: { done: boolean }): Promise<number> {
  let dropped = 0;
  while (!until.done) {
    const other = await createScratchDatabase();
    await other.handle.db.schema
      .createTable('other')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .execute();
    await other.dispose();
    dropped += 1;
  }
  return dropped;
}

test(`migrations succeed while other databases are created and dropped at the same time (PostgreSQL)`, async () => {
  const until = { done: false };
  const churners = [churn(until), churn(until)];
  const failures: string[] = [];
  try {
    // About a third of these failed before the migrator stopped looking at other schemas.
    for (let run = 0; run < 12; run += 1) {
      const mine = await createScratchDatabase();
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
