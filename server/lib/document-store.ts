import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded documents live. The file-system store keeps them in DATA_DIR/documents, outside
 * any public path; an object store can implement the same interface later.
 */
export interface DocumentStore {
  put(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9-]{36}$/;

export function createFileDocumentStore(directory: string): DocumentStore {
  const pathOf = (key: string) => {
    // Keys are server-made UUIDs; anything else could walk out of the directory.
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid document key: ${key}`);
    return join(directory, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(directory, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      // Write then rename, so a crash never leaves a half-written document under its real name.
      const temporary = `${path}.partial`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, path);
      } catch (error) {
        // A full disk fails the write midway: leave no partial file taking space.
        await rm(temporary, { force: true });
        throw error;
      }
    },
    read: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
