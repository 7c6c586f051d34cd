import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createScheduledJob, type ScheduledJob } from '../../lib/jobs/scheduled-job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Far longer than a run takes (seconds at 1,000,000 applications). */
const LEASE_MS = 60 * 60 * 1000;
const CHECK_EVERY_MS = 15 * 60 * 1000;

/**
 * A daily upkeep of PostgreSQL's search tables, once across the servers sharing the database (a
 * job lease): `work` answers how many rows it changed, and a run that changed none logs nothing.
 */
export interface DailySearchJobContext {
  db: Kysely<Database>;
  logger: FastifyBaseLogger;
  clock: () => Date;
}

export function createDailySearchJob(
  context: DailySearchJobContext,
  job: { name: string; work: (db: Kysely<Database>) => Promise<number>; counted: string },
): ScheduledJob<number> {
  return createScheduledJob({
    db: context.db,
    name: job.name,
    intervalMs: DAY_MS,
    leaseMs: LEASE_MS,
    checkEveryMs: CHECK_EVERY_MS,
    clock: context.clock,
    logger: context.logger,
    work: () => job.work(context.db),
    describe: (rows) => (rows > 0 ? { [job.counted]: rows } : undefined),
  });
}
