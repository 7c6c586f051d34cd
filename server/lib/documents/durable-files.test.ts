import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, expect, test } from 'vitest';
import { createFileDocumentStore, documentSourceOf } from './documents/document-store.ts';
import { type FileSyncer, fsyncer } from './durable-files.ts';
import { createFileTransport } from './mail/mail-transport.ts';

/**
 * What the server acknowledges is on disk first: a stored document and a mail written to the
 * outbox folder each have their bytes synced before they take their name, and the directory
 * holding the name synced after. A syncer that records each call (and still syncs) shows the
 * order; the file system shows what existed at each step.
 */
const root = mkdtempSync(join(tmpdir(), 'yard-durable-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type SyncCall = { kind: 'file' | 'directory'; path: string; entries: string[] };

function recordingSyncer(): { syncer: FileSyncer; calls: SyncCall[] } {
  const calls: SyncCall[] = [];
  const entriesOf = (path: string) => (existsSync(path) ? readdirSync(path).sort() : []);
  return {
    calls,
    syncer: {
      async syncFile(path) {
        calls.push({ kind: 'file', path, entries: [] });
        await fsyncer.syncFile(path);
      },
      async syncDirectory(path) {
        calls.push({ kind: 'directory', path, entries: entriesOf(path) });
        await fsyncer.syncDirectory(path);
      },
    },
  };
}

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

test('a mail written to the outbox folder is synced before it is reported sent', async () => {
  const outbox = join(root, 'outbox');
  const { syncer, calls } = recordingSyncer();
  const transport = createFileTransport(outbox, 'no-reply@safeyard.example', pino({ level: 'silent' }), syncer);

  const result = await transport.send({
    from: 'no-reply@safeyard.example',
    to: 'someone@example.com',
    replyTo: null,
    subject: 'Synced',
    html: '<p>Synced</p>',
    text: 'Synced',
    messageId: '<synced@safeyard.example>',
  });
  transport.close();

  expect(result).toEqual({ status: 'success' });
  const [written] = readdirSync(outbox);
  expect(written).toMatch(/\.eml$/);
  expect(calls).toEqual([
    { kind: 'directory', path: root, entries: expect.arrayContaining(['outbox']) },
    { kind: 'file', path: join(outbox, `${written}.partial`), entries: [] },
    { kind: 'directory', path: outbox, entries: [written] },
  ]);
});

test('the real syncer syncs a file and a directory', async () => {
  const file = join(root, 'plain.txt');
  writeFileSync(file, 'bytes');
  await expect(fsyncer.syncFile(file)).resolves.toBeUndefined();
  await expect(fsyncer.syncDirectory(root)).resolves.toBeUndefined();
  await expect(fsyncer.syncFile(join(root, 'missing.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
});
