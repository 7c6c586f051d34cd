import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { lastNameSearchApp } from '../../../tests/support/last-name-search.ts';
import { recordQueryValues } from '../../../tests/support/query-values.ts';
import { TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import {
  COMMON_TRIGRAM_SHARE,
  indexTrigramsOf,
  likePattern,
  postgresPageOfFewMatches,
} from './applications-admin.repository.ts';

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

describe('the trigrams a run with a common one is looked up by', () => {
  const shares = (entries: Record<string, number>) => new Map(Object.entries(entries));

  test('its rarest trigram, and not the common ones beside it', () => {
    const counted = shares({ and: 0.207, ndr: 0.0285, dre: 0.0284, rei: 0.233 });
    expect(indexTrigramsOf('andrei', counted)).toEqual(['dre']);
    // Upper case is looked up lower-cased, as the shares are counted, and kept as typed.
    expect(indexTrigramsOf('ANDREI', counted)).toEqual(['DRE']);
    const tremblay = shares({ tre: 0.1507, rem: 0.1507, emb: 0.1505, mbl: 0.1506, bla: 0.1506, lay: 0.1506 });
    expect(indexTrigramsOf('tremblay', tremblay)).toEqual(['emb']);
    expect(indexTrigramsOf('gill', shares({ gil: 0.0202, ill: 0.287 }))).toEqual(['gil']);
  });

  test('and every rare one that fits beside those taken, rarest first, in the order of the run', () => {
    // `rod` is common; the others are not counted: rare, and taken from the run's start.
    expect(indexTrigramsOf('rodrigues', shares({ rod: 0.2 }))).toEqual(['odr', 'igu']);
    // Rarest first: `ues`, then `rig` beside it; the others overlap them, and `rod` is common.
    const counted = shares({ rod: 0.2, odr: 0.05, dri: 0.05, rig: 0.002, igu: 0.05, gue: 0.05, ues: 0.001 });
    expect(indexTrigramsOf('rodrigues', counted)).toEqual(['rig', 'ues']);
    // Rare is anything below the common share: `ano` (4.1 %) is taken beside `rom`, only `man` is not.
    expect(indexTrigramsOf('romano', shares({ rom: 0.021, oma: 0.072, man: 0.12, ano: 0.041 }))).toEqual([
      'rom',
      'ano',
    ]);
  });

  test('a run without a common trigram is looked up as without shares', () => {
    const rare = shares({ rod: 0.09, wei: 0.05, gil: 0.02, ill: 0.099 });
    for (const run of ['rodrigues', 'wei', 'gill', 'marrowby', 'ab']) {
      expect(indexTrigramsOf(run, rare), run).toEqual(indexTrigramsOf(run));
    }
  });

  test('whatever the shares, the pieces are trigrams of the run, in order and apart, never a common one beside another', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const letters = 'aeinorst';
    for (let round = 0; round < 500; round++) {
      const run = Array.from({ length: 3 + Math.floor(random() * 12) }, () => letters[Math.floor(random() * 8)]).join(
        '',
      );
      const counted = new Map<string, number>();
      for (let start = 0; start + 3 <= run.length; start++) {
        if (random() < 0.6) counted.set(run.slice(start, start + 3), random() * 0.3);
      }
      const pieces = indexTrigramsOf(run, counted);
      const common = (trigram: string) => (counted.get(trigram) ?? 0) >= COMMON_TRIGRAM_SHARE;
      expect(pieces.length, run).toBeGreaterThan(0);
      // A `%`-joined pattern of them matches the run itself.
      expect(new RegExp(pieces.join('.*')).test(run), `${run}: ${pieces.join(' ')}`).toBe(true);
      if (![...counted.keys()].some((trigram) => run.includes(trigram) && common(trigram))) continue;
      expect(pieces.every((piece) => piece.length === 3)).toBe(true);
      if (pieces.some(common)) {
        // Only when no trigram of the run is rare, and then its rarest alone.
        const least = Math.min(
          ...Array.from({ length: run.length - 2 }, (_, at) => counted.get(run.slice(at, at + 3)) ?? 0),
        );
        expect(pieces, run).toHaveLength(1);
        expect(counted.get(pieces[0]!), run).toBe(least);
      }
    }
  });
});

describe(`long words searched on ${TEST_DATABASE_KIND}`, () => {
  let testApp: TestApp;
  let search: (text: string) => Promise<string[]>;
  const queries = recordQueryValues();

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
    ({ testApp, search } = await lastNameSearchApp(PEOPLE, { wrapDatabase: queries.wrapDatabase }));
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
    await expectFound(SIX_AND_LONGER);
  });

  if (TEST_DATABASE_KIND !== 'postgres') return;

  test('once common trigrams are counted, the index is asked for rarer ones, and every word finds the same', async () => {
    const db = testApp.database.db;
    const shares = testApp.app.searchTrigramShares;
    // As if the daily count had found these in many texts (search-trigrams.ts).
    await sql`insert into search_trigram_shares (trigram, share)
      values ('rod', 0.3), ('wei', 0.2), ('ues', 0.05), ('oka', 0.4), ('van', 0.2), ('der', 0.3), ('que', 0.1)`.execute(
      db,
    );
    try {
      await shares.refresh();
      queries.values.length = 0;
      expect(await search('Wei Rodrigues')).toEqual(['Rodrigues']);
      const patterns = queries.values.filter((value) => typeof value === 'string' && value.startsWith('%'));
      // `Rodrigues` by its rarest trigrams that fit side by side; spread, it would be `%Rod%rig%ues%`.
      expect(patterns, patterns.join(' ')).toContain('%odr%igu%');
      expect(patterns, patterns.join(' ')).not.toContain('%Rod%rig%ues%');
      await expectFound([...LONG_WORDS, ...SIX_AND_LONGER]);
      // A short word with a common trigram is looked up by the others, then checked whole.
      const { parameters } = postgresPageOfFewMatches(
        { searchWords: ['Gill'], trigramShares: new Map([['ill', 0.29]]) },
        { skip: 0, take: 10 },
      ).compile(db);
      expect(parameters).toContain('%Gil%');
      expect(parameters).not.toContain('%Gill%');
    } finally {
      await sql`delete from search_trigram_shares`.execute(db);
      await shares.refresh();
    }
  });
});
