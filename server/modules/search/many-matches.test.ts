import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STATUS_CODES } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { expectPagesOfFullRead, readContextOf } from '../../../tests/support/search-pages.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * Words in far more applications than a search lists, and in older ones only: each page must be
 * the slice of a full ordered read, on both databases.
 */
const APPLICATIONS = 2_600;
/** Three applications a minute: ties in date, broken by id, as the list orders them. */
const SAME_MINUTE = 3;
const NEWEST_AT = Date.parse('2026-11-21T09:00:00.000Z');
const MINUTE = 60_000;
/** Nine in ten pending: 2,340 of them, more than twice the cap. */
const statusOf = (index: number) => (index % 10 === 0 ? 'accepted' : 'pending');
/** In every application. */
const EVERYWHERE = 'Marrowby';
/** In the e-mail of one application in four: `_`, `%` and a backslash, which a `like` must escape. */
const ODD_EMAIL_EVERY = 4;
const oddEmail = (index: number) => `Pat_O%K\\${index}@yard.example`;
/** In five applications of eight: 1,625. */
const FIVE_IN_EIGHT = 'Quennevar';
const withFiveInEight = (index: number) => index % 8 < 5;
/** In the 1,300 oldest applications: none among the newest 1,300. */
const OLDER_ONLY = 'Oldharbour';
const withOlderOnly = (index: number) => index >= 1_300;

describe(`pages of searches with many more matches than the cap on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let ordered: Array<{ id: number; status: string; email: string; firstName: string; lastName: string }>;
  const db = () => testApp.database.db;

  beforeAll(async () => {
    testApp = await createTestApp();
    await insertApplications(db(), {
      count: APPLICATIONS,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        createdAt: new Date(NEWEST_AT - Math.floor(index / SAME_MINUTE) * MINUTE).toISOString(),
        status: statusOf(index),
        middleName: EVERYWHERE,
        email: index % ODD_EMAIL_EVERY === 0 ? oddEmail(index) : undefined,
        ...(withFiveInEight(index) && { lastName: FIVE_IN_EIGHT }),
        ...(withOlderOnly(index) && { firstName: OLDER_ONLY }),
      }),
    });
    const rows = await db()
      .selectFrom('applications')
      .select(['id', 'status', 'email', 'first_name', 'last_name'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    ordered = rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
    }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const context = () => readContextOf(testApp);

  test('every page of a word in every application is the newest matches, in list order', async () => {
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE,
      ordered.map((row) => row.id),
    );
  });

  test('with a status, every page holds only applications of that status, in list order', async () => {
    await expectPagesOfFullRead(
      context(),
      EVERYWHERE,
      ordered.filter((row) => row.status === 'pending').map((row) => row.id),
      STATUS_CODES.pending,
    );
  });

  test('every page of a word in five applications of eight, and of one in the oldest only, is the newest matches', async () => {
    await expectPagesOfFullRead(
      context(),
      FIVE_IN_EIGHT,
      ordered.filter((row) => row.lastName === FIVE_IN_EIGHT).map((row) => row.id),
    );
    await expectPagesOfFullRead(
      context(),
      OLDER_ONLY,
      ordered.filter((row) => row.firstName === OLDER_ONLY).map((row) => row.id),
    );
  });

  test('`%`, `_` and a backslash are searched as themselves, and case is folded', async () => {
    /** Newest first, those whose e-mail holds the word, whatever its case. */
    const withWord = (word: string) =>
      ordered.filter((row) => row.email.toLowerCase().includes(word.toLowerCase())).map((row) => row.id);
    for (const word of ['pat_o%k\\', 'PAT_O%K\\2', '_o%', 'k\\1']) {
      const ids = withWord(word);
      expect(ids.length, word).toBeGreaterThan(10);
      await expectPagesOfFullRead(context(), word, ids);
    }
    await expectPagesOfFullRead(context(), 'marrowby pat_o%k\\', withWord('pat_o%k\\'));
    await expectPagesOfFullRead(
      context(),
      'MARROWBY',
      ordered.map((row) => row.id),
    );
    // As wildcards, `_` and `%` would match these; as themselves, nothing holds them.
    for (const word of ['marr_wby', 'marr%by', 'patxo']) await expectPagesOfFullRead(context(), word, []);
  });
});
