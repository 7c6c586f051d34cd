import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

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
