import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle } from './connect.ts';

/**
 * The connection the product itself opens (tests/support/test-app.ts builds its own, to give each
 * test a schema). Runs on the database of the current run: SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set, through the same settings parser as the server.
 */
const opened: DatabaseHandle[] = [];
const dataDirs: string[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function connectAsConfigured(environment: Record<string, string>): DatabaseHandle {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-connect-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...environment });
  const handle = connectDatabase(config.database);
  opened.push(handle);
  return handle;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

describe(`connectDatabase on ${postgresUrl ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('answers a ping and a query', async () => {
    const handle = connectAsConfigured(postgresUrl ? { DATABASE_URL: postgresUrl } : {});
    expect(handle.kind).toBe(postgresUrl ? 'postgres' : 'sqlite');
    expect(await handle.ping()).toBe(true);
    const { rows } = await sql<{ answer: number }>`select 40 + 2 as answer`.execute(handle.db);
    expect(Number(rows[0]?.answer)).toBe(42);
  });

  it('reports an unreachable database as not ready instead of throwing', async () => {
    // Port 1 on the loopback refuses at once; a SQLite handle is made unreachable by closing it.
    const handle = postgresUrl
      ? connectAsConfigured({ DATABASE_URL: 'postgres://nobody:nothing@127.0.0.1:1/none' })
      : connectAsConfigured({});
    if (!postgresUrl) await handle.close();
    expect(await handle.ping()).toBe(false);
  });
});

describe('SQLite settings', () => {
  it('turns on WAL and foreign keys', async () => {
    const handle = connectAsConfigured({});
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
  });
});
