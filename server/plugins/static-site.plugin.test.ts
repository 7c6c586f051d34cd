import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from '../../tests/support/chromium.ts';
import { contentSecurityPolicyFor, inlineElementContents } from './static-site.plugin.ts';
import { writeFakeBuild } from '../../tests/support/fake-build.ts';

/**
 * A small stand-in for build/client with the shapes React Router's prerender writes: pages with
 * inline hydration scripts, `__spa-fallback.html`, `404/index.html`, hashed assets (one with a
 * precompressed sibling) and a file copied from public/.
 */
const HOME_INLINE_SCRIPTS = [
  'window.__reactRouterContext = {"basename":"/","ssr":false};',
  'window.__hydrated = true;\n  document.body.dataset.inlineRan = "yes";',
];
const FALLBACK_INLINE_SCRIPT = 'window.__reactRouterContext = {"isSpaMode":true};';
const NOT_FOUND_INLINE_SCRIPT = 'window.__reactRouterContext = {"notFound":true};';
const ASSET_SOURCE = `export const answer = ${'42 + '.repeat(200)}0;\n`;
const STYLE_ATTRIBUTE = 'color: #0b1f3f; margin-top: 1px';

function page(title: string, body: string, scripts: string[]): string {
  return (
    `<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>${title}</title>` +
    '<link rel="stylesheet" href="/assets/root-Zz99.css"/><script type="module" src="/assets/entry-Ab12Cd.js"></script></head>' +
    `<body>${body}${scripts.map((script) => `<script>${script}</script>`).join('')}</body></html>`
  );
}

const HOME_HTML = page(
  'Home',
  `<main id="main-content"><h1>Secure, Easy, Reliable</h1><p style="${STYLE_ATTRIBUTE.replace(/#/g, '&#x23;')}">Hi</p></main>`,
  HOME_INLINE_SCRIPTS,
);
const FALLBACK_HTML = page('Loading', '<main id="main-content"><p>Loading…</p></main>', [FALLBACK_INLINE_SCRIPT]);
const NOT_FOUND_HTML = page('Page not found', '<main id="main-content"><h1>We could not find that page</h1></main>', [
  NOT_FOUND_INLINE_SCRIPT,
]);

