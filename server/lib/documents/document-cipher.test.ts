import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  createDocumentDecryptor,
  createDocumentEncryptor,
  DOCUMENT_RECORD_BYTES,
  encryptedSizeOf,
} from './document-cipher.ts';

const key = randomBytes(32);
const storageKey = '0b7c4e7e-2b7a-4d0e-9a53-3f1f7c1d2e01';

const encrypt = (plain: Buffer, chunk = 1000) =>
  buffer(
    Readable.from(
      Array.from({ length: Math.max(1, Math.ceil(plain.length / chunk)) }, (_, i) =>
        plain.subarray(i * chunk, (i + 1) * chunk),
      ),
    ).pipe(createDocumentEncryptor(key, storageKey)),
  );
const decrypt = (sealed: Buffer, masterKey = key, name = storageKey) =>
  buffer(Readable.from([sealed]).pipe(createDocumentDecryptor(masterKey, name)));

describe('the streaming document cipher', () => {
  it.each([0, 1, DOCUMENT_RECORD_BYTES - 1, DOCUMENT_RECORD_BYTES, DOCUMENT_RECORD_BYTES * 3 + 7])(
    'round-trips %i bytes at the documented size',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await encrypt(plain);
      expect(sealed.length).toBe(encryptedSizeOf(size));
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    },
  );

  it.each([DOCUMENT_RECORD_BYTES, DOCUMENT_RECORD_BYTES + 100, DOCUMENT_RECORD_BYTES - 1, 3000])(
    'round-trips a document read in chunks of %i bytes (records taken whole or gathered across chunks)',
    async (chunk) => {
      const plain = randomBytes(DOCUMENT_RECORD_BYTES * 4 + 12_345);
      const sealed = await encrypt(plain, chunk);
      expect(sealed.length).toBe(encryptedSizeOf(plain.length));
      expect((await decrypt(sealed)).equals(plain)).toBe(true);
    },
  );

  it('never writes the same bytes twice for the same document (random salt)', async () => {
    const plain = randomBytes(5000);
    expect((await encrypt(plain)).equals(await encrypt(plain))).toBe(false);
  });

  it('refuses a truncated object, even cut at a record boundary', async () => {
    const sealed = await encrypt(randomBytes(DOCUMENT_RECORD_BYTES * 2 + 10));
    const firstRecordEnd = 36 + 4 + DOCUMENT_RECORD_BYTES + 16;
    await expect(decrypt(sealed.subarray(0, firstRecordEnd))).rejects.toThrow(/incomplete/);
    await expect(decrypt(sealed.subarray(0, sealed.length - 1))).rejects.toThrow();
  });

  it('refuses a flipped bit, another master key, and the object moved under another name', async () => {
    const sealed = await encrypt(randomBytes(3000));
    const flipped = Buffer.from(sealed);
    flipped[100] = (flipped[100] ?? 0) ^ 0x80;
    await expect(decrypt(flipped)).rejects.toThrow();
    await expect(decrypt(sealed, randomBytes(32))).rejects.toThrow();
    await expect(decrypt(sealed, key, 'ffffffff-2b7a-4d0e-9a53-3f1f7c1d2e01')).rejects.toThrow();
  });

  it('refuses data appended after the last record', async () => {
    const sealed = await encrypt(randomBytes(10));
    await expect(decrypt(Buffer.concat([sealed, sealed.subarray(36)]))).rejects.toThrow();
  });
});
