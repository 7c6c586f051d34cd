import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { uploadAllDocuments, uploadDocument } from '../support/documents.ts';
import { countClaimedDocuments, countRows } from '../support/row-counts.ts';
import { createTestDatabase, TEST_DATABASE_KIND, testConfig } from '../support/test-app.ts';

/**
 * A full disk, for real: DATA_DIR is a small tmpfs mounted by the test and filled to the last byte.
 * Uploads (and, on SQLite, whose database file lives there, bookings) answer a clear 503, store
 * nothing half, and succeed again by themselves once space is freed. Mounting needs root, which CI
 * has; elsewhere the test fails saying so rather than being skipped.
 */
const CREATE = '/api/ApplicationFormData/CreateApplicationForm';
const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function mountSmallDisk(): string {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'This test fills a real file system: it mounts an 8 MB tmpfs, which needs root. CI runs as root; run it as root (e.g. sudo) to check the disk-full fault.',
    );
  }
  const mountPoint = mkdtempSync(join(tmpdir(), 'yard-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0700', 'tmpfs', mountPoint]);
  cleanups.push(() => {
    execFileSync('umount', ['--lazy', mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });
  return mountPoint;
}

/** Writes one file until the disk refuses another byte; removing it frees the space again. */
function fillDisk(directory: string): () => void {
  const filler = join(directory, 'filler');
  const descriptor = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 1;) {
      try {
        writeSync(descriptor, chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        size = Math.floor(size / 2);
      }
    }
  } finally {
    closeSync(descriptor);
  }
  return () => rmSync(filler);
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1))
    .sort();
}

async function start() {
  const dataDir = mountSmallDisk();
  const { handle, drop } = await createTestDatabase(dataDir);
  const app = await buildApp(testConfig(dataDir), { serveWebApp: false, database: handle });
  cleanups.push(async () => {
    await app.close();
    await handle.close();
    await drop();
  });
  return { app, dataDir, db: handle.db };
}

async function counts(db: Awaited<ReturnType<typeof start>>['db']) {
  return {
    applications: await countRows(db, 'applications'),
    documents: await countRows(db, 'documents'),
    mails: await countRows(db, 'mail_outbox'),
    claimed: await countClaimedDocuments(db),
  };
}

test(`an upload on a full disk answers 503 saying nothing was stored, leaves no file or row, and works once space is back (${TEST_DATABASE_KIND})`, async () => {
  const { app, dataDir, db } = await start();
  const before = await counts(db);
  const filesBefore = filesUnder(dataDir);
  const freeSpace = fillDisk(dataDir);

  let refused;
  try {
    await uploadDocument(app, 'CertifiedPayment');
  } catch (error) {
    refused = String(error);
  }

  expect(refused).toContain('503');
  expect(refused).toContain("The server's storage is full, so nothing you sent was stored");
  expect(await counts(db)).toEqual(before);
  expect(filesUnder(dataDir)).toEqual([...filesBefore, 'filler'].sort());

  freeSpace();
  expect(await uploadDocument(app, 'CertifiedPayment')).toMatch(/.+/);
  expect((await counts(db)).documents).toBe(before.documents + 1);
});

if (TEST_DATABASE_KIND === 'sqlite') {
  test('a booking on a full disk (SQLite) answers 503, stores nothing of it, and the same booking succeeds once space is back', async () => {
    const { app, dataDir, db } = await start();
    const booking = createBookingInput({}, await uploadAllDocuments(app));
    const before = await counts(db);
    const freeSpace = fillDisk(dataDir);

    const refused = await app.inject({ method: 'POST', url: CREATE, payload: booking });

    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      isSuccess: false,
      code: 'service_unavailable',
      message: expect.stringContaining("The server's storage is full, so nothing you sent was stored"),
      requestId: expect.any(String),
    });
    freeSpace();
    expect(await counts(db)).toEqual(before);

    const retried = await app.inject({ method: 'POST', url: CREATE, payload: booking });
    expect(retried.statusCode).toBe(200);
    expect(await counts(db)).toEqual({ ...before, applications: 1, mails: 2, claimed: 5 });
  });
}
