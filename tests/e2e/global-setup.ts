import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SERVER_BUNDLE,
  SERVER_NODE_FLAGS,
  bundleServer,
  bundleStaleness,
  serverEnvironment,
} from '../../scripts/server-runtime.mjs';
import { freePort, stopChild, waitUntilReady } from '../support/child-process.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';

/**
 * Starts what a user meets: the production build served by the compiled server (as `npm start`
 * runs it, rebuilt first when a source changed) on a fresh SQLite
 * database, delivering mail over SMTP to a real SMTP server on 127.0.0.1. Received mail is written
 * as JSON files so tests (in worker processes) can read it. Setting E2E_BASE_URL beforehand points
 * the tests at an already running site instead.
 */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-2026', email: 'admin@yard.example' };

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-e2e-'));
  const mailDir = join(dataDir, 'received-mail');
  mkdirSync(mailDir);

  const smtp = await startSmtpTestServer();
  let written = 0;
  const mailCopier = setInterval(() => {
    for (; written < smtp.messages.length; written += 1) {
      const { raw: _raw, ...message } = smtp.messages[written] as (typeof smtp.messages)[number];
      writeFileSync(join(mailDir, `${String(written).padStart(4, '0')}.json`), JSON.stringify(message));
    }
  }, 50);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  if (bundleStaleness()) await bundleServer();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    env: serverEnvironment({
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
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(`${baseUrl}/readyz`, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    clearInterval(mailCopier);
    await stopChild(server);
    await smtp.stop();
  };
}
