import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../tests/support/s3-test-server.ts';
import { encryptedSizeOf } from './document-cipher.ts';
import { DocumentLengthError, documentSourceOf, type DocumentStore, readDocument } from './document-store.ts';
import { createS3DocumentStore } from './s3-document-store.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

const masterKey = randomBytes(32);

describe('the S3 document store, against a real S3-protocol server', () => {
  it('stores a document encrypted and reads it back whole', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    const document = Buffer.concat([Buffer.from('%PDF-1.7 driver licence '), randomBytes(200_000)]);
    await store.put(key, documentSourceOf(document));

    expect(await store.has(key)).toBe(true);
    expect(await readDocument(store, key)).toEqual(document);

    const raw = s3.objectFiles().find((path) => path.includes(key));
    expect(raw).toBeDefined();
    const stored = readFileSync(raw as string);
    expect(stored.length).toBe(encryptedSizeOf(document.length));
    expect(stored.includes(Buffer.from('driver licence'))).toBe(false);
    expect(stored.includes(document.subarray(100, 132))).toBe(false);
  });

  it('streams a document of several records in one PUT without changing a byte', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    // Larger than the 10 MB cap and than the SDK's 5 MiB upload part, so no size is special.
    const document = randomBytes(11 * 1024 * 1024 + 123);
    await store.put(key, { byteSize: document.length, open: () => Readable.from(chunksOf(document)) });
    expect((await readDocument(store, key)).equals(document)).toBe(true);
    expect(readFileSync(s3.objectFiles().find((path) => path.includes(key)) as string).length).toBe(
      encryptedSizeOf(document.length),
    );
  });

  it('stores nothing readable when the source gives more or fewer bytes than it said, and does not try again', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const document = randomBytes(300_000);
    for (const byteSize of [document.length - 1, document.length + 1]) {
      const key = randomUUID();
      let opened = 0;
      const open = () => {
        opened += 1;
        return Readable.from(chunksOf(document));
      };
      await expect(store.put(key, { byteSize, open })).rejects.toBeInstanceOf(DocumentLengthError);
      expect(opened).toBe(1);
      await expectNothingReadable(store, key);
    }
  });

  it('reads the source again when it fails midway, and stores the whole document', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    const document = randomBytes(500_000);
    let opened = 0;
    const open = () => {
      opened += 1;
      if (opened > 1) return Readable.from(chunksOf(document));
      // The first read breaks off after 200 kB, as a read from a dropped connection would.
      return Readable.from(
        (async function* () {
          yield* chunksOf(document.subarray(0, 200_000));
          throw new Error('connection reset while reading the source');
        })(),
      );
    };
    await store.put(key, { byteSize: document.length, open });
    expect(opened).toBe(2);
    expect((await readDocument(store, key)).equals(document)).toBe(true);
  });

  it('gives up after three tries of a source that keeps failing, leaving nothing readable', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    let opened = 0;
    const open = () => {
      opened += 1;
      return Readable.from(
        (async function* () {
          yield randomBytes(70_000);
          throw new Error('the disk failed');
        })(),
      );
    };
    await expect(store.put(key, { byteSize: 100_000, open })).rejects.toThrow('the disk failed');
    expect(opened).toBe(3);
    await expectNothingReadable(store, key);
  });

  it('refuses an object altered in the bucket, and one read with another key', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    await store.put(key, documentSourceOf(Buffer.from('cheque image bytes')));
    await expect(readDocument(await createS3DocumentStore(s3.settings, randomBytes(32)), key)).rejects.toThrow();

    // Altered through the S3 API (s3rver may still be writing its file when a PUT has been answered).
    const object = { Bucket: s3.settings.bucket, Key: `documents/${key}` };
    const stored = await store.client.send(new GetObjectCommand(object));
    const bytes = Buffer.from((await stored.Body?.transformToByteArray()) ?? []);
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 0x01;
    await store.client.send(new PutObjectCommand({ ...object, Body: bytes }));
    await expect(readDocument(store, key)).rejects.toThrow();
  });

  it('answers has() false for a missing key and removes what it is told to', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    expect(await store.has(key)).toBe(false);
    await expect(store.openRead(key)).rejects.toThrow();
    await store.put(key, documentSourceOf(Buffer.from('x')));
    await store.remove(key);
    expect(await store.has(key)).toBe(false);
  });

  it('refuses keys that are not server-made ids', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    await expect(store.put('../secrets', documentSourceOf(Buffer.from('x')))).rejects.toThrow(/Invalid document key/);
  });
});

/**
 * The PUT was aborted before its Content-Length was sent, so S3 keeps nothing; s3rver may keep the
 * part it received (it writes the object's file as the body arrives). Either way no document can
 * be read back: a part lacks the record marked last, which the decryptor refuses.
 */
async function expectNothingReadable(store: DocumentStore, key: string) {
  await expect(readDocument(store, key)).rejects.toThrow();
}

/** A document as a stream of small chunks gives it, as a file read would. */
function chunksOf(document: Buffer, size = 60_000): Buffer[] {
  return Array.from({ length: Math.ceil(document.length / size) }, (_, index) =>
    document.subarray(index * size, (index + 1) * size),
  );
}
