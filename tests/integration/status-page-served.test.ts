import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { renderStatusPageContent } from '../../app/routes/booking/status-page-render.tsx';
import { ADMIN_API, DECISION_ACTIONS } from '../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../domain/applicant-status.schema.ts';
import { SERVED_STATUS_ELEMENT_ID, ServedStatusSchema } from '../../domain/served-status.ts';
import { createBookingInput, type DeepPartial } from '../factories/booking.factory.ts';
import type { BookingInput } from '../../domain/booking.schema.ts';
import { signInAsAdmin } from '../support/admin-session.ts';
import { uploadAllDocuments } from '../support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../support/test-app.ts';
import { writeFakeBuild } from '../support/fake-build.ts';

/**
 * The applicant's status page served filled (docs/decisions/073-status-page-served-filled.md): the
 * server answers `/status/<token>` with the build's page for the placeholder token, its content the
 * web app's own render of this applicant's status, and the same answer as data in the head.
 */

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const NOW = new Date('2026-11-20T15:00:00.000Z');

/** The language switch as the build writes it on the placeholder page: to the placeholder in the other language. */
function languageLink(language: 'en' | 'fr'): string {
  return language === 'fr'
    ? '<a href="/status/_" hrefLang="en">English</a>'
    : '<a href="/fr/status/_" hrefLang="fr">Français</a>';
}

/** The build's status page for the placeholder token, as the web app prerenders it (shortened). */
function frame(language: 'en' | 'fr'): string {
  return (
    `<!DOCTYPE html><html lang="${language === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charSet="utf-8"/>` +
    '<title>Status</title><link rel="stylesheet" href="/assets/root-Zz99.css"/></head><body>' +
    `<header><a href="/">Home</a>${languageLink(language)}</header><main id="main-content">` +
    '<div class="mx-auto max-w-3xl" id="status-page"><div class="space-y-6"><h1>Your application</h1>' +
    '<p role="status" class="min-h-screen text-lg">Loading…</p></div></div>' +
    '</main><footer><p>Footer</p></footer><script>window.__frame = true;</script></body></html>'
  );
}

function writeClientDir(): string {
  const files: Record<string, string> = {
    'index.html': '<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>',
    '__spa-fallback.html':
      '<!DOCTYPE html><html><head><title>Loading</title></head><body><p>Loading the app shell</p></body></html>',
    'status/_/index.html': frame('en'),
    'fr/status/_/index.html': frame('fr'),
    'assets/root-Zz99.css': 'body{color:#0b1f3f}',
  };
  return writeFakeBuild('yard-status-client-', files);
}

/** The JSON in the page's head, parsed as the browser's first render reads it. */
function servedDataOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${SERVED_STATUS_ELEMENT_ID}">([^<]*)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error('no served status in the page');
  return ServedStatusSchema.parse(JSON.parse(match[1]));
}

describe(`the status page served filled, on ${TEST_DATABASE_KIND}`, () => {
  let clientDir: string;
  let t: TestApp;

  async function book(overrides: DeepPartial<BookingInput> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CreateApplicationForm',
      payload: createBookingInput(overrides, await uploadAllDocuments(t.app)),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id, reference, statusUrl } = response.json<{ id: number; reference: string; statusUrl: string }>();
    return { id, reference, token: statusUrl.split('/status/')[1] ?? '' };
  }

  beforeAll(async () => {
    clientDir = writeClientDir();
    t = await createTestApp({
      serveWebApp: true,
      clock: () => NOW,
      renderStatusPage: renderStatusPageContent,
      environment: { CLIENT_DIR: clientDir },
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  test('the page carries the status in its HTML and the same answer as the API in its head', async () => {
    const { reference, token } = await book();
    const page = await t.app.inject({ method: 'GET', url: `/status/${token}`, headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(reference);
    expect(page.body).not.toContain('Loading…');
    // The rest of the build's page is kept as it was (header, footer, scripts), but its link to the
    // same page in French is this applicant's, so it works before the scripts run or without them.
    expect(page.body).toContain(
      `<header><a href="/">Home</a><a href="/fr/status/${token}" hrefLang="fr">Français</a></header>`,
    );
    // The placeholder's own link ends at `_`; a token may begin with one.
    expect(page.body).not.toContain('status/_"');
    expect(page.body).toContain('<script>window.__frame = true;</script></body>');

    const api = await t.app.inject({ method: 'GET', url: APPLICANT_API.status(token) });
    expect(servedDataOf(page.body)).toEqual({ token, loadedAt: NOW.toISOString(), view: api.json() });
  });

  test('it is private: never stored, never indexed, its CSP allowing its own inline script', async () => {
    const { token } = await book();
    const page = await t.app.inject({ method: 'GET', url: `/status/${token}`, headers: HTML });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Not opener-isolated: a window that could open it already holds its address, its key.
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.headers.etag).toBeUndefined();
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/);
  });

  test('in French under /fr, in French', async () => {
    const { token } = await book();
    const page = await t.app.inject({ method: 'GET', url: `/fr/status/${token}`, headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Votre demande');
    expect(page.body).toContain('lang="fr-CA"');
    expect(page.body).toContain(`<a href="/status/${token}" hrefLang="en">English</a>`);
    const head = await t.app.inject({ method: 'HEAD', url: `/fr/status/${token}`, headers: HTML });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-store');
  });

  test('what people typed cannot end the data early or run as script', async () => {
    const { token, id } = await book();
    const reason = 'Call us </script><script>alert(1)</script> <!-- about the yard';
    const { headers } = await signInAsAdmin(t);
    const decided = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.action,
      headers,
      payload: { id, status: DECISION_ACTIONS.reject, reason },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/status/${token}`, headers: HTML });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    // One script element in the head, its data whole; in the content, the reason is text.
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(servedDataOf(page.body).view.reason).toBe(reason);
    expect(page.body).toContain('Call us &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('a link it does not know, or not shaped like one, gets the app shell, which says so in the browser', async () => {
    for (const path of [`/status/${'Q'.repeat(43)}`, '/status/not-a-token', `/fr/status/${'Q'.repeat(43)}`]) {
      const page = await t.app.inject({ method: 'GET', url: path, headers: HTML });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain('Loading the app shell');
      expect(page.body, path).not.toContain(SERVED_STATUS_ELEMENT_ID);
    }
  });

  test('when the page cannot be filled (its renderer or the database fails), the app shell answers', async () => {
    const broken = await createTestApp({
      serveWebApp: true,
      clock: () => NOW,
      renderStatusPage: () => {
        throw new Error('the renderer failed');
      },
      environment: { CLIENT_DIR: clientDir },
    });
    try {
      const booking = await broken.app.inject({
        method: 'POST',
        url: '/api/ApplicationFormData/CreateApplicationForm',
        payload: createBookingInput({}, await uploadAllDocuments(broken.app)),
      });
      const token = booking.json<{ statusUrl: string }>().statusUrl.split('/status/')[1] ?? '';
      const page = await broken.app.inject({ method: 'GET', url: `/status/${token}`, headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Loading the app shell');
    } finally {
      await broken.close();
    }
  });

  test('the placeholder page itself is never served as it is', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/status/_', headers: HTML });
    expect(page.body).toContain('Loading the app shell');
  });
});
