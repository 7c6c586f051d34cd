import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { DocumentStore } from './lib/documents/document-store.ts';
import type { ScheduledJob } from './lib/jobs/scheduled-job.ts';
import type { MailTransport } from './lib/mail/mail-transport.ts';
import { createOutboxWorker, type OutboxWorker } from './lib/mail/outbox-worker.ts';
import { createInsuranceReminderJob } from './modules/applicant/insurance-reminder-job.ts';
import type { ReminderResult } from './modules/applicant/insurance-reminders.service.ts';
import { createUploadPurger, type UploadPurger } from './modules/documents/upload-purger.ts';
import { createRetentionJob } from './modules/retention/retention-job.ts';
import type { RetentionResult } from './modules/retention/retention.service.ts';
import type { WaitlistRunResult } from './modules/yards/offers.service.ts';
import { createWaitlistJob } from './modules/yards/waitlist-job.ts';

/**
 * What the server runs beside its requests. start() checks at once and then on a timer that does
 * not keep the process alive; stop() ends the timer and waits for the run in flight. The timed jobs
 * take a lease in job_leases first (lib/jobs/scheduled-job.ts), so each run happens on one server.
 */
export interface BackgroundJob {
  start(): void;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
    uploadPurger: UploadPurger;
    /** Anonymises decided applications and deletes old messages on the retention schedule. */
    retentionJob: ScheduledJob<RetentionResult>;
    /** Reminds accepted customers 30 and 7 days before their certificate of insurance expires. */
    insuranceReminderJob: ScheduledJob<ReminderResult>;
    /** Lapses unanswered offers and offers freed spaces down each yard's waitlist. */
    waitlistJob: ScheduledJob<WaitlistRunResult>;
  }
}

export interface BackgroundJobContext {
  db: Kysely<Database>;
  config: Config;
  store: DocumentStore;
  mailTransport: MailTransport;
  dataEncryptionKey: Buffer;
  logger: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * Every background job, once, each under the name the app is decorated with (server/app.ts
 * decorates, starts and stops them from this list, in its order). Tests reach a job by that name
 * and drive it with a moved clock.
 */
export function createBackgroundJobs(context: BackgroundJobContext) {
  const { db, config, store, mailTransport, dataEncryptionKey, logger, clock } = context;
  return {
    outboxWorker: createOutboxWorker({ db, transport: mailTransport, logger, clock, dataEncryptionKey }),
    uploadPurger: createUploadPurger({ db, store, logger, clock }),
    retentionJob: createRetentionJob({ db, store, dataEncryptionKey, logger, policy: config.retention, clock }),
    insuranceReminderJob: createInsuranceReminderJob({
      db,
      publicUrl: config.publicUrl,
      companyInbox: config.mail.companyInbox,
      dataEncryptionKey,
      logger,
      clock,
    }),
    waitlistJob: createWaitlistJob({
      db,
      publicUrl: config.publicUrl,
      companyInbox: config.mail.companyInbox,
      dataEncryptionKey,
      logger,
      clock,
    }),
  } satisfies { [Name in keyof FastifyInstance]?: FastifyInstance[Name] & BackgroundJob };
}
