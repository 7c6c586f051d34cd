import type { FastifyBaseLogger } from 'fastify';
import { createScheduledJob, type ScheduledJob } from '../../lib/jobs/scheduled-job.ts';
import { type ReminderContext, type ReminderResult, sendDueInsuranceReminders } from './insurance-reminders.service.ts';

/**
 * Hourly: reminders are counted in days, and a server that was down catches up within the hour.
 * The lease keeps each run to one server; the reminders table keeps each reminder to one mail.
 */
const INTERVAL_MS = 60 * 60 * 1000;
const LEASE_MS = 10 * 60 * 1000;
const CHECK_EVERY_MS = 15 * 60 * 1000;

export function createInsuranceReminderJob(
  context: ReminderContext & { clock: () => Date; logger: FastifyBaseLogger },
): ScheduledJob<ReminderResult> {
  return createScheduledJob({
    db: context.db,
    name: 'insurance-reminders',
    intervalMs: INTERVAL_MS,
    leaseMs: LEASE_MS,
    checkEveryMs: CHECK_EVERY_MS,
    clock: context.clock,
    logger: context.logger,
    work: (now) => sendDueInsuranceReminders(context, now),
    describe: (result) => (result.remindersSent > 0 ? { ...result } : undefined),
  });
}
