import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { afterEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../domain/admin.schema.ts';
import { buildApp } from '../server/app.ts';
import { connectDatabase, type DatabaseHandle } from '../server/db/connect.ts';
import { compiledEntry } from '../tests/support/compiled-entry.ts';
import { testConfig } from '../tests/support/test-app.ts';

/**
 * `npm run admin` for real: the script runs as a child process against a fresh data directory (or,
 * in the PostgreSQL run, a fresh schema through DATABASE_URL), and the app then signs in with what
 * it wrote.
 */
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'admin.ts');
const PROJECT_ROOT = resolve(dirname(SCRIPT), '..');
const POSTGRES_URL = process.env.TEST_DATABASE_URL;

// Each run of the script is a fresh Node process that loads the password dictionaries; a test makes
// up to five runs, on a machine shared with others.
vi.setConfig({ testTimeout: 90_000 });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Target {
  dataDir: string;
  /** The DATABASE_URL the script gets: empty for SQLite in dataDir. */
  databaseUrl: string;
  open(): DatabaseHandle;
}

async function freshTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-admin-cli-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (!POSTGRES_URL) {
    return {
      dataDir,
      databaseUrl: '',
      open: () => connectDatabase({ kind: 'sqlite', file: join(dataDir, 'app.sqlite') }),
    };
  }
  const schema = `cli_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  cleanups.push(async () => {
    const cleaner = new pg.Client({ connectionString: POSTGRES_URL });
    await cleaner.connect();
    await cleaner.query(`drop schema ${schema} cascade`);
    await cleaner.end();
  });
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const databaseUrl = url.toString();
  return { dataDir, databaseUrl, open: () => connectDatabase({ kind: 'postgres', url: databaseUrl }) };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function runAdmin(
  target: Target,
  args: string[],
  options: { password?: string; stdin?: string } = {},
): Promise<Run> {
  const { NODE_ENV: _vitestNodeEnv, ADMIN_PASSWORD: _inherited, ...inherited } = process.env;
  // The script compiled once for the file (tests/support/compiled-entry.ts), not through tsx each run.
  const child = spawn(process.execPath, [await compiledEntry(SCRIPT), ...args], {
    cwd: PROJECT_ROOT,
    env: {
      ...inherited,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      ...(options.password === undefined ? {} : { ADMIN_PASSWORD: options.password }),
      LOG_LEVEL: 'silent',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  child.stdin.end(options.stdin ?? '');
  return new Promise((resolveRun, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}

async function startAppOn(target: Target) {
  const database = target.open();
  const app = await buildApp(testConfig(target.dataDir), { database, serveWebApp: false });
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

async function storedAdmins(target: Target) {
  const database = target.open();
  try {
    return await database.db.selectFrom('admins').select(['id', 'username', 'email', 'password_hash']).execute();
  } finally {
    await database.close();
  }
}

const PASSWORD = 'gravel yard at dawn, seven trailers';

test('create makes an admin from ADMIN_PASSWORD on a fresh database, who can then sign in', async () => {
  const target = await freshTarget();
  const run = await runAdmin(target, ['create', 'dispatch', 'dispatch@example.com'], { password: PASSWORD });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^Created admin 'dispatch' \(dispatch@example.com\), id \d+\./);

  const admins = await storedAdmins(target);
  expect(admins).toHaveLength(1);
  expect(admins[0]).toMatchObject({ username: 'dispatch', email: 'dispatch@example.com' });
  expect(admins[0]?.password_hash).toMatch(/^\$argon2id\$/);
  expect(await verify(admins[0]?.password_hash ?? '', PASSWORD)).toBe(true);

  const app = await startAppOn(target);
  const login = await app.inject({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { userName: 'dispatch', password: PASSWORD },
  });
  expect(login.statusCode).toBe(200);
});

test('create reads the password from standard input when ADMIN_PASSWORD is unset', async () => {
  const target = await freshTarget();
  const run = await runAdmin(target, ['create', 'nights', 'nights@example.com'], { stdin: `${PASSWORD}\n` });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain("Created admin 'nights'");
  expect(run.stdout).not.toContain(PASSWORD);
  expect(run.stderr).not.toContain(PASSWORD);
  const admins = await storedAdmins(target);
  expect(await verify(admins[0]?.password_hash ?? '', PASSWORD)).toBe(true);
});

test('create refuses a password under 12 characters, a common one, and a name taken in any case', async () => {
  const target = await freshTarget();
  const short = await runAdmin(target, ['create', 'dispatch', 'dispatch@example.com'], { stdin: 'short pass\n' });
  expect(short.code).toBe(1);
  expect(short.stderr).toContain('at least 12 characters');
  const shortFromEnvironment = await runAdmin(target, ['create', 'dispatch', 'dispatch@example.com'], {
    password: 'elevenchars',
  });
  expect(shortFromEnvironment.code).toBe(1);
  expect(shortFromEnvironment.stderr).toContain('ADMIN_PASSWORD: must be at least 12 characters');
  const common = await runAdmin(target, ['create', 'dispatch', 'dispatch@example.com'], { password: 'Password2024!' });
  expect(common.code).toBe(1);
  expect(common.stderr).toContain('too common');
  expect(await storedAdmins(target)).toEqual([]);

  expect((await runAdmin(target, ['create', 'dispatch', 'dispatch@example.com'], { password: PASSWORD })).code).toBe(0);
  const taken = await runAdmin(target, ['create', 'DISPATCH', 'other@example.com'], { password: PASSWORD });
  expect(taken.code).toBe(1);
  expect(taken.stderr).toContain("An admin named 'dispatch' already exists");
  expect(await storedAdmins(target)).toHaveLength(1);
});

test('reset-password sets the new password, signs the admin out everywhere and lifts a sign-in block', async () => {
  const target = await freshTarget();
  expect((await runAdmin(target, ['create', 'dispatch', 'dispatch@example.com'], { password: PASSWORD })).code).toBe(0);
  const app = await startAppOn(target);
  const login = (password: string) =>
    app.inject({ method: 'POST', url: ADMIN_API.login, payload: { userName: 'dispatch', password } });
  const token = (await login(PASSWORD)).json().token as string;
  for (let attempt = 0; attempt < 6; attempt += 1) expect((await login('a wrong guess here')).statusCode).toBe(401);
  expect((await login(PASSWORD)).statusCode).toBe(429);

  const newPassword = 'a brand new passphrase for the yard';
  const run = await runAdmin(target, ['reset-password', 'Dispatch'], { password: newPassword });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain("Password reset for admin 'dispatch'; 1 session was signed out");

  const me = await app.inject({ method: 'GET', url: ADMIN_API.me, headers: { authorization: `Bearer ${token}` } });
  expect(me.statusCode).toBe(401);
  expect((await login(PASSWORD)).statusCode).toBe(401);
  expect((await login(newPassword)).statusCode).toBe(200);
});

test('reset-password of an unknown admin changes nothing; a wrong command prints the usage', async () => {
  const target = await freshTarget();
  const unknown = await runAdmin(target, ['reset-password', 'nobody'], { password: PASSWORD });
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain("No admin is named 'nobody'");
  const usage = await runAdmin(target, ['delete', 'nobody']);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('npm run admin -- create <username> <email>');
});
