import type { APIRequestContext } from '@playwright/test';
import { DOCUMENT_KINDS, type DocumentField } from '../../domain/documents.ts';
import { SERVED_STATUS_ELEMENT_ID } from '../../domain/served-status.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { IN_THE_FULL_BROWSER } from '../support/chromium.ts';
import { makeJpeg } from '../support/documents.ts';
import { slowLink } from './support/slow-link.ts';
import { expect, test } from './support/test.ts';
import { watchScripts } from './support/watch-scripts.ts';

/**
 * The applicant's status page comes filled from the server (docs/decisions/073-status-page-served-filled.md):
 * a carrier on a phone reads where the booking stands from the HTML alone, no script is fetched
 * before the first touch, and when the scripts come the page hydrates onto that HTML without a
 * mismatch (a console error fails the test) and without asking the server again.
 */

// No script before the first touch is seen only in the full browser (IN_THE_FULL_BROWSER).
test.use(IN_THE_FULL_BROWSER);

/** A booking made over the API as a visitor makes it; answers its status page's path. */
async function book(request: APIRequestContext): Promise<{ path: string; reference: string }> {
  const scan = await makeJpeg(400, 300);
  const references = {} as Record<DocumentField, string>;
  for (const document of DOCUMENT_KINDS) {
    const upload = await request.post(`/api/ApplicationFormData/${document.kind}`, {
      multipart: { Image: { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: scan } },
    });
    expect(upload.status()).toBe(200);
    references[document.field] = ((await upload.json()) as { response: string }).response;
  }
  const booking = await request.post('/api/ApplicationFormData/CreateApplicationForm', {
    data: createBookingInput({}, references),
  });
  expect(booking.status(), await booking.text()).toBe(200);
  const { statusUrl, reference } = (await booking.json()) as { statusUrl: string; reference: string };
  return { path: new URL(statusUrl).pathname, reference };
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the status page says where the booking stands, in English and in French', async ({ page }) => {
    const { path, reference } = await book(page.request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2, name: 'Status: Received' })).toBeVisible();
    await expect(page.getByTestId('status-reference')).toHaveText(reference);
    await expect(page.getByRole('region', { name: 'Documents on file' }).getByRole('listitem')).toHaveCount(5);

    // The language switch leads to this applicant's page in French, without scripts too.
    await page.locator('header a[hreflang="fr"]').click();
    await expect(page).toHaveURL(new RegExp(`/fr${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Votre demande' })).toBeVisible();
    await expect(page.getByTestId('status-reference')).toHaveText(reference);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('no script before the first touch; then it hydrates onto the same page without asking again', async ({
    page,
  }) => {
    const { path, reference } = await book(page.request);
    const scripts = watchScripts(page);
    const statusCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ApplicationStatus/')) statusCalls.push(request.url());
    });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.headers()['cache-control']).toBe('no-store');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const heading = page.getByRole('heading', { level: 2, name: 'Status: Received' });
    await expect(heading).toBeVisible();
    const before = await page.locator('#main-content').innerHTML();

    await page.mouse.move(5, 5);
    await page.locator('body').dispatchEvent('pointerdown');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.locator(`#${SERVED_STATUS_ELEMENT_ID}`)).toHaveCount(0);
    expect(await page.locator('#main-content').innerHTML()).toBe(before);
    await expect(page.getByTestId('status-reference')).toHaveText(reference);
    expect(statusCalls).toEqual([]);
  });

  test('on a weak signal, with the scripts still on their way, the status is there to read', async ({ page }) => {
    const { path, reference } = await book(page.request);
    await slowLink(page);
    // Every script of ours held back: what shows is the HTML alone.
    await page.route(/\/assets\/.+\.js$/, () => new Promise<void>(() => undefined));
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 2, name: 'Status: Received' })).toBeVisible();
    await expect(page.getByTestId('status-reference')).toHaveText(reference);
    await page.getByTestId('status-reference').tap();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('region', { name: 'Documents on file' }).getByRole('listitem')).toHaveCount(5);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
