import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as searchCreatedAt from '../../server/db/migrations/0015-search-created-at.ts';
import { insertApplications } from '../factories/application.factory.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Migration 0015 (PostgreSQL only, so in this folder's PostgreSQL pass): every search row carries
 * its application's `created_at`, filled for the rows already there and kept by the function that
 * writes the text, so a page of matches sorted on the search rows is the page sorted on the
 * applications (ADR 045).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const insert = (count: number, from: number) =>
  insertApplications(t.database.db, {
    count,
    dataEncryptionKey: t.app.secrets.dataEncryptionKey,
    overrides: (index) => ({ createdAt: new Date(Date.UTC(2026, 10, 1) + (from + index) * 61_000).toISOString() }),
  });

/** Search rows whose date is missing or differs from their application's. */
async function outOfStep(): Promise<number> {
  const result = await sql<{ count: string }>`select count(*) as count from applications a
    left join application_search s on s.application_id = a.id
    where s.created_at is distinct from a.created_at`.execute(t.database.db);
  return Number(result.rows[0]?.count);
}

test('the migration dates the search rows already stored, and new and rewritten rows keep their date', async () => {
  await searchCreatedAt.down(t.database.db);
  await insert(40, 0);
  const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'application_search'`.execute(t.database.db);
  // No date; the pairs of migration 0022, which came later, stay.
  expect(columns.rows.map((row) => row.column_name).sort()).toEqual(['application_id', 'body', 'pairs']);

  await searchCreatedAt.up(t.database.db);
  expect(await outOfStep()).toBe(0);

  await insert(25, 40);
  await t.database.db.updateTable('applications').set({ last_name: 'Renamed' }).where('id', '<=', 10).execute();
  expect(await outOfStep()).toBe(0);
  const dated = await sql<{ count: string }>`select count(*) as count from application_search`.execute(t.database.db);
  expect(Number(dated.rows[0]?.count)).toBe(65);
});
