import type { FullConfig } from '@playwright/test';
import { bundleServer, bundleStaleness } from '../../scripts/server-runtime.mjs';
import { type E2eSite, publishSites, startSite } from './support/site.ts';

/**
 * One site per Playwright worker (support/site.ts: server, SQLite database, SMTP server), so
 * workers never see each other's bookings, counts or mail. The server is compiled first when a
 * source changed (as `npm start` does), then the sites start one after the other: each reads and
 * compresses the whole build at startup, and two doing that at once on a busy 2-core machine can
 * exceed Fastify's 10 s plugin timeout. Setting E2E_BASE_URL beforehand points the tests at an
 * already running site instead.
 */
export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return;
  if (bundleStaleness()) await bundleServer();
  const sites: E2eSite[] = [];
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops) await stop();
  };
  try {
    for (let index = 0; index < config.workers; index += 1) {
      const { site, stop } = await startSite();
      sites.push(site);
      stops.push(stop);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  publishSites(sites);
  return stopAll;
}
