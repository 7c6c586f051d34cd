import axe from 'axe-core';

/** The rules for WCAG 2.1 levels A and AA, what AODA asks of us (as in the e2e checks). */
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's WCAG 2.1 A/AA findings inside `element`, in jsdom, one line per element. jsdom lays
 * nothing out and paints nothing, so contrast is left to the e2e checks in Chromium; names, roles,
 * labels and ARIA are what this sees, early and in a component's own test.
 */
export async function unitAxeViolations(element: Element): Promise<string[]> {
  const { violations } = await axe.run(element, {
    runOnly: { type: 'tag', values: WCAG_21_A_AA },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} — ${node.target.join(' ')}`),
  );
}