function writeClientDir(): string {
  const files: Record<string, string | Buffer> = {
    'index.html': HOME_HTML,
    'home/index.html': HOME_HTML,
    'about/index.html': page('About', '<h1>About</h1>', []),
    'request/index.html': page('Request Services', '<h1>Online Booking</h1>', []),
    'fr/request/index.html': page('Réservation', '<h1>Réservation en ligne</h1>', []),
    'services/parking/index.html': page('Parking', '<h1>Safe &amp; Secured Parking</h1>', []),
    'services/truck-Mechanic/index.html': page('Truck mechanic', '<h1>Truck mechanic</h1>', []),
    'location/mavid/index.html': page('Lawson Rd & Hwy 25', '<h1>Lawson Rd &amp; Hwy 25</h1>', []),
    'location/YardManagement/index.html': page('Yard management', '<h1>Yard management</h1>', []),
    '404/index.html': NOT_FOUND_HTML,
    '__spa-fallback.html': FALLBACK_HTML,
    'assets/entry-Ab12Cd.js': ASSET_SOURCE,
    'assets/entry-Ab12Cd.js.br': brotliCompressSync(Buffer.from(ASSET_SOURCE)),
    'assets/root-Zz99.css': 'body{color:#0b1f3f}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  };
  return writeFakeBuild('yard-client-', files);
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

function rawHeaderLines(url: string, name: string): Promise<string[]> {
  return new Promise((resolvePromise, reject) => {
    get(url, { headers: HTML }, (response) => {
      const lines: string[] = [];
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        if (response.rawHeaders[index]?.toLowerCase() === name) lines.push(response.rawHeaders[index + 1] ?? '');
      }
      response.resume();
      response.on('end', () => resolvePromise(lines));
    }).on('error', reject);
  });
}

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('with a built web app', () => {
  let clientDir: string;
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    clientDir = writeClientDir();
    testApp = await createTestApp({ serveWebApp: true, environment: { CLIENT_DIR: clientDir } });
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  test('a prerendered page is served with a CSP that allows exactly its inline scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/home', headers: HTML });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(HOME_HTML);
    const policy = response.headers['content-security-policy'];
    expect(typeof policy).toBe('string');
    expect(directive(String(policy), 'script-src').sort()).toEqual(
      ["'self'", ...HOME_INLINE_SCRIPTS.map(sha256Source)].sort(),
    );
    expect(directive(String(policy), 'style-src-attr')).toEqual(["'unsafe-hashes'", sha256Source(STYLE_ATTRIBUTE)]);
    expect(String(policy)).not.toContain('unsafe-inline');
    for (const [name, sources] of [
      ['default-src', ["'self'"]],
      ['style-src', ["'self'"]],
      ['img-src', ["'self'", 'data:', 'blob:']],
      ['connect-src', ["'self'"]],
      ['object-src', ["'none'"]],
      ['base-uri', ["'none'"]],
      ['frame-ancestors', ["'none'"]],
      ['form-action', ["'self'"]],
    ] as const) {
      expect(directive(String(policy), name), name).toEqual(sources);
    }
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  });

  test('prerendered pages go without Cross-Origin-Opener-Policy; the app shell (dashboard) keeps it', async () => {
    const header = async (url: string) =>
      (await testApp.app.inject({ method: 'GET', url, headers: HTML })).headers['cross-origin-opener-policy'];
    // The prerendered sign-in is covered in Chromium (tests/e2e/admin.spec.ts): this build has none.
    for (const url of ['/home', '/about', '/services/parking', '/location/mavid', '/request', '/fr/request']) {
      expect(await header(url), url).toBeUndefined();
    }
    expect(await header('/no-such-page')).toBeUndefined();
    for (const url of ['/Dashboard', '/Dashboard/AllApplication', '/ForgetPassword']) {
      expect(await header(url), url).toBe('same-origin');
    }
    // JSON answers keep it, like every other header of Helmet's.
    expect((await testApp.app.inject({ method: 'GET', url: '/healthz' })).headers['cross-origin-opener-policy']).toBe(
      'same-origin',
    );
  });

  test("Helmet's JSON policy is replaced on HTML pages, not sent beside the page's own", async () => {
    // Over real HTTP: what matters is the header lines on the wire.
    const page = await rawHeaderLines(`${origin}/home`, 'content-security-policy');
    const api = await rawHeaderLines(`${origin}/healthz`, 'content-security-policy');

    expect(page).toHaveLength(1);
    expect(page[0]).not.toContain("default-src 'none'");
    expect(page[0]).toContain("default-src 'self'");
    expect(api).toEqual([expect.stringContaining("default-src 'none'")]);
  });

  test('each page carries the hashes of its own scripts, not those of another page', async () => {
    const notFound = await testApp.app.inject({ method: 'GET', url: '/no-such-page', headers: HTML });
    const fallback = await testApp.app.inject({ method: 'GET', url: '/Dashboard', headers: HTML });

    expect(directive(String(notFound.headers['content-security-policy']), 'script-src')).toEqual([
      "'self'",
      sha256Source(NOT_FOUND_INLINE_SCRIPT),
    ]);
    expect(directive(String(fallback.headers['content-security-policy']), 'script-src')).toEqual([
      "'self'",
      sha256Source(FALLBACK_INLINE_SCRIPT),
    ]);
  });

  test('a page asked for in another letter case or with a final slash is redirected to its one spelling', async () => {
    for (const [url, location] of [
      ['/HOME', '/home'],
      ['/Home/', '/home'],
      ['/About', '/about'],
      ['/request/', '/request'],
      ['/SERVICES/PARKING', '/services/parking'],
      ['/services/truck-mechanic', '/services/truck-Mechanic'],
      ['/Services/Truck-Mechanic/?from=menu&x=%20y', '/services/truck-Mechanic?from=menu&x=%20y'],
      ['/location/MAVID', '/location/mavid'],
      ['/Location/yardmanagement', '/location/YardManagement'],
      ['//services//parking', '/services/parking'],
      ['/services/%70arking', '/services/parking'],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      // Bounded: should a spelling change one day, a cached old redirect cannot loop for long.
      expect(response.headers['cache-control'], url).toBe('public, max-age=3600');
      expect(response.body, url).toBe('');
    }
    const head = await testApp.app.inject({ method: 'HEAD', url: '/ABOUT', headers: HTML });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe('/about');
  });

  test('a page asked for in its own spelling is served, and the root shows the home page', async () => {
    for (const url of [
      '/home',
      '/about',
      '/request',
      '/services/truck-Mechanic',
      '/location/YardManagement',
      '/?utm=x',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html');
    }
    const root = await testApp.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(root.body).toBe(HOME_HTML);
  });

  test('a browser following a mixed-case address ends on the page, at its one address', async () => {
    // Over real HTTP with fetch following redirects, as a browser does.
    const response = await fetch(`${origin}/SERVICES/Truck-MECHANIC/`, { headers: HTML });

    expect(response.status).toBe(200);
    expect(response.redirected).toBe(true);
    expect(new URL(response.url).pathname).toBe('/services/truck-Mechanic');
    expect(await response.text()).toContain('<h1>Truck mechanic</h1>');
  });

  test('a route-table section without a page of its own (services, location) leads to the home page', async () => {
    for (const url of ['/services', '/Services/', '/location', '/LOCATION']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/home');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  test('a request that does not want HTML is not redirected', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/HOME', headers: { accept: 'application/json' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
  });

  test('pages are sent compressed when the browser accepts it, and revalidate with a 304', async () => {
    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/home',
      headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(HOME_HTML);

    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/home',
      headers: { ...HTML, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(HOME_HTML);

    const etag = String(brotli.headers.etag);
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: '/home',
      headers: { ...HTML, 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  test('the encoding follows the quality values the browser gives, brotli first when they tie', async () => {
    const cases: Array<[header: string, encoding: string | undefined]> = [
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.8, br;q=0.9', 'br'],
      ['*', 'br'],
      ['*, br;q=0', 'gzip'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
      ['deflate', undefined],
    ];
    for (const [header, encoding] of cases) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/home',
        headers: { ...HTML, 'accept-encoding': header },
      });
      expect(response.statusCode, header).toBe(200);
      expect(response.headers['content-encoding'], header).toBe(encoding);
      if (encoding === undefined) expect(response.body, header).toBe(HOME_HTML);
    }
  });

  test('HEAD answers the headers of the page without its body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/home', headers: HTML });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.body).toBe('');
  });

  test('hashed assets are cached for a year as immutable, precompressed when possible', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/assets/entry-Ab12Cd.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(plain.body).toBe(ASSET_SOURCE);

    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/assets/entry-Ab12Cd.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(ASSET_SOURCE);
  });

  test('a missing asset is a 404, not a page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: HTML });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  test('other files from public/ get a short cache, and HTML files are not served by file name', async () => {
    const favicon = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');

    const byFileName = await testApp.app.inject({ method: 'GET', url: '/__spa-fallback.html', headers: HTML });
    expect(byFileName.statusCode).toBe(404);
  });

  test('client-only screens get the SPA fallback with status 200, whatever their case', async () => {
    for (const url of [
      '/Dashboard',
      '/Dashboard/AllApplication',
      '/dashboard/allapplication/',
      '/login',
      '/ForgetPassword',
      '/ReqestInformation/42',
      '/reqestinformation/42?tab=documents',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(FALLBACK_HTML);
    }
  });

  test('an unknown path answers 404 with the prerendered not-found page', async () => {
    for (const url of [
      '/nope',
      '/Dashboardish',
      '/404',
      '/home/extra',
      '/services/nope',
      '/location/unknown',
      '/Services/Parking/x',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toBe(NOT_FOUND_HTML);
    }
  });

  test('unknown API paths stay JSON 404s, even when a browser asks for HTML', async () => {
    for (const url of ['/api/unknown', '/API/Nothing', '/api']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ isSuccess: false, code: 'not_found' });
    }
  });

  test('a request that does not accept HTML gets the JSON 404 instead of a page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/nope.png', headers: { accept: 'image/*' } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
  });

  test('in Chromium the hashed inline scripts run and an injected inline script is refused', async () => {
    const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS });
    try {
      const browserPage = await browser.newPage();
      const violations: string[] = [];
      browserPage.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await browserPage.goto(`${origin}/home`, { waitUntil: 'load' });
      await browserPage.waitForFunction(() => document.body.dataset.inlineRan === 'yes');
      expect(violations).toEqual([]);

      await browserPage.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.body.dataset.injected = "yes";';
        document.body.append(script);
      });
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(await browserPage.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    } finally {
      await browser.close();
    }
  });
});

