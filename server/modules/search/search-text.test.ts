import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import type { Database } from '../../db/database.ts';
import { migrateTo, migrateToLatest } from '../../db/migrate.ts';
import { insertApplication, insertApplications } from '../../../tests/factories/application.factory.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { signInAsAdmin } from '../../../tests/support/admin-session.ts';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import {
  createScratchDatabase,
  createTestApp,
  TEST_DATABASE_KIND,
  type TestApp,
} from '../../../tests/support/test-app.ts';
import { listApplications } from '../review/review.service.ts';

/**
 * Each application has one search text (migration 0023, ADR 057): written once by its booking,
 * after its references, rewritten when a searched field changes later, and written anew for the
 * applications stored before the migration.
 */
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(): Promise<TestApp> {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  return t;
}

/** Every search text, by application id. */
async function searchTexts(db: Kysely<Database>): Promise<Map<number, string>> {
  const key = TEST_DATABASE_KIND === 'postgres' ? sql`application_id` : sql`rowid`;
  const rows = await sql<{ id: number; body: string }>`select ${key} as id, body from application_search`.execute(db);
  return new Map(rows.rows.map((row) => [Number(row.id), row.body]));
}

/** PostgreSQL stores the text lower-cased; SQLite as typed (FTS5 folds case itself). */
const stored = (text: string) => (TEST_DATABASE_KIND === 'postgres' ? text.toLowerCase() : text);

/** The ids a search lists, newest first. */
async function found(db: Kysely<Database>, key: Buffer, search: string): Promise<number[]> {
  const list = await listApplications(
    { db, dataEncryptionKey: key, publicUrl: 'https://yard.example' },
    {
      skip: 0,
      take: 50,
      search,
    },
  );
  return list.data.map((item) => item.id);
}

