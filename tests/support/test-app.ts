import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import type { Database } from '../../server/db/database.ts';

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
  const config = testConfig(dataDir, options.environment);
  const { handle, drop } = await createTestDatabase(dataDir);
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
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own for one test: SQLite file, or a PostgreSQL schema dropped afterwards. */
export async function createTestDatabase(dataDir: string): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = connectDatabase({ kind: 'sqlite', file: join(dataDir, 'app.sqlite') });
    return { handle: { ...handle, close: closeOnce(handle.close) }, drop: async () => {} };
  }
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: closeOnce(() => db.destroy()),
  };
  return {
    handle,
    async drop() {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
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
