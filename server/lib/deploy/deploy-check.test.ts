import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { ENQUIRY_PATH } from '../../../domain/enquiry.schema.ts';
import { createPdf } from '../../../tests/fixtures/document-files.ts';
import { createEnquiryInput } from '../../../tests/factories/contact.factory.ts';
import { freePort, stopChild, waitUntilReady } from '../../../tests/support/child-process.ts';
import { compiledEntry } from '../../../tests/support/compiled-entry.ts';
import { loadConfig } from '../../config.ts';
import { findUnsafeSettings } from './deploy-check.ts';

/**
 * The deploy check at start: the real server entry (server/index.ts) refuses to start in
 * production on unsafe settings, naming each with its fix, and a safe start keeps DATA_DIR and
 * every file in it private to the server's user.
 */
/** Each test starts the real entry (compiled once for the file): a second or more on a busy machine. */
const PROCESS_TEST_TIMEOUT_MS = 90_000;
const ROOT = resolve(import.meta.dirname, '../../..');
const temporaryDirs: string[] = [];

afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function privateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yard-deploy-'));
  temporaryDirs.push(dir);
  return dir;
}

function productionEnvironment(dataDir: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'no-client'),
    ADMIN_PASSWORD: 'a long enough test password',
    PUBLIC_URL: 'https://yard.example',
    ...overrides,
  };
}

async function spawnServer(environment: Record<string, string>) {
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  return spawn(process.execPath, [await compiledEntry('server/index.ts')], {
    cwd: ROOT,
    env: { ...inherited, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function refusal(environment: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = await spawnServer(environment);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)));
  return { code, stderr };
}

test(
  'an http:// PUBLIC_URL that is not localhost is refused in production, with the fix, unless explicitly allowed',
  async () => {
    const dataDir = privateDir();
    const refused = await refusal(productionEnvironment(dataDir, { PUBLIC_URL: 'http://yard.example' }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('will not start in production');
    expect(refused.stderr).toContain('PUBLIC_URL: http://yard.example is plain http');
    expect(refused.stderr).toContain('ALLOW_INSECURE_PUBLIC_URL=true');
    // Refused before anything was written: no database, no secrets.
    expect(readdirSync(dataDir)).toEqual([]);

    const base = { NODE_ENV: 'production', DATA_DIR: dataDir };
    expect(
      findUnsafeSettings(loadConfig({ ...base, PUBLIC_URL: 'http://yard.example', ALLOW_INSECURE_PUBLIC_URL: 'true' })),
    ).toEqual([]);
    expect(findUnsafeSettings(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
    expect(findUnsafeSettings(loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:8080' }))).toEqual([]);
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  'a DATA_DIR or secrets.json readable by other users is refused in production, each named with its chmod',
  async () => {
    const dataDir = privateDir();
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'secrets.json'), '{}', { mode: 0o644 });
    chmodSync(join(dataDir, 'secrets.json'), 0o644);

    const refused = await refusal(productionEnvironment(dataDir));

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Fix: chmod 700 ${dataDir}.`);
    expect(refused.stderr).toContain(`Fix: chmod 600 ${join(dataDir, 'secrets.json')}.`);
    expect(refused.stderr).toContain('mode 644');
  },
  PROCESS_TEST_TIMEOUT_MS,
);

test(
  'a safe production start creates DATA_DIR 0700 and its database, WAL, secrets, documents and mail files 0600',
  async () => {
    const parent = privateDir();
    const dataDir = join(parent, 'data');
    const port = await freePort();
    const server = await spawnServer(productionEnvironment(dataDir, { PORT: String(port), HOST: '127.0.0.1' }));
    let files: ReturnType<typeof listFiles> = [];
    server.stdout.resume();
    server.stderr.resume();
    try {
      await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
      const upload = new FormData();
      upload.append('Image', new Blob([new Uint8Array(createPdf())], { type: 'application/pdf' }), 'insurance.pdf');
      const stored = await fetch(`http://127.0.0.1:${port}/api/ApplicationFormData/CertificateOfInsurance`, {
        method: 'POST',
        body: upload,
      });
      expect(stored.status).toBe(200);
      // Without SMTP_URL the company's notice is written to DATA_DIR/outbox as an .eml file.
      const enquiry = await fetch(`http://127.0.0.1:${port}${ENQUIRY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(createEnquiryInput()),
      });
      expect(enquiry.status).toBe(200);
      await waitForFile(dataDir, /^outbox\/.+\.eml$/);
      // Read while the server runs: SQLite removes its WAL when the last connection closes.
      files = listFiles(dataDir);
    } finally {
      await stopChild(server);
    }

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(files.map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'secrets.json',
        'app.sqlite',
        'app.sqlite-wal',
        expect.stringMatching(/^documents\/..\/[0-9a-f-]{36}$/),
        expect.stringMatching(/^outbox\/.+\.eml$/),
      ]),
    );
    for (const file of files)
      expect({ name: file.name, mode: file.mode }).toEqual({ name: file.name, mode: file.isDirectory ? 0o700 : 0o600 });
  },
  PROCESS_TEST_TIMEOUT_MS,
);

async function waitForFile(root: string, name: RegExp): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!listFiles(root).some((file) => name.test(file.name))) {
    if (Date.now() > deadline) throw new Error(`no file matching ${name} appeared in ${root}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function listFiles(root: string, prefix = ''): Array<{ name: string; mode: number; isDirectory: boolean }> {
  return readdirSync(join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    const item = { name, mode: statSync(join(root, name)).mode & 0o777, isDirectory: entry.isDirectory() };
    return entry.isDirectory() ? [item, ...listFiles(root, name)] : [item];
  });
}
