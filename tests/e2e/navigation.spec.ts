import type { Page, Response } from '@playwright/test';
import {
  CANONICAL_PAGE_PATHS,
  CANONICAL_PAGE_PATHS_BOTH_LANGUAGES,
  FRENCH_NOT_FOUND_PAGE_PATH,
  NOT_FOUND_PAGE_PATH,
  PUBLIC_PAGE_PATHS,
} from '../../app/prerendered-paths.ts';
import { axeViolations } from './support/axe.ts';
import { expect, test } from './support/test.ts';

/**
 * Navigation in a real Chromium against the built site: no dead link anywhere, the menu by mouse,
 * touch and keyboard, every public page usable at 360 px and at 200% zoom, and every address working
 * whatever its letter case (docs/decisions/008-public-paths.md).
 */

const NOT_FOUND_PROBE = '/no-such-page-for-the-crawler';
const PHONE = /^tel:\+1\d{10}$/;
const MAILBOX = /^mailto:[^@\s/?]+@[a-z0-9-]+(\.[a-z0-9-]+)+(\?[^\s]*)?$/i;

/**
 * Waits until React has hydrated the header, so clicks reach its handlers. Content pages load their
 * scripts on the first interaction (docs/decisions/011-load-scripts-on-interaction.md): a mouse move
 * is that interaction here.
 */
async function waitForHydration(page: Page) {
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    return nav !== null && Object.keys(nav).some((key) => key.startsWith('__reactFiber'));
  });
  // Until the root marks the page and a task has passed, the loader still holds presses back to
  // replay them: a key pressed then would reach the menu twice.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * How far the page scrolls sideways. Measured without scrolling down: the maps load when scrolled
 * near (a third-party request the fixture refuses), and their boxes have a fixed aspect ratio anyway.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - scroller.clientWidth;
  });
}

/**
 * Chromium logs a document that answers 404 as a console error, which the pageProblems fixture
 * refuses. For the not-found page that status is the point: forgive exactly one such line per visit.
 */
const DOCUMENT_404 = 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';
function forgiveNotFoundVisits(pageProblems: string[], visits: number) {
  for (let visit = 0; visit < visits; visit += 1) {
    const index = pageProblems.indexOf(DOCUMENT_404);
    if (index !== -1) pageProblems.splice(index, 1);
  }
}

function menuButton(page: Page) {
  return page.getByRole('button', { name: 'Menu', exact: true });
}

function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** axe-core's WCAG 2.1 A/AA findings inside the header, in its current (opened) state. */
function headerViolations(page: Page): Promise<string[]> {
  return axeViolations(page, { include: 'header' });
}

interface FoundLink {
  href: string;
  absolute: string;
  text: string;
}

