import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * The original site's reveal animations as Chromium draws them: service pages zoom up over 1000 ms, linear;
 * other pages fade up over 400 ms with the ease curve; hiding is instant; printing and a reader who
 * prefers reduced motion see everything at once. The unit tests play the browser's part (what is in view)
 * and cannot see styles; this reads the computed ones.
 */

test.use({ viewport: { width: 1280, height: 600 } });

/** Loaded, its scripts run (they load on the first interaction), and the reveal effects started. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.mouse.move(1, 1);
  // Fetching and running the scripts can outlast the default 5 s on a busy machine.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/** The first section below the fold: hidden, then scrolled into view; its transition as hidden and as shown. */
async function revealFirstHidden(page: Page) {
  const hiddenSection = page.locator('[data-reveal="hidden"]').first();
  await expect(hiddenSection).toBeAttached();
  // Marked, so the locator still finds it once its state changes.
  await hiddenSection.evaluate((element) => element.setAttribute('data-revealed-by-test', ''));
  const section = page.locator('[data-revealed-by-test]');
  const style = () =>
    section.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        opacity: computed.opacity,
        duration: computed.transitionDuration,
        easing: computed.transitionTimingFunction,
        properties: computed.transitionProperty,
      };
    });
  const hidden = await style();
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-reveal', 'shown');
  return { hidden, shown: await style() };
}

test.describe('when motion is welcome', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a service page zooms a section up over 1000 ms, linear, as it scrolls in; hidden, it has no transition', async ({
    page,
  }) => {
    await openHydrated(page, '/services/parking');
    const { hidden, shown } = await revealFirstHidden(page);

    expect(hidden).toMatchObject({ opacity: '0', duration: '0s' });
    expect(shown).toMatchObject({ duration: '1s', easing: 'linear' });
    expect(shown.properties).toContain('opacity');
    expect(shown.properties).toContain('scale');
  });

  test('the home page fades a section up over 400 ms with the ease curve', async ({ page }) => {
    await openHydrated(page, '/home');
    const { hidden, shown } = await revealFirstHidden(page);

    expect(hidden).toMatchObject({ opacity: '0', duration: '0s' });
    expect(shown).toMatchObject({ duration: '0.4s', easing: 'ease' });
  });

  test('printing shows a section that is hidden on screen', async ({ page }) => {
    await openHydrated(page, '/services/parking');
    const hiddenSection = page.locator('[data-reveal="hidden"]').first();
    await expect(hiddenSection).toHaveCSS('opacity', '0');

    await page.emulateMedia({ media: 'print' });
    await expect(hiddenSection).toHaveCSS('opacity', '1');
    await expect(hiddenSection).toHaveCSS('transform', 'none');
  });
});

test.describe('when the reader prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is hidden or animated: every section shows at once', async ({ page }) => {
    await openHydrated(page, '/services/parking');
    await page.mouse.wheel(0, 2000);

    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });
});
