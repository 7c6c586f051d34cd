import { test as base } from './test.ts';

export { expect } from './test.ts';

/** A refusal the test provokes on purpose: this status from this same-origin path. */
export interface ExpectedHttpFailure {
  path: string;
  status: number;
}

/**
 * The e2e `test` (which fails on any console error) for the admin screens. Chromium logs every
 * 4xx answer to a fetch as a console error ("Failed to load resource"), and some are the product
 * working: a signed-out visitor's GET /api/Me is 401, a wrong password at /api/Login is 401. A test
 * names the ones it provokes with `allowHttpFailure`; those exact messages, and nothing else, are
 * taken off the list of page problems.
 */
export const test = base.extend<{
  allowHttpFailure: (failure: ExpectedHttpFailure) => void;
  expectedConsoleErrors: string[];
}>({
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowHttpFailure: async ({ page, expectedConsoleErrors }, use) => {
    const allowed: ExpectedHttpFailure[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const status = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(
        message.text(),
      )?.[1];
      if (!status) return;
      const { pathname } = new URL(message.location().url || 'about:blank');
      if (allowed.some((failure) => failure.path === pathname && String(failure.status) === status)) {
        expectedConsoleErrors.push(`console error: ${message.text()}`);
      }
    });
    await use((failure) => allowed.push(failure));
  },
  // Still automatic (an override keeps the base fixture's options).
  pageProblems: async ({ pageProblems, expectedConsoleErrors }, use) => {
    await use(pageProblems);
    // Runs before the base fixture checks the same array: the expected refusals leave it first.
    for (const expected of expectedConsoleErrors) {
      const index = pageProblems.indexOf(expected);
      if (index >= 0) pageProblems.splice(index, 1);
    }
  },
});
