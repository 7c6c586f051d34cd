import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { DOCUMENT_KINDS, type DocumentField } from '../../domain/documents.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { freePort, stopChild, waitUntilReady } from '../support/child-process.ts';
import { compiledEntry } from '../support/compiled-entry.ts';
import { makeJpeg } from '../support/documents.ts';
import { createTestSchema, TEST_DATABASE_KIND } from '../support/test-app.ts';

/**
 * The process killed mid-write, on SQLite and PostgreSQL: bookings keep arriving
 * while the production server is SIGKILLed (no shutdown, no flush). Restarted on the same data, it
 * has every booking it had answered 200, each whole with its five documents, nothing half-stored,
 * and takes bookings again by itself.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const ADMIN = { userName: 'kill-test-admin', password: 'basalt harbour lantern 2026' };
const BOOKINGS = 10;
/** Bookings are sent this far apart; the kill lands as the first one is answered, the rest in flight or unsent. */
const STAGGER_MS = 40;
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
}

async function startServer(environment: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, [await compiledEntry('server/index.ts')], {
    cwd: ROOT,
    env: { ...inherited, ...environment, PORT: String(port), PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => stopChild(child));
  await waitUntilReady(`${baseUrl}/readyz`, child);
  return { child, baseUrl };
}

/** The five documents of one booking, uploaded from `ip`. */
async function uploadDocuments(baseUrl: string, ip: string, jpeg: Buffer): Promise<Record<DocumentField, string>> {
  const references: Partial<Record<DocumentField, string>> = {};
  for (const { kind, field } of DOCUMENT_KINDS) {
    const form = new FormData();
    form.append('Image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'document.jpg');
    const response = await fetch(`${baseUrl}/api/ApplicationFormData/${kind}`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.status).toBe(200);
    references[field] = ((await response.json()) as { response: string }).response;
  }
  return references as Record<DocumentField, string>;
}

function book(baseUrl: string, ip: string, documents: Record<DocumentField, string>) {
  return fetch(`${baseUrl}/api/ApplicationFormData/CreateApplicationForm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(createBookingInput({}, documents)),
  });
}

test(`every booking answered before the process was killed mid-traffic is whole after a restart, and none is half-stored (${TEST_DATABASE_KIND})`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-killed-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? await createTestSchema(url) : undefined;
  if (schema) cleanups.push(schema.drop);
  const environment = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: schema?.url ?? '',
    TRUST_PROXY: 'true',
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'warn',
    CLIENT_DIR: join(dataDir, 'no-client-build'),
  };

  const first = await startServer(environment);
  const jpeg = await makeJpeg();
  const addresses = Array.from({ length: BOOKINGS }, (_, index) => `198.51.100.${index + 10}`);
  const prepared: Array<{ ip: string; documents: Record<DocumentField, string> }> = [];
  for (const ip of addresses) prepared.push({ ip, documents: await uploadDocuments(first.baseUrl, ip, jpeg) });

  const killOnce = () => {
    if (first.child.signalCode === null) first.child.kill('SIGKILL');
  };
  const answers = await Promise.all(
    prepared.map(async ({ ip, documents }, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * STAGGER_MS));
      try {
        const response = await book(first.baseUrl, ip, documents);
        const body = (await response.json()) as { id?: number; reference?: string };
        if (response.status !== 200) return undefined;
        // The first booking answered: kill now, while the others are being written or still coming.
        killOnce();
        return { id: body.id as number, reference: body.reference as string };
      } catch {
        return undefined; // The connection died with the process: not accepted, so nothing owed.
      }
    }),
  );
  const accepted = answers.filter((answer) => answer !== undefined);
  expect(first.child.signalCode ?? (await new Promise((done) => first.child.once('exit', (_c, s) => done(s))))).toBe(
    'SIGKILL',
  );
  expect(accepted.length).toBeGreaterThan(0);
  expect(accepted.length).toBeLessThan(BOOKINGS);

  const second = await startServer(environment);
  const signedIn = await fetch(`${second.baseUrl}${ADMIN_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(signedIn.status).toBe(200);
  const bearer = { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  const list = (await (await fetch(`${second.baseUrl}${ADMIN_API.list}?take=100`, { headers: bearer })).json()) as {
    data: Array<{ id: number; reference: string }>;
  };
  // Every accepted booking is there; any other one stored was committed whole before the kill.
  expect(list.data.map((row) => row.reference)).toEqual(
    expect.arrayContaining(accepted.map((answer) => answer.reference)),
  );
  for (const { id } of list.data) {
    const details = (await (await fetch(`${second.baseUrl}${ADMIN_API.byId(id)}`, { headers: bearer })).json()) as {
      personalInfo: Record<string, string | undefined>;
    };
    for (const { field } of DOCUMENT_KINDS) {
      const documentUrl = new URL(details.personalInfo[field] ?? '', second.baseUrl);
      const document = await fetch(`${second.baseUrl}${documentUrl.pathname}`, { headers: bearer });
      expect(document.status, `${id} ${field}`).toBe(200);
      await document.arrayBuffer();
    }
  }

  // Recovered by itself: a new booking goes through on the restarted server.
  const ip = '198.51.100.200';
  const again = await book(second.baseUrl, ip, await uploadDocuments(second.baseUrl, ip, jpeg));
  expect(again.status).toBe(200);
}, 180_000);
