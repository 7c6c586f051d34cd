import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import { createS3Client, OBJECT_PREFIX } from '../documents/s3-document-store.ts';

/**
 * The bucket's half of a backup (DOCUMENT_STORE=s3, ADR 035): each document's object copied byte
 * for byte, still encrypted by us (YPD1, ADR 026), to `bucket/documents/<storage_key>` in the
 * archive, and put back under the same name on restore. Nothing here decrypts: the archive needs
 * DATA_ENCRYPTION_KEY to be read, exactly as the bucket does.
 */
export const BUCKET_ARCHIVE_FOLDER = 'bucket';
const STORAGE_KEY = /^[a-f0-9-]{36}$/;

export interface ArchivedObject {
  /** The path in the archive, `bucket/documents/<storage_key>`. */
  path: string;
  size: number;
  sha256: string;
}

/** Copies each key's object into `staging/bucket/documents`; returns the keys with no object (removed by retention). */
export async function downloadDocumentObjects(
  settings: S3Settings,
  keys: string[],
  staging: string,
): Promise<string[]> {
  const client = await createS3Client(settings);
  const folder = join(staging, BUCKET_ARCHIVE_FOLDER, OBJECT_PREFIX);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const missing: string[] = [];
  try {
    for (const key of keys) {
      if (!STORAGE_KEY.test(key)) continue;
      const body = await openObject(client, settings.bucket, key);
      if (!body) {
        missing.push(key);
        continue;
      }
      await pipeline(body, createWriteStream(join(folder, key), { mode: 0o600 }));
    }
  } finally {
    client.destroy();
  }
  return missing;
}

/** Objects whose name is taken in the bucket by different bytes: a restore refuses rather than overwrite them. */
export interface BucketRestoreOutcome {
  put: number;
  alreadyThere: number;
  conflicts: string[];
}

/**
 * Puts the archive's objects (already checked against the manifest) back in the bucket. First every
 * name is looked up: an object already there with the same SHA-256 is left alone (a restore stopped
 * half-way runs again), one with other bytes stops everything before anything is written. Each
 * object put is read back and compared.
 */
export async function restoreDocumentObjects(
  settings: S3Settings,
  staging: string,
  objects: ArchivedObject[],
): Promise<BucketRestoreOutcome> {
  const client = await createS3Client(settings);
  try {
    const toPut: Array<ArchivedObject & { key: string }> = [];
    const conflicts: string[] = [];
    for (const object of objects) {
      const key = storageKeyOf(object.path);
      const existing = await objectSha256(client, settings.bucket, key);
      if (existing === undefined) toPut.push({ ...object, key });
      else if (existing !== object.sha256) conflicts.push(key);
    }
    if (conflicts.length > 0) return { put: 0, alreadyThere: objects.length - toPut.length, conflicts };

    for (const object of toPut) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: `${OBJECT_PREFIX}${object.key}`,
          Body: createReadStream(join(staging, object.path)),
          ContentLength: object.size,
          ContentType: 'application/octet-stream',
        }),
      );
      const stored = await objectSha256(client, settings.bucket, object.key);
      if (stored !== object.sha256)
        throw new Error(`The bucket gave back other bytes for ${object.key} after the restore`);
    }
    return { put: toPut.length, alreadyThere: objects.length - toPut.length, conflicts: [] };
  } finally {
    client.destroy();
  }
}

/** The archive path's storage key, refusing any other shape (the archive is not trusted for names). */
function storageKeyOf(path: string): string {
  const prefix = `${BUCKET_ARCHIVE_FOLDER}/${OBJECT_PREFIX}`;
  const key = path.slice(prefix.length);
  if (!path.startsWith(prefix) || !STORAGE_KEY.test(key)) throw new Error(`Not a document object: ${path}`);
  return key;
}

async function openObject(client: S3Client, bucket: string, key: string): Promise<Readable | undefined> {
  try {
    const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${OBJECT_PREFIX}${key}` }));
    if (!(response.Body instanceof Readable)) throw new Error(`Object ${key} came back without a body`);
    return response.Body;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function objectSha256(client: S3Client, bucket: string, key: string): Promise<string | undefined> {
  const body = await openObject(client, bucket, key);
  if (!body) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function isMissing(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return named.name === 'NoSuchKey' || named.name === 'NotFound' || named.$metadata?.httpStatusCode === 404;
}
