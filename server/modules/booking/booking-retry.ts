import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Booking } from '../../../domain/booking.schema.ts';
import type { Language } from '../../../domain/language.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { issueStatusLink } from '../../lib/status-link.ts';
import { findApplicationHoldingAll, findKeyedApplication } from './booking.repository.ts';
import type { BookingDependencies, CreatedBooking } from './booking.service.ts';

/*
 * A booking sent again after its answer was lost gets the first answer (its id and reference, and
 * a status link) instead of a refusal or a second application (ADR 062): the same Idempotency-Key
 * with the same booking within RETRY_WINDOW_MS, or, for a caller that sends no key, the same five
 * uploads already held by one application of the same e-mail. The same key with a different
 * booking is a 409.
 */

/** How long a booking is answered again: long enough for a phone back in signal, or the next day. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'A different booking was already sent with this Idempotency-Key. Send a new booking with a new key.';

/** What the application keeps of how it was sent, hashed: the key (if any) and the booking. */
export interface Fingerprint {
  keyHash: string | null;
  requestHash: string;
}

export function fingerprint(booking: Booking, idempotencyKey: string | undefined): Fingerprint {
  return {
    keyHash: idempotencyKey === undefined ? null : sha256(idempotencyKey),
    requestHash: sha256(JSON.stringify(booking)),
  };
}

export function retryWindowStart(now: Date): string {
  return new Date(now.getTime() - RETRY_WINDOW_MS).toISOString();
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The application sent before under this key, if the same booking; a 409 if another. */
export async function findEarlierUnderKey(db: Kysely<Database>, sent: Fingerprint, since: string) {
  if (sent.keyHash === null) return undefined;
  const earlier = await findKeyedApplication(db, sent.keyHash, since);
  if (earlier && earlier.request_hash !== sent.requestHash) {
    throw new HttpProblem('conflict', IDEMPOTENCY_KEY_REUSED_MESSAGE, [
      { path: 'Idempotency-Key', message: IDEMPOTENCY_KEY_REUSED_MESSAGE },
    ]);
  }
  return earlier;
}

/** Thrown from the booking's transaction, so that this attempt's rows are rolled back. */
export class StoredBefore extends Error {
  constructor(readonly application: { id: number; reference: string }) {
    super('The booking was stored before');
  }
}

/**
 * When the documents could not be claimed: if one recent application of the same e-mail holds
 * all five, this is that booking sent again, and StoredBefore is thrown.
 */
export async function throwIfStoredBefore(
  trx: Transaction<Database>,
  booking: Booking,
  referenceHashes: string[],
  attempt: { applicationId: number; since: string },
): Promise<void> {
  const holder = await findApplicationHoldingAll(trx, referenceHashes);
  if (
    holder &&
    holder.id !== attempt.applicationId &&
    holder.created_at >= attempt.since &&
    holder.email.toLowerCase() === booking.personalInfo.email.toLowerCase()
  ) {
    throw new StoredBefore(holder);
  }
}

/** The first answer again, with a status link of its own (links are stored hashed, never shown twice). */
export async function answerAgain(
  deps: BookingDependencies,
  application: { id: number; reference: string },
  language: Language,
): Promise<CreatedBooking> {
  const statusUrl = await issueStatusLink(deps.db, {
    applicationId: application.id,
    now: deps.now,
    publicUrl: deps.publicUrl,
    language,
  });
  deps.logger?.info({ applicationId: application.id }, 'booking retried: its first answer given again');
  return { id: application.id, reference: application.reference, statusUrl };
}
