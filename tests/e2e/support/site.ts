import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_BUNDLE } from '../../../scripts/server-runtime.mjs';
import { freePort, stopChild, waitUntilReady } from '../../support/child-process.ts';
import { startSmtpTestServer } from '../../support/smtp-test-server.ts';

/** The admin every e2e site is started with (signs in through the Login page in the specs). */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-2026', email: 'admin@yard.example' };

/**
 * A site the tests drive: its address and, for a site global-setup.ts started, its data directory
 * (SQLite file, documents) and the directory its received mail is written to.
 */
export interface E2eSite {
  baseUrl: string;
  dataDir?: string;
  mailDir?: string;
}

/** How global-setup.ts hands the sites to the worker processes (which inherit its environment). */
const SITES_VARIABLE = 'E2E_SITES';

/**
 * What a user meets: the production build served by the compiled server (as `npm start` runs
 * it) on a fresh SQLite database in a directory of its own, delivering mail over SMTP to a real
 * SMTP server on 127.0.0.1. That server runs in the Playwright runner's process, so received mail
 * is written as JSON files the tests (in worker processes) read. Answers the site and a function
 * that stops it and removes its data.
 */
export async function startSite(): Promise<{ site: E2eSite; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-e2e-'));
  const mailDir = join(dataDir, 'received-mail');
  mkdirSync(mailDir);

  const smtp = await startSmtpTestServer();
  let written = 0;
  const mailCopier = setInterval(() => {
    for (; written < smtp.messages.length; written += 1) {
      const { raw, ...message } = smtp.messages[written] as (typeof smtp.messages)[number];
      const name = String(written).padStart(4, '0');
      // The whole message first (its attachments), then the summary a test looks for.
      writeFileSync(join(mailDir, `${name}.eml`), raw);
      // Renamed into place: a test reading the folder meanwhile never sees half a file.
      writeFileSync(join(mailDir, `${name}.json.part`), JSON.stringify({ ...message, eml: `${name}.eml` }));
      renameSync(join(mailDir, `${name}.json.part`), join(mailDir, `${name}.json`));
    }
  }, 50);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: baseUrl,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      LOG_LEVEL: 'warn',
      // As behind the reverse proxy in production: the client's address comes from X-Forwarded-For,
      // which the `test` fixture sets to an address of each test's own (support/test.ts).
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    clearInterval(mailCopier);
    await stopChild(server);
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${baseUrl}/readyz`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { site: { baseUrl, dataDir, mailDir }, stop };
}

/** Called by global-setup.ts once every site is ready; workers read them with `workerSite`. */
export function publishSites(sites: E2eSite[]): void {
  process.env[SITES_VARIABLE] = JSON.stringify(sites);
}

/**
 * The site of this worker process: the one at its parallel index (0 to workers - 1, kept by a
 * worker Playwright starts again after a failure), or the already running site E2E_BASE_URL names.
 */
export function workerSite(): E2eSite {
  const external = process.env.E2E_BASE_URL;
  if (external) return { baseUrl: external };
  const sites = JSON.parse(process.env[SITES_VARIABLE] ?? '[]') as E2eSite[];
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const site = sites[index];
  if (!site) throw new Error(`No e2e site for worker ${index} (${sites.length} started): did global-setup.ts run?`);
  return site;
}

/** This worker's site's data directory, or a precise refusal when the tests go to an external site. */
export function siteDataDir(): string {
  const { dataDir } = workerSite();
  if (!dataDir) throw new Error('E2E_BASE_URL points at an external site: its database cannot be read');
  return dataDir;
}

/** This worker's site's received-mail directory, or a precise refusal for an external site. */
export function siteMailDir(): string {
  const { mailDir } = workerSite();
  if (!mailDir) throw new Error('E2E_BASE_URL points at an external site: its mail cannot be read');
  return mailDir;
}
