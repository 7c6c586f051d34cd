import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  prepareTemporaryUploadDirectory,
  STALE_TEMPORARY_UPLOAD_AGE_MS,
  writeTemporaryUpload,
} from './temporary-uploads.ts';

let root: string;
let directory: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'yard-temporary-uploads-'));
  directory = join(root, 'uploads-tmp');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function leaveFile(name: string, ageMs: number) {
  const path = join(directory, name);
  writeFileSync(path, 'left by an earlier run');
  const time = new Date(Date.now() - ageMs);
  utimesSync(path, time, time);
}

test('the directory is created private to the server user, and an existing one is made private', async () => {
  expect(await prepareTemporaryUploadDirectory(directory)).toBe(0);
  expect(statSync(directory).mode & 0o777).toBe(0o700);

  rmSync(directory, { recursive: true });
  mkdirSync(directory, { mode: 0o777 });
  await prepareTemporaryUploadDirectory(directory);
  expect(statSync(directory).mode & 0o777).toBe(0o700);
});

test('files older than an upload can last are removed at start; recent ones (another process) stay', async () => {
  mkdirSync(directory, { mode: 0o700 });
  leaveFile('crashed-upload', STALE_TEMPORARY_UPLOAD_AGE_MS + 60_000);
  leaveFile('upload-in-progress', 5_000);

  expect(await prepareTemporaryUploadDirectory(directory)).toBe(1);
  expect(readdirSync(directory)).toEqual(['upload-in-progress']);
});

test('an upload is written to a new private file with its size', async () => {
  await prepareTemporaryUploadDirectory(directory);

  const written = await writeTemporaryUpload(directory, Readable.from([Buffer.from('abc'), Buffer.from('defg')]));

  expect(written.size).toBe(7);
  expect(statSync(written.path).mode & 0o777).toBe(0o600);
  expect(readdirSync(directory)).toEqual([written.path.split('/').pop()]);
});

test('a body larger than the streams hold is written whole', async () => {
  await prepareTemporaryUploadDirectory(directory);
  const body = randomBytes(1024 * 1024 + 3);
  // 64 KiB pieces, as a socket gives them: the file's stream fills, so the source is paused and
  // resumed many times.
  const pieces = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, index) =>
    body.subarray(index * 65_536, (index + 1) * 65_536),
  );

  const written = await writeTemporaryUpload(directory, Readable.from(pieces, { objectMode: false }));

  expect(written.size).toBe(body.length);
  expect(readFileSync(written.path).equals(body)).toBe(true);
});

test('a stream that fails midway leaves no partial file', async () => {
  await prepareTemporaryUploadDirectory(directory);
  async function* failing() {
    yield Buffer.from('first half');
    throw new Error('connection lost');
  }

  await expect(writeTemporaryUpload(directory, Readable.from(failing()))).rejects.toThrow('connection lost');
  expect(readdirSync(directory)).toEqual([]);
});
