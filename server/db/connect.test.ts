import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectDatabase, type DatabaseHandle, PreparedStatementCache } from './connect.ts';

/**
 * The connection the product itself opens (tests/support/test-app.ts builds its own, to give each
 * test a schema). Runs on the database of the current run: SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set, through the same settings parser as the server.
 */
const opened: DatabaseHandle[] = [];
const dataDirs: string[] = [];
const cleanups: Array<() => void> = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const cleanup of cleanups.splice(0)) cleanup();
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

  it('syncs every commit to disk before it is acknowledged (synchronous = FULL)', async () => {
    const handle = connectAsConfigured({});
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
    // 0 OFF, 1 NORMAL (a WAL commit may be lost on power loss), 2 FULL, 3 EXTRA.
    expect(synchronous.rows[0]?.synchronous).toBe(2);
  });
});

describe('SQLite prepared statements', () => {
  function cacheOnMemory(capacity?: number) {
    const sqlite = new SQLite(':memory:');
    const cache = new PreparedStatementCache(sqlite, capacity);
    cleanups.push(() => {
      if (sqlite.open) sqlite.close();
    });
    return { sqlite, cache };
  }

  it('prepares a statement once and keeps the most recently used ones', () => {
    const { cache } = cacheOnMemory(2);
    const first = cache.prepare('select 1');
    expect(cache.prepare('select 1')).toBe(first);
    const second = cache.prepare('select 2');
    cache.prepare('select 1');
    cache.prepare('select 3');
    // `select 2` was the least recently used of three: dropped, and prepared afresh when asked again.
    expect(cache.size).toBe(2);
    expect(cache.prepare('select 1')).toBe(first);
    expect(cache.prepare('select 2')).not.toBe(second);
  });

  it('gives a query of its own while the kept statement is still being iterated', () => {
    const { cache } = cacheOnMemory();
    const text = 'select value from json_each(?)';
    const rows = cache.prepare(text).iterate(['[1, 2, 3]']);
    expect(rows.next().value).toEqual({ value: 1 });
    expect(cache.prepare(text).all(['[7]'])).toEqual([{ value: 7 }]);
    expect([...rows]).toEqual([{ value: 2 }, { value: 3 }]);
  });

  it('runs a kept statement against the schema as it is now, triggers included', async () => {
    const { cache } = cacheOnMemory();
    const db = new Kysely<{ items: { name: string }; log: { name: string } }>({
      dialect: new SqliteDialect({ database: cache }),
    });
    await sql`create table items (name text not null)`.execute(db);
    await sql`create table log (name text not null)`.execute(db);
    const insert = (name: string) => db.insertInto('items').values({ name }).execute();
    await insert('before');
    await sql`create trigger items_logged after insert on items begin insert into log (name) values (new.name); end`.execute(
      db,
    );
    await insert('after');
    expect(await db.selectFrom('log').select('name').execute()).toEqual([{ name: 'after' }]);
    await sql`drop trigger items_logged`.execute(db);
    await insert('dropped');
    expect(await db.selectFrom('log').select('name').execute()).toEqual([{ name: 'after' }]);
    expect(await db.selectFrom('items').select('name').execute()).toHaveLength(3);
    await db.destroy();
  });
});
