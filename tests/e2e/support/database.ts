import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { siteDataDir } from './site.ts';

/** Reads this worker's site's SQLite database (WAL lets a reader look while the server writes). */
export function queryDatabase<T>(sql: string, ...parameters: unknown[]): T[] {
  const database = new SQLite(join(siteDataDir(), 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return database.prepare(sql).all(...parameters) as T[];
  } finally {
    database.close();
  }
}
