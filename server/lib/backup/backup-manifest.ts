import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The manifest inside every backup archive: what it holds and each file's SHA-256, so a restore
 * can prove it got back exactly what was saved.
 */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 1;

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  /** sqlite: the database is in the archive; postgres: pair the archive with a pg_dump (docs/operations.md). */
  database: z.enum(['sqlite', 'postgres']),
  /**
   * local: documents under `documents/`, restored into DATA_DIR; s3: the bucket's encrypted objects
   * under `bucket/documents/`, restored into the bucket (ADR 035). Archives made before it say nothing: local.
   */
  documentStore: z.enum(['local', 's3']).default('local'),
  /** False when the secrets came from the environment: they must be kept with the archive by hand. */
  secretsIncluded: z.boolean(),
  /** Documents whose row was in the database but whose file was already gone (the retention job removes files first). */
  missingDocuments: z.array(z.string()),
  files: z.array(z.object({ path: z.string(), size: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under `root`, as paths relative to it with forward slashes, sorted. */
export async function listFilesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}
