/**
 * Failures of what the server stands on rather than of the request: a full disk and a database
 * that cannot be reached. They answer 503 with a message that says nothing was stored and to try
 * again (with Retry-After), instead of a bare 500, and the server carries on and recovers by itself
 * once the disk or database is back (docs/operations.md, "Faults and what users see").
 */
export type InfrastructureFault = 'storage_full' | 'database_unavailable';

export const FAULT_MESSAGES: Record<InfrastructureFault, string> = {
  storage_full:
    "The server's storage is full, so nothing you sent was stored. Please try again later; what you entered is kept.",
  database_unavailable:
    'The database cannot be reached at the moment, so nothing you sent was stored. Please try again in a minute.',
};

export const FAULT_RETRY_AFTER_SECONDS = 30;

/** Node's file system, better-sqlite3 and PostgreSQL (class 53 "insufficient resources") say "disk full" their own ways. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']);

/**
 * Connection failures of pg (socket errors, a server shutting down: 57P01-57P03, class 08
 * connection exceptions) and of SQLite (a file that cannot be opened or read, a lock held too long).
 */
const DATABASE_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);
const DATABASE_UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^The database connection is not open$/,
  /Client has encountered a connection error/,
];

export function classifyInfrastructureFault(error: unknown): InfrastructureFault | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = String((current as NodeJS.ErrnoException).code ?? '');
    if (STORAGE_FULL_CODES.has(code)) return 'storage_full';
    if (DATABASE_UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR') || /^08[0-9A-Z]{3}$/.test(code)) {
      return 'database_unavailable';
    }
    if (
      DATABASE_UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))
    ) {
      return 'database_unavailable';
    }
    current = current.cause;
  }
  return undefined;
}
