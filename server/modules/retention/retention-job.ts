import { createScheduledJob, type ScheduledJob } from '../../lib/jobs/scheduled-job.ts';
import { applyRetention, type RetentionContext, type RetentionResult } from './retention.service.ts';

/** Daily is plenty for a schedule counted in days; the lease keeps it to one server per run. */
const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
const RETENTION_LEASE_MS = 60 * 60 * 1000;
const CHECK_EVERY_MS = 15 * 60 * 1000;

export function createRetentionJob(context: RetentionContext & { clock: () => Date }): ScheduledJob<RetentionResult> {
  return createScheduledJob({
    db: context.db,
    name: 'retention',
    intervalMs: RETENTION_INTERVAL_MS,
    leaseMs: RETENTION_LEASE_MS,
    checkEveryMs: CHECK_EVERY_MS,
    clock: context.clock,
    logger: context.logger,
    work: (now) => applyRetention(context, now),
    describe: (result) => (Object.values(result).some((count) => count > 0) ? { ...result } : undefined),
  });
}
