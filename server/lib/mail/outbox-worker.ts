import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, MailOutboxRow } from '../../db/database.ts';
import type { MailTransport, SendResult } from './mail-transport.ts';
import {
  bodyOf,
  type ClaimedMail,
  claimMail,
  eraseSealedBody,
  countDueMail,
  findDueMail,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
} from './outbox.repository.ts';

/**
 * Delivers the mail outbox: claims due messages one at a time under a lease, sends them, and
 * records the outcome. Several app servers on one PostgreSQL can run it side by side; the claim
 * makes sure only one of them sends a given message. Delivery is at-least-once in the face of a
 * crash between "sent" and "recorded" (SMTP gives no better); the stable Message-ID lets the
 * receiving side recognise such a duplicate. See docs/decisions/003-mail-outbox.md.
 */
export interface OutboxRunResult {
  sent: number;
  failed: number;
  retried: number;
}

export interface OutboxWorker {
  /** One pass over every due message. Safe to call while another worker (or call) runs. */
  runOnce(): Promise<OutboxRunResult>;
  /** Runs every `intervalMs` in the background until stop(). */
  start(): void;
  /** Stops the timer, waits for the pass in flight, closes the transport. */
  stop(): Promise<void>;
  /** Asks a started worker for a pass within ~50 ms, e.g. right after a booking queued its e-mails. */
  nudge(): void;
  /**
   * Runs passes until no message is due or being sent, or `timeoutMs` (real time) is up.
   * Resolves true when the outbox is drained.
   */
  drain(timeoutMs?: number): Promise<boolean>;
}

export interface OutboxWorkerDependencies {
  db: Kysely<Database>;
  transport: MailTransport;
  logger: FastifyBaseLogger;
  clock: () => Date;
  /** Sender address; defaults to the transport's (MAIL_FROM). */
  from?: string;
  /** Opens bodies queued sealed (mail carrying a secret). */
  dataEncryptionKey?: Buffer;
  intervalMs?: number;
}

export const MAX_ATTEMPTS = 10;
const BASE_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Longer than the worst SMTP exchange the transport's timeouts allow, so a live sender keeps it. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;
/** A bound on one pass, so a large backlog cannot keep a pass (and stop()) busy for long. */
const MAX_MESSAGES_PER_RUN = 100;
const DEFAULT_INTERVAL_MS = 5_000;
const NUDGE_DELAY_MS = 50;
const DRAIN_POLL_MS = 25;

/**
 * 30 s, 1 min, 2 min … doubling per attempt, at most an hour, with ±20 % jitter so that messages
 * failed by the same outage do not all come back in the same second. Ten attempts span about
 * three hours.
 */
export function retryDelayMs(attemptsMade: number, random: () => number = Math.random): number {
  const exponential = BASE_RETRY_DELAY_MS * 2 ** Math.max(0, attemptsMade - 1);
  const jittered = Math.min(exponential, MAX_RETRY_DELAY_MS) * (0.8 + 0.4 * random());
  return Math.round(Math.min(jittered, MAX_RETRY_DELAY_MS));
}

type Outcome = 'sent' | 'failed' | 'retried';

