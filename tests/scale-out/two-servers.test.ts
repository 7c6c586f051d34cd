import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import type { BookingInput } from '../../domain/booking.schema.ts';
import { DOCUMENT_KINDS, type DocumentField } from '../../domain/documents.ts';
import { waitForReadyLine } from '../../bench/bench-process.ts';
import { createBookingInput, type DeepPartial } from '../factories/booking.factory.ts';
import { createEnquiryInput } from '../factories/contact.factory.ts';
import { stopChild } from '../support/child-process.ts';
import { compiledEntry } from '../support/compiled-entry.ts';
import { makeJpeg, multipartBody } from '../support/documents.ts';
import { type S3TestServer, startS3TestServer } from '../support/s3-test-server.ts';

/**
 * Two app servers, each a real process on its own port with its own DATA_DIR, on one PostgreSQL
 * schema and one S3-protocol bucket (s3rver), with requests spread across both (ADR 027). This file
 * is in the `server` project only when TEST_DATABASE_URL is set (vitest.config.ts): it runs in the
 * PostgreSQL pass of the test command and is left out of the SQLite pass, where servers cannot
 * share a database.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL as string;
const ADMIN = { username: 'admin', password: 'two servers, one database' };

interface AppServer {
  name: string;
  child: ChildProcess;
  base: string;
  dataDir: string;
}

let s3: S3TestServer;
let schema: string;
let database: pg.Pool;
const servers: AppServer[] = [];
const environment: Record<string, string> = {};

beforeAll(async () => {
  s3 = await startS3TestServer();
  schema = `two_servers_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  database = new pg.Pool({ connectionString: DATABASE_URL, options: `-c search_path=${schema}`, max: 2 });
  const url = new URL(DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  Object.assign(environment, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: url.toString(),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: 'admin@example.com',
    // Each scenario speaks from an address of its own (X-Forwarded-For), as clients behind a proxy.
    TRUST_PROXY: 'true',
    ...s3.environment,
  });
  // One after the other: the first creates the schema and the first admin, the second finds them.
  servers.push(await startServer('A'));
  servers.push(await startServer('B'));
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopChild(server.child)));
  await database?.end();
  const cleaner = new pg.Client({ connectionString: DATABASE_URL });
  await cleaner.connect();
  await cleaner.query(`drop schema if exists ${schema} cascade`);
  await cleaner.end();
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  await s3?.close();
}, 60_000);

async function startServer(name: string): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `yard-server-${name}-`));
  const child = spawn(process.execPath, [await compiledEntry('tests/scale-out/app-server-process.ts')], {
    env: { ...process.env, ...environment, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { port } = await waitForReadyLine(child, { name: `app server ${name}` });
  return { name, child, base: `http://127.0.0.1:${port}`, dataDir };
}

const [a, b] = [() => servers[0] as AppServer, () => servers[1] as AppServer];

function call(
  server: AppServer,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  let body: BodyInit | undefined;
  if (Buffer.isBuffer(init.body)) body = new Uint8Array(init.body);
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  return fetch(`${server.base}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
}

async function upload(server: AppServer, kind: string, ip: string, jpeg: Buffer): Promise<string> {
  const { payload, headers } = await multipartBody(jpeg);
  const response = await call(server, `/api/ApplicationFormData/${kind}`, { body: payload, headers, ip });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

async function uploadFive(server: AppServer, ip: string): Promise<Record<DocumentField, string>> {
  const jpeg = await makeJpeg(320, 240);
  const entries: Array<[DocumentField, string]> = [];
  for (const document of DOCUMENT_KINDS) entries.push([document.field, await upload(server, document.kind, ip, jpeg)]);
  return Object.fromEntries(entries) as Record<DocumentField, string>;
}

async function book(
  server: AppServer,
  documents: Record<DocumentField, string>,
  ip: string,
  overrides: DeepPartial<BookingInput> = {},
) {
  return call(server, '/api/ApplicationFormData/CreateApplicationForm', {
    body: createBookingInput(overrides, documents),
    ip,
  });
}

async function signIn(server: AppServer, ip: string): Promise<Record<string, string>> {
  const response = await call(server, ADMIN_API.login, {
    body: { userName: ADMIN.username, password: ADMIN.password },
    ip,
  });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

function filesUnder(directory: string): string[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('two app servers on one PostgreSQL and one bucket', () => {
  it('takes the uploads on one server and the booking on the other, and serves the document from either', async () => {
    const documents = await uploadFive(a(), '198.51.100.1');
    const response = await book(b(), documents, '198.51.100.1');
    expect(response.status, await response.clone().text()).toBe(200);
    const { id } = (await response.json()) as { id: number };

    const headers = await signIn(a(), '198.51.100.1');
    for (const server of [a(), b()]) {
      const document = await call(server, ADMIN_API.document(id, DOCUMENT_KINDS[0].kind), { headers });
      expect(document.status).toBe(200);
      const bytes = Buffer.from(await document.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const audit = await database.query(
      `select count(*)::int as count from audit_events where action = 'document_viewed' and application_id = $1`,
      [id],
    );
    expect(audit.rows[0].count).toBe(2);
  });

  it('honours a session made on one server on the other, and a logout on one ends it on both', async () => {
    const headers = await signIn(a(), '198.51.100.2');
    expect((await call(b(), ADMIN_API.me, { headers })).status).toBe(200);
    expect((await call(b(), ADMIN_API.logout, { method: 'POST', headers })).status).toBeLessThan(300);
    expect((await call(a(), ADMIN_API.me, { headers })).status).toBe(401);
    expect((await call(b(), ADMIN_API.me, { headers })).status).toBe(401);
  });

  it('gives a decision race across both servers exactly one winner', async () => {
    const ip = '198.51.100.3';
    const booked = await book(a(), await uploadFive(b(), ip), ip);
    const { id } = (await booked.json()) as { id: number };
    const [headersA, headersB] = [await signIn(a(), ip), await signIn(b(), ip)];
    const answers = await Promise.all([
      call(a(), ADMIN_API.action, { body: { id, status: 0 }, headers: headersA }),
      call(b(), ADMIN_API.action, { body: { id, status: 1 }, headers: headersB }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const row = await database.query('select status from applications where id = $1', [id]);
    const winner = answers[0]?.status === 200 ? 'accepted' : 'rejected';
    expect(row.rows[0].status).toBe(winner);
  });

  it('gives the last spaces of a yard to exactly one of two acceptances, one on each server', async () => {
    const ip = '198.51.100.7';
    // Two bookings of the factory's fleet (5 trucks, 8 trailers) for a yard with room for one. A yard
    // no other test here books: the decision race above may have accepted one at the factory's yard.
    const dean = { moveInInfo: { locationAppliedFor: 'Dean Dr & Concession Rd 7' as const } };
    const ids: number[] = [];
    for (const server of [a(), b()]) {
      const booked = await book(server, await uploadFive(server, ip), ip, dean);
      expect(booked.status, await booked.clone().text()).toBe(200);
      ids.push(((await booked.json()) as { id: number }).id);
    }
    const [headersA, headersB] = [await signIn(a(), ip), await signIn(b(), ip)];
    const capacity = await call(a(), '/api/Yards/dean/Capacity', {
      method: 'PUT',
      body: { truckSpaces: 5, trailerSpaces: 8 },
      headers: headersA,
    });
    expect(capacity.status, await capacity.clone().text()).toBe(200);
    const answers = await Promise.all([
      call(a(), ADMIN_API.action, { body: { id: ids[0], status: 0 }, headers: headersA }),
      call(b(), ADMIN_API.action, { body: { id: ids[1], status: 0 }, headers: headersB }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(((await refused?.json()) as { code: string }).code).toBe('no_capacity');
    const rows = await database.query(`select status from applications where id = any($1) order by id`, [ids]);
    expect(rows.rows.map((row: { status: string }) => row.status).sort()).toEqual(['accepted', 'pending']);
  });

  it('refuses an address on both servers once one has refused it', async () => {
    const ip = '198.51.100.4';
    const send = (server: AppServer) => call(server, '/api/Contact/Enquiry', { body: createEnquiryInput(), ip });
    // Ten enquiries an hour per address (CONTACT_RATE_LIMIT), spread over both servers.
    for (let index = 0; index < 10; index += 1) {
      expect((await send(index % 2 === 0 ? a() : b())).status).toBe(200);
    }
    expect((await send(a())).status).toBe(429);
    expect((await send(b())).status).toBe(429);
    // Another address is not affected.
    expect((await call(b(), '/api/Contact/Enquiry', { body: createEnquiryInput(), ip: '198.51.100.5' })).status).toBe(
      200,
    );
  });

  it('loses no accepted booking when one server is killed mid-traffic, and the other keeps serving', async () => {
    const ip = '198.51.100.6';
    const uploads = [];
    for (let index = 0; index < 8; index += 1) uploads.push(await uploadFive(index % 2 === 0 ? a() : b(), ip));
    const accepted: string[] = [];
    const failedOnB: number[] = [];
    let killed = false;
    const victim = b();
    await Promise.all(
      uploads.map(async (documents, index) => {
        // Staggered, so the kill lands while bookings are still arriving at both servers.
        await new Promise((resolve) => setTimeout(resolve, index * 40));
        const server = index % 2 === 0 ? a() : victim;
        if (server === victim && index >= 3 && !killed) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
        try {
          const response = await book(server, documents, ip);
          if (response.status === 200) accepted.push(((await response.json()) as { reference: string }).reference);
          else if (server === victim) failedOnB.push(index);
        } catch {
          failedOnB.push(index);
        }
      }),
    );
    expect(killed).toBe(true);
    expect(failedOnB.length).toBeGreaterThan(0);
    // What the dead server did not take, the live one does (the uploads are in the shared store).
    for (const index of failedOnB) {
      const response = await book(a(), uploads[index] as Record<DocumentField, string>, ip);
      expect([200, 409, 400]).toContain(response.status);
      if (response.status === 200) accepted.push(((await response.json()) as { reference: string }).reference);
    }
    const stored = await database.query('select reference from applications where reference = any($1)', [accepted]);
    expect(stored.rows.map((row: { reference: string }) => row.reference).sort()).toEqual([...accepted].sort());
    expect((await call(a(), '/readyz')).status).toBe(200);
    const fresh = await book(a(), await uploadFive(a(), '198.51.100.7'), '198.51.100.7');
    expect(fresh.status).toBe(200);
  });

  it('keeps no document on either server’s disk: only encrypted objects in the bucket', async () => {
    for (const server of servers) {
      expect(filesUnder(join(server.dataDir, 'documents'))).toEqual([]);
      expect(filesUnder(join(server.dataDir, 'uploads-tmp'))).toEqual([]);
    }
    const objects = s3.objectFiles();
    const rows = await database.query('select count(*)::int as count from documents');
    expect(objects.length).toBe(rows.rows[0].count);
    for (const object of objects) {
      const head = readFileSync(object).subarray(0, 4).toString('ascii');
      expect(head).toBe('YPD1');
    }
  });
});
