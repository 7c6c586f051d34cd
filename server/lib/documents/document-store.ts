import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileSyncer, fsyncer, makeDirectoryDurably, renameDurably } from './durable-files.ts';

/**
 * Where uploaded documents live: the file-system store (DATA_DIR/documents, outside any public
 * path, the default) or an S3-compatible bucket (`s3-document-store.ts`, DOCUMENT_STORE=s3). Both
 * take and give streams, so no document has to be whole in memory on its way in or out.
 */
export interface DocumentStore {
  readonly kind: 'local' | 's3';
  /** Stores exactly `source.byteSize` bytes under `key`; a source of another length stores nothing. */
  put(key: string, source: DocumentSource): Promise<void>;
  /** The document's bytes as a stream; fails (on open or while flowing) if it is missing or altered. */
  openRead(key: string): Promise<Readable>;
  /** Whether a document is stored under `key` (the move command skips what is already there). */
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/**
 * A document on its way into a store: its exact size, which the bucket needs before the first byte
 * (one PUT with a Content-Length, so nothing is gathered in memory first), and a way to read it
 * from the start, again if a put has to be tried again.
 */
export interface DocumentSource {
  byteSize: number;
  open(): Readable | Promise<Readable>;
}

/** A document already in memory (tests, small callers). */
export function documentSourceOf(bytes: Buffer): DocumentSource {
  return { byteSize: bytes.length, open: () => Readable.from([bytes]) };
}

/** The source gave more or fewer bytes than it said: nothing is stored, and trying again would not help. */
export class DocumentLengthError extends Error {
  constructor(expected: number, received: number | 'more') {
    super(
      `The document source gave ${received === 'more' ? 'more than' : received} bytes where ${expected} were expected`,
    );
    this.name = 'DocumentLengthError';
  }
}

/** Passes the bytes through and fails the stream as soon as they cannot add up to `byteSize`. */
export function exactLength(byteSize: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      received += chunk.length;
      if (received > byteSize) return callback(new DocumentLengthError(byteSize, 'more'));
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      callback(received === byteSize ? null : new DocumentLengthError(byteSize, received));
    },
  });
}

const KEY_PATTERN = /^[a-f0-9-]{36}$/;

/** Keys are server-made UUIDs; anything else could walk out of a directory or a key prefix. */
export function assertDocumentKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid document key: ${key}`);
}

/** The whole document (tests and small callers); the admin route streams instead. */
export async function readDocument(store: DocumentStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.openRead(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `syncer` is the real fsync but in a test that counts the syncs. */
export function createFileDocumentStore(directory: string, syncer: FileSyncer = fsyncer): DocumentStore {
  const pathOf = (key: string) => {
    assertDocumentKey(key);
    return join(directory, key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async put(key, source) {
      const path = pathOf(key);
      await makeDirectoryDurably(join(directory, key.slice(0, 2)), syncer);
      // Write then rename, so a crash never leaves a half-written document under its real name; the
      // syncs make it stay once the upload is answered (durable-files.ts).
      const temporary = `${path}.partial`;
      try {
        await pipeline(
          await source.open(),
          exactLength(source.byteSize),
          createWriteStream(temporary, { mode: 0o600 }),
        );
        await renameDurably(temporary, path, syncer);
      } catch (error) {
        // A full disk fails the write midway: leave no partial file taking space.
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async openRead(key) {
      const stream = createReadStream(pathOf(key));
      // Surface a missing file here rather than as the first error of the stream.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    has: (key) =>
      stat(pathOf(key)).then(
        (info) => info.isFile(),
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      ),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
