import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { connectDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';

/**
 * A fresh database with every migration applied, for an app under test, copied from one migrated
 * once per worker process instead of migrated again for each test: running the migrations took
 * most of a server test's setup. The app still runs `migrateToLatest` when it starts and finds
 * nothing to do. Tests of the migrations themselves start from an empty database
 * (createScratchDatabase in test-app.ts), never from here.
 */

/** SQLite: the migrated template is a file, copied as the test's database file. */
let sqliteTemplate: Promise<string> | undefined;

export async function copyMigratedSqlite(file: string): Promise<void> {
  sqliteTemplate ??= migrateSqliteTemplate();
  copyFileSync(await sqliteTemplate, file);
}

async function migrateSqliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'yard-template-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'template.sqlite');
  const handle = connectDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle.db);
  // Closing checkpoints the write-ahead log into the file: the copy is then the whole database.
  await handle.close();
  return file;
}

/**
 * PostgreSQL: a schema of the test's own, made by replaying the SQL that pg_dump wrote of a schema
 * migrated once (tables, indexes, views, triggers, functions and the rows the migrations insert).
 * Without a usable pg_dump (a server newer than the client), the schema is left empty and the app
 * migrates it when it starts, as before.
 */
const SCHEMA_PLACEHOLDER = 'test_schema_placeholder_0d2f';
let postgresSchemaSql: Promise<string | undefined> | undefined;

export async function createMigratedPostgresSchema(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  postgresSchemaSql ??= dumpMigratedSchema(serverUrl);
  const sql = await postgresSchemaSql;
  const schema = `test_${randomBytes(8).toString('hex')}`;
  const client = await workerClient(serverUrl);
  await client.query(sql ? sql.replaceAll(SCHEMA_PLACEHOLDER, schema) : `create schema ${schema}`);
  return {
    url: withSearchPath(serverUrl, schema),
    async drop() {
      await client.query(`drop schema ${schema} cascade`);
    },
  };
}

/**
 * One connection per worker process for making and dropping the tests' schemas: a new connection
 * (a server process and a SCRAM exchange) cost about as much as the rest of a test's setup.
 */
let sharedClient: Promise<pg.Client> | undefined;

function workerClient(serverUrl: string): Promise<pg.Client> {
  sharedClient ??= (async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    // A test that stops the server would otherwise crash the worker with this idle client's error.
    client.on('error', () => {
      sharedClient = undefined;
    });
    await client.connect();
    return client;
  })();
  return sharedClient;
}

/** Ends the shared connection, for a script (a bench) that must exit once done; tests never need it. */
export async function endSchemaConnection(): Promise<void> {
  const client = sharedClient;
  sharedClient = undefined;
  await (await client)?.end();
}

async function dumpMigratedSchema(serverUrl: string): Promise<string | undefined> {
  const template = `test_template_${randomBytes(8).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create schema ${template}`));
  try {
    const handle = connectDatabase({ kind: 'postgres', url: withSearchPath(serverUrl, template) });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    const dbname = new URL(serverUrl);
    dbname.search = '';
    const { stdout } = await promisify(execFile)(
      'pg_dump',
      ['--schema', template, '--inserts', '--no-owner', '--no-privileges', '--dbname', dbname.toString()],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return (
      stdout
        .split('\n')
        // psql's meta-commands (recent pg_dump brackets its script in \restrict … \unrestrict).
        .filter((line) => !line.startsWith('\\'))
        .join('\n')
        .replaceAll(template, SCHEMA_PLACEHOLDER)
    );
  } catch {
    return undefined;
  } finally {
    await onServer(serverUrl, (client) => client.query(`drop schema ${template} cascade`));
  }
}

export function withSearchPath(serverUrl: string, schema: string): string {
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
