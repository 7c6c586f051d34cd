import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastNameSearchApp } from '../../../tests/support/last-name-search.ts';
import { TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * A long word, one with accents, and one in Greek: each finds the texts that hold it whole, not
 * those that hold its trigrams apart, on both databases.
 */
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
    ({ testApp, search } = await lastNameSearchApp(PEOPLE));
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Each search with the last names it must find. */
  async function expectFound(cases: ReadonlyArray<readonly [string, readonly string[]]>) {
    for (const [text, lastNames] of cases) expect(await search(text), text).toEqual(lastNames);
  }
  const LONG_WORDS = [
    ['rodrigues', ['Rodrigues']],
    ['Wei Rodrigues', ['Rodrigues']],
    ['drigue', ['Rodrigues']],
    ['rigues', ['Brigues', 'Rodrigues']],
    ['rodolfo', ['Brigues']],
    ['rodrigue5', []],
  ] as const;
  const SIX_AND_LONGER = [
    ['okafor', ['Okafor']],
    ['vandermeulenbroek', ['Vandermeulenbroek']],
    ['dermeulenbro', ['Vandermeulenbroek']],
    ['vandermeulenbroeks', []],
    ['lévesque-côté', ['Lévesque-Côté']],
    ['lévesque', ['Lévesque-Côté']],
    ['levesque', []],
  ] as const;

  test('a long word finds the texts that hold it, not those that hold its trigrams apart', async () => {
    await expectFound(LONG_WORDS);
  });

  test('a word with a capital sigma finds the text that holds it, whatever the case', async () => {
    expect(await search('ΚΩΣΤΌΠΟΥΛΟ')).toEqual(['Κωστόπουλος']);
  });

  test('a word of exactly six, a very long one, its middle, and letters with accents', async () => {
    await expectFound(SIX_AND_LONGER);
  });
});
