import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import type { DocumentStore } from '../../lib/documents/document-store.ts';
import { thumbnailKeyOf } from '../../lib/documents/thumbnail-key.ts';
import { seal } from '../../lib/sealed-box.ts';
import {
  anonymiseApplication,
  deleteContactMessagesCreatedBefore,
  deleteFinishedMailCreatedBefore,
  findApplicationsDueForAnonymising,
  findDocumentStorageKeys,
} from './retention.repository.ts';

/**
 * The retention schedule (PIPEDA principle 4.5, docs/retention.md): personal information is kept
 * only as long as the purpose needs it, then destroyed or made anonymous.
 */
export interface RetentionPolicy {
  /** Days after which a decided application is anonymised: from its rejection, or from its tenancy's end. */
  decidedApplicationDays: number;
  /** Days after which a contact enquiry or job application is deleted. */
  contactMessageDays: number;
}

/** Mail bodies hold names and addresses; once delivered, a month is enough to answer "did it go?". */
export const FINISHED_MAIL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 100;

export interface RetentionContext {
  db: Kysely<Database>;
  store: DocumentStore;
  dataEncryptionKey: Buffer;
  logger: FastifyBaseLogger;
  policy: RetentionPolicy;
}

export interface RetentionResult {
  anonymisedApplications: number;
  destroyedDocuments: number;
  deletedEnquiries: number;
  deletedJobApplications: number;
  deletedMails: number;
}

export async function applyRetention(context: RetentionContext, now: Date): Promise<RetentionResult> {
  const { db, store, policy } = context;
  const result: RetentionResult = {
    anonymisedApplications: 0,
    destroyedDocuments: 0,
    deletedEnquiries: 0,
    deletedJobApplications: 0,
    deletedMails: 0,
  };
  const applicationCutoff = daysBefore(now, policy.decidedApplicationDays);
  // Sealed like real numbers, so every reader of the column works unchanged; it holds nothing.
  const emptyBankNumbers = seal('{}', context.dataEncryptionKey);

  for (;;) {
    const due = await findApplicationsDueForAnonymising(db, applicationCutoff, BATCH_SIZE);
    for (const application of due) {
      // Files first: if a removal fails the run stops here and the next run tries again, so no
      // row ever says "anonymised" while its documents remain on disk.
      const storageKeys = await findDocumentStorageKeys(db, application.id);
      // Each document's thumbnail too, made on an admin's first view (ADR 065), if it was.
      for (const key of storageKeys) {
        await store.remove(thumbnailKeyOf(key));
        await store.remove(key);
      }
      const anonymised = await db.transaction().execute(async (trx) => {
        if (!(await anonymiseApplication(trx, application.id, emptyBankNumbers, now.toISOString()))) return false;
        await recordAuditEvent(
          trx,
          {
            action: 'application_anonymised',
            applicationId: application.id,
            details: {
              reason: 'retention',
              decidedAt: application.decided_at,
              ...(application.move_out_date ? { movedOutOn: application.move_out_date } : {}),
              retentionDays: policy.decidedApplicationDays,
              documentsDestroyed: storageKeys.length,
            },
          },
          now,
        );
        return true;
      });
      if (!anonymised) continue;
      result.anonymisedApplications += 1;
      result.destroyedDocuments += storageKeys.length;
    }
    if (due.length < BATCH_SIZE) break;
  }

  const contact = await deleteContactMessagesCreatedBefore(db, daysBefore(now, policy.contactMessageDays));
  result.deletedEnquiries = contact.enquiries;
  result.deletedJobApplications = contact.jobApplications;
  result.deletedMails = await deleteFinishedMailCreatedBefore(db, daysBefore(now, FINISHED_MAIL_DAYS));

  if (Object.values(result).some((count) => count > 0)) {
    await recordAuditEvent(
      db,
      {
        action: 'retention_applied',
        details: {
          ...result,
          decidedApplicationDays: policy.decidedApplicationDays,
          contactMessageDays: policy.contactMessageDays,
          finishedMailDays: FINISHED_MAIL_DAYS,
        },
      },
      now,
    );
  }
  return result;
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
