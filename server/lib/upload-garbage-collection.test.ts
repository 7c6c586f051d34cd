import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-runtime.mjs';
import { byteCountedCollection, UPLOAD_BYTES_PER_COLLECTION } from './upload-garbage-collection.ts';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

test('a collection is asked for each time the bytes received since the last one reach the step', () => {
  let asked = 0;
  const collection = byteCountedCollection(10, () => {
    asked += 1;
  });

  collection.received(4);
  collection.received(4);
  expect(asked).toBe(0);
  collection.received(4);
  expect(asked).toBe(1);
  // The count starts again from nothing after each collection.
  collection.received(9);
  expect(asked).toBe(1);
  collection.received(1);
  expect(asked).toBe(2);
  // One piece larger than the step asks once.
  collection.received(25);
  expect({ asked, collections: collection.collections, enabled: collection.enabled }).toEqual({
    asked: 3,
    collections: 3,
    enabled: true,
  });
});

test('without a collection to ask for, counting does nothing', () => {
  const collection = byteCountedCollection(10, undefined);
  collection.received(100);
  expect({ collections: collection.collections, enabled: collection.enabled }).toEqual({
    collections: 0,
    enabled: false,
  });
});

test('the step is a positive whole number of bytes', () => {
  expect(() => byteCountedCollection(0, () => {})).toThrow('positive integer, got 0');
  expect(() => byteCountedCollection(1.5, () => {})).toThrow('positive integer, got 1.5');
});

/** What the process-wide count says in a node process started with `flags`, after `megabytes` MiB. */
function processWideCount(flags: readonly string[], megabytes: number) {
  const script = `
    const { uploadGarbageCollection } = await import('./server/lib/upload-garbage-collection.ts');
    for (let i = 0; i < ${megabytes}; i += 1) uploadGarbageCollection.received(1024 * 1024);
    console.log(JSON.stringify({ enabled: uploadGarbageCollection.enabled, collections: uploadGarbageCollection.collections }));
  `;
  const run = spawnSync(process.execPath, [...flags, '--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

test("the server's node flags give the upload routes V8's full collection; plain node has none", () => {
  expect(UPLOAD_BYTES_PER_COLLECTION).toBe(6 * 1024 * 1024);
  expect(processWideCount(SERVER_NODE_FLAGS, 17)).toEqual({ enabled: true, collections: 2 });
  expect(processWideCount([], 17)).toEqual({ enabled: false, collections: 0 });
});
