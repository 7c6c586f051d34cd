/**
 * The pairs of letters a search asks PostgreSQL's index for, beside the trigrams (migration 0022,
 * ADR 054). pg_trgm finds no trigram inside a word of two letters, so `jean li` was looked up by
 * `jean` alone and every text holding `jean` was read to check for `li`; each search text now also
 * lists its pairs of ASCII letters and digits, in the same GIN index.
 */

const RUN_OF_LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/gu;
/** Migration 0022's characters of a pair, in the order of their numbers. */
const PAIR_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
/** What the search texts' pairs are made of (migration 0022): anything else makes none. */
const ASCII_PAIR = /^[a-z0-9]{2}$/i;

/**
 * Each distinct run of exactly two ASCII letters or digits among the words, lower-cased, when some
 * run of three or more gives the index trigrams to start from; else none. The index reads the whole
 * list of texts of a pair it is asked for unless another key narrows it: `li` alone is in about a
 * quarter of the texts, and the scan that stops at the first matches (ADR 048) serves it better.
 * Every text that holds a word holds each of its pairs, so asking for them loses no match.
 */
export function indexedLetterPairs(words: readonly string[]): string[] {
  const runs = words.flatMap((word) => word.match(RUN_OF_LETTERS_OR_DIGITS) ?? []);
  if (!runs.some((run) => Array.from(run).length >= 3)) return [];
  const pairs = runs.filter((run) => ASCII_PAIR.test(run)).map((run) => run.toLowerCase());
  return [...new Set(pairs)].sort();
}

/**
 * A pair of lower-case ASCII letters or digits as the search texts list it (migration 0022): 36 ×
 * the first's place in PAIR_ALPHABET + the second's (`li` → 36 × 21 + 18 = 774).
 */
export function letterPairCode(pair: string): number {
  const [first, second] = [PAIR_ALPHABET.indexOf(pair[0] ?? ''), PAIR_ALPHABET.indexOf(pair[1] ?? '')];
  if (pair.length !== 2 || first < 0 || second < 0) throw new Error(`not a pair of ASCII letters or digits: ${pair}`);
  return 36 * first + second;
}
