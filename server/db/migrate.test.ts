import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { createScratchDatabase, TEST_DATABASE_KIND } from '../../tests/support/test-app.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';

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

test(`a database that records a migration this code does not know is refused, not taken as up to date (${TEST_DATABASE_KIND})`, async () => {
  const mine = await createScratchDatabase();
  cleanups.push(() => mine.dispose());
  await migrateToLatest(mine.handle.db);
  // As if a newer release had migrated this database and this one was started on it afterwards.
  const newest = await sql<{ name: string }>`select name from kysely_migration order by name desc`.execute(
    mine.handle.db,
  );
  const last = newest.rows[0]?.name ?? '';
  await sql`update kysely_migration set name = ${'9999-from-a-newer-release'} where name = ${last}`.execute(
    mine.handle.db,
  );
  await expect(migrateToLatest(mine.handle.db)).rejects.toThrow(/9999-from-a-newer-release/);
});

test(`a database without the newest migration gets it (${TEST_DATABASE_KIND})`, async () => {
  const mine = await createScratchDatabase();
  cleanups.push(() => mine.dispose());
  await migrateToLatest(mine.handle.db);
  const all = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(mine.handle.db);
  const newest = all.rows.at(-1)?.name ?? '';
  await migrateTo(mine.handle.db, all.rows.at(-2)?.name ?? '');
  const before = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(mine.handle.db);
  expect(before.rows.map((row) => row.name)).not.toContain(newest);
  await migrateToLatest(mine.handle.db);
  const after = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(mine.handle.db);
  expect(after.rows).toEqual(all.rows);
});

test(`documents keep one index that leads with the application, and going back restores the second (${TEST_DATABASE_KIND})`, async () => {
  const mine = await createScratchDatabase();
  cleanups.push(() => mine.dispose());
  await migrateToLatest(mine.handle.db);
  const byApplication = () =>
    indexesOfDocuments(mine.handle.db).then((names) =>
      names.filter((name) => name.startsWith('documents_application')),
    );
  expect(await byApplication()).toEqual(['documents_application_kind_idx']);
  await migrateTo(mine.handle.db, '0033-access-passes');
  expect(await byApplication()).toEqual(['documents_application_idx', 'documents_application_kind_idx']);
});

async function indexesOfDocuments(db: Parameters<typeof migrateToLatest>[0]): Promise<string[]> {
  const { rows } =
    TEST_DATABASE_KIND === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = 'documents'`.execute(db)
      : await sql<{ name: string }>`select name from pragma_index_list('documents')`.execute(db);
  return rows.map((row) => row.name).sort();
}
