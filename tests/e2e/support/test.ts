import { test as base, expect } from '@playwright/test';
import { type E2eSite, workerSite } from './site.ts';

/**
 * Every e2e test fails on a console error or an uncaught page error (a CSP violation, a failed
 * hydration, a 500 from the API all show up there), and on any request to another host: the site
 * must work with no third-party request at all.
 *
 * Each worker tests the site global-setup.ts started for it (`site`, support/site.ts), and
 * `baseURL` points page and request there, so workers run side by side without sharing a
 * database, counts or mail.
 *
 * Each test is a visitor of its own, with an address of its own in `X-Forwarded-For` (the site
 * trusts it, as behind our reverse proxy): the production rate limits then hold per visitor, as for
 * carriers, instead of adding up every booking and enquiry of the whole suite from 127.0.0.1.
 */
let visitors = 0;

export const test = base.extend<{ pageProblems: string[] }, { site: E2eSite }>({
  site: [
    async ({}, use) => {
      await use(workerSite());
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.baseUrl);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    visitors += 1;
    const address = `10.${testInfo.workerIndex % 256}.${(visitors >> 8) % 256}.${visitors % 256}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        const own = new URL(baseURL ?? 'http://127.0.0.1');
        if (['http:', 'https:'].includes(url.protocol) && url.host !== own.host) {
          problems.push(`third-party request: ${request.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'the page reported problems').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
