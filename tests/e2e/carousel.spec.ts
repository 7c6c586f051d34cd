import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * The home page's carousels as a visitor's browser shows them (docs/decisions/015-own-carousel.md):
 * CSS alone sizes the slides at every width, so the page looks right before any script and
 * hydration moves nothing; the served HTML has no style attribute for the CSP to allow; the
 * controls move the view by one slide. CSP violations and console errors fail every test
 * (support/test.ts).
 */

interface SlideBox {
  label: string;
  left: number;
  width: number;
}

/** The slides of one carousel with their boxes, and which of them lie inside its viewport. */
async function slidesOf(page: Page, carouselName: string) {
  return page.evaluate((name) => {
    const carousel = document.querySelector(`[aria-roledescription="carousel"][aria-label="${name}"]`);
    const slides = [...(carousel?.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]') ?? [])];
    // The viewport is the element that clips the moving track: the slides' grandparent.
    const viewport = slides[0]?.parentElement?.parentElement?.getBoundingClientRect();
    const boxes = slides.map((slide) => {
      const box = slide.getBoundingClientRect();
      return { label: slide.getAttribute('aria-label') ?? '', left: box.left, width: box.width };
    });
    const inView = boxes.filter(
      (box) => viewport && box.left >= viewport.left - 1 && box.left + box.width <= viewport.right + 1,
    );
    return { viewportWidth: viewport?.width ?? 0, boxes, inView: inView.map((box) => box.label) };
  }, carouselName);
}

function expectSameBoxes(after: SlideBox[], before: SlideBox[]) {
  expect(after.map((box) => box.label)).toEqual(before.map((box) => box.label));
  after.forEach((box, index) => {
    expect(Math.abs(box.left - (before[index]?.left ?? NaN)), `${box.label} left`).toBeLessThan(0.5);
    expect(Math.abs(box.width - (before[index]?.width ?? NaN)), `${box.label} width`).toBeLessThan(0.5);
  });
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('CSS alone shows 3 whole slides on a wide screen, 2 up to 1199 px, 1 up to 767 px, each of equal width', async ({
    page,
  }) => {
    await page.goto('/home');
    for (const [width, visible] of [
      [1280, 3],
      [1100, 2],
      [900, 2],
      [700, 1],
      [360, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of ['Parking locations', 'Partners']) {
        const { viewportWidth, boxes, inView } = await slidesOf(page, name);
        expect(inView, `${name} at ${width} px`).toEqual(boxes.slice(0, visible).map((box) => box.label));
        for (const box of boxes) {
          expect(Math.abs(box.width - viewportWidth / visible), `${name} at ${width} px`).toBeLessThan(1);
        }
      }
    }
  });

  test('the served carousels carry no style attribute for the CSP to allow', async ({ page }) => {
    const response = await page.goto('/home');
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(2);
    await expect(
      page.locator('[aria-roledescription="carousel"][style], [aria-roledescription="carousel"] [style]'),
    ).toHaveCount(0);
  });
});

test.describe('with scripts', () => {
  // No autoplay (it waits for reduced motion to be off), so only our actions move the view.
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('hydration moves no slide, and Next then moves the view by exactly one slide', async ({ page }) => {
    await page.goto('/home');
    const before = await slidesOf(page, 'Parking locations');
    expect(before.inView).toEqual(['1 of 4', '2 of 4', '3 of 4']);

    // The first interaction loads the scripts (ADR 011); a Shift key press changes nothing itself.
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
    const hydrated = await slidesOf(page, 'Parking locations');
    expectSameBoxes(hydrated.boxes, before.boxes);

    const carousel = page.getByRole('region', { name: 'Parking locations' });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toHaveAttribute('inert', '');
    // The move is a 500 ms transition: wait until the second slide stands where the first stood.
    await expect
      .poll(async () => {
        const { boxes } = await slidesOf(page, 'Parking locations');
        return Math.abs((boxes[1]?.left ?? Infinity) - (before.boxes[0]?.left ?? 0)) < 0.5;
      })
      .toBe(true);
    const moved = await slidesOf(page, 'Parking locations');
    expect(moved.inView).toEqual(['2 of 4', '3 of 4', '4 of 4']);
  });
});
