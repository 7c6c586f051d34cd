import { mkdirSync } from 'node:fs';

/**
 * DATA_DIR holds the database, the documents, the mail files and the generated secrets: it is
 * created private to the server's user (0700). Everything the server writes inside it is 0600
 * (the umask set at start covers files the libraries create, such as SQLite's WAL). An existing
 * directory is left as it is: changing the mode of a folder someone chose is the deploy check's
 * job to point out, not ours to do silently.
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Files and folders created by the server process get no group or other permissions. */
export const PRIVATE_UMASK = 0o077;

export function prepareDataDirectory(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
}
