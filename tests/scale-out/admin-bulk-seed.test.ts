import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API, ApplicationDetailsSchema, ApplicationListSchema } from '../../domain/admin.schema.ts';
import { DOCUMENT_KINDS } from '../../domain/documents.ts';
import { seedApplicationsInBulk } from '../../bench/admin-seed-postgres.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { signInAsAdmin } from '../support/admin-session.ts';
import { uploadAllDocuments } from '../support/documents.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The admin bench fills PostgreSQL set-based (bench/admin-seed-postgres.ts), writing the search
 * texts in one statement, so what it measures must be what the app would have stored: every search
 * text exactly what a booking writes, every search answered as a scan of the rows answers it,
 * every list item and details answer in the shape of a booking made through the wizard's endpoint.
 * PostgreSQL only (the seed is PostgreSQL's): this folder runs in the test command's PostgreSQL pass.
 */
const SEEDED = 240;

describe('the bench seed on PostgreSQL stores what the app stores', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let seeded: { pending: number; sampleIds: number[] };
  let bookedId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ headers } = await signInAsAdmin(t));
    seeded = await seedApplicationsInBulk(t.database.db, {
      count: SEEDED,
      dataEncryptionKey: t.app.secrets.dataEncryptionKey,
      newestAt: new Date('2026-11-20T15:00:00.000Z'),
    });
    // Booked after the seed, which rebuilt the search index: this one's text goes into it.
    const booking = createBookingInput(
      { personalInfo: { firstName: 'Quillon', lastName: 'Stoddart', email: 'q.stoddart@example.com' } },
      await uploadAllDocuments(t.app),
    );
    const response = await t.app.inject({ method: 'POST', url: ADMIN_API_BOOKING, payload: booking });
    expect(response.statusCode).toBe(200);
    bookedId = response.json<{ id: number }>().id;
  });
  afterAll(async () => {
    await t.close();
  });

  test('every application has one search text, the very text a booking writes for it', async () => {
    const before = await searchTexts();
    expect(before).toHaveLength(SEEDED + 1);
    expect(before).toEqual(await searchTexts('application_search_texts'));
    // An update of a searched column makes each trigger rewrite its application's text.
    await sql`update applications set first_name = first_name`.execute(t.database.db);
    expect(await searchTexts()).toEqual(before);
    await sql`update application_references set company = company`.execute(t.database.db);
    expect(await searchTexts()).toEqual(before);
    const ids = await t.database.db.selectFrom('applications').select('id').orderBy('id').execute();
    expect(before.map((row) => row.application_id)).toEqual(ids.map((row) => row.id));
  });

  test('a name, an e-mail part, a phone, a company, a common word and an unknown one find what a scan finds', async () => {
    const person = await t.database.db
      .selectFrom('applications')
      .select(['id', 'first_name', 'last_name', 'email', 'phone_number', 'reference'])
      .where('id', '=', seeded.sampleIds[SEEDED / 2] ?? 0)
      .executeTakeFirstOrThrow();
    const searches = [
      `${person.first_name} ${person.last_name}`,
      person.email.slice(0, person.email.indexOf('@')),
      person.phone_number,
      person.reference.toLowerCase(),
      'logistics',
      'gill',
      'stoddart',
      // U is not in the references' alphabet, so no seeded reference can read it.
      'qzxu',
    ];
    const found: Record<string, number[]> = {};
    for (const search of searches) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${ADMIN_API.list}?skip=0&take=100&search=${encodeURIComponent(search)}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const list = ApplicationListSchema.parse(response.json());
      const scanned = await scan(search.split(' '));
      expect(list.count, search).toBe(scanned.length);
      found[search] = list.data.map((item) => item.id);
      expect(found[search], search).toEqual(scanned.slice(0, 100));
    }
    expect(found[`${person.first_name} ${person.last_name}`]).toContain(person.id);
    expect(found[person.reference.toLowerCase()]).toEqual([person.id]);
    expect(found.stoddart).toEqual([bookedId]);
    expect(found.logistics?.length).toBeGreaterThan(10);
    expect(found.qzxu).toEqual([]);
  });

  test('a seeded application is listed and detailed in the same shape as a booked one', async () => {
    const list = ApplicationListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?skip=0&take=100`, headers })).json(),
    );
    // A pending one, as the booking is: a decision adds its date and reason to the answer.
    const seededItem = list.data.find((item) => item.id !== bookedId && item.status === 'Pending');
    const seededId = seededItem?.id ?? 0;
    const bookedItem = list.data.find((item) => item.id === bookedId);
    expect(seededItem).toBeDefined();
    expect(shapeOf(seededItem)).toEqual(shapeOf(bookedItem));
    for (const document of DOCUMENT_KINDS) expect(seededItem?.personalInfo[document.field]).toMatch(/^http/);
    expect(seededItem?.references).toHaveLength(2);
    expect(seededItem?.previousLandlords).toHaveLength(3);

    const details = await Promise.all(
      [seededId, bookedId].map(async (id) => {
        const response = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers });
        expect(response.statusCode).toBe(200);
        return ApplicationDetailsSchema.parse(response.json());
      }),
    );
    // The seed stores a third of its documents as PDFs, which have no thumbnail: compare an image
    // with an image (the booking uploaded JPEGs).
    const imagesFirst = details.map((detail) => ({
      ...detail,
      documents: detail.documents.toSorted(
        (a, b) => Number(a.contentType === 'application/pdf') - Number(b.contentType === 'application/pdf'),
      ),
    }));
    expect(shapeOf(imagesFirst[0])).toEqual(shapeOf(imagesFirst[1]));
  });

  /**
   * Each application's search text as stored, or as migration 0023's view writes it (`table`), its
   * lines after the first sorted: the view joins the companies in the order the rows are read
   * (string_agg without an order), which may change when a reference row is rewritten; a search
   * word never spans two lines, so the order finds nothing else.
   */
  async function searchTexts(table: 'application_search' | 'application_search_texts' = 'application_search') {
    const { rows } = await sql<{
      application_id: number;
      body: string;
    }>`select application_id, body from ${sql.table(table)} order by application_id`.execute(t.database.db);
    return rows.map(({ application_id, body }) => {
      const [fields, ...companies] = body.split('\n');
      return { application_id, fields, companies: companies.sort() };
    });
  }

  /**
   * The search as a plain scan, without the trigram index: every word inside one field of the row or a reference's
   * company; newest first, as the list orders.
   */
  async function scan(words: string[]): Promise<number[]> {
    let query = t.database.db.selectFrom('applications').select('applications.id');
    for (const word of words) {
      const pattern = `%${word.toLowerCase()}%`;
      query = query.where((eb) =>
        eb.or([
          ...(['first_name', 'middle_name', 'last_name', 'email', 'phone_number', 'reference'] as const).map((column) =>
            eb(eb.fn('lower', [`applications.${column}`]), 'like', pattern),
          ),
          eb.exists(
            eb
              .selectFrom('application_references')
              .select('application_references.id')
              .whereRef('application_references.application_id', '=', 'applications.id')
              .where((inner) => inner(inner.fn('lower', ['application_references.company']), 'like', pattern)),
          ),
        ]),
      );
    }
    const rows = await query.orderBy('applications.created_at', 'desc').orderBy('applications.id', 'desc').execute();
    return rows.map((row) => row.id);
  }
});

const ADMIN_API_BOOKING = '/api/ApplicationFormData/CreateApplicationForm';

/** Every key, nested, with the type of each leaf: what two answers share when shaped alike. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  return value === null ? 'null' : typeof value;
}
