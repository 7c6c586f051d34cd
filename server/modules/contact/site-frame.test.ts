import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ENQUIRY_PATH } from '../../../domain/enquiry.schema.ts';
import { createEnquiryInput } from '../../../tests/factories/contact.factory.ts';
import { contactRowCounts, NO_CONTACT_ROWS } from '../../../tests/support/row-counts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { frameOf, siteFrame } from './site-frame.ts';

/**
 * A Contact page form posted without scripts and refused comes back inside the site's own header
 * and footer, taken from the build's prerendered Contact page in the form's language.
 */

/** A prerendered page as the build writes it: scripts in the head and after the footer. */
function prerenderedPage(language: 'en' | 'fr'): string {
  const words =
    language === 'fr'
      ? { skip: 'Passer au contenu', home: 'Accueil', staff: 'Connexion du personnel', lang: 'fr-CA' }
      : { skip: 'Skip to main content', home: 'Home', staff: 'Staff sign-in', lang: 'en-CA' };
  return (
    `<!DOCTYPE html><html lang="${words.lang}"><head><meta charset="utf-8"/><script>window.x=1</script>` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
    '<link rel="modulepreload" href="/assets/entry.client-abc.js"/>' +
    '<link rel="stylesheet" href="/assets/root-Abc123.css"/></head><body>' +
    `<a href="#main-content" class="sr-only focus:not-sr-only">${words.skip}</a>` +
    '<div class="flex min-h-dvh flex-col"><header class="bg-navy-900"><nav aria-label="Main">' +
    `<a href="/${language === 'fr' ? 'fr/' : ''}home">${words.home}</a></nav></header>` +
    '<main id="main-content" tabindex="-1" class="flex-1"><h1>Contact Us</h1><form></form></main>' +
    `<footer class="bg-navy-950"><a href="/Login">${words.staff}</a></footer></div>` +
    '<script>window.__reactRouterContext={}</script></body></html>'
  );
}

let testApp: TestApp | undefined;
let clientDir: string | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  clientDir = undefined;
});

function fakeBuild(): string {
  clientDir = mkdtempSync(join(tmpdir(), 'site-frame-'));
  for (const [folder, language] of [
    ['contact', 'en'],
    ['fr/contact', 'fr'],
  ] as const) {
    mkdirSync(join(clientDir, folder), { recursive: true });
    writeFileSync(join(clientDir, folder, 'index.html'), prerenderedPage(language));
  }
  return clientDir;
}

function postForm(t: TestApp, values: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: ENQUIRY_PATH,
    payload: new URLSearchParams(values).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
  });
}

describe('frameOf', () => {
  test("keeps the page's stylesheet, skip link, header and footer, and none of its scripts", () => {
    const frame = frameOf(prerenderedPage('en'));
    expect(frame).toEqual({
      stylesheets:
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="stylesheet" href="/assets/root-Abc123.css"/>',
      skipLink: '<a href="#main-content" class="sr-only focus:not-sr-only">Skip to main content</a>',
      header: '<header class="bg-navy-900"><nav aria-label="Main"><a href="/home">Home</a></nav></header>',
      footer: '<footer class="bg-navy-950"><a href="/Login">Staff sign-in</a></footer>',
      styleAttributeHashes: [],
    });
  });

  test('no frame from a page missing a part, or with a script inside its header', () => {
    expect(frameOf(prerenderedPage('en').replace(/<footer.*<\/footer>/, ''))).toBeNull();
    expect(frameOf(prerenderedPage('en').replace(/<link rel="stylesheet"[^>]*>/, ''))).toBeNull();
    expect(frameOf(prerenderedPage('en').replace('<nav', '<script>x()</script><nav'))).toBeNull();
  });

  test('a style attribute in the frame is allowed by its hash', () => {
    const frame = frameOf(prerenderedPage('en').replace('<nav aria-label', '<nav style="color:red" aria-label'));
    expect(frame?.styleAttributeHashes).toEqual(["'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='"]);
  });

  test('no frame without a build', () => {
    expect(siteFrame(undefined, 'en')).toBeNull();
    expect(siteFrame(join(tmpdir(), 'no-such-build'), 'fr')).toBeNull();
  });
});

describe(`the refused enquiry's page inside the site's layout on ${TEST_DATABASE_KIND}`, () => {
  test("an English post gets the page between the site's header and footer, still without any script", async () => {
    testApp = await createTestApp({ environment: { CLIENT_DIR: fakeBuild() } });
    const response = await postForm(testApp, { ...stringValues(createEnquiryInput({ FullName: 'Al' })) });

    expect(response.statusCode).toBe(400);
    const page = response.body;
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en-CA">/);
    expect(page).toContain('<link rel="stylesheet" href="/assets/root-Abc123.css"/>');
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(page).toMatch(/<body><a href="#main-content"[^>]*>Skip to main content<\/a>/);
    expect(page).toContain(
      '<header class="bg-navy-900"><nav aria-label="Main"><a href="/home">Home</a></nav></header>',
    );
    expect(page).toMatch(
      /<main id="main-content" tabindex="-1" class="contact-errors flex-1"><h1>Your message was not sent yet<\/h1>/,
    );
    expect(page).toContain('Full name: Full Name must be at least 3 characters');
    expect(page).toContain('<footer class="bg-navy-950"><a href="/Login">Staff sign-in</a></footer>');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('modulepreload');

    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toMatch(/font-src 'self'/);
    expect(policy).toMatch(/form-action 'self'/);
    expect(policy).not.toMatch(/script-src|unsafe-inline/);
    expect(await contactRowCounts(testApp.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test('a French post gets the French page inside the French header and footer', async () => {
    testApp = await createTestApp({ environment: { CLIENT_DIR: fakeBuild() } });
    const response = await postForm(testApp, {
      ...stringValues(createEnquiryInput({ Email: '', PhoneNumber: '' })),
      language: 'fr',
    });

    expect(response.statusCode).toBe(400);
    const page = response.body;
    expect(page).toMatch(/^<!DOCTYPE html><html lang="fr-CA">/);
    expect(page).toContain('<a href="/fr/home">Accueil</a>');
    expect(page).toContain('<a href="/Login">Connexion du personnel</a>');
    expect(page).toContain(
      'Courriel\u00a0: Donnez un courriel ou un numéro de téléphone pour que nous puissions vous répondre',
    );
    expect(page).not.toContain('Staff sign-in');
  });
});

function stringValues(values: object): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value ?? '')]));
}
