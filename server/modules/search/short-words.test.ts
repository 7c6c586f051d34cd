import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastNameSearchApp } from '../../../tests/support/last-name-search.ts';
import { TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * A word of two letters has no trigram for the index to look up: it is checked on the texts that
 * hold the other words (on PostgreSQL by the index's recheck, on SQLite by `like`), and must find
 * what the words themselves find, wherever the two letters are.
 */
describe(`searches with words of two letters (${TEST_DATABASE_KIND})`, () => {
  let testApp: TestApp;
  let search: (text: string) => Promise<string[]>;
  const PEOPLE = [
    { firstName: 'Jean', lastName: 'Li' },
    { firstName: 'Jean', lastName: 'Olivier' },
    { firstName: 'Jeanne', lastName: 'Wu' },
    { firstName: 'Jean', lastName: 'Tremblay' },
    { firstName: 'Ali', lastName: 'Jeanson' },
    { firstName: 'Mei', lastName: 'Lévesque' },
    { firstName: 'Jo-Ann', lastName: 'Gill' },
  ] as const;

  beforeAll(async () => {
    ({ testApp, search } = await lastNameSearchApp(PEOPLE, {
      // Digits alone, so no phone or reference holds a pair of letters a case below looks for.
      overrides: (index) => ({ phoneNumber: '416-555-0100', reference: `BK-2345-678${index + 2}` }),
      take: 50,
    }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  test('a word of two letters beside a longer one finds the texts that hold both, wherever the two letters are', async () => {
    const cases = [
      // `li` as a name, inside `olivier`, and at the start of `ali`.
      ['jean li', ['Jeanson', 'Li', 'Olivier']],
      ['LI JEAN', ['Jeanson', 'Li', 'Olivier']],
      ['jeanne wu', ['Wu']],
      ['jean wu', ['Wu']],
      ['jean ay', ['Tremblay']],
      ['jo-ann gill', ['Gill']],
      ['jo gill', ['Gill']],
      ['jean zq', []],
      ['mei lé', ['Lévesque']],
      ['li', ['Jeanson', 'Li', 'Olivier']],
    ] as const;
    for (const [text, lastNames] of cases) expect(await search(text), text).toEqual(lastNames);
  });

  test('random words of two letters beside longer ones find exactly the texts that hold them all', async () => {
    const db = testApp.database.db;
    const key = TEST_DATABASE_KIND === 'postgres' ? sql`application_id` : sql`rowid`;
    const texts = await sql<{ last_name: string; body: string }>`select a.last_name, s.body
      from applications a join application_search s on s.${key} = a.id`.execute(db);
    const letters = 'abceijlnorsuwy';
    const longer = ['jean', 'acme', 'example', 'gill', 'son', 'ann'];
    for (let round = 0; round < 60; round += 1) {
      const pair = `${letters[randomInt(letters.length)]}${letters[randomInt(letters.length)]}`;
      const word = longer[randomInt(longer.length)]!;
      const expected = texts.rows
        .filter((row) => row.body.toLowerCase().includes(pair) && row.body.toLowerCase().includes(word))
        .map((row) => row.last_name)
        .sort();
      expect(await search(`${word} ${pair}`), `${word} ${pair}`).toEqual(expected);
    }
  });
});
