import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type { MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import type * as ZxcvbnEnglish from '@zxcvbn-ts/language-en';

/**
 * Server-side checks for a new admin password, after the schema's length rule (NIST SP 800-63B
 * §5.1.1.2: refuse passwords found in breach lists, dictionary words, repetitive or sequential
 * characters, and context-specific words such as the user name or the service's name). No
 * composition rules: they make passwords harder to remember, not harder to guess.
 *
 * The estimate is zxcvbn's (breach lists, English words and names, keyboard walks, l33t and
 * reversed words), so this module only decides the policy and says it in plain words. It is
 * server-only: the dictionaries weigh megabytes and must never reach a page.
 */
export type PasswordCheck = { ok: true } | { ok: false; reason: string };

export interface PasswordContext {
  userName: string;
  email: string;
}

export const MIN_PASSWORD_LENGTH = 12;
/**
 * zxcvbn's top score: more than 10^10 guesses, "strong protection from an offline slow-hash
 * attack". Admin accounts guard applicants' identity documents and bank details, so the bar is
 * the top one; a phrase of four unrelated words or twelve random characters clears it.
 */
const REQUIRED_SCORE = 4;
/** The company's name as people would type it into a password. */
const COMPANY_WORDS = ['safeyard', 'safe yard', 'safe-yard', 'safe_yard'];
/** Shorter names and local parts match too much by chance ("al" in "natural"). */
const MIN_CONTEXT_WORD_LENGTH = 3;
/** Words of this business and place that an attacker who knows the site would try first. */
const BUSINESS_WORDS = [
  'truck',
  'trucks',
  'trucking',
  'trucker',
  'trailer',
  'parking',
  'parkinglot',
  'yard',
  'freight',
  'logistics',
  'dispatch',
  'dispatcher',
  'ontario',
  'toronto',
  'mississauga',
  'milton',
  'whitby',
  'adjala',
  'tosorontio',
  'brampton',
];

export const PASSWORD_REASONS = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  common: 'This password is too common; choose a longer phrase of unrelated words.',
  repeated: 'This password repeats the same few characters; choose a longer phrase of unrelated words.',
  sequence:
    'This password is a simple sequence (like abcd, 1234 or qwerty); choose a longer phrase of unrelated words.',
  guessable: 'This password is too easy to guess; choose a longer phrase of unrelated words.',
  userName: 'This password contains your username; choose something that has nothing to do with your account.',
  email: 'This password contains your e-mail address; choose something that has nothing to do with your account.',
  company: 'This password contains the company name; choose something an outsider could not guess from it.',
} as const;

type OwnWordReason = 'userName' | 'email' | 'company';

/**
 * zxcvbn and its dictionaries are required on the first password check, not imported at start:
 * they hold a large part of the process's memory (bench/README.md), for a check an admin makes
 * now and then. Their CommonJS builds load synchronously, so the check stays a plain function.
 */
const requireFromHere = createRequire(import.meta.url);
const zxcvbnCore = () => requireFromHere('@zxcvbn-ts/core') as typeof ZxcvbnCore;
const zxcvbnCommon = () => requireFromHere('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon;
const zxcvbnEnglish = () => requireFromHere('@zxcvbn-ts/language-en') as typeof ZxcvbnEnglish;

/** Built on first use: loading the dictionaries takes a few hundred milliseconds. */
let strengthEstimator: ZxcvbnFactory | undefined;
/**
 * The same matcher with no dictionary but the user's own inputs: every dictionary match it
 * reports is one of them (with zxcvbn's l33t and reversed variants), however strong the rest is.
 */
let ownWordsMatcher: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  if (!strengthEstimator) {
    const common = zxcvbnCommon();
    const english = zxcvbnEnglish();
    strengthEstimator = new (zxcvbnCore().ZxcvbnFactory)({
      dictionary: { ...common.dictionary, ...english.dictionary, business: BUSINESS_WORDS },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  }
  return strengthEstimator;
}

function ownWords(): ZxcvbnFactory {
  ownWordsMatcher ??= new (zxcvbnCore().ZxcvbnFactory)({ dictionary: {}, graphs: zxcvbnCommon().adjacencyGraphs });
  return ownWordsMatcher;
}

export function checkNewPassword(password: string, context: PasswordContext): PasswordCheck {
  if ([...password].length < MIN_PASSWORD_LENGTH) return refuse(PASSWORD_REASONS.tooShort);

  const inputs = contextWords(context);
  const ownWord = ownWords()
    .check(password, [...inputs.keys()])
    .sequence.find((match) => match.pattern === 'dictionary');
  if (ownWord) return refuse(PASSWORD_REASONS[inputs.get(String(ownWord.matchedWord)) ?? 'company']);

  const result = estimator().check(password, [...inputs.keys()]);
  if (result.score >= REQUIRED_SCORE) return { ok: true };
  return refuse(PASSWORD_REASONS[reasonFor(result.sequence)]);
}

function refuse(reason: string): PasswordCheck {
  return { ok: false, reason };
}

/**
 * The user's own words, lower-cased as zxcvbn compares them, each with the reason it refuses.
 * The e-mail counts whole, by its local part, and by that part without separators, so
 * "morgan.lee@…" refuses "Morgan.Lee" and "morganlee" alike.
 */
function contextWords(context: PasswordContext): Map<string, OwnWordReason> {
  const words = new Map<string, OwnWordReason>();
  const add = (word: string, reason: OwnWordReason) => {
    const lower = word.toLowerCase();
    if ([...lower].length >= MIN_CONTEXT_WORD_LENGTH && !words.has(lower)) words.set(lower, reason);
  };
  for (const word of COMPANY_WORDS) add(word, 'company');
  add(context.userName, 'userName');
  add(compactForm(context.userName), 'userName');
  const localPart = context.email.slice(0, Math.max(0, context.email.lastIndexOf('@')));
  add(context.email, 'email');
  add(localPart, 'email');
  add(compactForm(localPart), 'email');
  return words;
}

/** Letters and digits only. */
function compactForm(value: string): string {
  return value.replace(/[^\p{L}\p{N}]/gu, '');
}

/** The reason of the pattern that covers most of the password: that is what made it weak. */
function reasonFor(sequence: readonly MatchExtended[]): keyof typeof PASSWORD_REASONS {
  let widest: MatchExtended | undefined;
  for (const match of sequence) {
    if (match.pattern === 'bruteforce' || match.pattern === 'separator') continue;
    if (!widest || match.j - match.i > widest.j - widest.i) widest = match;
  }
  switch (widest?.pattern) {
    case 'repeat':
      return 'repeated';
    case 'sequence':
    case 'spatial':
      return 'sequence';
    case 'dictionary':
      return 'common';
    default:
      return 'guessable';
  }
}
