import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import {
  type BackupManifest,
  BackupManifestSchema,
  listFilesUnder,
  MANIFEST_FILE,
  sha256OfFile,
} from './backup-manifest.ts';

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
 * integrity check, and only then is the folder moved into place (0700).
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<BackupManifest> {
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
    await rm(join(staging, MANIFEST_FILE));
    // Private whatever modes the archive carried: the deploy check would refuse anything looser.
    for (const path of await listFilesUnder(staging)) await chmod(join(staging, path), 0o600);
    if (existing) await rmdir(target);
    await rename(staging, target);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
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
