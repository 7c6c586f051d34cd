import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createFileDocumentStore, documentSourceOf } from './document-store.ts';
import { recordingSyncer } from '../../../tests/support/recording-syncer.ts';
import { fsyncer } from './durable-files.ts';

/**
 * What the server acknowledges is on disk first: a stored document has its bytes synced before it
 * takes its name, and the directory holding the name synced after (the outbox folder's mail files
 * likewise: mail-transport.test.ts). A syncer that records each call (and still syncs) shows the
 * order; the file system shows what existed at each step.
 */
const root = mkdtempSync(join(tmpdir(), 'yard-durable-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a document is synced under its temporary name, then its directory once it has its own', async () => {
  const documents = join(root, 'data', 'documents');
  const { syncer, calls } = recordingSyncer();
  const store = createFileDocumentStore(documents, syncer);
  const key = randomUUID();
  const folder = join(documents, key.slice(0, 2));

  await store.put(key, documentSourceOf(Buffer.from('a whole document')));

  expect(calls).toEqual([
    // The three directories made for it, each an entry of its parent.
    { kind: 'directory', path: root, entries: expect.arrayContaining(['data']) },
    { kind: 'directory', path: join(root, 'data'), entries: ['documents'] },
    { kind: 'directory', path: documents, entries: [key.slice(0, 2)] },
    { kind: 'file', path: join(folder, `${key}.partial`), entries: [] },
    { kind: 'directory', path: folder, entries: [key] },
  ]);

  // A second document in a folder that exists: only its own file and folder are synced.
  calls.length = 0;
  const sibling = `${key.slice(0, 2)}${randomUUID().slice(2)}`;
  await store.put(sibling, documentSourceOf(Buffer.from('another')));
  expect(calls.map((call) => [call.kind, call.path])).toEqual([
    ['file', join(folder, `${sibling}.partial`)],
    ['directory', folder],
  ]);
});

test('the real syncer syncs a file and a directory', async () => {
  const file = join(root, 'plain.txt');
  writeFileSync(file, 'bytes');
  await expect(fsyncer.syncFile(file)).resolves.toBeUndefined();
  await expect(fsyncer.syncDirectory(root)).resolves.toBeUndefined();
  await expect(fsyncer.syncFile(join(root, 'missing.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
});
