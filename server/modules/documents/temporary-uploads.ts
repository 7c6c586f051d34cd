import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Upload bodies go to a file, not to memory, while they arrive and while they wait for their turn
 * to be checked: 20 uploads at once then cost 20 file handles, not 20 × 10 MB of heap. The
 * directory is DATA_DIR/uploads-tmp, private to the server's user, and on the same file system as
 * the stored documents (no /tmp that may be a small RAM disk).
 */
export const TEMPORARY_UPLOADS_DIRECTORY = 'uploads-tmp';

/**
 * Older than any upload still in progress (requests time out after 2 minutes), so a file this old
 * was left by a process that died mid-upload. Measured in real time (file mtimes), not app.clock().
 */
export const STALE_TEMPORARY_UPLOAD_AGE_MS = 60 * 60 * 1000;

/**
 * Creates the directory (0700) if needed and removes what a crashed process left in it. Files of
 * another server process sharing DATA_DIR are younger than the stale age and stay. Resolves with
 * the number of files removed.
 */
export async function prepareTemporaryUploadDirectory(directory: string): Promise<number> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing directory's mode alone.
  await chmod(directory, 0o700);
  const staleBefore = Date.now() - STALE_TEMPORARY_UPLOAD_AGE_MS;
  let removed = 0;
  for (const name of await readdir(directory)) {
    const path = join(directory, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || info.mtimeMs >= staleBefore) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Streams `source` into a new private file (0600, random name) in `directory`. If the stream fails
 * the partial file is removed before the error is passed on.
 */
export async function writeTemporaryUpload(
  directory: string,
  source: Readable,
): Promise<{ path: string; size: number }> {
  const path = join(directory, randomUUID());
  const sink = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, sink);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, size: sink.bytesWritten };
}

/** Never throws: a file that cannot be removed is logged and left for the next start's sweep. */
export async function removeTemporaryUpload(path: string, logger: FastifyBaseLogger): Promise<void> {
  try {
    await rm(path, { force: true });
  } catch (error) {
    logger.error({ err: error, path }, 'could not remove a temporary upload file');
  }
}
