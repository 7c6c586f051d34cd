import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import * as searchPendingList from '../../db/migrations/0020-search-pending-list.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * Migration 0020 (ADR 052): PostgreSQL's trigram indexes keep at most 256 kB of new texts apart,
 * since every search reads all of it. SQLite's FTS5 index has no such list, and the migration
 * leaves its schema as it was.
 */
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const TRIGRAM_INDEXES = ['application_search_body_trgm_idx', 'application_search_recent_body_trgm_idx'];

describe(`the search texts' pending list on ${TEST_DATABASE_KIND}`, () => {
  test('each trigram index keeps 256 kB apart at most, back to the default when migrated down', async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    if (TEST_DATABASE_KIND === 'sqlite') {
      const schema = async () =>
        (await sql`select type, name, sql from sqlite_master order by type, name`.execute(db)).rows;
      const before = await schema();
      await searchPendingList.down(db);
      await searchPendingList.up(db);
      expect(await schema()).toEqual(before);
      return;
    }
    const pendingListLimits = async () =>
      (
        await sql<{ relname: string; limit_kb: string | null }>`select c.relname,
            (select option_value from pg_options_to_table(c.reloptions)
              where option_name = 'gin_pending_list_limit') as limit_kb
          from pg_class c
          where c.relnamespace = current_schema()::regnamespace and c.relname in (${sql.join(TRIGRAM_INDEXES)})
          order by c.relname`.execute(db)
      ).rows;
    const each = (limitKb: string | null) => TRIGRAM_INDEXES.map((relname) => ({ relname, limit_kb: limitKb }));

    expect(await pendingListLimits()).toEqual(each('256'));
    await searchPendingList.down(db);
    expect(await pendingListLimits()).toEqual(each(null));
    await searchPendingList.up(db);
    expect(await pendingListLimits()).toEqual(each('256'));
  });
});
