import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * What one request's database work did, so a 500 can say "nothing was stored" only when the server
 * knows it: a transaction was rolled back and no write of the request was committed. Kept in an
 * AsyncLocalStorage the error handler opens for each request; the driver below fills it in.
 */
export interface WriteRecord {
  /** A write of this request reached the database for good (a committed transaction, or a lone statement). */
  committed: boolean;
  /** A transaction of this request was rolled back. */
  rolledBack: boolean;
}

const requestWrites = new AsyncLocalStorage<WriteRecord>();

/** Runs `next` (the rest of a request) with a fresh record of its writes. */
export function recordWrites(next: () => void): void {
  requestWrites.run({ committed: false, rolledBack: false }, next);
}

/** The record of the request running now; undefined outside one (a background job). */
export function currentWrites(): WriteRecord | undefined {
  return requestWrites.getStore();
}

/**
 * Runs bookkeeping writes (a rate-limit counter) outside the request's record: they are not what
 * the person sent, and would otherwise make every refused booking sound as if something was kept.
 */
export function outsideRequestWrites<T>(work: () => T): T {
  return requestWrites.exit(work);
}

const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** Raw SQL counts as a write unless it plainly reads: a wrong "write" only drops the claim. */
function isWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind;
  if (WRITE_NODES.has(kind)) return true;
  if (kind === 'SelectQueryNode') return false;
  return !/^\s*select\b/i.test(query.sql);
}

class RecordingConnection implements DatabaseConnection {
  inTransaction = false;
  wroteInTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiledQuery: CompiledQuery, options?: Parameters<DatabaseConnection['executeQuery']>[1]) {
    const result: QueryResult<R> = await this.inner.executeQuery<R>(compiledQuery, options);
    if (isWrite(compiledQuery)) {
      if (this.inTransaction) this.wroteInTransaction = true;
      else {
        const record = currentWrites();
        if (record) record.committed = true;
      }
    }
    return result;
  }

  streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize: number,
    options?: Parameters<DatabaseConnection['streamQuery']>[2],
  ) {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize, options);
  }
}

function innerOf(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof RecordingConnection ? connection.inner : connection;
}

class RecordingDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(...args: Parameters<Driver['init']>) {
    return this.inner.init(...args);
  }

  async acquireConnection(...args: Parameters<Driver['acquireConnection']>) {
    return new RecordingConnection(await this.inner.acquireConnection(...args));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(innerOf(connection), settings);
    if (connection instanceof RecordingConnection) {
      connection.inTransaction = true;
      connection.wroteInTransaction = false;
    }
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.inner.commitTransaction(innerOf(connection));
    if (connection instanceof RecordingConnection) {
      const record = currentWrites();
      if (record && connection.wroteInTransaction) record.committed = true;
      connection.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    if (connection instanceof RecordingConnection) connection.inTransaction = false;
    await this.inner.rollbackTransaction(innerOf(connection));
    const record = currentWrites();
    if (record) record.rolledBack = true;
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.inner.savepoint) throw new Error('This driver has no savepoints');
    await this.inner.savepoint(innerOf(connection), name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.inner.rollbackToSavepoint) throw new Error('This driver has no savepoints');
    await this.inner.rollbackToSavepoint(innerOf(connection), name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.inner.releaseSavepoint) throw new Error('This driver has no savepoints');
    await this.inner.releaseSavepoint(innerOf(connection), name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection, ...rest: [Parameters<Driver['releaseConnection']>[1]?]) {
    return this.inner.releaseConnection(innerOf(connection), ...rest);
  }

  destroy(...args: Parameters<Driver['destroy']>) {
    return this.inner.destroy(...args);
  }
}

/** The dialect with its driver reporting each request's writes to the record above. */
export function recordingWrites(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new RecordingDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
