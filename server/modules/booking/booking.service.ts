import { claimDocuments, findDocumentByReferenceHash } from '../../lib/documents/document-claim.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Booking } from '../../../domain/booking.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { hashDocumentReference } from '../../lib/documents/document-reference.ts';
import { takeFromDailyCap, VISITOR_MAIL_COUNTER } from '../../lib/daily-cap.ts';
import { type EnqueueOptions, enqueueMails, type MailToQueue } from '../../lib/mail/outbox.repository.ts';
import { issueStatusLink } from '../../lib/status-link.ts';
import { bookingConfirmationMail, bookingNotificationMail } from './booking.mail.ts';
import { insertApplication, insertPreviousLandlords, insertReferences } from './booking.repository.ts';
import {
  answerAgain,
  findEarlierUnderKey,
  type Fingerprint,
  fingerprint,
  retryWindowStart,
  StoredBefore,
  throwIfStoredBefore,
} from './booking-retry.ts';
import { applicationRow } from './booking-row.ts';
import { newBookingReference } from './booking-reference.ts';
import { writeSearchTexts } from '../search/search.repository.ts';

export interface BookingDependencies {
  db: Kysely<Database>;
  dataEncryptionKey: Buffer;
  now: Date;
  companyInbox: string;
  publicUrl: string;
  /** Confirmations a day, across servers; past it the booking is stored and only its confirmation is skipped. */
  visitorMailDailyCap: number;
  /** Draws a booking reference; newBookingReference unless a test needs to force a collision. */
  newReference?: () => string;
  logger?: { warn(object: object, message: string): void; info(object: object, message: string): void };
}

export interface CreatedBooking {
  id: number;
  reference: string;
  /** The applicant's private status page. */
  statusUrl: string;
}

/**
 * Stores a validated booking: the application, its references and landlords, the claims on its
 * five documents and its two e-mails, in one transaction. Either all of it is stored or none.
 *
 * A retry after a lost answer gets the first answer (its id and reference, and a status link)
 * instead of a refusal or a second application: the same Idempotency-Key with the same booking
 * within RETRY_WINDOW_MS, or, for a client that sends no key, the same five uploads already held
 * by one application with the same e-mail. The same key with a different booking is a 409.
 */
export async function createBooking(
  deps: BookingDependencies,
  booking: Booking,
  options: { idempotencyKey?: string } = {},
): Promise<CreatedBooking> {
  const since = retryWindowStart(deps.now);
  const sent = fingerprint(booking, options.idempotencyKey);
  const earlier = await findEarlierUnderKey(deps.db, sent, since);
  if (earlier) return answerAgain(deps, earlier, booking.language);
  try {
    return await storeBooking(deps, booking, sent, since);
  } catch (error) {
    if (error instanceof StoredBefore) return answerAgain(deps, error.application, booking.language);
    throw error;
  }
}