export function createOutboxWorker(deps: OutboxWorkerDependencies): OutboxWorker {
  const { db, transport, logger, clock } = deps;
  const from = deps.from ?? transport.from;
  const intervalMs = deps.intervalMs ?? DEFAULT_INTERVAL_MS;

  let timer: NodeJS.Timeout | null = null;
  let nudgeTimer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let runAgain = false;
  let stopped = false;
  let closed = false;

  async function send(row: MailOutboxRow): Promise<SendResult> {
    try {
      return await transport.send({
        from,
        to: row.to_address,
        replyTo: row.reply_to,
        subject: row.subject,
        ...bodyOf(row, deps.dataEncryptionKey),
        messageId: row.message_id,
      });
    } catch (error) {
      // Transports return failures as values; a throw is a bug, but it must not wedge the message.
      return { status: 'error', error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function giveUp(claim: ClaimedMail, row: MailOutboxRow, error: string): Promise<Outcome> {
    await markMailFailed(db, claim, error);
    await eraseSealedBody(db, claim.id);
    logger.error(
      { mailId: claim.id, messageId: row.message_id, attempts: claim.attempts, error },
      'Mail delivery failed for good; the message stays in mail_outbox with status failed',
    );
    return 'failed';
  }

  async function deliver(row: MailOutboxRow): Promise<Outcome | null> {
    const now = clock();
    const claim = await claimMail(
      db,
      { id: row.id, attempts: row.attempts },
      now.toISOString(),
      new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
    );
    if (!claim) return null;
    if (claim.attempts > MAX_ATTEMPTS) {
      // Its last allowed attempt never reported back (the sender died holding the lease).
      return giveUp(claim, row, row.last_error ?? 'The last attempt was interrupted');
    }

    const result = await send(row);
    const finishedAt = clock();
    if (result.status === 'success') {
      const recorded = await markMailSent(db, claim, finishedAt.toISOString());
      await eraseSealedBody(db, claim.id);
      if (!recorded) {
        logger.warn(
          { mailId: claim.id, messageId: row.message_id },
          'Mail was sent after its lease ran out; another worker may send it again',
        );
      }
      logger.info({ mailId: claim.id, messageId: row.message_id, attempts: claim.attempts }, 'Mail sent');
      return 'sent';
    }
    // A permanent refusal (SMTP 5xx) would be refused again: give up now, so the admin sees it
    // among the failures at once instead of after hours of retries.
    if (result.permanent || claim.attempts >= MAX_ATTEMPTS) return giveUp(claim, row, result.error);
    const nextAttemptAt = new Date(finishedAt.getTime() + retryDelayMs(claim.attempts)).toISOString();
    await scheduleMailRetry(db, claim, nextAttemptAt, result.error);
    logger.warn(
      { mailId: claim.id, messageId: row.message_id, attempts: claim.attempts, nextAttemptAt, error: result.error },
      'Mail delivery failed; will retry',
    );
    return 'retried';
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const totals: OutboxRunResult = { sent: 0, failed: 0, retried: 0 };
    let handled = 0;
    while (handled < MAX_MESSAGES_PER_RUN) {
      const due = await findDueMail(db, clock().toISOString(), BATCH_SIZE);
      let claimedAny = false;
      for (const row of due) {
        if (handled >= MAX_MESSAGES_PER_RUN) break;
        const outcome = await deliver(row);
        if (outcome === null) continue;
        claimedAny = true;
        handled += 1;
        totals[outcome] += 1;
      }
      // Nothing due, or everything we saw was taken by another worker: this pass is done.
      if (!claimedAny) break;
    }
    return totals;
  }

  function tick(): void {
    if (stopped) return;
    if (inFlight) {
      // A nudge during a pass may concern a message that pass already looked past.
      runAgain = true;
      return;
    }
    inFlight = runOnce()
      .then((totals) => {
        if (totals.sent + totals.failed + totals.retried > 0) logger.debug(totals, 'Mail outbox pass');
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Mail outbox pass failed');
      })
      .finally(() => {
        inFlight = null;
        if (runAgain && !stopped) {
          runAgain = false;
          tick();
        }
      });
  }

  async function outstanding(): Promise<number> {
    const now = clock().toISOString();
    const [due, sending] = await Promise.all([
      countDueMail(db, now),
      db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'sending')
        .executeTakeFirstOrThrow(),
    ]);
    return due + Number(sending.count);
  }

  return {
    runOnce,
    start() {
      if (timer || stopped) return;
      timer = setInterval(tick, intervalMs);
      // The worker must never be the reason the process stays alive.
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      if (nudgeTimer) clearTimeout(nudgeTimer);
      timer = null;
      nudgeTimer = null;
      await inFlight;
      if (!closed) {
        closed = true;
        transport.close();
      }
    },
    nudge() {
      // Only a started worker acts on it; tests that drive runOnce() themselves keep full control.
      if (!timer || stopped || nudgeTimer) return;
      nudgeTimer = setTimeout(() => {
        nudgeTimer = null;
        tick();
      }, NUDGE_DELAY_MS);
      nudgeTimer.unref();
    },
    async drain(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await inFlight;
        await runOnce();
        if ((await outstanding()) === 0) return true;
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
    },
  };
}
