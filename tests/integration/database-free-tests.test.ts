import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { DATABASE_FREE_TESTS } from '../support/database-free-tests.ts';

const REPO_ROOT = resolve('.');

/**
 * Code that reads which database the tests use. The name alone does not count: in a comment, or
 * where a test removes it from the environment it hands a process of its own.
 */
const READS_TEST_DATABASE = /process\.env\.TEST_DATABASE_URL/;

function readsTestDatabase(file: string): boolean {
  return READS_TEST_DATABASE.test(readFileSync(file, 'utf8'));
}

/** The repository files `file` imports (static or dynamic, relative specifiers only). */
function localImportsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => resolve(dirname(file), specifier)).filter((path) => existsSync(path));
}

/** Every repository file reachable from `entry` through imports, itself included. */
function reachableFrom(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...localImportsOf(file));
  }
  return [...seen].map((file) => relative(REPO_ROOT, file));
}

test('the walk finds the database behind the usual test support (so the check below can fail)', () => {
  const reached = reachableFrom('server/modules/health/health.test.ts');
  expect(reached).toContain(join('tests', 'support', 'test-app.ts'));
  expect(reached.filter(readsTestDatabase)).toEqual([join('tests', 'support', 'test-app.ts')]);
});

test.each(DATABASE_FREE_TESTS)('%s never reaches the database under test, so one pass is enough', (file) => {
  expect(existsSync(file), `${file} exists`).toBe(true);
  expect(reachableFrom(file).filter(readsTestDatabase)).toEqual([]);
});
