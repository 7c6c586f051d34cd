import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { insertApplications } from '../../../tests/factories/application.factory.ts';
import { signInAsAdmin } from '../../../tests/support/admin-session.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { indexTrigramsOf, likePattern, postgresPageOfFewMatches } from './applications-admin.repository.ts';

/**
 * PostgreSQL looks a long run of letters or digits up by a few of its trigrams, spread along it,
 * and checks the word whole after (postgresWordMatch): the answer must be the word's, on both
 * databases.
 */
describe('the trigrams a long run is looked up by', () => {
  test('a run shorter than six is looked up whole', () => {
    for (const run of ['a', 'ab', 'wei', 'gill', 'dhill']) expect(indexTrigramsOf(run)).toEqual([run]);
  });

  test('a longer run by trigrams side by side, from its first three characters to its last three', () => {
    expect(indexTrigramsOf('rodrigues')).toEqual(['rod', 'rig', 'ues']);
    expect(indexTrigramsOf('marrowby')).toEqual(['mar', 'wby']);
    expect(indexTrigramsOf('lévesque')).toEqual(['lév', 'que']);
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMN';
    for (let length = 6; length <= alphabet.length; length++) {
      const run = alphabet.slice(0, length);
      const trigrams = indexTrigramsOf(run);
      const starts = trigrams.map((trigram) => run.indexOf(trigram));
      expect(trigrams, run).toHaveLength(Math.floor(length / 3));
      expect(trigrams.every((trigram) => trigram.length === 3)).toBe(true);
      expect(starts[0], run).toBe(0);
      expect(starts.at(-1), run).toBe(length - 3);
      // In order and apart, so a `%`-joined pattern of them matches the run itself.
      for (let index = 1; index < starts.length; index++) {
        expect(starts[index]! - starts[index - 1]!, run).toBeGreaterThanOrEqual(3);
      }
    }
  });

  test('characters outside the basic plane count as one', () => {
    expect(indexTrigramsOf('𝔞𝔟𝔠𝔡𝔢𝔣')).toEqual(['𝔞𝔟𝔠', '𝔡𝔢𝔣']);
  });
});

describe(`long words searched on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let search: (text: string) => Promise<string[]>;

  /** Each application's last name is its key; the other fields hold none of the words searched. */
  const PEOPLE = [
    { firstName: 'Wei', lastName: 'Rodrigues' },
    // `rod`, `rig` and `ues` in order, `rodrigues` nowhere: the word check must turn it away.
    { firstName: 'Rodolfo', lastName: 'Brigues' },
    { firstName: 'Anne', lastName: 'Lévesque-Côté' },
    { firstName: 'Chidi', lastName: 'Okafor' },
    { firstName: 'Ines', lastName: 'Vandermeulenbroek' },
    { firstName: 'Nikos', lastName: 'Κωστόπουλος' },
  ] as const;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { headers } = await signInAsAdmin(testApp);
    await insertApplications(testApp.database.db, {
      count: PEOPLE.length,
      dataEncryptionKey: testApp.app.secrets.dataEncryptionKey,
      overrides: (index) => ({
        ...PEOPLE[index],
        middleName: '',
        email: `person${index}@example.com`,
        referenceCompanies: ['Acme Co.', 'Zenith Inc.'],
      }),
    });
    search = async (text) => {
      const query = new URLSearchParams({ search: text, skip: '0', take: '10' });
      const response = await testApp.app.inject({ method: 'GET', url: `${ADMIN_API.list}?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ data: Array<{ lastName: string }> }>()
        .data.map((row) => row.lastName)
        .sort();
    };
  });
  afterAll(async () => {
    await testApp.close();
  });

  test('a long word finds the texts that hold it, not those that hold its trigrams apart', async () => {
    expect(await search('rodrigues')).toEqual(['Rodrigues']);
    expect(await search('Wei Rodrigues')).toEqual(['Rodrigues']);
    expect(await search('drigue')).toEqual(['Rodrigues']);
    expect(await search('rigues')).toEqual(['Brigues', 'Rodrigues']);
    expect(await search('rodolfo')).toEqual(['Brigues']);
    expect(await search('rodrigue5')).toEqual([]);
  });

  test('a word with a capital sigma is looked up whole, never cut where a sigma could be lowered as final', async () => {
    expect(await search('ΚΩΣΤΌΠΟΥΛΟ')).toEqual(['Κωστόπουλος']);
    // Under ICU, `lower('ΚΩΣ')` is `κως`, which `κωστόπουλος` does not hold: no piece may end there.
    const word = 'ΚΩΣΤΌΠΟΥΛΟ';
    const { parameters } = postgresPageOfFewMatches({ searchWords: [word] }, { skip: 0, take: 10 }).compile(
      testApp.database.db,
    );
    const patterns = parameters.filter((parameter) => typeof parameter === 'string' && parameter.startsWith('%'));
    expect(patterns.length).toBeGreaterThan(0);
    expect(new Set(patterns)).toEqual(new Set([likePattern(word)]));
  });

  test('a word of exactly six, a very long one, its middle, and letters with accents', async () => {
    expect(await search('okafor')).toEqual(['Okafor']);
    expect(await search('vandermeulenbroek')).toEqual(['Vandermeulenbroek']);
    expect(await search('dermeulenbro')).toEqual(['Vandermeulenbroek']);
    expect(await search('vandermeulenbroeks')).toEqual([]);
    expect(await search('lévesque-côté')).toEqual(['Lévesque-Côté']);
    expect(await search('lévesque')).toEqual(['Lévesque-Côté']);
    expect(await search('levesque')).toEqual([]);
  });
});
