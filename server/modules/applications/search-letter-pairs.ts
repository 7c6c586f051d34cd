/**
 * The pairs of letters a search asks PostgreSQL's index for, beside the trigrams (migration 0022,
 * ADR 054). pg_trgm finds no trigram inside a word of two letters, so `jean li` was looked up by
 * `jean` alone and every text holding `jean` was read to check for `li`; each search text now also
 * lists its pairs of ASCII letters and digits, in the same GIN index.
 */

const LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/gu;
/** A search word's runs of letters or digits, as typed (`w.marrowby-17` → `w`, `marrowby`, `17`). */
export function runsOf(word: string): string[] {
  return word.match(LETTERS_OR_DIGITS) ?? [];
}

/** What the search texts' pairs are made of (migration 0022): anything else makes none. */
const ASCII_PAIR = /^[a-z0-9]{2}$/i;

/**
 * Each distinct run of exactly two ASCII letters or digits among the words, as typed, when some
 * run of three or more gives the index trigrams to start from; else none. The database lower-cases
 * and numbers them with the function that numbers the texts' own pairs (postgresMatches). The
 * index reads the whole list of texts of a pair it is asked for unless another key narrows it:
 * `li` alone is in about a quarter of the texts, and the scan that stops at the first matches
 * (ADR 048) serves it better. Every text that holds a word holds each of its pairs, so asking for
 * them loses no match.
 */
export function indexedLetterPairs(words: readonly string[]): string[] {
  const runs = words.flatMap(runsOf);
  if (!runs.some((run) => Array.from(run).length >= 3)) return [];
  return [...new Set(runs.filter((run) => ASCII_PAIR.test(run)))].sort();
}