async function storeBooking(
  deps: BookingDependencies,
  booking: Booking,
  sent: Fingerprint,
  since: string,
): Promise<CreatedBooking> {
  return deps.db.transaction().execute(async (trx) => {
    const createdAt = deps.now.toISOString();
    const { id, reference } = await insertUnderFreeReference(trx, deps, booking, createdAt, sent);
    await insertReferences(
      trx,
      booking.references.map((person, position) => ({ application_id: id, position, ...person })),
    );
    await insertPreviousLandlords(
      trx,
      booking.previousLandlords.map((landlord, position) => ({
        application_id: id,
        position,
        company: landlord.company,
        phone: landlord.phone,
        address: landlord.address,
        landlord_name: landlord.landlordName,
        space_rented: landlord.spaceRented,
        rental_start_date: landlord.rentalStartDate,
        rental_end_date: landlord.rentalEndDate,
        can_contact_for_reference: landlord.canContactForReference ? 1 : 0,
      })),
    );
    // Once, now that its references are stored (their companies are part of it).
    await writeSearchTexts(trx, [id]);
    await claimBookingDocuments(trx, booking, id, { claimedAt: createdAt, since });
    const statusUrl = await issueStatusLink(trx, {
      applicationId: id,
      now: deps.now,
      publicUrl: deps.publicUrl,
      language: booking.language,
    });
    const mails: Array<{ mail: MailToQueue; options?: EnqueueOptions }> = [];
    // The confirmation goes to an address the visitor typed: capped per day, so the form cannot be
    // used to mail strangers in bulk. The company's own notice is always sent.
    if (await takeFromDailyCap(trx, VISITOR_MAIL_COUNTER, deps.visitorMailDailyCap, deps.now)) {
      // The body holds the private link: sealed at rest and erased once sent (ADR 021).
      mails.push({
        mail: bookingConfirmationMail(booking, reference, statusUrl),
        options: { sealWith: deps.dataEncryptionKey },
      });
    } else {
      deps.logger?.warn({ reference }, 'daily cap on visitor mail reached: booking stored, confirmation not sent');
    }
    mails.push({
      mail: bookingNotificationMail(booking, { id, reference }, { to: deps.companyInbox, publicUrl: deps.publicUrl }),
    });
    await enqueueMails(trx, mails, deps.now);
    return { id, reference, statusUrl };
  });
}

/**
 * Inserts the application under a fresh reference. The unique index is the guarantee: an insert
 * under a reference already taken stores nothing, and the next try draws another. Collisions are
 * rare (39 bits); a few tries make them a non-event, with no lookup before each insert.
 */
async function insertUnderFreeReference(
  trx: Transaction<Database>,
  deps: BookingDependencies,
  booking: Booking,
  createdAt: string,
  sent: Fingerprint,
): Promise<{ id: number; reference: string }> {
  const draw = deps.newReference ?? newBookingReference;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const reference = draw();
    const id = await insertApplication(trx, {
      ...applicationRow(booking, reference, createdAt, deps.dataEncryptionKey),
      idempotency_key_hash: sent.keyHash,
      request_hash: sent.requestHash,
    });
    if (id !== undefined) return { id, reference };
  }
  throw new Error('Could not find a free booking reference');
}

async function claimBookingDocuments(
  trx: Transaction<Database>,
  booking: Booking,
  applicationId: number,
  when: { claimedAt: string; since: string },
) {
  const documents = DOCUMENT_KINDS.map((document) => ({
    ...document,
    referenceHash: hashDocumentReference(booking.personalInfo[document.field]),
  }));
  // All five in one statement; only when some could not be claimed is each looked up, to say why.
  if ((await claimDocuments(trx, documents, applicationId, when.claimedAt)) === documents.length) return;
  await throwIfStoredBefore(
    trx,
    booking,
    documents.map((document) => document.referenceHash),
    {
      applicationId,
      since: when.since,
    },
  );
  const problems: FieldError[] = [];
  for (const document of documents) {
    const message = await whyNotClaimed(trx, document.referenceHash, document.kind, document.label, applicationId);
    if (message) problems.push({ path: `personalInfo.${document.field}`, message });
  }
  if (problems.length === 0) throw new Error('Fewer documents were claimed than asked, yet each is attached');
  // Throwing rolls the whole transaction back: nothing of this booking is kept.
  throw new HttpProblem('validation_failed', 'Some documents need to be uploaded again.', problems);
}

/** Why an upload was not claimed by this application; undefined when it was. */
async function whyNotClaimed(
  trx: Transaction<Database>,
  referenceHash: string,
  kind: string,
  label: string,
  applicationId: number,
): Promise<string | undefined> {
  const existing = await findDocumentByReferenceHash(trx, referenceHash);
  if (!existing) return `${label}: this upload was not found or has expired; upload the file again`;
  if (existing.kind !== kind) return `${label}: this upload belongs to another document; upload the right file here`;
  if (existing.application_id === applicationId) return undefined;
  return `${label}: this upload is already attached to an application; upload the file again`;
}
