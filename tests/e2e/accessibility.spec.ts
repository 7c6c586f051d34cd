import type { Page } from '@playwright/test';
import { CANONICAL_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../../app/prerendered-paths.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Every public page, and the not-found page, in a real Chromium: no WCAG 2.1 A or AA violation that
 * axe-core can detect, on a desktop and on a 360 px phone; one h1, a language, a title of its own,
 * and a skip link that takes keyboard focus to the main content. Axe finds about a third of WCAG
 * problems; the keyboard journeys and the 200% zoom checks live in the navigation and form specs.
 */

/** An address no route claims: the server answers it with the prerendered not-found page and 404. */
const NOT_FOUND_PROBE = '/no-such-page-for-axe';
const PAGES = [...PUBLIC_PAGE_PATHS, NOT_FOUND_PROBE];

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: '360 px phone', viewport: { width: 360, height: 740 }, isMobile: true },
] as const;

/** Chromium logs the 404 answer to the page itself as a console error; that one is expected. */
const NOT_FOUND_CONSOLE_ERROR =
  'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/** Loaded, hydrated (no request for half a second) and still: finite animations and transitions ended. */
async function openSettled(page: Page, path: string, pageProblems: string[]) {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), `status of ${path}`).toBe(path === NOT_FOUND_PROBE ? 404 : 200);
  // Content pages load their scripts on the first interaction (docs/decisions/011-load-scripts-on-interaction.md).
  await page.mouse.move(1, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  if (path === NOT_FOUND_PROBE) {
    const index = pageProblems.indexOf(NOT_FOUND_CONSOLE_ERROR);
    if (index !== -1) pageProblems.splice(index, 1);
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * One h1, an English language, a title, and a skip link that takes focus to the main content, on a
 * page opened by openSettled (focus still at the top of the page).
 */
async function expectLandmarksAndSkipLink(page: Page) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toMatch(/^en(-[A-Z]{2})?$/);
  expect((await page.title()).trim()).not.toBe('');

  await page.keyboard.press('Tab');
  const skipLink = page.locator(':focus');
  await expect(skipLink).toHaveText(/skip to (the )?main content/i);
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('main')).toBeFocused();
  // The next Tab continues inside the main content, not back at the top of the page.
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => ({
    insideMain: document.querySelector('main')?.contains(document.activeElement) ?? false,
    element: document.activeElement?.outerHTML.slice(0, 160) ?? 'none',
  }));
  expect(focused.insideMain, `after the skip link, Tab went to ${focused.element}`).toBe(true);
}

// Each page is opened once per viewport (axe takes most of a page's time); the desktop
// visit also checks the headings and the skip link, which used to open every page a third time.
for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const path of PAGES) {
      const alsoChecked = isMobile
        ? 'and does not scroll sideways'
        : 'and has one h1, an English language, a title, and a skip link that moves focus to the main content';
      test(`${path} has no WCAG 2.1 A/AA violation axe can find, ${alsoChecked}`, async ({ page, pageProblems }) => {
        await openSettled(page, path, pageProblems);
        expect(await axeViolations(page), `axe violations on ${path} (${name})`).toEqual([]);

        if (isMobile) {
          // WCAG 1.4.10 Reflow: at 360 CSS px nothing may need scrolling sideways. The layout width
          // is checked too: without a viewport meta tag a phone lays a page out at 980 px, where it
          // would not overflow either.
          const { layoutWidth, overflow } = await page.evaluate(() => ({
            layoutWidth: window.innerWidth,
            overflow: document.documentElement.scrollWidth - window.innerWidth,
          }));
          expect(layoutWidth, `${path} is laid out at the phone's width`).toBe(viewport.width);
          expect(overflow, `${path} scrolls sideways at 360 px by ${overflow} px`).toBeLessThanOrEqual(0);
        } else {
          await expectLandmarksAndSkipLink(page);
        }
      });
    }
  });
}

test('every page has a title of its own (addresses that show the same page share it)', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of [...CANONICAL_PAGE_PATHS, NOT_FOUND_PROBE]) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    expect(title, `title of ${path}`).not.toBe('');
    const other = titles.get(title);
    expect(other, `${path} has the same title as ${other}: "${title}"`).toBeUndefined();
    titles.set(title, path);
  }
});
