import { execFile } from 'node:child_process';
import { chmod, copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../../config.ts';
import type { DocumentRow } from '../../db/database.ts';
import { connectDatabase } from '../../db/connect.ts';
import { BACKUP_FORMAT, type BackupManifest, listFilesUnder, MANIFEST_FILE, sha256OfFile } from './backup-manifest.ts';
import { downloadDocumentObjects } from './bucket-objects.ts';

const run = promisify(execFile);
const STORAGE_KEY = /^[a-f0-9-]{36}$/;

/**
 * One consistent backup while the server runs: the SQLite database through its online backup API
 * (a snapshot of one moment, without stopping writers), then exactly the documents that snapshot
 * refers to, `secrets.json`, and a manifest with every file's SHA-256, packed as a .tar.gz (0600:
 * it holds the data key). Documents come after the database, and a document's file is written
 * before its row, so every row in the snapshot has its file. On PostgreSQL the database is not in
 * the archive: pair it with a pg_dump taken first (docs/operations.md). With DOCUMENT_STORE=s3 the
 * documents come from the bucket, as the encrypted objects they are there (bucket-objects.ts).
 */
export async function createBackup(config: Config, outFile: string, now: Date = new Date()): Promise<BackupManifest> {
  const target = resolve(outFile);
  await mkdir(dirname(target), { recursive: true });
  const staging = await mkdtemp(join(dirname(target), '.backup-'));
  try {
    await chmod(staging, 0o700);
    let storageKeys: string[] | undefined;
    if (config.database.kind === 'sqlite') {
      storageKeys = await snapshotSqlite(config.database.file, join(staging, 'app.sqlite'));
    } else {
      storageKeys = await documentKeysFromPostgres(config);
    }
    const documentStore = config.documents.store;
    let missingDocuments: string[];
    if (documentStore === 's3') {
      if (!config.documents.s3) throw new Error('DOCUMENT_STORE=s3 needs the S3_* settings to back up the bucket');
      missingDocuments = await downloadDocumentObjects(config.documents.s3, storageKeys, staging);
    } else {
      missingDocuments = await copyDocuments(
        join(config.dataDir, 'documents'),
        join(staging, 'documents'),
        storageKeys,
      );
    }
    const secretsIncluded = await copyIfPresent(join(config.dataDir, 'secrets.json'), join(staging, 'secrets.json'));

    const files = [];
    for (const path of await listFilesUnder(staging)) {
      const full = join(staging, path);
      files.push({ path, size: (await stat(full)).size, sha256: await sha256OfFile(full) });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      database: config.database.kind,
      documentStore,
      secretsIncluded,
      missingDocuments,
      files,
    };
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2), { mode: 0o600 });

    // Packed beside the target and renamed: a reader never sees half an archive under its name.
    const partial = `${target}.partial`;
    await run('tar', ['--create', '--gzip', '--file', partial, '--directory', staging, '--owner=0', '--group=0', '.']);
    await chmod(partial, 0o600);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** better-sqlite3's online backup: pages copied while the server keeps writing, one moment's state. */
async function snapshotSqlite(file: string, copy: string): Promise<string[]> {
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(copy);
  } finally {
    source.close();
  }
  // SQLite creates the copy with the process umask; it holds every applicant's details.
  await chmod(copy, 0o600);
  // The copy keeps the live file's WAL mode; one self-contained file (no -wal/-shm beside it) is
  // what belongs in an archive. The server turns WAL back on when it opens the restored file.
  const snapshot = new SQLite(copy);
  try {
    snapshot.pragma('journal_mode = DELETE');
    const rows = snapshot.prepare('select storage_key from documents').all() as Pick<DocumentRow, 'storage_key'>[];
    return rows.map((row) => row.storage_key);
  } finally {
    snapshot.close();
  }
}

async function documentKeysFromPostgres(config: Config): Promise<string[]> {
  const database = connectDatabase(config.database);
  try {
    const rows = await database.db.selectFrom('documents').select('storage_key').execute();
    return rows.map((row) => row.storage_key);
  } finally {
    await database.close();
  }
}

async function copyDocuments(from: string, to: string, storageKeys: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const key of storageKeys) {
    if (!STORAGE_KEY.test(key)) continue;
    const relative = join(key.slice(0, 2), key);
    await mkdir(join(to, key.slice(0, 2)), { recursive: true, mode: 0o700 });
    if (!(await copyIfPresent(join(from, relative), join(to, relative)))) missing.push(key);
  }
  return missing;
}

async function copyIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to);
    await chmod(to, 0o600);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
