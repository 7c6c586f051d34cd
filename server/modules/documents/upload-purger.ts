import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DocumentStore } from '../../lib/documents/document-store.ts';
import { createScheduledJob, type ScheduledJob } from '../../lib/jobs/scheduled-job.ts';
import { deleteUnclaimedDocument, findUnclaimedDocumentsCreatedBefore } from './documents.repository.ts';

/**
 * Uploads are open to anyone, so an upload no booking claims within a day is deleted (row and
 * file): the endpoint cannot be used as free storage, and we keep no documents of people who never
 * applied (PIPEDA).
 */
export const UNCLAIMED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const PURGE_BATCH_SIZE = 200;
/** Far longer than a purge takes; a server that dies mid-purge frees the job after this. */
const PURGE_LEASE_MS = 15 * 60 * 1000;

export interface UploadPurger {
  /** Deletes unclaimed documents older than 24 h; resolves with how many were deleted. */
  runOnce(): Promise<number>;
  /**
   * Runs the purge hourly, once across every server sharing the database (a job lease), on a
   * timer that does not keep the process alive.
   */
  start(): void;
  stop(): Promise<void>;
  /** The purge as a run-once job: what the timer calls (tests call it with a moved clock). */
  scheduled: ScheduledJob<number>;
}

export interface UploadPurgerOptions {
  db: Kysely<Database>;
  store: DocumentStore;
  logger: FastifyBaseLogger;
  clock: () => Date;
}

export function createUploadPurger({ db, store, logger, clock }: UploadPurgerOptions): UploadPurger {
  let running: Promise<number> | undefined;

  async function purge(): Promise<number> {
    const cutoff = new Date(clock().getTime() - UNCLAIMED_UPLOAD_LIFETIME_MS).toISOString();
    let deleted = 0;
    for (;;) {
      const batch = await findUnclaimedDocumentsCreatedBefore(db, cutoff, PURGE_BATCH_SIZE);
      for (const document of batch) {
        // Row first, file second: if the row is claimed meanwhile it stays with its file; if the
        // file removal fails, a stray file is left (and logged), never a row without its file.
        if (!(await deleteUnclaimedDocument(db, document.id))) continue;
        deleted += 1;
        try {
          await store.remove(document.storage_key);
        } catch (error) {
          logger.error({ err: error, storageKey: document.storage_key }, 'could not remove a purged upload file');
        }
      }
      if (batch.length < PURGE_BATCH_SIZE) return deleted;
    }
  }

  function runOnce(): Promise<number> {
    // One purge at a time: the hourly timer and a manual call share the run in progress.
    running ??= purge().finally(() => {
      running = undefined;
    });
    return running;
  }

  const job = createScheduledJob({
    db,
    name: 'upload-purge',
    intervalMs: PURGE_INTERVAL_MS,
    leaseMs: PURGE_LEASE_MS,
    clock,
    logger,
    work: runOnce,
    describe: (count) => (count > 0 ? { purgedUploads: count } : undefined),
  });

  return { runOnce, start: () => job.start(), stop: () => job.stop(), scheduled: job };
}
