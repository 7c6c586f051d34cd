import type { Page } from '@playwright/test';
import { CANONICAL_PAGE_PATHS_BOTH_LANGUAGES, PUBLIC_PAGE_PATHS_BOTH_LANGUAGES } from '../../app/prerendered-paths.ts';
import { SITE } from '../../app/content/site.ts';
import { languageOfPath, LOCALES } from '../../domain/language.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Every public page, and the not-found page, in English and in French, in a real Chromium: no
 * WCAG 2.2 A or AA violation that axe-core can detect, on a desktop and on a 360 px phone; one h1,
 * the page's language, a title of its own, and a skip link that takes keyboard focus to the main
 * content. Then the WCAG 2.2 points axe cannot judge alone: focus never hidden under the header,
 * help (the phone number) in the same place on every page. Axe finds about a third of WCAG
 * problems; the keyboard journeys and the 200% zoom checks live in the navigation and form specs.
 */

/** Addresses no route claims: the server answers them with the prerendered not-found page and 404. */
const NOT_FOUND_PROBE = '/no-such-page-for-axe';
const FRENCH_NOT_FOUND_PROBE = '/fr/no-such-page-for-axe';
const NOT_FOUND_PROBES = [NOT_FOUND_PROBE, FRENCH_NOT_FOUND_PROBE];
/**
 * Each canonical page in both languages. The aliases ('/', a service under /location/) serve the
 * same prerendered file as their canonical page, so axe would only read it again; the navigation
 * spec checks that they load.
 */
const PAGES = [...CANONICAL_PAGE_PATHS_BOTH_LANGUAGES, ...NOT_FOUND_PROBES];

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: '360 px phone', viewport: { width: 360, height: 740 }, isMobile: true },
] as const;

/** Chromium logs the 404 answer to the page itself as a console error; that one is expected. */
const NOT_FOUND_CONSOLE_ERROR =
  'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';

/**
 * Loaded, hydrated and still: finite animations and transitions ended. `pointer` is where to move the
 * mouse to start the scripts: a move to where it already is fires no event.
 */
async function openSettled(page: Page, path: string, pageProblems: string[], pointer: number) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(NOT_FOUND_PROBES.includes(path) ? 404 : 200);
  // Content pages load their scripts on the first interaction (docs/decisions/011-load-scripts-on-interaction.md).
  await page.mouse.move(pointer, pointer);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  if (NOT_FOUND_PROBES.includes(path)) {
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
 * One h1, the page's language, a title, and a skip link that takes focus to the main content, on a
 * page opened by openSettled (focus still at the top of the page).
 */
async function expectLandmarksAndSkipLink(page: Page, path: string) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe(LOCALES[languageOfPath(path)]);
  expect((await page.title()).trim()).not.toBe('');

  await page.keyboard.press('Tab');
  const skipLink = page.locator(':focus');
  await expect(skipLink).toHaveText(/skip to (the )?main content|passer au contenu principal/i);
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

// Each page is opened once per viewport (axe takes most of a page's time); the desktop visit also
// checks the headings and the skip link. One test per viewport walks every page in one browser
// tab: a tab of its own for each page cost more than the page itself. Each page is a step of its
// own, and a finding on one page does not stop the walk, so a run names every page with a problem.
for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    const alsoChecked = isMobile
      ? 'and none scrolls sideways'
      : 'and each has one h1, its language, a title, and a skip link that moves focus to the main content';
    test(`no page has a WCAG 2.2 A/AA violation axe can find, ${alsoChecked}`, async ({ page, pageProblems }) => {
      test.setTimeout(PAGES.length * 15_000);
      for (const [index, path] of PAGES.entries()) {
        await test.step(path, async () => {
          await openSettled(page, path, pageProblems, 1 + (index % 2));
          expect.soft(await axeViolations(page, { wcag: '2.2' }), `axe violations on ${path} (${name})`).toEqual([]);

          if (isMobile) {
            // WCAG 1.4.10 Reflow: at 360 CSS px nothing may need scrolling sideways. The layout width
            // is checked too: without a viewport meta tag a phone lays a page out at 980 px, where it
            // would not overflow either.
            const { layoutWidth, overflow } = await page.evaluate(() => ({
              layoutWidth: window.innerWidth,
              overflow: document.documentElement.scrollWidth - window.innerWidth,
            }));
            expect.soft(layoutWidth, `${path} is laid out at the phone's width`).toBe(viewport.width);
            expect.soft(overflow, `${path} scrolls sideways at 360 px by ${overflow} px`).toBeLessThanOrEqual(0);
          } else {
            await expectLandmarksAndSkipLink(page, path);
          }
        });
      }
    });
  });
}

test('every page has a title of its own (addresses that show the same page share it)', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of [...CANONICAL_PAGE_PATHS_BOTH_LANGUAGES, ...NOT_FOUND_PROBES]) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    expect(title, `title of ${path}`).not.toBe('');
    const other = titles.get(title);
    expect(other, `${path} has the same title as ${other}: "${title}"`).toBeUndefined();
    titles.set(title, path);
  }
});

/**
 * WCAG 2.4.11 Focus Not Obscured: every control reached by Tab is at least partly visible, not under
 * the header or anything else drawn over it. At 360 px and on a desktop, on one page of each kind.
 */
for (const { name, viewport } of VIEWPORTS) {
  test(`no focused control is hidden under another element (${name})`, async ({ page, pageProblems }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // Tabbing scrolls the maps near, and they load then, as they should: answered here with an
    // empty page (the machine has no way out), and those requests alone are forgiven below.
    await page.route(MAP_FRAME, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
    for (const path of ['/home', '/fr/contact', '/services/parking', '/fr/location/derry']) {
      await page.goto(path);
      await page.mouse.move(1, 1);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        const hidden = await page.evaluate(() => {
          const element = document.activeElement;
          if (!(element instanceof HTMLElement) || element === document.body) return null;
          element.scrollIntoView({ block: 'nearest' });
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return null;
          const points = [
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.left + 2, box.top + 2],
            [box.right - 2, box.bottom - 2],
          ];
          const visible = points.some(([x = 0, y = 0]) => {
            const top = document.elementFromPoint(x, y);
            return top !== null && (element.contains(top) || top.contains(element));
          });
          return visible ? null : element.outerHTML.slice(0, 120);
        });
        expect(hidden, `${path} (${name}): focused element covered`).toBeNull();
      }
    }
    forgive(pageProblems, (problem) => MAP_FRAME.test(problem.replace(/^third-party request: /, '')));
  });
}

/** The map provider's embedded frame (app/components/ui/lazy-map.tsx). */
const MAP_FRAME = /^https:\/\/maps\.google\.com\/maps\?/;

function forgive(problems: string[], expected: (problem: string) => boolean) {
  const kept = problems.filter((problem) => !expected(problem));
  problems.splice(0, problems.length, ...kept);
}

/**
 * WCAG 3.2.6 Consistent Help: the way to reach a person, the phone number, is in the same place on
 * every public page in both languages: the header's call link and the footer's contact column.
 */
test('the phone number is in the header and the footer of every public page, in both languages', async ({
  request,
}) => {
  const phoneLink = `href="tel:${SITE.contact.phoneE164}"`;
  for (const path of PUBLIC_PAGE_PATHS_BOTH_LANGUAGES) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    const footer = /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(header, `header of ${path}`).toContain(phoneLink);
    expect(footer, `footer of ${path}`).toContain(phoneLink);
  }
});
