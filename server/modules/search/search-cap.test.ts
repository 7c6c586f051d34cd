import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STATUS_CODES } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { expectPagesOfFullRead, readContextOf } from '../../../tests/support/search-pages.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { SEARCH_MATCH_CAP } from '../search/search.repository.ts';

/**
 * Words in more applications than a search lists, in about as many, and in fewer: each page must
 * be the slice of a full ordered read, and the count say whether there are more, on both databases.
 */
const APPLICATIONS = 1_700;
/** Three applications a minute: ties in date, broken by id, as the list orders them. */
const SAME_MINUTE = 3;
/** The newest 1,401: a word in three in ten of them is in 980, fewer than the cap. */
const NEWEST = 1_401;
const NEWEST_AT = Date.parse('2026-11-20T15:00:00.000Z');
const MINUTE = 60_000;
/** A quarter accepted: 1,275 pending, more than the cap. */
const statusOf = (index: number) => (index % 4 === 0 ? 'accepted' : 'pending');
/** In every application, pending ones too more than the cap. */
const EVERYWHERE = 'Brannoch';
/** In every application but three in ten of the newest: 980 of those, then the older ones. */
const NEARLY_EVERYWHERE = 'Tevlinski';
const withNearly = (index: number) => !(index < NEWEST && index % 10 < 3);
/** In the newest 1,000 and in every application older than the newest 1,401: more than the cap. */
const EXACTLY_THE_CAP = 'Qarsimbe';
const withExactly = (index: number) => index < SEARCH_MATCH_CAP || index >= NEWEST;

describe(`pages of searches with about as many matches as the cap on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let ordered: Array<{ id: number; status: string; firstName: string; lastName: string }>;
  const idsOf = (keep: (row: (typeof ordered)[number]) => boolean) => ordered.filter(keep).map((row) => row.id);

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(testApp.database.db, {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_MINUTE) * MINUTE).toISOString(),
        status: statusOf(index),
        middleName: EVERYWHERE,
        lastName: withNearly(index) ? NEARLY_EVERYWHERE : 'Okafor',
        firstName: withExactly(index) ? EXACTLY_THE_CAP : 'Ines',
      }),
    });
    const rows = await testApp.database.db
      .selectFrom('applications')
      .select(['id', 'status', 'first_name', 'last_name'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    ordered = rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      firstName: row.first_name,
      lastName: row.last_name,
    }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => readContextOf(testApp);

  test('a word in every application lists the newest 1,000 of its matches', async () => {
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE.toLowerCase(),
      idsOf(() => true),
    );
  });

  test('with a status, only applications of that status are listed and counted', async () => {
    const pending = idsOf((row) => row.status === 'pending');
    expect(pending.length).toBeGreaterThan(SEARCH_MATCH_CAP);
    await expectPagesOfFullRead(context(), EVERYWHERE, pending, STATUS_CODES.pending);
  });

  test('a word missing from some of the newest lists the older matches after them', async () => {
    await expectPagesOfFullRead(
      context(),
      NEARLY_EVERYWHERE,
      idsOf((row) => row.lastName === NEARLY_EVERYWHERE),
    );
  });

  test('a word in the newest 1,000 and in older ones is counted past them: there are more', async () => {
    const ids = idsOf((row) => row.firstName === EXACTLY_THE_CAP);
    expect(ids.length).toBe(SEARCH_MATCH_CAP + APPLICATIONS - NEWEST);
    await expectPagesOfFullRead(context(), EXACTLY_THE_CAP, ids);
  });

  test('a word of two letters, which has no trigram, finds the same', async () => {
    await expectPagesOfFullRead(
      context(),
      'qa',
      idsOf((row) => row.firstName === EXACTLY_THE_CAP),
    );
  });
});
