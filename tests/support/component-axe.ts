import axe from 'axe-core';

/** The rules for WCAG 2.1 levels A and AA (what AODA asks of us), as the e-2-e pages are held to. */
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG 2.1 A/AA findings in a component as rendered in jsdom, one line per element.
 * jsdom lays nothing out and paints nothing, so the colour-contrast rule cannot judge here: the
 * end-to-end suite checks it in a real browser.
 */
export async function componentAxeViolations(container: Element): Promise<string[]> {
  const { violations } = await axe.run(container, {
    runOnly: { type: 'tag', values: WCAG_21_A_AA },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} (${node.target.join(' ')})`),
  );
}
