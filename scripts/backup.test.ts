import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect, test } from 'vitest';
import { ADMIN_API } from '../domain/admin.schema.ts';
import { DOCUMENT_KINDS, type DocumentField } from '../domain/documents.ts';
import { createBookingInput } from '../tests/factories/booking.factory.ts';
import { createPdf } from '../tests/fixtures/document-files.ts';
import { freePort, stopChild, waitUntilReady } from '../tests/support/child-process.ts';
import { compiledEntry } from '../tests/support/compiled-entry.ts';

/**
 * `npm run backup` and `npm run restore` for real: a server (its own process, SQLite) takes a
 * booking, a backup is written while it keeps taking uploads, the archive is restored into a new
 * folder, and a second server started on that folder shows the application, its documents and its
 * decrypted bank numbers to the admin.
 */
const ROOT = resolve(import.meta.dirname, '..');
const ADMIN = { userName: 'admin', password: 'backup test password 4217' };
const run = promisify(execFile);
const temporaryDirs: string[] = [];
const servers: ChildProcess[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await stopChild(server);
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yard-backup-'));
  temporaryDirs.push(dir);
  return dir;
}

/** The settings of a server or script on `dataDir`: SQLite, secrets in DATA_DIR/secrets.json. */
function environmentFor(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const {
    TEST_DATABASE_URL: _database,
    SESSION_SECRET: _session,
    DATA_ENCRYPTION_KEY: _key,
    DATABASE_URL: _url,
    ...inherited
  } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'no-client'),
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

async function startServer(dataDir: string): Promise<string> {
  const port = await freePort();
  const server = spawn(process.execPath, [await compiledEntry('server/index.ts')], {
    cwd: ROOT,
    env: environmentFor(dataDir, { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${base}/readyz`, server);
  return base;
}

async function npmScript(script: 'backup' | 'restore', args: string[], dataDir: string) {
  return run(process.execPath, [await compiledEntry(`scripts/${script}.ts`), ...args], {
    cwd: ROOT,
    env: environmentFor(dataDir),
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function upload(base: string, kind: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('Image', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${kind}.pdf`);
  const response = await fetch(`${base}/api/ApplicationFormData/${kind}`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}${ADMIN_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

test('a backup taken while the server runs restores into a new folder where a new server shows the application, its documents and its bank numbers', async () => {
  const liveDir = join(temporaryDir(), 'data');
  const live = await startServer(liveDir);
  const pdf = createPdf();
  const references: Partial<Record<DocumentField, string>> = {};
  for (const document of DOCUMENT_KINDS) references[document.field] = await upload(live, document.kind, pdf);
  const booking = createBookingInput({}, references);
  const created = await fetch(`${live}/api/ApplicationFormData/CreateApplicationForm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(booking),
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: number };

  // Uploads keep arriving while the backup runs: the server is not stopped or paused.
  const archive = join(temporaryDir(), 'backups', 'yard.tar.gz');
  let writing = true;
  const writer = (async () => {
    let count = 0;
    while (writing) {
      // Paced under the per-address upload limit; each answer must still be a success.
      const form = new FormData();
      form.append('Image', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'during-backup.pdf');
      const response = await fetch(`${live}/api/ApplicationFormData/CertifiedPayment`, { method: 'POST', body: form });
      if (response.status !== 200) throw new Error(`upload during the backup answered ${response.status}`);
      count += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return count;
  })();
  const backup = await npmScript('backup', ['--out', archive], liveDir);
  writing = false;
  expect(await writer).toBeGreaterThan(0);
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`Backup written to ${archive}`);
  expect(statSync(archive).mode & 0o777).toBe(0o600);

  const restoredDir = join(temporaryDir(), 'restored');
  const restore = await npmScript('restore', ['--from', archive], restoredDir);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);
  expect(restore.stdout).toContain('every checksum matched');
  expect(statSync(restoredDir).mode & 0o777).toBe(0o700);
  expect(readdirSync(restoredDir).sort()).toEqual(['app.sqlite', 'documents', 'secrets.json']);

  const restored = await startServer(restoredDir);
  const headers = await signIn(restored);
  const details = await fetch(`${restored}${ADMIN_API.byId(id)}`, { headers });
  expect(details.status).toBe(200);
  const application = (await details.json()) as {
    personalInfo: { email: string };
    documents: Array<{ kind: string; url: string }>;
  };
  expect(application.personalInfo.email).toBe(booking.personalInfo.email);
  expect(application.documents).toHaveLength(5);
  for (const document of application.documents) {
    const file = await fetch(`${restored}${document.url}`, { headers });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  }
  const bank = await fetch(`${restored}${ADMIN_API.revealBankDetails(id)}`, { method: 'POST', headers });
  expect(bank.status).toBe(200);
  expect(await bank.json()).toMatchObject(booking.bankingInfo);
}, 120_000);

test('a restore refuses a folder that is not empty and an archive whose files do not match their checksums, restoring nothing', async () => {
  const liveDir = join(temporaryDir(), 'data');
  const live = await startServer(liveDir);
  await upload(live, 'CertifiedPayment', createPdf());
  const archive = join(temporaryDir(), 'yard.tar.gz');
  expect((await npmScript('backup', ['--out', archive], liveDir)).code).toBe(0);

  const occupied = temporaryDir();
  writeFileSync(join(occupied, 'app.sqlite'), 'live data');
  const refused = await npmScript('restore', ['--from', archive], occupied);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain('is not empty');
  expect(readFileSync(join(occupied, 'app.sqlite'), 'utf8')).toBe('live data');

  // One byte of secrets.json changed inside an otherwise well-formed archive.
  const unpacked = temporaryDir();
  await run('tar', ['--extract', '--gzip', '--file', archive, '--directory', unpacked]);
  const secrets = join(unpacked, 'secrets.json');
  writeFileSync(secrets, readFileSync(secrets, 'utf8').replace('{', '{ '));
  const tampered = join(temporaryDir(), 'tampered.tar.gz');
  await run('tar', ['--create', '--gzip', '--file', tampered, '--directory', unpacked, '.']);
  const target = join(temporaryDir(), 'target');
  mkdirSync(target);
  const damaged = await npmScript('restore', ['--from', tampered], target);
  expect(damaged.code).toBe(1);
  expect(damaged.stderr).toContain('secrets.json does not match its checksum');
  expect(readdirSync(target)).toEqual([]);
}, 120_000);
