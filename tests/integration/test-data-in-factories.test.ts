import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

/*
 * Test data lives in tests/factories (docs/decisions/042-test-health.md): a test changes
 * the one field it is about (`createBookingInput({ personalInfo: { email: 'x' } })`) instead of
 * writing out a booking, a reply or a message again. Two telltales of data written by hand are
 * checked here, both exact enough that a test's own expectations never match them.
 */

const REPO_ROOT = resolve('.');
const FACTORIES = join('tests', 'factories');
/** This file, whose own examples of the telltales are checked below. */
const THIS_FILE = join('tests', 'integration', 'test-data-in-factories.test.ts');

/** Test files and their helpers (`testing/` folders, tests/support, tests/e2e), outside the factories. */
function testSources(): string[] {
  const found: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && relative(REPO_ROOT, path) !== FACTORIES) walk(path);
        continue;
      }
      const file = relative(REPO_ROOT, path);
      if (!/\.tsx?$/.test(file) || file === THIS_FILE) continue;
      if (/\.(test|spec)\.tsx?$/.test(file) || /(^|\/)testing\//.test(file) || file.startsWith('tests/')) {
        found.push(file);
      }
    }
  };
  for (const folder of ['app', 'domain', 'server', 'scripts', 'tests']) walk(join(REPO_ROOT, folder));
  return found.sort();
}

/** The text of the object literal opening at `open` (a `{`), braces balanced; strings are not parsed. */
function objectAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    if (source[index] === '}') depth -= 1;
    if (depth === 0) return source.slice(open, index + 1);
  }
  return source.slice(open);
}

/** The personal answers of a booking: a literal that gives most of them is a booking written by hand. */
const PERSONAL_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'email',
  'streetAddress',
  'aptUnitNumber',
  'city',
  'state',
  'postalZipCode',
  'applicantDate',
];
const MOST_PERSONAL_FIELDS = 6;

/** `personalInfo: { … }` literals that spell out most of the person with quoted values. */
function handWrittenPeople(source: string): string[] {
  return [...source.matchAll(/personalInfo:\s*\{/g)].flatMap((match) => {
    const literal = objectAt(source, (match.index ?? 0) + match[0].length - 1);
    const given = PERSONAL_FIELDS.filter((field) => new RegExp(`\\b${field}:\\s*['"\`]`).test(literal));
    return given.length >= MOST_PERSONAL_FIELDS ? [literal.slice(0, 80)] : [];
  });
}

/** `SomeSchema.parse({` on a literal that does not start from spread (factory) data. */
const HAND_WRITTEN_REPLY = /\b[A-Z]\w*Schema\.parse\(\s*\{(?!\s*\.\.\.)/g;

const SOURCES = testSources();

test('the scan sees the test files and their helpers, and skips the factories', () => {
  expect(SOURCES).toContain('app/routes/admin/messages.test.tsx');
  expect(SOURCES).toContain('app/routes/booking/testing/booking-fixtures.tsx');
  expect(SOURCES).toContain('tests/integration/original-client-contract.test.ts');
  expect(SOURCES.some((file) => file.startsWith(FACTORIES))).toBe(false);
});

test('no test builds an API reply by hand: replies come from tests/factories/api-replies.factory.ts', () => {
  // `SomeSchema.parse({ … })` on a literal is a reply written out for a screen to read; parsing
  // what a server answered (`parse(response.json())`) or a factory's data spread into a literal
  // (`parse({ ...booking, website: 'x' })`) is not matched.
  const found = SOURCES.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(HAND_WRITTEN_REPLY)].map((match) => `${file}: ${match[0]}`),
  );
  expect(found).toEqual([]);
});

test('no test writes out a booking person by hand: bookings come from tests/factories/booking.factory.ts', () => {
  const found = SOURCES.flatMap((file) =>
    handWrittenPeople(readFileSync(file, 'utf8')).map((literal) => `${file}: ${literal}`),
  );
  expect(found).toEqual([]);
});

test('the telltales catch what they are meant to, and let overrides and expectations through', () => {
  expect(
    handWrittenPeople(
      `const body = { personalInfo: { firstName: 'A', lastName: 'B', phoneNumber: '1', email: 'e', city: 'C', state: 'ON' } };`,
    ),
  ).toHaveLength(1);
  expect(
    handWrittenPeople(`createBookingInput({ personalInfo: { firstName: 'Ada', email: 'x@example.com' } })`),
  ).toEqual([]);
  expect(
    handWrittenPeople(
      `const READS = { personalInfo: { firstName: STRING, lastName: STRING, phoneNumber: STRING, email: STRING, city: STRING, state: STRING } };`,
    ),
  ).toEqual([]);
  const matches = (source: string) => [...source.matchAll(HAND_WRITTEN_REPLY)].length;
  expect(matches('ApplicationSummarySchema.parse({ id: 1 })')).toBe(1);
  expect(matches('DocumentUploadedSchema.parse(response.json())')).toBe(0);
  expect(matches("DraftValuesSchema.parse({ ...booking, website: 'filled by a bot' })")).toBe(0);
});
