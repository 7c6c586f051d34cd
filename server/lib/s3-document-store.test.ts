import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../tests/support/s3-test-server.ts';
import { encryptedSizeOf } from './document-cipher.ts';
import { readDocument } from './document-store.ts';
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
    await store.put(key, document);

    expect(await store.has(key)).toBe(true);
    expect(await readDocument(store, key)).toEqual(document);

    const raw = s3.objectFiles().find((path) => path.includes(key));
    expect(raw).toBeDefined();
    const stored = readFileSync(raw as string);
    expect(stored.length).toBe(encryptedSizeOf(document.length));
    expect(stored.includes(Buffer.from('driver licence'))).toBe(false);
    expect(stored.includes(document.subarray(100, 132))).toBe(false);
  });

  it('streams a document larger than one upload part (multipart) without changing a byte', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    const document = randomBytes(11 * 1024 * 1024 + 123);
    // A stream of small chunks, as a file read would give.
    const chunks = Array.from({ length: Math.ceil(document.length / 60_000) }, (_, index) =>
      document.subarray(index * 60_000, (index + 1) * 60_000),
    );
    await store.put(key, Readable.from(chunks));
    expect((await readDocument(store, key)).equals(document)).toBe(true);
  });

  it('refuses an object altered in the bucket, and one read with another key', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    const key = randomUUID();
    await store.put(key, Buffer.from('cheque image bytes'));
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
    await store.put(key, Buffer.from('x'));
    await store.remove(key);
    expect(await store.has(key)).toBe(false);
  });

  it('refuses keys that are not server-made ids', async () => {
    const store = await createS3DocumentStore(s3.settings, masterKey);
    await expect(store.put('../secrets', Buffer.from('x'))).rejects.toThrow(/Invalid document key/);
  });
});
