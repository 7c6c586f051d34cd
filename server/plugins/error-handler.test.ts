import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { countRows } from '../../tests/support/row-counts.ts';
import { createTestDatabase, TEST_DATABASE_KIND, testConfig } from '../../tests/support/test-app.ts';
import { INTERNAL_ERROR_MESSAGES } from './error-handler.plugin.ts';

/**
 * A 500 says nothing was stored only when the server knows it: the request's transaction was
 * rolled back and nothing of it was committed. Routes of this test's own fail in each way.
 */
let app: FastifyInstance;
let database: { handle: DatabaseHandle; drop(): Promise<void> };
let dataDir: string;

const event = (action: string) => ({ occurred_at: new Date().toISOString(), action, details: '{}' });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'yard-errors-'));
  database = await createTestDatabase(dataDir);
  app = await buildApp(testConfig(dataDir), { database: database.handle, serveWebApp: false });
  const { db } = database.handle;
  app.post('/api/test/rolled-back', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_events').values(event('rolled back')).execute();
      throw new Error('fails inside the transaction');
    });
  });
  app.post('/api/test/committed-then-failed', async () => {
    await db.insertInto('audit_events').values(event('kept')).execute();
    throw new Error('fails after a write went through');
  });
  app.post('/api/test/committed-then-rolled-back', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_events').values(event('kept in a first transaction')).execute();
    });
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_events').values(event('rolled back')).execute();
      throw new Error('fails inside the second transaction');
    });
  });
  app.post('/api/test/no-transaction', async () => {
    throw new Error('fails before any write');
  });
  app.get('/api/test/read-failed', async () => {
    await db.selectFrom('audit_events').select('id').execute();
    throw new Error('fails while reading');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.handle.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function messageOf(method: 'GET' | 'POST', url: string) {
  const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: { any: 'body' } } : {}) });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toMatchObject({ isSuccess: false, code: 'internal_error' });
  return response.json<{ message: string }>().message;
}

describe(`what a 500 says was stored, on ${TEST_DATABASE_KIND}`, () => {
  test('a rolled-back transaction, and nothing else written: nothing was stored', async () => {
    expect(await messageOf('POST', '/api/test/rolled-back')).toBe(INTERNAL_ERROR_MESSAGES.nothingStored);
  });

  test('a write that went through before the failure: it may have been saved', async () => {
    const before = await countRows(database.handle.db, 'audit_events');
    expect(await messageOf('POST', '/api/test/committed-then-failed')).toBe(INTERNAL_ERROR_MESSAGES.maybeStored);
    expect(await countRows(database.handle.db, 'audit_events')).toBe(before + 1);
  });

  test('a committed transaction, then a rolled-back one: it may have been saved', async () => {
    expect(await messageOf('POST', '/api/test/committed-then-rolled-back')).toBe(INTERNAL_ERROR_MESSAGES.maybeStored);
  });

  test('a failure of a write request before any transaction claims nothing', async () => {
    expect(await messageOf('POST', '/api/test/no-transaction')).toBe(INTERNAL_ERROR_MESSAGES.maybeStored);
  });

  test('a failed read says only to try again', async () => {
    expect(await messageOf('GET', '/api/test/read-failed')).toBe(INTERNAL_ERROR_MESSAGES.read);
  });

  test('no 500 message says nothing was lost', () => {
    for (const message of Object.values(INTERNAL_ERROR_MESSAGES)) expect(message).not.toMatch(/nothing .* lost/i);
  });
});
