import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

const REPO_ROOT = resolve('.');
const readme = readFileSync('README.md', 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

/** The README and every document under docs/: what a newcomer reads, so it must stand on its own. */
const DOCUMENTS = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
];

/** Markdown link targets (`[text](target)`), without a #fragment. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => (match[1] ?? '').split('#')[0] ?? '');
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** Where a link or a written path lands, relative to the repository root ('..' first when outside it). */
function landing(documentPath: string, target: string): string {
  const absolute = isAbsolute(target) ? target : resolve(REPO_ROOT, dirname(documentPath), target);
  return relative(REPO_ROOT, absolute);
}

test('every npm script the README names exists in package.json', () => {
  const named = [...readme.matchAll(/npm run ([a-z0-9:-]+)/g)].map((match) => match[1]);
  expect(named.length).toBeGreaterThan(3);
  for (const script of named) expect(packageJson.scripts, `npm run ${script}`).toHaveProperty(script as string);
  expect(packageJson.scripts).toHaveProperty('test');
  expect(packageJson.scripts).toHaveProperty('start');
});

test('CI runs exactly the README test command', () => {
  const ci = readFileSync('.ci/run', 'utf8');
  expect(readme).toContain('npm test');
  expect(ci).toMatch(/^exec npm test$/m);
});

test('the README and docs/ link only to files inside the repository, and those files exist', () => {
  expect(DOCUMENTS).toContain(join('docs', 'architecture.md'));
  for (const document of DOCUMENTS) {
    const text = readFileSync(document, 'utf8');
    for (const target of linkTargets(text)) {
      if (target === '' || isExternal(target)) continue;
      const lands = landing(document, target);
      expect(lands.startsWith('..') || isAbsolute(lands), `${document} links outside the repository: ${target}`).toBe(
        false,
      );
      expect(existsSync(join(REPO_ROOT, lands)), `${document} links to a missing file: ${target}`).toBe(true);
    }
  }
});

test('the README names no path outside the repository, in a link or in plain text', () => {
  // `../shared/DESIGN.md` in backticks is as much a dead end for a newcomer as a link to it.
  const upward = [...readme.matchAll(/(?:^|[\s`('"])(\.\.\/[^\s`)'"]*)/g)].map((match) => match[1]);
  expect(upward, 'paths that leave the repository').toEqual([]);
  const absolute = [...readme.matchAll(/(?:^|[\s`('"])((?:\/work|\/home|\/root|\/tmp|~)\/[^\s`)'"]*)/g)].map(
    (match) => match[1],
  );
  expect(absolute, 'paths on one machine').toEqual([]);
  expect(readme).toContain('](docs/architecture.md)');
});

test('the link check itself catches a link that leaves the repository or names a missing file', () => {
  const targets = linkTargets(
    'See [design](../shared/DESIGN.md), [ok](docs/architecture.md#layout) and [x](https://a.b).',
  );
  expect(targets).toEqual(['../shared/DESIGN.md', 'docs/architecture.md', 'https://a.b']);
  expect(landing('README.md', '../shared/DESIGN.md').startsWith('..')).toBe(true);
  expect(landing(join('docs', 'architecture.md'), '../README.md')).toBe('README.md');
  expect(landing(join('docs', 'architecture.md'), '../../shared/SPEC.md').startsWith('..')).toBe(true);
});
