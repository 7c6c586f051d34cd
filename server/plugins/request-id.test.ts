import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { createTestDatabase, TEST_DATABASE_KIND, testConfig } from '../../tests/support/test-app.ts';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { MAX_URL_LENGTH } from './error-handler.plugin.ts';

/**
 * Every error answer names its request: an `X-Request-Id` header and a `requestId` in the body,
 * the same id as in the server's log line. The answers Node's parser gives before the app sees the
 * request (headers too large) and a URL too long have the API's shape and echo nothing sent.
 */
let app: FastifyInstance;
let database: { handle: DatabaseHandle; drop(): Promise<void> };
let dataDir: string;
let origin: string;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'yard-request-id-'));
  database = await createTestDatabase(dataDir);
  // Development logs each request's completion, as production does (tests leave it out).
  const config = testConfig(dataDir, { NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  app = await buildApp(config, {
    database: database.handle,
    serveWebApp: false,
    logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  app.get('/api/test/fails', async () => {
    throw new Error('an unexpected failure');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await app.close();
  await database.handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

function linesOf(requestId: string) {
  return logLines.filter((line) => line.reqId === requestId);
}

async function expectNamed(response: Response, status: number) {
  expect(response.status).toBe(status);
  const requestId = response.headers.get('x-request-id') ?? '';
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ isSuccess: false, requestId });
  // The line Fastify writes when the answer is sent carries the same id and the status.
  await expect
    .poll(() => linesOf(requestId).map((line) => (line.res as { statusCode?: number })?.statusCode))
    .toContain(status);
  return { requestId, body };
}

describe(`request ids on ${TEST_DATABASE_KIND}`, () => {
  test('a refused form names its request in the header, the body and the log', async () => {
    const response = await fetch(`${origin}${ENQUIRY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ FullName: 'Ab\tcd' }),
    });
    const { body } = await expectNamed(response, 400);
    expect(body.code).toBe('validation_failed');
  });

  test('an unknown endpoint, a 404, names its request', async () => {
    const { body } = await expectNamed(await fetch(`${origin}/api/NoSuchThing`), 404);
    expect(body.code).toBe('not_found');
  });

  test('a 500 names its request, and the logged error carries the same id', async () => {
    const { requestId, body } = await expectNamed(await fetch(`${origin}/api/test/fails`), 500);
    expect(body.code).toBe('internal_error');
    expect(linesOf(requestId).some((line) => line.msg === 'request failed')).toBe(true);
  });

  test('a rate-limited answer names its request', async () => {
    let last: Response | undefined;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = await fetch(`${origin}${ADMIN_API.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (attempt < 30) await last.arrayBuffer();
    }
    const { body } = await expectNamed(last as Response, 429);
    expect(body.code).toBe('rate_limited');
  });

  test('a successful answer carries the header too', async () => {
    const response = await fetch(`${origin}/healthz`);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await response.arrayBuffer();
  });

  test('a client cannot choose its request id', async () => {
    const response = await fetch(`${origin}/api/NoSuchThing`, { headers: { 'x-request-id': 'forged-id' } });
    expect(response.headers.get('x-request-id')).not.toBe('forged-id');
    await response.arrayBuffer();
  });

  test('a URL too long is a 414 in the API shape that echoes none of it', async () => {
    const path = `/api/${'a'.repeat(5000)}`;
    const response = await fetch(`${origin}${path}`);
    const text = await response.clone().text();
    const { body } = await expectNamed(response, 414);
    expect(body).toEqual({
      isSuccess: false,
      code: 'uri_too_long',
      message: expect.stringContaining(String(MAX_URL_LENGTH)),
      requestId: expect.any(String),
    });
    expect(text).not.toContain('aaaaaaaaaa');
    expect(text.length).toBeLessThan(300);
  });

  test('a long unknown path is echoed only in part in its 404', async () => {
    const response = await fetch(`${origin}/api/${'b'.repeat(1500)}`);
    const { body } = await expectNamed(response, 404);
    expect(String(body.message).length).toBeLessThan(260);
  });

  test('headers too large are a 431 in the API shape, with a logged request id, echoing nothing', async () => {
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(origin).port) });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    socket.write(`GET /api/NoSuchThing HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'c'.repeat(20_000)}\r\n\r\n`);
    await closed;

    const raw = Buffer.concat(received).toString('utf8');
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    const requestId = /^x-request-id: (\S+)$/im.exec(head)?.[1] ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(body)).toEqual({
      isSuccess: false,
      code: 'headers_too_large',
      message: 'The request headers are too large.',
      requestId,
    });
    expect(raw).not.toContain('cccccccccc');
    expect(linesOf(requestId)).toEqual([expect.objectContaining({ statusCode: 431 })]);
  });
});
