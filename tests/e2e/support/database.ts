import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/** Reads the running site's SQLite database (WAL lets a reader look while the server writes). */
export function queryDatabase<T>(sql: string, ...parameters: unknown[]): T[] {
  const directory = process.env.E2E_DATA_DIR;
  if (!directory) throw new Error('E2E_DATA_DIR is not set: the e2e global setup did not run');
  const database = new SQLite(join(directory, 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return database.prepare(sql).all(...parameters) as T[];
  } finally {
    database.close();
  }
}
