import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './tests/support/chromium.ts';

/**
 * End-to-end tests drive Debian's Chromium headless shell (/usr/bin/chromium-headless-shell,
 * installed by scripts/ensure-chromium.sh): Playwright's own browser download is not reachable from
 * our machines, so PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 is set wherever we install or test.
 *
 * Each worker tests a site of its own (ADR 043): a server, a SQLite database and an SMTP server
 * that globalSetup starts per worker (tests/e2e/support/site.ts); the `site` fixture points
 * `baseURL` there. One worker by default: on 2 cores a second one only halves each test's share of
 * the CPU (timeouts, no time saved); E2E_WORKERS=N runs N on a machine with cores to spare. A spec file still runs in one worker, test after test (fullyParallel false), so
 * a test that counts the dashboard's numbers before and after its own booking sees no other
 * booking land in between. Setting E2E_BASE_URL beforehand points the tests at an already running
 * site instead, with one worker since that site is shared.
 */
export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: './test-results',
  timeout: 30_000,
  retries: 0,
  workers: process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    headless: true,
    // No trace by default: recording one for every test (kept only on failure) made the specs
    // take half as long again, on two cores already busy (ADR 050). A failure still leaves its
    // screenshot and error context; `--trace retain-on-failure` records traces when needed.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: HEADLESS_SHELL_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
});
