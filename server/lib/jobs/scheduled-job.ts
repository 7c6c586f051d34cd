import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { acquireJobLease, ensureJobRow, releaseJobLease } from './job-lease.repository.ts';

/**
 * A job that runs every `intervalMs`, once across all the servers sharing the database: each
 * server checks on a timer, and the one that takes the lease (job-lease.repository.ts) does the
 * work and sets the next due time; the others see it not due or held and do nothing. A server
 * that dies mid-run holds the lease only until `leaseMs` has passed, then another takes over.
 * Times are the app's clock, so tests move them (docs/decisions/023-run-once-jobs.md).
 */
export type JobOutcome<T> = { status: 'ran'; result: T } | { status: 'not_due' } | { status: 'failed'; error: unknown };

export interface ScheduledJob<T> {
  readonly name: string;
  /** Runs the job now if it is due and no other server holds it. */
  runIfDue(): Promise<JobOutcome<T>>;
  /** Checks at once and then every `checkEveryMs`, on a timer that does not keep the process alive. */
  start(): void;
  stop(): Promise<void>;
}

export interface ScheduledJobOptions<T> {
  db: Kysely<Database>;
  name: string;
  intervalMs: number;
  /** Longer than a run can take; a lease older than this is taken to be a dead server's. */
  leaseMs: number;
  checkEveryMs?: number;
  clock: () => Date;
  logger: FastifyBaseLogger;
  work: (now: Date) => Promise<T>;
  /** What to log after a run that did something (nothing is logged for an empty run). */
  describe?: (result: T) => Record<string, unknown> | undefined;
}

const DEFAULT_CHECK_EVERY_MS = 5 * 60 * 1000;

export function createScheduledJob<T>(options: ScheduledJobOptions<T>): ScheduledJob<T> {
  const { db, name, intervalMs, leaseMs, clock, logger, work } = options;
  // Unique per process, readable in the table: which machine holds the job.
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<JobOutcome<T>> | undefined;

  async function attempt(): Promise<JobOutcome<T>> {
    const startedAt = clock();
    await ensureJobRow(db, name, startedAt.toISOString());
    const leasedUntil = new Date(startedAt.getTime() + leaseMs).toISOString();
    if (!(await acquireJobLease(db, name, holder, startedAt.toISOString(), leasedUntil))) return { status: 'not_due' };
    let outcome: JobOutcome<T>;
    try {
      outcome = { status: 'ran', result: await work(startedAt) };
    } catch (error) {
      outcome = { status: 'failed', error };
    }
    const finishedAt = clock();
    const error = outcome.status === 'failed' ? String((outcome.error as Error)?.message ?? outcome.error) : null;
    await releaseJobLease(
      db,
      name,
      holder,
      finishedAt.toISOString(),
      new Date(startedAt.getTime() + intervalMs).toISOString(),
      error,
    );
    return outcome;
  }

  function runIfDue(): Promise<JobOutcome<T>> {
    // One attempt at a time in this process; the lease keeps other processes out.
    running ??= attempt().finally(() => {
      running = undefined;
    });
    return running;
  }

  function runInBackground() {
    runIfDue().then(
      (outcome) => {
        if (outcome.status === 'failed') logger.error({ err: outcome.error, job: name }, 'scheduled job failed');
        if (outcome.status !== 'ran') return;
        const summary = options.describe?.(outcome.result);
        if (summary) logger.info({ job: name, ...summary }, 'scheduled job ran');
      },
      // The database itself failed (e.g. unreachable): try again at the next check.
      (error: unknown) => logger.warn({ err: error, job: name }, 'scheduled job could not check its lease'),
    );
  }

  return {
    name,
    runIfDue,
    start() {
      if (timer) return;
      runInBackground();
      timer = setInterval(runInBackground, options.checkEveryMs ?? DEFAULT_CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
