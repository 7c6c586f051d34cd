import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { createEnquiryInput } from '../factories/contact.factory.ts';
import { countRows } from '../support/row-counts.ts';
import { createTestDatabase, createTestSchema, TEST_DATABASE_KIND, testConfig } from '../support/test-app.ts';

/**
 * The database out of reach, for real. On PostgreSQL the app reaches the server through a TCP
 * relay the test cuts (every connection dropped, new ones refused) and restores; on SQLite a second
 * connection holds the write lock. Meanwhile the API answers a clear 503 and stores nothing, the
 * public pages are still served, /readyz fails (PostgreSQL), and once the database is back
 * everything works again without a restart.
 */
const ENQUIRY = '/api/Contact/Enquiry';
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A prerendered page, as the build writes it, so the public site can be served without the database. */
function clientDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yard-client-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'about'));
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`;
  writeFileSync(join(dir, 'index.html'), page('Secure truck parking'));
  writeFileSync(join(dir, 'about', 'index.html'), page('About us'));
  return dir;
}

/** A TCP relay to `target`; cut() drops every connection and refuses new ones until restore(). */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  await listen();
  let open = true;
  return {
    get port() {
      return port;
    },
    async cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
    },
    async restore() {
      if (open) return;
      open = true;
      await listen();
    },
  };
}

async function postgresThroughRelay(url: string) {
  const direct = new URL(url);
  const relay = await startRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
  const schema = await createTestSchema(url);
  const relayed = new URL(schema.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  // The product's own connection, so its handling of dropped connections is what is tested.
  const handle = connectDatabase({ kind: 'postgres', url: relayed.toString() });
  cleanups.push(async () => {
    await relay.restore().catch(() => undefined);
    await schema.drop();
  });
  return { handle, relay };
}

async function start(handle: DatabaseHandle, dataDir: string) {
  const app = await buildApp(testConfig(dataDir, { CLIENT_DIR: clientDirectory() }), { database: handle });
  cleanups.push(async () => {
    await app.close();
    await handle.close();
  });
  return app;
}

function temporaryDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'yard-db-fault-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const UNREACHABLE = {
  isSuccess: false,
  code: 'service_unavailable',
  message:
    'The database cannot be reached at the moment, so nothing you sent was stored. Please try again in a minute.',
  requestId: expect.any(String),
};

if (TEST_DATABASE_KIND === 'postgres') {
  test('PostgreSQL out of reach: the API answers 503, public pages are served, /readyz fails, and all recovers when it returns', async () => {
    const { handle, relay } = await postgresThroughRelay(process.env.TEST_DATABASE_URL ?? '');
    const app = await start(handle, temporaryDataDir());
    expect((await app.inject({ method: 'POST', url: ENQUIRY, payload: createEnquiryInput() })).statusCode).toBe(200);

    await relay.cut();

    const refused = await app.inject({ method: 'POST', url: ENQUIRY, payload: createEnquiryInput() });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual(UNREACHABLE);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('The database cannot be reached.');
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (const path of ['/', '/about']) {
      const page = await app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>');
    }

    await relay.restore();

    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const accepted = await app.inject({ method: 'POST', url: ENQUIRY, payload: createEnquiryInput() });
    expect(accepted.statusCode).toBe(200);
    // The first and the last enquiry are stored; the one refused while the database was away is not.
    expect(await countRows(handle.db, 'contact_enquiries')).toBe(2);
  }, 60_000);
}

if (TEST_DATABASE_KIND === 'sqlite') {
  test('SQLite locked by another process: writes answer 503 after the busy timeout, pages and reads go on, and all recovers when it is free', async () => {
    const dataDir = temporaryDataDir();
    const { handle } = await createTestDatabase(dataDir);
    const app = await start(handle, dataDir);
    // Another connection to the same file, as another process would hold it, takes the write lock.
    const other = new SQLite(join(dataDir, 'app.sqlite'));
    cleanups.push(() => {
      if (other.inTransaction) other.exec('rollback');
      other.close();
    });
    other.exec('begin immediate');

    const refused = await app.inject({ method: 'POST', url: ENQUIRY, payload: createEnquiryInput() });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(UNREACHABLE);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    other.exec('rollback');

    const accepted = await app.inject({ method: 'POST', url: ENQUIRY, payload: createEnquiryInput() });
    expect(accepted.statusCode).toBe(200);
    expect(await countRows(handle.db, 'contact_enquiries')).toBe(1);
  }, 60_000);
}
