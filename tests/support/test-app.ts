import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { copyMigratedSqlite, createMigratedPostgresSchema, onServer, withSearchPath } from './migrated-database.ts';

/**
 * A real app on a real database for one test: SQLite in a fresh temporary directory, or, when
 * TEST_DATABASE_URL is set (CI's PostgreSQL run), a fresh schema on that server.
 */
export const TEST_DATABASE_KIND: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  config: Config;
  dataDir: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions extends Omit<AppOptions, 'database'> {
  environment?: Record<string, string>;
  /** Wraps the database, e.g. to inject a fault into one query. */
  wrapDatabase?: (handle: DatabaseHandle) => DatabaseHandle;
}

export function testConfig(dataDir: string, environment: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'http://localhost:3000',
    ...environment,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-test-'));
  let opened: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const remove = async () => {
    await opened?.handle.close();
    await opened?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const config = testConfig(dataDir, options.environment);
    opened = await createMigratedTestDatabase(dataDir);
    const { handle } = opened;
    const database = options.wrapDatabase ? options.wrapDatabase(handle) : handle;
    const { environment: _environment, wrapDatabase: _wrap, ...appOptions } = options;
    const app = await buildApp(config, { serveWebApp: false, ...appOptions, database });
    await app.ready();
    return {
      app,
      config,
      dataDir,
      database,
      async close() {
        await app.close();
        await remove();
      },
    };
  } catch (error) {
    // A test that expects the app to refuse its settings leaves no directory or database behind.
    await remove();
    throw error;
  }
}

/** A database of its own with every migration applied, copied from a template (migrated-database.ts). */
async function createMigratedTestDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const file = join(dataDir, 'app.sqlite');
    await copyMigratedSqlite(file);
    const handle = connectDatabase({ kind: 'sqlite', file });
    return { handle: { ...handle, close: closeOnce(handle.close) }, drop: async () => {} };
  }
  const schema = await createMigratedPostgresSchema(url);
  const handle = connectDatabase({ kind: 'postgres', url: schema.url });
  return { handle: { ...handle, close: closeOnce(handle.close) }, drop: schema.drop };
}

/** A database of its own for one test: SQLite file, or a PostgreSQL schema dropped afterwards. */
export async function createTestDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = connectDatabase({ kind: 'sqlite', file: join(dataDir, 'app.sqlite') });
    return { handle: { ...handle, close: closeOnce(handle.close) }, drop: async () => {} };
  }
  const schema = await createTestSchema(url);
  // The product's own connection (pool settings, error listeners), confined to the new schema.
  const handle = connectDatabase({ kind: 'postgres', url: schema.url });
  return { handle: { ...handle, close: closeOnce(handle.close) }, drop: schema.drop };
}

/**
 * A fresh schema on the PostgreSQL server at `serverUrl`: `url` connects with it as the search
 * path, so everything a test creates lands there; `drop` removes it with all it holds.
 */
export async function createTestSchema(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await runOnServer(serverUrl, `create schema ${schema}`);
  return {
    url: withSearchPath(serverUrl, schema),
    drop: () => runOnServer(serverUrl, `drop schema ${schema} cascade`),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(statement));
}

/** A database of its own in a temporary directory of its own; `dispose` closes and removes both. */
export async function createScratchDatabase(): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-scratch-'));
  const { handle, drop } = await createTestDatabase(dataDir);
  return {
    handle,
    async dispose() {
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Tests may close a database on purpose (to see the app cope); the cleanup then closes nothing twice. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
