import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, expect, test } from 'vitest';
import { createFileDocumentStore, DocumentLengthError, documentSourceOf, readDocument } from './document-store.ts';

const directory = mkdtempSync(join(tmpdir(), 'document-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Every file under the store's folder, partial ones included. */
function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

test('the file store keeps a streamed document byte for byte', async () => {
  const store = createFileDocumentStore(join(directory, 'whole'));
  const key = randomUUID();
  const document = randomBytes(700_000);

  await store.put(key, {
    byteSize: document.length,
    open: () => Readable.from([document.subarray(0, 1000), document.subarray(1000)]),
  });

  expect((await readDocument(store, key)).equals(document)).toBe(true);
});

test('the file store keeps nothing, not even a partial file, from a source of another length than it said', async () => {
  const folder = join(directory, 'wrong-length');
  const store = createFileDocumentStore(folder);
  const document = randomBytes(100_000);

  for (const byteSize of [document.length - 1, document.length + 1]) {
    const key = randomUUID();
    await expect(store.put(key, { ...documentSourceOf(document), byteSize })).rejects.toBeInstanceOf(
      DocumentLengthError,
    );
    expect(await store.has(key)).toBe(false);
  }
  expect(filesIn(folder)).toEqual([]);
});
