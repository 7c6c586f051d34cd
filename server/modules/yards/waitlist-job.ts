import type { FastifyBaseLogger } from 'fastify';
import { createScheduledJob, type ScheduledJob } from '../../lib/jobs/scheduled-job.ts';
import { type OfferContext, runWaitlist, type WaitlistRunResult } from './offers.service.ts';

/**
 * Every minute: an offer lapses within a minute of its 72 hours, and spaces a write did not offer
 * at once (a rejection, a reopening) go down the line soon after. A run is a few small queries.
 * The lease keeps each run to one server; each offer is also guarded by its yard's turn.
 */
const INTERVAL_MS = 60 * 1000;
const LEASE_MS = 5 * 60 * 1000;
const CHECK_EVERY_MS = 60 * 1000;

export function createWaitlistJob(
  context: Omit<OfferContext, 'now'> & { clock: () => Date; logger: FastifyBaseLogger },
): ScheduledJob<WaitlistRunResult> {
  return createScheduledJob({
    db: context.db,
    name: 'waitlist-offers',
    intervalMs: INTERVAL_MS,
    leaseMs: LEASE_MS,
    checkEveryMs: CHECK_EVERY_MS,
    clock: context.clock,
    logger: context.logger,
    work: (now) => runWaitlist(context, now),
    describe: (result) => (result.lapsed + result.offered > 0 ? { ...result } : undefined),
  });
}
