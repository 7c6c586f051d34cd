import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules for WCAG 2.1 levels A and AA, what AODA asks of us. */
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** And WCAG 2.2's AA rules on top (target size), what the public pages are held to. */
const WCAG_22_A_AA = [...WCAG_21_A_AA, 'wcag22aa'];

/**
 * axe-core's WCAG 2.1 A/AA findings (2.2 with `wcag: '2.2'`) on the page as it is now (inside `include` when given), one
 * line per element: rule, impact, help, the element, and what to fix.
 *
 * Axe runs in @axe-core/playwright's legacy mode: in the page itself, instead of also opening a
 * blank page to put the results of each frame together: faster, with the same findings (ADR 049). Legacy mode cannot test a cross-origin
 * frame, so the page must have no frame at all, and this checks it (our pages have none).
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; wcag?: '2.1' | '2.2' } = {},
): Promise<string[]> {
  expect(
    page.frames().map((frame) => frame.url()),
    'a page with a frame needs axe outside legacy mode',
  ).toHaveLength(1);
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(options.wcag === '2.2' ? WCAG_22_A_AA : WCAG_21_A_AA);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')}` +
        (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''),
    ),
  );
}

/** Fails, naming every finding, when axe finds a WCAG 2.1 A/AA violation on `screen`. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${screen}`).toEqual([]);
}
