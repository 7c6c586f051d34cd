import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { S3Settings } from '../../config.ts';
import {
  type BackupManifest,
  BackupManifestSchema,
  listFilesUnder,
  MANIFEST_FILE,
  sha256OfFile,
} from './backup-manifest.ts';
import { BUCKET_ARCHIVE_FOLDER, restoreDocumentObjects } from './bucket-objects.ts';

const run = promisify(execFile);

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/**
 * Restores an archive made by createBackup into `dataDir`, which must be missing or empty (a
 * restore never mixes with live data). The archive is unpacked beside it, every file is checked
 * against the manifest's SHA-256 (and nothing unlisted may appear), the SQLite copy must pass its
 * integrity check, and only then is the folder moved into place (0700). An archive of the bucket's
 * documents (DOCUMENT_STORE=s3) puts them back into `options.bucket` first, which it needs, and
 * refuses rather than overwrite an object of the same name that holds other bytes.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  options: { bucket?: S3Settings } = {},
): Promise<BackupManifest & { bucket?: { put: number; alreadyThere: number } }> {
  const target = resolve(dataDir);
  const existing = await readdir(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing && existing.length > 0) {
    throw new RestoreRefused(
      `${target} is not empty (${existing.length} entries); restore only into an empty DATA_DIR`,
    );
  }
  await mkdir(dirname(target), { recursive: true });
  const staging = await mkdtemp(join(dirname(target), '.restore-'));
  try {
    await chmod(staging, 0o700);
    // GNU tar refuses absolute names and `..` on extraction; owners are not restored.
    await run('tar', ['--extract', '--gzip', '--file', resolve(archive), '--directory', staging, '--no-same-owner']);
    const manifest = BackupManifestSchema.parse(JSON.parse(await readFile(join(staging, MANIFEST_FILE), 'utf8')));
    await verifyFiles(staging, manifest);
    if (manifest.database === 'sqlite') checkSqliteIntegrity(join(staging, 'app.sqlite'));
    const bucket = await restoreBucket(staging, manifest, options.bucket);
    await rm(join(staging, BUCKET_ARCHIVE_FOLDER), { recursive: true, force: true });
    await rm(join(staging, MANIFEST_FILE));
    // Private whatever modes the archive carried: the deploy check would refuse anything looser.
    for (const path of await listFilesUnder(staging)) await chmod(join(staging, path), 0o600);
    if (existing) await rmdir(target);
    await rename(staging, target);
    return bucket ? { ...manifest, bucket } : manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

async function restoreBucket(staging: string, manifest: BackupManifest, settings: S3Settings | undefined) {
  if (manifest.documentStore !== 's3') return undefined;
  if (!settings) {
    throw new RestoreRefused(
      'This archive holds the documents of a bucket (DOCUMENT_STORE=s3); nothing was restored. ' +
        'Set DOCUMENT_STORE=s3 and the S3_* settings of the bucket to put them in, then run it again.',
    );
  }
  const objects = manifest.files.filter((file) => file.path.startsWith(`${BUCKET_ARCHIVE_FOLDER}/`));
  const outcome = await restoreDocumentObjects(settings, staging, objects);
  if (outcome.conflicts.length > 0) {
    throw new RestoreRefused(
      `The bucket ${settings.bucket} already holds other bytes under ${outcome.conflicts.length} of the archive's ` +
        `document names; nothing was restored (restore into an empty bucket, or remove them):\n  - ` +
        outcome.conflicts.map((key) => `documents/${key}`).join('\n  - '),
    );
  }
  return { put: outcome.put, alreadyThere: outcome.alreadyThere };
}

async function verifyFiles(root: string, manifest: BackupManifest): Promise<void> {
  const problems: string[] = [];
  const listed = new Set(manifest.files.map((file) => file.path));
  for (const file of manifest.files) {
    const actual = await sha256OfFile(join(root, file.path)).catch(() => 'missing');
    if (actual === 'missing') problems.push(`${file.path} is missing`);
    else if (actual !== file.sha256) problems.push(`${file.path} does not match its checksum`);
  }
  for (const path of await listFilesUnder(root)) {
    if (path !== MANIFEST_FILE && !listed.has(path)) problems.push(`${path} is not in the manifest`);
  }
  if (problems.length > 0) {
    throw new RestoreRefused(`The archive is damaged; nothing was restored:\n  - ${problems.join('\n  - ')}`);
  }
}

function checkSqliteIntegrity(file: string): void {
  const database = new SQLite(file, { fileMustExist: true });
  try {
    const result = database.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new RestoreRefused(`The database in the archive fails its integrity check: ${String(result)}`);
  } finally {
    database.close();
  }
}