test('every link on every page reached from /home leads to a real page', async ({ page, baseURL, pageProblems }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  // Before its scripts run, the not-found page's language switch leads to the other language's
  // not-found page (one prerendered file serves every unknown address): 404 too.
  const notFoundProbes = [NOT_FOUND_PROBE, NOT_FOUND_PAGE_PATH, FRENCH_NOT_FOUND_PAGE_PATH];
  const queue: { path: string; from: string }[] = [
    { path: '/home', from: '(start)' },
    { path: NOT_FOUND_PROBE, from: '(start)' },
  ];
  const visited = new Set<string>();
  /** The ids on each page visited, so links to an anchor are checked without opening the page again. */
  const idsOn = new Map<string, Set<string>>();
  const external = new Map<string, string>();
  const anchors: { path: string; id: string; where: string }[] = [];
  const problems: string[] = [];

  while (queue.length > 0) {
    const { path, from } = queue.shift() as { path: string; from: string };
    if (visited.has(path)) continue;
    visited.add(path);

    // A public page's links are in its prerendered HTML: no need to wait for its scripts. The
    // admin screens are drawn by their scripts.
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    if ((await page.locator('h1').count()) === 0) await waitForHydration(page);
    const status = response?.status();
    const notFoundProbe = notFoundProbes.includes(path);
    if (status !== (notFoundProbe ? 404 : 200)) problems.push(`${path} (linked from ${from}) answered ${status}`);
    const redirectedFrom = response?.request().redirectedFrom();
    if (redirectedFrom) {
      problems.push(`${path} (linked from ${from}) redirects to ${new URL(page.url()).pathname}: link the page itself`);
    }
    if (!notFoundProbe) {
      if (/^(Page not found|Page introuvable)/.test(await page.title()))
        problems.push(`${path} (linked from ${from}) is the 404 page`);
      if ((await page.locator('h1').count()) === 0) problems.push(`${path} (linked from ${from}) has no h1`);
    }

    const { links, ids } = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a')].map((anchor) => ({
        href: anchor.getAttribute('href') ?? '',
        absolute: anchor.href,
        text: (anchor.textContent ?? '').trim() || anchor.getAttribute('aria-label') || '(no text)',
      })),
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    }));
    idsOn.set(path, new Set(ids));
    for (const link of links as FoundLink[]) {
      const where = `"${link.text}" on ${path}`;
      if (link.href === '') {
        problems.push(`${where} has no href`);
      } else if (link.href.startsWith('#')) {
        anchors.push({ path, id: decodeURIComponent(link.href.slice(1)), where });
      } else if (link.href.startsWith('tel:')) {
        if (!PHONE.test(link.href)) problems.push(`${where}: ${link.href} is not a +1 phone number`);
      } else if (link.href.startsWith('mailto:')) {
        if (!MAILBOX.test(link.href)) problems.push(`${where}: ${link.href} is not a mail address`);
      } else {
        const url = new URL(link.absolute);
        if (url.origin === origin) {
          if (!visited.has(url.pathname)) queue.push({ path: url.pathname, from: path });
          if (url.hash) anchors.push({ path: url.pathname, id: decodeURIComponent(url.hash.slice(1)), where });
        } else if (url.protocol !== 'https:') {
          problems.push(`${where}: external link ${link.absolute} is not https`);
        } else if (!external.has(link.absolute)) {
          external.set(link.absolute, path);
        }
      }
    }
  }

  for (const anchor of anchors) {
    if (!idsOn.get(anchor.path)?.has(anchor.id)) {
      problems.push(`${anchor.where} points at ${anchor.path}#${anchor.id}, which is not there`);
    }
  }

  // Listed, not fetched: the test machine has no way out, and a third party's answer is not ours to test.
  for (const [url, firstSeenOn] of external) {
    test.info().annotations.push({ type: 'external link', description: `${url} (first on ${firstSeenOn})` });
  }
  forgiveNotFoundVisits(pageProblems, notFoundProbes.filter((probe) => visited.has(probe)).length);
  expect(problems, 'dead or malformed links').toEqual([]);
  // Every canonical page, in both languages, can be reached by following links from the home page.
  for (const path of CANONICAL_PAGE_PATHS_BOTH_LANGUAGES)
    expect([...visited], `no link leads to ${path}`).toContain(path);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  // Every page's reflow at 360 px is checked with its axe visit there (accessibility.spec.ts).

  test('the menu button opens the menu; choosing an item navigates and closes it', async ({ page }) => {
    await open(page, '/home');
    const menu = page.locator('#main-menu');
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).tap();
    await expect(menu).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'About US' }).tap();

    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.locator('a[href="/about"]')).toHaveAttribute('aria-current', 'page');
  });

  test('a drop-down opens inside the folded menu, fits the screen, and its choice closes everything', async ({
    page,
  }) => {
    await open(page, '/home');
    await menuButton(page).tap();
    const services = page.getByRole('button', { name: 'Services', exact: true });
    const locations = page.getByRole('button', { name: 'Parking Locations', exact: true });

    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'Truck Mechanic' })).toBeVisible();
    expect(await sidewaysOverflow(page), 'open Services menu scrolls sideways').toBeLessThanOrEqual(0);

    await locations.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(locations).toHaveAttribute('aria-expanded', 'true');
    expect(await sidewaysOverflow(page), 'open Parking Locations menu scrolls sideways').toBeLessThanOrEqual(0);
    expect(await headerViolations(page), 'axe, folded menu and a group open').toEqual([]);
    await mainMenu(page).getByRole('link', { name: 'Lake Ridge Rd & Taunton Rd W' }).tap();

    await expect(page).toHaveURL(/\/location\/lake$/);
    await expect(page.locator('#main-menu')).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    // The folded menu is hidden now, so the button is found by its text rather than its role.
    const hiddenLocations = page.locator('#main-menu button', { hasText: 'Parking Locations' });
    await expect(hiddenLocations).toHaveAttribute('aria-expanded', 'false');
    await expect(hiddenLocations).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('at 200% zoom (a 1280 px window seen as 640 CSS px)', () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('no public page scrolls sideways', async ({ page, pageProblems }) => {
    test.setTimeout(180_000);
    for (const path of [...PUBLIC_PAGE_PATHS, NOT_FOUND_PROBE]) {
      await open(page, path);
      expect(await sidewaysOverflow(page), `${path} scrolls sideways at 200% zoom`).toBeLessThanOrEqual(0);
    }
    forgiveNotFoundVisits(pageProblems, 1);
  });

  test('the folded menu works by keyboard: open, into a drop-down, choose, and it closes', async ({ page }) => {
    await open(page, '/home');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-menu')).toBeVisible();

    // From the menu button, Tab goes straight into the menu it opened.
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const services = page.getByRole('button', { name: 'Services', exact: true });
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Yard Operations Management' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/services\/parking$/);
    await expect(page.locator('#main-menu')).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a drop-down opens by click, only one at a time, closes on an outside click, and its choice navigates', async ({
    page,
  }) => {
    await open(page, '/home');
    const services = page.getByRole('button', { name: 'Services', exact: true });
    const locations = page.getByRole('button', { name: 'Parking Locations', exact: true });
    await expect(menuButton(page)).toBeHidden();
    await expect(mainMenu(page).locator('a[href="/services/truck-Mechanic"]')).toBeHidden();

    await services.click();
    await expect(mainMenu(page).getByRole('link', { name: 'Truck Mechanic' })).toBeVisible();
    expect(await headerViolations(page), 'axe, Services open').toEqual([]);
    await locations.click();
    await expect(mainMenu(page).locator('a[href="/services/truck-Mechanic"]')).toBeHidden();
    await expect(mainMenu(page).getByRole('link', { name: 'Derry Rd W & Mavis Rd' })).toBeVisible();

    await page.locator('main h1').first().click();
    await expect(locations).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page).locator('a[href="/location/derry"]')).toBeHidden();

    await services.click();
    await mainMenu(page).getByRole('link', { name: 'Truck Mechanic' }).click();
    await expect(page).toHaveURL(/\/services\/truck-Mechanic$/);
    await expect(mainMenu(page).locator('a[href="/services/truck-Mechanic"]')).toBeHidden();
    await expect(services).toHaveAttribute('aria-current', 'true');
  });

  test('a keyboard-only journey: skip link, Services by Enter, arrows, Enter, and Escape', async ({ page }) => {
    await open(page, '/home');

    // The skip link is the first stop and takes focus past the header.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    // Back to the top: the language switch above the bar, logo, Home, About US, then Services.
    await open(page, '/home');
    for (const name of [
      'Skip to main content',
      'Lire cette page en français',
      'SafeYard Truck Parking',
      'Home',
      'About US',
    ]) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus'), `Tab reaches ${name}`).toHaveAccessibleName(name);
    }
    await page.keyboard.press('Tab');
    const services = page.getByRole('button', { name: 'Services', exact: true });
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Yard Operations Management' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Trailer Care' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/services\/trailer-care$/);
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // Back up into the header: call, Contact, then Parking Locations; Escape closes it.
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+Tab');
    const locations = page.getByRole('button', { name: 'Parking Locations', exact: true });
    await expect(locations).toBeFocused();
    await page.keyboard.press('Space');
    await expect(locations).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Lawson Rd & Hwy 25' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(locations).toHaveAttribute('aria-expanded', 'false');
    await expect(locations).toBeFocused();

    // Tabbing past an open drop-down closes it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await expect(mainMenu(page).getByRole('link', { name: 'Dean Dr & Concession Rd 7' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: 'Contact', exact: true })).toBeFocused();
    await expect(locations).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('just above the fold-away width (992 px)', () => {
  test.use({ viewport: { width: 992, height: 700 } });

  test('the whole menu fits on one row and an open drop-down stays inside the window', async ({ page }) => {
    await open(page, '/home');
    await expect(menuButton(page)).toBeHidden();
    const tops = await mainMenu(page)
      .locator('#main-menu > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'menu items wrap onto a second row').toBe(1);

    for (const group of ['Services', 'Parking Locations']) {
      await page.getByRole('button', { name: group, exact: true }).click();
      const box = await page.locator('[aria-expanded="true"] + ul').boundingBox();
      expect(box, `${group} list is shown`).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${group} list overflows the window`).toBeLessThanOrEqual(992);
      expect(await sidewaysOverflow(page), `${group} open: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('addresses in any letter case', () => {
  test('each page, asked for in capitals or with a final slash, loads at its own address', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of CANONICAL_PAGE_PATHS) {
      const response = await page.goto(`${path.toUpperCase()}/`, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      expect(response?.request().redirectedFrom()?.redirectedFrom(), `${path}: one redirect, not a chain`).toBeNull();
      await expect(page.locator('h1').first(), path).toBeVisible();
    }
  });

  test('the original route table’s mixed-case paths and the empty path show the right pages', async ({ page }) => {
    const parking = await open(page, '/services/parking');
    expect(parking?.status()).toBe(200);
    const parkingHeading = await page.locator('h1').first().textContent();

    for (const url of ['/SERVICES/PARKING', '/Services/Parking/', '/services//parking']) {
      await open(page, url);
      await expect(page, url).toHaveURL(/\/services\/parking$/);
      await expect(page.locator('h1').first(), url).toHaveText(parkingHeading ?? '');
    }
    await open(page, '/Services/Truck-mechanic');
    await expect(page).toHaveURL(/\/services\/truck-Mechanic$/);
    await open(page, '/location/MAVID');
    await expect(page).toHaveURL(/\/location\/mavid$/);
    await open(page, '/Location/YARDMANAGEMENT');
    await expect(page).toHaveURL(/\/location\/YardManagement$/);

    const root = await open(page, '/');
    expect(root?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    for (const section of ['/services', '/Location']) {
      await open(page, section);
      await expect(page, section).toHaveURL(/\/home$/);
    }
  });

  test('a page served at a differently-cased address hydrates cleanly and works', async ({ page, baseURL }) => {
    // As a static host that ignores case would: the prerendered page's own response, at another URL.
    await page.route('**/Services/Truck-MECHANIC', async (route) => {
      const response = await route.fetch({ url: new URL('/services/truck-Mechanic', baseURL).href });
      await route.fulfill({ response });
    });
    await open(page, '/Services/Truck-MECHANIC');
    await expect(page).toHaveURL(/\/Services\/Truck-MECHANIC$/);

    const services = page.getByRole('button', { name: 'Services', exact: true });
    await expect(services).toHaveAttribute('aria-current', 'true');
    await services.click();
    await expect(mainMenu(page).getByRole('link', { name: 'Truck Mechanic' })).toHaveAttribute('aria-current', 'page');
    await mainMenu(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('h1').first()).toBeVisible();
    // Console errors (a hydration mismatch is one) fail the test through the pageProblems fixture.
  });

  test('unknown paths answer 404 with the helpful page; admin screens get the app shell at any case', async ({
    page,
    request,
    pageProblems,
  }) => {
    const unknown = ['/services/nope', '/Location/Unknown', '/home/extra'];
    for (const url of unknown) {
      const response = await open(page, url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), url).toHaveText('We could not find that page');
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    }
    for (const url of ['/dashboard/allapplication', '/Dashboard/AllApplication', '/reqestinformation/1']) {
      const response = await request.get(url, { headers: { accept: 'text/html' }, maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain('<html');
    }
    // The sign-in page is prerendered (its form is typed into before the scripts come): one spelling.
    const login = await request.get('/login', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(login.status()).toBe(301);
    expect(login.headers().location).toBe('/Login');
    forgiveNotFoundVisits(pageProblems, unknown.length);
  });
});
