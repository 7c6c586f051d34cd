import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import { mainNavigation } from './content/navigation.ts';
import {
  ALIAS_PAGE_PATHS,
  CANONICAL_PAGE_PATHS,
  NOT_FOUND_PAGE_PATH,
  PRERENDERED_PATHS,
  PUBLIC_PAGE_PATHS,
} from './prerendered-paths.ts';
import routes from './routes.ts';

type FileRoute = RouteObject & { file: string };

function toRouteObjects(entries: RouteConfigEntry[]): FileRoute[] {
  return entries.map((entry) => ({
    path: entry.path,
    index: entry.index,
    caseSensitive: entry.caseSensitive,
    file: entry.file,
    children: entry.children ? toRouteObjects(entry.children) : undefined,
  })) as FileRoute[];
}

/** The route module that draws the page at this path (the deepest match), as the router finds it. */
function pageFile(path: string): string | undefined {
  const matches = matchRoutes(toRouteObjects(routes), path);
  return matches?.at(-1)?.route?.file;
}

test('every public page has its own route, none falls through to the not-found page', () => {
  for (const path of PUBLIC_PAGE_PATHS) {
    const file = pageFile(path);
    expect(file, path).toBeDefined();
    expect(file, path).not.toBe('routes/site/not-found.tsx');
    expect(file, path).not.toMatch(/layout\.tsx$/);
  }
});

test('the canonical pages are home, about, the five services, the four yards, contact and booking', () => {
  expect(CANONICAL_PAGE_PATHS).toEqual([
    '/home',
    '/about',
    '/services/YardManagement',
    '/services/parking',
    '/services/trailer-care',
    '/services/truck-Mechanic',
    '/services/mobile-wash',
    '/location/mavid',
    '/location/derry',
    '/location/lake',
    '/location/dean',
    '/contact',
    '/request',
  ]);
});

test('aliases show the same page as a canonical address and are kept apart from the canonical list', () => {
  expect(ALIAS_PAGE_PATHS).toEqual(['/', '/location/mobile-wash', '/location/YardManagement']);
  expect(pageFile('/')).toBe(pageFile('/home'));
  expect(pageFile('/location/mobile-wash')).toBe(pageFile('/services/mobile-wash'));
  expect(pageFile('/location/YardManagement')).toBe(pageFile('/services/YardManagement'));
  for (const alias of ALIAS_PAGE_PATHS) expect(CANONICAL_PAGE_PATHS).not.toContain(alias);
  expect(PUBLIC_PAGE_PATHS).toEqual([...CANONICAL_PAGE_PATHS, ...ALIAS_PAGE_PATHS]);
});

test('no two pages differ only in letter case or a final slash, and no path has a double slash', () => {
  const keys = PRERENDERED_PATHS.map((path) => path.toLowerCase().replace(/\/+$/, '') || '/');
  expect(new Set(keys).size).toBe(keys.length);
  for (const path of PRERENDERED_PATHS) {
    expect(path, path).toMatch(/^\/(?:[^/]+(?:\/[^/]+)*)?$/);
  }
});

test('the not-found page is prerendered but is not a public page', () => {
  expect(PRERENDERED_PATHS).toContain(NOT_FOUND_PAGE_PATH);
  expect(PUBLIC_PAGE_PATHS).not.toContain(NOT_FOUND_PAGE_PATH);
  expect(pageFile(NOT_FOUND_PAGE_PATH)).toBe('routes/site/not-found.tsx');
});

test('every menu link (the footer and the 404 page reuse them) leads to a canonical page', () => {
  const menuTargets = mainNavigation('en')
    .flatMap((item) => (item.kind === 'group' ? item.items : [item]))
    .map((item) => item.to);
  for (const target of menuTargets) {
    expect(CANONICAL_PAGE_PATHS, target).toContain(target);
  }
});
