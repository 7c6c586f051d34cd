import { rmSync } from 'node:fs';
import { afterEach, expect, test } from 'vitest';
import { signInAsAdmin } from '../support/admin-session.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { writeFakeBuild } from '../support/fake-build.ts';

/**
 * A location page served with its yard's free spaces and rates written into its HTML (no script
 * needed, nothing moves), in the page's language; left out where the yard publishes neither.
 */
const HTML = { accept: 'text/html' };
/** The empty line exactly as the build prerenders it (app/components/site/yard-spaces-line.tsx). */
const emptyLine = (slug: string) =>
  `<p id="yard-spaces" data-yard="${slug}" hidden="" class="mt-6 text-lg font-semibold text-navy-900"></p>`;
const page = (title: string, slug: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${emptyLine(slug)}</main></body></html>`;

let testApp: TestApp | undefined;
let clientDir: string | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

function writeClientDir(): string {
  const files: Record<string, string> = {
    'location/mavid/index.html': page('Lawson Rd & Hwy 25', 'mavid'),
    'fr/location/mavid/index.html': page('Lawson Rd & Hwy 25', 'mavid'),
    'location/dean/index.html': page('Dean Dr & Concession Rd 7', 'dean'),
    '404/index.html': '<!DOCTYPE html><html><body><h1>Not found</h1></body></html>',
    '__spa-fallback.html': '<!DOCTYPE html><html><body><div id="root"></div></body></html>',
  };
  return writeFakeBuild('yard-location-', files);
}

test('the page carries its yard’s free spaces and rates, in its language, and nothing where none is published', async () => {
  clientDir = writeClientDir();
  testApp = await createTestApp({
    serveWebApp: true,
    clock: () => new Date('2026-12-01T15:00:00Z'),
    environment: { CLIENT_DIR: clientDir },
  });
  const { headers } = await signInAsAdmin(testApp);
  const set = await testApp.app.inject({
    method: 'PUT',
    url: '/api/Yards/mavid/Capacity',
    headers,
    payload: { truckSpaces: 40, trailerSpaces: 1, truckRate: 325 },
  });
  expect(set.statusCode, set.body).toBe(200);

  const english = await testApp.app.inject({ method: 'GET', url: '/location/mavid', headers: HTML });
  expect(english.statusCode).toBe(200);
  expect(english.body).toContain(
    '<p id="yard-spaces" data-yard="mavid" class="mt-6 text-lg font-semibold text-navy-900">' +
      'Free today: 40 truck spaces and 1 trailer space. From $325.00 a month per truck space.</p>',
  );
  expect(english.headers['content-security-policy']).toContain("script-src 'self'");

  const french = await testApp.app.inject({ method: 'GET', url: '/fr/location/mavid', headers: HTML });
  expect(french.body).toContain('Libres aujourd’hui\u00a0: 40 places de camion et 1 place de remorque.');

  // Compressed like any page, with its own validator.
  const compressed = await testApp.app.inject({
    method: 'GET',
    url: '/location/mavid',
    headers: { ...HTML, 'accept-encoding': 'br' },
  });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers.etag).toBe(english.headers.etag);

  const dean = await testApp.app.inject({ method: 'GET', url: '/location/dean', headers: HTML });
  expect(dean.body).toContain(emptyLine('dean'));
});

test('when the yards cannot be read, the page is served without the line', async () => {
  clientDir = writeClientDir();
  testApp = await createTestApp({ serveWebApp: true, environment: { CLIENT_DIR: clientDir } });
  await testApp.app.database.db.schema.dropTable('yards').execute();
  const response = await testApp.app.inject({ method: 'GET', url: '/location/mavid', headers: HTML });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain(emptyLine('mavid'));
});

test('a changed capacity shows on the next visit', async () => {
  clientDir = writeClientDir();
  testApp = await createTestApp({ serveWebApp: true, environment: { CLIENT_DIR: clientDir } });
  const { headers } = await signInAsAdmin(testApp);
  const visit = async () => (await testApp!.app.inject({ method: 'GET', url: '/location/mavid', headers: HTML })).body;
  const setTrucks = (truckSpaces: number) =>
    testApp!.app.inject({
      method: 'PUT',
      url: '/api/Yards/mavid/Capacity',
      headers,
      payload: { truckSpaces, trailerSpaces: 0 },
    });
  expect(await visit()).toContain(emptyLine('mavid'));
  await setTrucks(12);
  expect(await visit()).toContain('Free today: 12 truck spaces and 0 trailer spaces.');
  await setTrucks(0);
  expect(await visit()).toContain('Full today.');
});
