import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { recordingWrites } from './request-writes.ts';

export type DatabaseKind = Config['database']['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** True when the database answers a trivial query (for /readyz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function connectDatabase(database: Config['database']): DatabaseHandle {
  if (database.kind === 'postgres') return connectPostgres(database.url);
  return connectSqlite(database.file);
}

function connectSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Created private before SQLite opens it: SQLite gives its WAL and shared-memory files the
    // database file's own mode, so all three stay 0600 whatever the process umask.
    closeSync(openSync(file, 'a', 0o600));
  }
  const sqlite = new SQLite(file);
  // WAL lets readers go on while a booking commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: each commit is synced to disk before it returns, so an acknowledged booking survives a
  // power cut (NORMAL, in WAL mode, may lose the last commits).
  sqlite.pragma('synchronous = FULL');
  const db = new Kysely<Database>({
    dialect: recordingWrites(
      new AutoRollbackAwareSqliteDialect({ database: new PreparedStatementCache(sqlite) }, sqlite),
    ),
  });
  return {
    db,
    kind: 'sqlite',
    async ping() {
      try {
        sqlite.prepare('select 1').get();
        return true;
      } catch {
        return false;
      }
    },
    // Kysely closes the file only if a query ever opened its driver; a handle closed unused would
    // otherwise keep the file (and its WAL) open.
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

/**
 * The statements most recently run, each prepared once. Kysely's SQLite driver prepares every query
 * it runs, and preparing compiles the statement and every trigger it fires: inserting an
 * application or one of its references compiles the search triggers (migrations 0009 and after),
 * which cost more than running them (docs/decisions/058-default-runtime.md). SQLite prepares a
 * kept statement again by itself when the schema changes.
 */
export class PreparedStatementCache implements SqliteDatabase {
  /** By SQL text, least recently used first. */
  readonly #statements = new Map<string, SQLite.Statement>();

  constructor(
    private readonly sqlite: SQLite.Database,
    /** Enough for every fixed statement the app runs; texts built per call (lists of n values) take turns. */
    private readonly capacity = 500,
  ) {}

  get size(): number {
    return this.#statements.size;
  }

  prepare(sqlText: string): SQLite.Statement {
    const kept = this.#statements.get(sqlText);
    if (kept) {
      // A statement still being iterated cannot run again until it ends: that one query gets its own.
      if (kept.busy) return this.sqlite.prepare(sqlText);
      this.#statements.delete(sqlText);
      this.#statements.set(sqlText, kept);
      return kept;
    }
    const statement = this.sqlite.prepare(sqlText);
    this.#statements.set(sqlText, statement);
    if (this.#statements.size > this.capacity) {
      const leastRecent = this.#statements.keys().next().value;
      if (leastRecent !== undefined) this.#statements.delete(leastRecent);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    this.sqlite.close();
  }
}

/**
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL on a full disk, I/O
 * errors). Kysely then issues its own ROLLBACK, which fails with "no transaction is active" and
 * hides the real error; skipping that ROLLBACK lets the real cause reach the error handler.
 */
class AutoRollbackAwareSqliteDialect extends SqliteDialect {
  constructor(
    private readonly dialectConfig: SqliteDialectConfig,
    private readonly sqlite: SQLite.Database,
  ) {
    super(dialectConfig);
  }

  override createDriver(): Driver {
    const sqlite = this.sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (!sqlite.inTransaction) return;
        await super.rollbackTransaction(connection);
      }
    })(this.dialectConfig);
  }
}

function connectPostgres(url: string): DatabaseHandle {
  // pg is loaded when the first query runs, not at import: a SQLite deployment never holds it in
  // memory. Kysely ends the pool on destroy().
  const createPool = async () => {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (a restart, a network cut) is reported here; without
    // a listener Node would end the process. The next query opens a fresh connection by itself.
    pool.on('error', () => {});
    // pg also reports a connection lost while a query runs as an 'error' event on the checked-out
    // client, which has no listener then: that would end the process on a database restart. The
    // query itself fails (and answers 503), so the event needs nothing more.
    pool.on('connect', (client) => client.on('error', () => {}));
    return pool;
  };
  const db = new Kysely<Database>({ dialect: recordingWrites(new PostgresDialect({ pool: createPool })) });
  return {
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
    close: () => db.destroy(),
  };
}
