import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { createScratchDatabase, TEST_DATABASE_KIND } from '../../tests/support/test-app.ts';
import { migrateToLatest } from './migrate.ts';

/** migrate-schema-churn.test.ts (PostgreSQL only) runs migrations while other schemas come and go. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test(`a second migration finds the database up to date and keeps its data (${TEST_DATABASE_KIND})`, async () => {
  const mine = await createScratchDatabase();
  cleanups.push(() => mine.dispose());
  await migrateToLatest(mine.handle.db);
  const before = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(mine.handle.db);
  await migrateToLatest(mine.handle.db);
  const after = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(mine.handle.db);
  expect(after.rows).toEqual(before.rows);
  expect(after.rows.length).toBeGreaterThan(0);
});
