import type { Page } from '@playwright/test';
import { BOOKING_DRAFT_KEY } from '../../app/lib/booking-draft.ts';
import { IN_THE_FULL_BROWSER } from '../support/chromium.ts';
import { expect, test } from './support/test.ts';
import { watchScripts } from './support/watch-scripts.ts';

/**
 * The content pages load their scripts on the visitor's first interaction, not at load
 * (docs/decisions/011-load-scripts-on-interaction.md): nothing of /assets/*.js before it, a tap
 * made before React is there still does what it should, the keyboard starts the load too, and the
 * contact form works after it. CSP violations and console errors fail every test (support/test.ts).
 * In the full browser, as a visitor has it (IN_THE_FULL_BROWSER says why).
 */
test.use(IN_THE_FULL_BROWSER);

/** Loaded, and given time to fetch anything it would fetch unprompted. */
async function openUntouched(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy).not.toContain('unsafe-inline');
  await page.waitForLoadState('networkidle');
}

function hydrated(page: Page) {
  return expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('/home asks for no script until the first tap, and that tap on the menu button still opens the menu', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await openUntouched(page, '/home');
    expect(scripts).toEqual([]);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);

    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.tap();
    // The tap reached no React handler: the loader held it back and replayed it once hydrated.
    await hydrated(page);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }),
    ).toBeVisible();
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-/)]));

    // From here on React handles the button directly.
    await menuButton.tap();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('/request and /Login ask for no script until the first tap, and a tap on Next is held and checks step 1', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await openUntouched(page, '/Login');
    expect(scripts).toEqual([]);
    await expect(page.getByLabel('Username', { exact: true })).toBeVisible();

    await openUntouched(page, '/request');
    expect(scripts).toEqual([]);
    await expect(page.getByText('Online booking needs JavaScript')).toBeHidden();
    // A tap on Next before the scripts: held, replayed once hydrated, and step 1 names what is missing.
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await hydrated(page);
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-/)]));
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('/request loads its scripts at once when a booking was saved on this device, or from ?done', async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await openUntouched(page, '/request?done=1');
    await hydrated(page);
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-/)]));

    // Typed here, the booking is saved on this device; the next visit must bring it back at once.
    await page.getByLabel('First name', { exact: true }).fill('Drafted');
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', BOOKING_DRAFT_KEY))
      .toContain('Drafted');
    scripts.length = 0;
    await openUntouched(page, '/fr/request');
    await hydrated(page);
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-/)]));
    await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Drafted');
  });
});

test('a first Tab starts the load, and the dropdowns then work by keyboard', async ({ page }) => {
  const scripts = watchScripts(page);
  await openUntouched(page, '/services/parking');
  expect(scripts).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);

  const services = page.getByRole('button', { name: 'Services', exact: true });
  for (
    let presses = 0;
    presses < 20 && !(await services.evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(services).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Truck Mechanic' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();
});

test('the contact form, enabled in the static page, can be filled and sent once a scroll has loaded the scripts', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await openUntouched(page, '/contact');
  expect(scripts).toEqual([]);
  const form = page.getByRole('form', { name: 'How can we help?' });
  const send = form.getByRole('button', { name: 'Send Message' });
  // Never disabled while the scripts load (ADR 019): what is typed early is kept.
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Full name', { exact: true })).toBeEditable();

  // A reader scrolls down to the form: that is the first interaction.
  await page.mouse.wheel(0, 400);
  await expect(send).toBeEnabled();
  await hydrated(page);

  const stamp = String(Date.now()).slice(-6);
  const name = `Deferred Reader ${stamp}`;
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Full name').fill(name);
  await field('Phone number').fill('416-555-0123');
  await field('Company name (optional)').fill('Reader Haulage');
  await field('Email').fill(`reader.${stamp}@example.com`);
  await field('Address (optional)').fill('12 Main St, Milton');
  await field('Message').fill('Do you have a spot for one trailer next week?');
  await send.click();
  await expect(form.getByRole('status')).toContainText(`Thank you, ${name}. Your message was sent`);
});
