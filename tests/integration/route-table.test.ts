import type { RouteConfigEntry } from '@react-router/dev/routes';
import { expect, test } from 'vitest';
import { CONTACT_MESSAGES_PAGE, contactMessagePagePath } from '../../domain/contact-admin.schema.ts';
import { ADMIN_PATHS } from '../../app/lib/admin-paths.ts';
import {
  FRENCH_NOT_FOUND_PAGE_PATH,
  NOT_FOUND_PAGE_PATH,
  PRERENDERED_APP_SCREENS,
  PRERENDERED_PATHS,
  STATUS_PAGE_FRAME_PATHS,
} from '../../app/prerendered-paths.ts';
import routes from '../../app/routes.ts';
import { CLIENT_ONLY_ROUTE_PREFIXES, SECTION_REDIRECTS } from '../../server/plugins/static-site.plugin.ts';

/*
 * app/routes.ts is the one route table. The server may not import the web app (nor the reverse),
 * so the lists the server keeps of the app's addresses are checked against the table here, where
 * both can be read (docs/decisions/013-one-route-table-and-admin-guard.md).
 */

type TablePath = { path: string; file: string; hasPage: boolean };

/** Every address of the table, with the file that renders it and whether it is a page or only an outlet. */
function tablePaths(entries: RouteConfigEntry[], parent = ''): TablePath[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${entry.path}`;
    const children = entry.children ?? [];
    const own: TablePath[] =
      entry.path !== undefined || entry.index
        ? [{ path: path || '/', file: entry.file, hasPage: children.length === 0 || children.some((c) => c.index) }]
        : [];
    return [...own, ...tablePaths(children, path)];
  });
}

const TABLE = tablePaths(routes);
// Admin screens, and the applicant's private status page.
const CLIENT_ONLY_FILES = /^routes\/admin\/|^routes\/booking\/application-status\.tsx$/;

/** Does `path` (concrete, e.g. /ReqestInformation/7) match a route pattern of the table? */
function matchesTable(path: string): boolean {
  return TABLE.some(({ path: pattern, hasPage }) => {
    if (!hasPage || pattern.includes('*')) return false;
    const expression = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return expression.test(path);
  });
}

function isClientOnlyOnServer(path: string): boolean {
  return CLIENT_ONLY_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

test('the route table is read whole: public pages, admin screens and the not-found catch-all', () => {
  const paths = TABLE.map((entry) => entry.path);
  expect(paths).toContain('/home');
  expect(paths).toContain('/ReqestInformation/:id');
  expect(paths).toContain('/*');
});

test('every admin screen and the status page are served the SPA shell by the server, and nothing else is', () => {
  for (const { path, file } of TABLE) {
    if (path === '/*') continue;
    expect(isClientOnlyOnServer(path), `${path} (${file})`).toBe(CLIENT_ONLY_FILES.test(file));
  }
  for (const prefix of CLIENT_ONLY_ROUTE_PREFIXES) {
    expect(
      TABLE.some((entry) => entry.path === prefix || entry.path.startsWith(`${prefix}/`)),
      prefix,
    ).toBe(true);
  }
});

test('every prerendered address is a page of the route table and not a client-only screen', () => {
  for (const path of PRERENDERED_PATHS) {
    if (path === NOT_FOUND_PAGE_PATH || path === FRENCH_NOT_FOUND_PAGE_PATH) continue;
    expect(matchesTable(path), path).toBe(true);
    // The sign-in page is prerendered for its form, yet stays an admin screen (robots, noindex); the
    // status page for a placeholder token is what the server fills, never a page of its own.
    expect(isClientOnlyOnServer(path), path).toBe(
      PRERENDERED_APP_SCREENS.includes(path) || STATUS_PAGE_FRAME_PATHS.includes(path),
    );
  }
  const publicPages = TABLE.filter(
    ({ path, file, hasPage }) => hasPage && !path.includes('*') && !CLIENT_ONLY_FILES.test(file),
  );
  for (const { path } of publicPages) expect(PRERENDERED_PATHS, path).toContain(path);
});

test('the server redirects exactly the table’s outlets that have no page of their own', () => {
  const outlets = TABLE.filter((entry) => !entry.hasPage).map((entry) => entry.path);
  expect(Object.keys(SECTION_REDIRECTS).sort()).toEqual(outlets.sort());
});

test('the admin paths and the inbox links in e-mails name screens of the route table', () => {
  const concrete = Object.values(ADMIN_PATHS).map((value) =>
    typeof value === 'function' ? value('enquiry', 7) : value,
  );
  for (const path of [...concrete, CONTACT_MESSAGES_PAGE, contactMessagePagePath('job-application', 7)]) {
    expect(matchesTable(path), path).toBe(true);
  }
});
