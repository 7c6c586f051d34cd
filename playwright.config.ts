import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium, installed by
 * scripts/ensure-chromium.sh): Playwright's own browser download is not reachable from our machines,
 * so PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 is set wherever we install or test.
 *
 * globalSetup starts the real server and sets E2E_BASE_URL; Playwright re-reads this file in each
 * worker, after globalSetup, so `baseURL` picks it up there. Setting E2E_BASE_URL beforehand
 * points the tests at an already running site instead.
 */
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: './test-results',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
});
