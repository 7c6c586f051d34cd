import type { Kysely } from 'kysely';
import type { RequestCorrections } from '../../../domain/applicant-status.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { issueStatusLink } from '../../lib/status-link.ts';
import { correctionsRequestedMail, reopenedMail } from './applicant.mail.ts';
import {
  findApplication,
  insertCorrectionRequest,
  markCorrectionsRequested,
  reopenDecidedApplication,
  setInsuranceExpiry,
} from './applicant.repository.ts';
import { revokePassOfReopened } from '../passes/passes.service.ts';
import { applicantStatusOf } from './applicant-status.rules.ts';

/** Who acts, from where, and when. */
export interface ReviewActor {
  adminId: number;
  now: Date;
}

export interface ReviewContext {
  db: Kysely<Database>;
  publicUrl: string;
  dataEncryptionKey: Buffer;
}

const NOT_FOUND_MESSAGE = 'No application with this id.';

/**
 * Asks the applicant of a pending application for new copies of some documents: the request, the
 * status, the history and one e-mail (with a new private link, since only hashes of the earlier
 * ones are kept) are one transaction; of two admins asking at once, the second gets a 409.
 */
export async function requestCorrections(
  context: ReviewContext,
  request: RequestCorrections,
  actor: ReviewActor,
): Promise<{ status: 'CorrectionsRequested' }> {
  return context.db.transaction().execute(async (trx) => {
    const at = actor.now.toISOString();
    const won = await markCorrectionsRequested(trx, request.id, at);
    const row = await findApplication(trx, request.id);
    if (!row) throw new HttpProblem('not_found', NOT_FOUND_MESSAGE);
    if (!won) {
      const status = applicantStatusOf(row);
      throw new HttpProblem(
        'conflict',
        status === 'CorrectionsRequested'
          ? 'Corrections are already requested on this application.'
          : `Corrections can be requested only on a pending application; this one is ${status.toLowerCase()}.`,
      );
    }
    const documents = request.documents.map(({ kind, reason }) => ({ kind, reason }));
    const message = request.message ? request.message : null;
    await insertCorrectionRequest(trx, {
      applicationId: row.id,
      requestedAt: at,
      requestedBy: actor.adminId,
      message,
      documents: JSON.stringify(documents),
    });
    await recordApplicationEvent(
      trx,
      {
        applicationId: row.id,
        action: 'corrections_requested',
        adminId: actor.adminId,
        reason: message,
        details: { documents: documents.map((document) => `${document.kind}: ${document.reason}`) },
      },
      actor.now,
    );
    const statusUrl = await issueStatusLink(trx, {
      applicationId: row.id,
      now: actor.now,
      publicUrl: context.publicUrl,
      language: row.language,
    });
    await enqueueMail(
      trx,
      correctionsRequestedMail(
        { reference: row.reference, firstName: row.first_name, email: row.email, language: row.language },
        documents,
        message,
        statusUrl,
      ),
      actor.now,
      { sealWith: context.dataEncryptionKey },
    );
    return { status: 'CorrectionsRequested' as const };
  });
}

/**
 * A decided application back to Pending, with the reason in its history and an e-mail to the
 * applicant. It can then be decided again through CreateApplicationFormAction, whose guarded
 * UPDATE keeps that to one winner; of two reopenings at once the second gets a 409.
 */
export async function reopenApplication(
  context: ReviewContext,
  request: { id: number; reason: string },
  actor: ReviewActor,
): Promise<{ status: 'Pending' }> {
  return context.db.transaction().execute(async (trx) => {
    const before = await findApplication(trx, request.id);
    if (!before) throw new HttpProblem('not_found', NOT_FOUND_MESSAGE);
    if (!(await reopenDecidedApplication(trx, request.id))) {
      throw new HttpProblem(
        'conflict',
        'Only an accepted or rejected application can be reopened; this one is not decided.',
      );
    }
    await recordApplicationEvent(
      trx,
      {
        applicationId: request.id,
        action: 'application_reopened',
        adminId: actor.adminId,
        reason: request.reason,
        details: { previousStatus: before.status, previousDecidedAt: before.decided_at },
      },
      actor.now,
    );
    await revokePassOfReopened(trx, request.id, { adminId: actor.adminId, now: actor.now });
    const statusUrl = await issueStatusLink(trx, {
      applicationId: request.id,
      now: actor.now,
      publicUrl: context.publicUrl,
      language: before.language,
    });
    await enqueueMail(
      trx,
      reopenedMail(
        { reference: before.reference, firstName: before.first_name, email: before.email, language: before.language },
        request.reason,
        statusUrl,
      ),
      actor.now,
      { sealWith: context.dataEncryptionKey },
    );
    return { status: 'Pending' as const };
  });
}

/** The admin corrects the certificate's expiry date; a new date starts a new pair of reminders. */
export async function updateInsuranceExpiry(
  db: Kysely<Database>,
  request: { id: number; insuranceExpiresOn: string },
  actor: ReviewActor,
): Promise<{ insuranceExpiresOn: string }> {
  return db.transaction().execute(async (trx) => {
    const before = await findApplication(trx, request.id);
    if (!before || !(await setInsuranceExpiry(trx, request.id, request.insuranceExpiresOn))) {
      throw new HttpProblem('not_found', NOT_FOUND_MESSAGE);
    }
    await recordApplicationEvent(
      trx,
      {
        applicationId: request.id,
        action: 'insurance_expiry_updated',
        adminId: actor.adminId,
        details: { from: before.insurance_expires_on, to: request.insuranceExpiresOn },
      },
      actor.now,
    );
    return { insuranceExpiresOn: request.insuranceExpiresOn };
  });
}