describe('without a build', () => {
  let emptyDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    emptyDir = mkdtempSync(join(tmpdir(), 'yard-client-empty-'));
    testApp = await createTestApp({ serveWebApp: true, environment: { CLIENT_DIR: emptyDir } });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  test('pages answer 503 saying the web app is not built, in HTML or JSON', async () => {
    const html = await testApp.app.inject({ method: 'GET', url: '/home', headers: HTML });
    expect(html.statusCode).toBe(503);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('The web app is not built yet');
    expect(html.body).toContain('npm run build');

    const json = await testApp.app.inject({ method: 'GET', url: '/home', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toMatchObject({ isSuccess: false, code: 'service_unavailable' });
    expect(json.json().message).toContain('not built');
  });

  test('the API keeps working', async () => {
    const health = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/unknown', headers: HTML });

    expect(health.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
  });
});

describe('inline script and style hashing', () => {
  test('scripts with a src are not hashed; CR LF is hashed as the browser sees it (LF)', () => {
    const html = '<script src="/a.js"></script><script type="module">a();\r\nb();</script><SCRIPT>c()</SCRIPT >';

    expect(inlineElementContents(html, 'script')).toEqual(['a();\nb();', 'c()']);
  });

  test('a data block is never allowed as a script: it is not run, and holds text people typed', () => {
    const html =
      '<script type="application/json" id="d">{"reason":"x"}</script><script type=\'text/javascript\'>e()</script>' +
      '<script type=application/ld+json>{}</script>';

    expect(inlineElementContents(html, 'script')).toEqual(['e()']);
  });

  test('inline style elements are allowed by hash, and no style-src-attr is added without style attributes', () => {
    const policy = contentSecurityPolicyFor('<style>.a{color:red}</style><p class="a">x</p>');

    expect(directive(policy, 'style-src')).toEqual(["'self'", sha256Source('.a{color:red}')]);
    expect(directive(policy, 'style-src-attr')).toEqual([]);
  });

  test('a "style=" inside script text is not mistaken for a style attribute', () => {
    const policy = contentSecurityPolicyFor('<script>var s = \'<p style="x">\';</script>');

    expect(directive(policy, 'style-src-attr')).toEqual([]);
  });
});
