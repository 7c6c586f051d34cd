import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort, stopChild, waitUntilReady } from './child-process.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';

/**
 * The server as it runs in production, in a process of its own on a real socket (tsx on the
 * sources, so no build is needed), with every protection on: rate limits, throttles, timeouts,
 * the connection cap. It sits on SQLite in a fresh DATA_DIR, or on a fresh schema of the PostgreSQL
 * server at `postgresServerUrl` when one is given, and delivers mail to a real SMTP server on
 * 127.0.0.1. Everything it logs is kept, so a test can check that no secret reached the logs.
 */
export const HARDENED_ADMIN = {
  username: 'yard-admin',
  password: 'granite lantern orchard 2026',
  email: 'yard-admin@example.com',
} as const;

export interface HardenedServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  smtp: SmtpTestServer;
  /** Everything the process wrote to stdout and stderr so far. */
  logs(): string;
  /** Every table of the server's schema as text, name by name (null on SQLite, whose files are read instead). */
  postgresTables(): Promise<Array<[string, string]> | null>;
  stop(): Promise<void>;
}

const TSX = resolve('node_modules/.bin/tsx');

/**
 * `postgresServerUrl` comes from the test file, not from here, so a test of what no database can
 * change (timeouts, the connection cap) runs on SQLite alone and is listed in
 * tests/support/database-free-tests.ts.
 */
export async function startHardenedServer(
  environment: Record<string, string> = {},
  postgresServerUrl?: string,
): Promise<HardenedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-hardened-'));
  const smtp = await startSmtpTestServer();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const postgres = postgresServerUrl ? await createPostgresSchema(postgresServerUrl) : undefined;

  let output = '';
  const child: ChildProcess = spawn(TSX, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SMTP_URL: smtp.url,
      PUBLIC_URL: baseUrl,
      // Lets each test speak from an address of its own (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: 'true',
      ADMIN_USERNAME: HARDENED_ADMIN.username,
      ADMIN_PASSWORD: HARDENED_ADMIN.password,
      ADMIN_EMAIL: HARDENED_ADMIN.email,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'info',
      CLIENT_DIR: join(dataDir, 'no-client-build'),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  try {
    await waitUntilReady(`${baseUrl}/healthz`, child);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output}`);
  }

  return {
    baseUrl,
    port,
    dataDir,
    smtp,
    logs: () => output,
    async postgresTables() {
      if (!postgres) return null;
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const tables = await client.query<{ name: string }>(
          'select table_name as name from information_schema.tables where table_schema = current_schema()',
        );
        const dumped: Array<[string, string]> = [];
        for (const { name } of tables.rows) {
          const result = await client.query(`select * from "${name}"`);
          dumped.push([name, JSON.stringify(result.rows)]);
        }
        return dumped;
      } finally {
        await client.end();
      }
    },
    async stop() {
      await stopChild(child);
      await smtp.stop();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `attack_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const separator = url.includes('?') ? '&' : '?';
  return {
    url: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}