describe(`the search text on ${TEST_DATABASE_KIND}`, () => {
  test("a booking writes one text: names, e-mail, phone, reference, the phone's digits, the references' companies", async () => {
    const t = await start();
    const booking = createBookingInput(
      {
        personalInfo: {
          firstName: 'Zebulon',
          middleName: 'Ignatius',
          lastName: 'Quartermaine',
          email: 'z.quartermaine@example.com',
          phoneNumber: '+1 (705) 555-0130',
        },
        references: [{ company: 'Frostbite Haulage Ltd.' }, { company: 'Ptarmigan Cartage Inc.' }],
      },
      await uploadAllDocuments(t.app),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CreateApplicationForm',
      payload: booking,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id, reference } = response.json<{ id: number; reference: string }>();

    const texts = await searchTexts(t.database.db);
    expect([...texts.keys()]).toEqual([id]);
    const [fields, digits, ...companies] = texts.get(id)!.split('\n');
    expect(fields).toBe(
      stored(`Zebulon Ignatius Quartermaine z.quartermaine@example.com +1 (705) 555-0130 ${reference}`),
    );
    expect(digits).toBe('7055550130');
    expect(companies.sort()).toEqual([stored('Frostbite Haulage Ltd.'), stored('Ptarmigan Cartage Inc.')]);

    const { headers } = await signInAsAdmin(t);
    for (const search of ['quartermaine', 'PTARMIGAN', reference.toLowerCase(), '705.555.0130', '(705) 555']) {
      const list = await t.app.inject({
        method: 'GET',
        url: `${ADMIN_API.list}?${new URLSearchParams({ search, skip: '0', take: '10' })}`,
        headers,
      });
      expect(
        list.json<{ data: Array<{ id: number }> }>().data.map((item) => item.id),
        search,
      ).toEqual([id]);
    }
  });

  test('a searched field changed later, or a reference changed or deleted, rewrites the text at once', async () => {
    const t = await start();
    const db = t.database.db;
    const key = t.app.secrets.dataEncryptionKey;
    const [other] = await insertApplications(db, { count: 1, dataEncryptionKey: key });
    const target = await insertApplication(db, key, {
      firstName: 'Ottoline',
      lastName: 'Marchbanks',
      email: 'om@example.com',
      referenceCompanies: ['Glacier Example Haulage', 'Tundra Sample Cartage'],
    });
    const before = await searchTexts(db);

    await db.updateTable('applications').set({ last_name: 'Featherstone' }).where('id', '=', target.id).execute();
    expect(await found(db, key, 'marchbanks')).toEqual([]);
    expect(await found(db, key, 'Ottoline Featherstone')).toEqual([target.id]);
    await db
      .updateTable('application_references')
      .set({ company: 'Permafrost Haulage' })
      .where('application_id', '=', target.id)
      .where('position', '=', 0)
      .execute();
    expect(await found(db, key, 'glacier')).toEqual([]);
    expect(await found(db, key, 'permafrost')).toEqual([target.id]);

    // As retention leaves an application: its personal fields emptied, its references deleted.
    await db
      .updateTable('applications')
      .set({ first_name: '', middle_name: '', last_name: '', email: '', phone_number: '' })
      .where('id', '=', target.id)
      .execute();
    await db.deleteFrom('application_references').where('application_id', '=', target.id).execute();
    const after = await searchTexts(db);
    expect(after.get(target.id)).toBe(stored(`     ${target.reference}\n\n`));
    for (const word of ['ottoline', 'featherstone', 'tundra', 'permafrost']) {
      expect(await found(db, key, word), word).toEqual([]);
    }
    expect(await found(db, key, target.reference)).toEqual([target.id]);
    // The other application's text is untouched; one text each, none left over.
    expect(after.get(other!.id)).toBe(before.get(other!.id));
    expect(after.size).toBe(2);

    await db.deleteFrom('applications').where('id', '=', target.id).execute();
    expect([...(await searchTexts(db)).keys()]).toEqual([other!.id]);
  });

  test('migration 0023 writes the texts of the applications stored before it, and drops what the old search needed', async () => {
    const scratch = await createScratchDatabase();
    cleanups.push(() => scratch.dispose());
    const db = scratch.handle.db;
    const key = randomBytes(32);
    await migrateTo(db, '0022-search-letter-pairs');
    const storedBefore = await insertApplications(db, {
      count: 30,
      dataEncryptionKey: key,
      overrides: (index) =>
        index === 7
          ? {
              firstName: 'Zebulon',
              lastName: 'Quartermaine',
              phoneNumber: '+1 (705) 555-0130',
              referenceCompanies: ['Frostbite Haulage Ltd.', 'Ptarmigan Cartage Inc.'],
            }
          : {},
      // Written by migration 0009's triggers, as a booking's were before 0023.
      writeSearchTexts: false,
    });
    await migrateToLatest(db);

    const needle = storedBefore[7]!.id;
    expect(await found(db, key, 'Quartermaine')).toEqual([needle]);
    expect(await found(db, key, 'frostbite')).toEqual([needle]);
    expect(await found(db, key, '705-555-0130')).toEqual([needle]);
    expect([...(await searchTexts(db)).keys()].sort((a, b) => a - b)).toEqual(
      storedBefore.map((row) => row.id).sort((a, b) => a - b),
    );

    // Only updates and deletes are left to triggers: an insert writes no text of its own, so the
    // factory's one write per application (as a booking's) meets no other.
    await insertApplications(db, { count: 3, dataEncryptionKey: key });
    expect((await searchTexts(db)).size).toBe(33);
    expect(await searchTriggers(db)).toEqual(
      TEST_DATABASE_KIND === 'postgres'
        ? ['application_search_from_application: UPDATE', 'application_search_from_reference: DELETE UPDATE']
        : [
            'application_search_after_delete',
            'application_search_after_update',
            'application_search_reference_delete',
            'application_search_reference_update',
          ],
    );
    if (TEST_DATABASE_KIND !== 'postgres') return;
    const gone = await sql<{ name: string; found: string | null }>`select name, to_regclass(name)::text as found
      from unnest(array['application_search_recent', 'application_search_window', 'search_trigram_shares',
        'applications_phone_digits_idx', 'applications_phone_digits_reversed_idx']) as name`.execute(db);
    expect(gone.rows.filter((row) => row.found !== null)).toEqual([]);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'application_search' order by column_name`.execute(db);
    expect(columns.rows.map((row) => row.column_name)).toEqual(['application_id', 'body', 'created_at']);
    // Each row carries its application's date, which a page of matches is sorted on.
    const undated = await sql<{ count: string }>`select count(*) as count from applications a
      left join application_search s on s.application_id = a.id
      where s.created_at is distinct from a.created_at`.execute(db);
    expect(Number(undated.rows[0]?.count)).toBe(0);
    const indexes = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where schemaname = current_schema() and tablename = 'application_search' order by indexname`.execute(db);
    expect(indexes.rows.map((row) => row.indexdef.replace(/ ON \S+\./, ' ON '))).toEqual([
      'CREATE INDEX application_search_body_trgm_idx ON application_search USING gin (body public.gin_trgm_ops)',
      'CREATE INDEX application_search_created_idx ON application_search USING btree (created_at DESC, application_id DESC)',
      'CREATE UNIQUE INDEX application_search_pkey ON application_search USING btree (application_id)',
    ]);
  });
});

/** The search texts' triggers, by name (with their events on PostgreSQL). */
async function searchTriggers(db: Kysely<Database>): Promise<string[]> {
  if (TEST_DATABASE_KIND === 'postgres') {
    const rows = await sql<{ name: string }>`select t.tgname || ': ' ||
        concat_ws(' ', case when t.tgtype & 8 <> 0 then 'DELETE' end, case when t.tgtype & 4 <> 0 then 'INSERT' end,
          case when t.tgtype & 16 <> 0 then 'UPDATE' end) as name
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace and t.tgname like 'application_search%'
      order by t.tgname`.execute(db);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ name: string }>`select name from sqlite_master
    where type = 'trigger' and name like 'application_search%' order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}
