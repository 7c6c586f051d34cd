import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastNameSearchApp } from '../../../tests/support/last-name-search.ts';
import { indexPlanOf } from '../../../tests/support/query-plan.ts';
import { recordQueryValues } from '../../../tests/support/query-values.ts';
import { TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { postgresRecentFirstMatchRows } from './applications-admin.repository.ts';
import { indexedLetterPairs } from './search-letter-pairs.ts';

/** Migration 0022's number of a pair: 36 × the first's place in `0-9a-z` + the second's. */
const PAIR_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const letterPairCode = (pair: string) => 36 * PAIR_ALPHABET.indexOf(pair[0]!) + PAIR_ALPHABET.indexOf(pair[1]!);

/**
 * A word of two letters is asked of PostgreSQL's index as a pair (migration 0022, ADR 054): the
 * pairs asked, the pairs each search text holds, and the same answers as the words themselves give.
 */
describe('the pairs a search asks the index for', () => {
  test('each run of two ASCII letters or digits, as typed, once', () => {
    expect(indexedLetterPairs(['jean', 'li'])).toEqual(['li']);
    expect(indexedLetterPairs(['Jean', 'LI'])).toEqual(['LI']);
    expect(indexedLetterPairs(['li', 'Jean', 'wu', 'li'])).toEqual(['li', 'wu']);
    // Runs inside a word with other characters: `jo` of `jo-ann`, `17` of an e-mail.
    expect(indexedLetterPairs(['jo-ann'])).toEqual(['jo']);
    expect(indexedLetterPairs(['w.marrowby-17@example'])).toEqual(['17']);
  });

  test('none for a run of one letter, of three or more, or with a letter outside ASCII', () => {
    expect(indexedLetterPairs(['jean', 'j'])).toEqual([]);
    expect(indexedLetterPairs(['jean', 'lin'])).toEqual([]);
    expect(indexedLetterPairs(['jean', 'lé'])).toEqual([]);
    expect(indexedLetterPairs(['jean', '𝔞𝔟'])).toEqual([]);
  });

  test('none when no run of three or more gives the index trigrams to start from', () => {
    expect(indexedLetterPairs(['li'])).toEqual([]);
    expect(indexedLetterPairs(['li', 'wu'])).toEqual([]);
    expect(indexedLetterPairs(['j.r', 'li'])).toEqual([]);
    // Three characters outside the basic plane make a run of three.
    expect(indexedLetterPairs(['𝔞𝔟𝔠', 'li'])).toEqual(['li']);
  });
});

describe(`searches with words of two letters (${TEST_DATABASE_KIND})`, () => {
  let testApp: TestApp;
  let search: (text: string) => Promise<string[]>;
  const queries = recordQueryValues();
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
      wrapDatabase: queries.wrapDatabase,
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

  if (TEST_DATABASE_KIND !== 'postgres') return;

  test('PostgreSQL asks its index for the pairs beside the trigrams, and for none without a longer word', async () => {
    // The pairs go to the database as one text of runs (a pattern or a word would hold more).
    const pairsAsked = async (text: string) => {
      queries.values.length = 0;
      await search(text);
      const runs = queries.values.filter(
        (value): value is string => typeof value === 'string' && /^[a-z0-9]{2}( [a-z0-9]{2})*$/i.test(value),
      );
      return [...new Set(runs)];
    };
    expect(await pairsAsked('Jean LI')).toEqual(['LI']);
    expect(await pairsAsked('Jean LI wu')).toEqual(['LI wu']);
    expect(await pairsAsked('li')).toEqual([]);
    expect(await pairsAsked('jean lé')).toEqual([]);

    const query = postgresRecentFirstMatchRows({ searchWords: ['jean', 'li'] }).compile(testApp.database.db);
    const plan = await indexPlanOf(testApp.database.db, query);
    // Both tables' indexes are asked for the pair with the words.
    for (const index of ['application_search_recent_body_trgm_idx', 'application_search_body_trgm_idx']) {
      expect(plan, plan).toMatch(
        new RegExp(
          `Bitmap Index Scan on ${index}\\n\\s*Index Cond: \\(\\(body ~~ '%jean%'::text\\) AND \\(body ~~ '%li%'::text\\) AND \\(pairs @> '\\{${letterPairCode('li')}\\}'::smallint\\[\\]\\)\\)`,
        ),
      );
    }
  });

  test('each search text lists its pairs of ASCII letters and digits, kept in step with the application', async () => {
    const db = testApp.database.db;
    // Of a lower-cased text, as the search texts are: `é` and Greek make no pair, nor does a single `x`.
    const lowered = await sql<{
      pairs: number[];
    }>`select application_search_pairs(lower(${'Jean-Li 41-5 JEAN.li@x.com\nAcme é Fr ΚΩ'})) as pairs`.execute(db);
    const expected = ['41', 'ac', 'an', 'cm', 'co', 'ea', 'fr', 'je', 'li', 'me', 'om'].map(letterPairCode);
    expect(lowered.rows[0]?.pairs).toEqual(expected.sort((a, b) => a - b));
    // Every pair there is, each with its own number.
    const everyPair = [...PAIR_ALPHABET].flatMap((first) => [...PAIR_ALPHABET].map((second) => `${first}${second}`));
    const all = await sql<{
      pairs: number[];
    }>`select application_search_pairs(${everyPair.join(' ')}) as pairs`.execute(db);
    expect(all.rows[0]?.pairs).toEqual(everyPair.map(letterPairCode));

    const [jean] = await sql<{ id: number }>`select id from applications where last_name = 'Li'`
      .execute(db)
      .then((result) => result.rows);
    const stored = async () => {
      const rows = await sql<{
        pairs: number[];
      }>`select pairs from application_search where application_id = ${jean!.id}
        union all select pairs from application_search_recent where application_id = ${jean!.id}`.execute(db);
      return rows.rows.map((row) => row.pairs);
    };
    const before = await stored();
    expect(before).toHaveLength(2);
    for (const pairs of before) {
      expect(pairs).toEqual(expect.arrayContaining(['je', 'ea', 'an', 'li', '41', '16'].map(letterPairCode)));
    }
    await sql`update applications set last_name = 'Qu' where id = ${jean!.id}`.execute(db);
    try {
      for (const pairs of await stored()) {
        expect(pairs).toContain(letterPairCode('qu'));
        expect(pairs).not.toContain(letterPairCode('li'));
      }
      expect(await search('jean li')).toEqual(['Jeanson', 'Olivier']);
    } finally {
      await sql`update applications set last_name = 'Li' where id = ${jean!.id}`.execute(db);
    }
  });

  test('random words of two letters beside longer ones find exactly the texts that hold them all', async () => {
    const db = testApp.database.db;
    const texts = await sql<{ last_name: string; body: string }>`select a.last_name, s.body
      from applications a join application_search s on s.application_id = a.id`.execute(db);
    const letters = 'abceijlnorsuwy';
    const longer = ['jean', 'acme', 'example', 'gill', 'son', 'ann'];
    for (let round = 0; round < 60; round += 1) {
      const pair = `${letters[randomInt(letters.length)]}${letters[randomInt(letters.length)]}`;
      const word = longer[randomInt(longer.length)]!;
      const expected = texts.rows
        .filter((row) => row.body.includes(pair) && row.body.includes(word))
        .map((row) => row.last_name)
        .sort();
      expect(await search(`${word} ${pair}`), `${word} ${pair}`).toEqual(expected);
    }
  });
});
