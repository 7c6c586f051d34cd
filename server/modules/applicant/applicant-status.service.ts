import { claimDocument, findDocumentByReferenceHash } from '../../lib/documents/document-claim.ts';
import type { Kysely, Transaction } from 'kysely';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import type { ApplicantStatusView, SubmitCorrections } from '../../../domain/applicant-status.schema.ts';
import { DOCUMENT_KIND_NAMES, type DocumentKind } from '../../../domain/documents.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/language.ts';
import type { Database } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { hashDocumentReference } from '../../lib/documents/document-reference.ts';
import { fleetCountsOf } from '../../lib/fleet-counts.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { hashStatusToken } from '../../lib/status-link.ts';
import { agreementSignedMail, correctionsReceivedMail } from './applicant.mail.ts';
import { applicantI18n, correctionReasonIn, documentLabelIn } from './applicant-i18n.ts';
import {
  closeCorrectionRequest,
  findApplicationByTokenHash,
  findCurrentDocuments,
  findLatestCorrectionRequest,
  findLatestEvents,
  markCorrectionsReceived,
  markCurrentDocumentReplaced,
} from './applicant.repository.ts';
import { applicantAgreementOf, signAgreement } from '../agreements/agreements.service.ts';
import type { AgreementSummary, SignAgreement } from '../../../domain/agreement.schema.ts';
import { findWaitlist, positionsOf } from '../yards/waitlist.repository.ts';
import { passSummaryOf } from '../passes/passes.service.ts';
import {
  applicantStatusOf,
  earliestMoveOutDateOf,
  isInsuranceRenewalDue,
  isLinkValid,
  labelOf,
  requestedCorrections,
  stageOf,
} from './applicant-status.rules.ts';

export const UNKNOWN_LINK_MESSAGE = 'This link is not valid or has expired. Call us and quote your reference.';

export interface StatusContext {
  db: Kysely<Database>;
  now: Date;
  companyInbox: string;
  publicUrl: string;
}

/** The application a private link opens; 404 for one unknown, expired or of an erased application. */
export async function applicationOfToken(db: Executor, token: string, now: Date) {
  const row = await findApplicationByTokenHash(db, hashStatusToken(token));
  if (!row || !isLinkValid(row, now)) throw new HttpProblem('not_found', UNKNOWN_LINK_MESSAGE);
  return row;
}

/**
 * What the applicant's page shows: where the application stands, what was applied for and which
 * documents are on file (their kinds and dates, never their content or bank numbers). Document
 * names and the reasons picked from the common list are in `language`, the page's.
 */
export async function getStatusView(
  { db, now }: Pick<StatusContext, 'db' | 'now'>,
  token: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ApplicantStatusView> {
  const row = await applicationOfToken(db, token, now);
  const [request, events, documents] = await Promise.all([
    findLatestCorrectionRequest(db, row.id),
    findLatestEvents(db, row.id),
    findCurrentDocuments(db, row.id),
  ]);
  const status = applicantStatusOf(row);
  const corrections = requestedCorrections(row, request, now);
  const i18n = applicantI18n(language);
  const reason =
    status === 'Rejected'
      ? row.decision_reason
      : status === 'CorrectionsRequested'
        ? (request?.message ?? null)
        : status === 'Pending'
          ? (events.reopened?.reason ?? null)
          : null;
  const moments = [row.created_at, row.decided_at, row.corrections_requested_at, events.latest?.occurred_at];
  const position =
    status === 'Waitlisted'
      ? (positionsOf(await findWaitlist(db, row.location_applied_for)).get(row.id) ?? null)
      : null;
  return {
    reference: row.reference,
    status,
    stage: stageOf(status, request !== undefined || events.reopened !== undefined),
    submittedAt: row.created_at,
    updatedAt:
      moments
        .filter((moment): moment is string => Boolean(moment))
        .sort()
        .at(-1) ?? row.created_at,
    decidedAt: row.decided_at,
    reason,
    corrections: corrections.map((correction) => ({
      kind: correction.kind,
      label: documentLabelIn(i18n, correction.kind),
      reason: correctionReasonIn(i18n, correction.reason, row.insurance_expires_on),
    })),
    insuranceExpiresOn: row.insurance_expires_on,
    application: {
      locationAppliedFor: row.location_applied_for,
      moveInDate: row.move_in_date,
      ...fleetCountsOf(row),
    },
    // In the booking's order of documents, whatever order the rows come in.
    documents: DOCUMENT_KIND_NAMES.flatMap((kind) => {
      const document = documents.find((candidate) => candidate.kind === kind);
      return document?.claimed_at ? [{ kind, receivedAt: document.claimed_at }] : [];
    }),
    position,
    offerExpiresAt: status === 'Offered' ? row.offer_expires_at : null,
    moveOutDate: status === 'Accepted' ? row.move_out_date : null,
    earliestMoveOutDate: earliestMoveOutDateOf(row, now),
    agreement: status === 'Accepted' ? await applicantAgreementOf(db, row.id) : null,
    accessPass: status === 'Accepted' ? await passSummaryOf(db, row.id) : null,
  };
}

/**
 * The applicant's new documents: exactly the kinds asked for, each a fresh upload of its kind.
 * Everything (the claims, the earlier versions kept aside, the status, the history, the company's
 * notice) is one transaction; a refusal lists every problem and stores nothing.
 */
export async function submitCorrections(
  context: StatusContext,
  token: string,
  submission: SubmitCorrections,
): Promise<{ status: 'Pending' | 'Accepted'; kinds: DocumentKind[] }> {
  const { now } = context;
  return context.db.transaction().execute(async (trx) => {
    const row = await applicationOfToken(trx, token, now);
    const request = await findLatestCorrectionRequest(trx, row.id);
    const requested = requestedCorrections(row, request, now);
    if (requested.length === 0) {
      throw new HttpProblem('conflict', 'No documents are asked for on this application now.');
    }
    const sent = DOCUMENT_KIND_NAMES.filter((kind) => submission.documents[kind] !== undefined);
    const problems: FieldError[] = [];
    for (const { kind } of requested) {
      if (!sent.includes(kind))
        problems.push({ path: `documents.${kind}`, message: `Upload the new ${labelOf(kind)}` });
    }
    for (const kind of sent) {
      if (!requested.some((correction) => correction.kind === kind)) {
        problems.push({ path: `documents.${kind}`, message: `${labelOf(kind)} was not asked for: leave it out` });
      }
    }
    if (problems.length > 0)
      throw new HttpProblem('validation_failed', 'Send exactly the documents asked for.', problems);

    const renewal = applicantStatusOf(row) !== 'CorrectionsRequested' && isInsuranceRenewalDue(row, now);
    if (!renewal && !(await markCorrectionsReceived(trx, row.id))) {
      throw new HttpProblem('conflict', 'These documents were already sent.');
    }
    const at = now.toISOString();
    for (const kind of sent) {
      const referenceHash = hashDocumentReference(submission.documents[kind] ?? '');
      await markCurrentDocumentReplaced(trx, row.id, kind, at);
      if (!(await claimDocument(trx, { referenceHash, kind, applicationId: row.id, claimedAt: at }))) {
        problems.push({ path: `documents.${kind}`, message: await whyNotClaimable(trx, referenceHash, kind) });
      }
    }
    // Throwing rolls everything back: the earlier versions stay current, the request stays open.
    if (problems.length > 0) {
      throw new HttpProblem('validation_failed', 'Some documents need to be uploaded again.', problems);
    }
    if (!renewal && request) await closeCorrectionRequest(trx, request.id, at);
    await recordApplicationEvent(
      trx,
      {
        applicationId: row.id,
        action: renewal ? 'insurance_certificate_renewed' : 'corrections_received',
        details: { documents: sent },
      },
      now,
    );
    await enqueueMail(
      trx,
      correctionsReceivedMail(
        { id: row.id, reference: row.reference, name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
        sent,
        { to: context.companyInbox, publicUrl: context.publicUrl, renewal },
      ),
      now,
    );
    return { status: renewal ? ('Accepted' as const) : ('Pending' as const), kinds: sent };
  });
}

async function whyNotClaimable(trx: Transaction<Database>, referenceHash: string, kind: DocumentKind) {
  const label = labelOf(kind);
  const existing = await findDocumentByReferenceHash(trx, referenceHash);
  if (!existing) return `${label}: this upload was not found or has expired; upload the file again`;
  if (existing.kind !== kind) return `${label}: this upload belongs to another document; upload the right file here`;
  return `${label}: this upload is already attached to an application; upload the file again`;
}

/**
 * The customer signs their agreement through their link: only while the application is accepted.
 * The signature, its history and the company's notice are one transaction.
 */
export async function signedByApplicant(
  context: StatusContext & { dataEncryptionKey: Buffer },
  token: string,
  request: SignAgreement,
  browser: { ip: string; agent: string },
): Promise<AgreementSummary> {
  const { now } = context;
  return context.db.transaction().execute(async (trx) => {
    const row = await applicationOfToken(trx, token, now);
    if (row.status !== 'accepted') {
      throw new HttpProblem('conflict', 'An agreement is signed once the application is accepted.');
    }
    const agreement = await signAgreement(trx, row.id, request, {
      ...browser,
      now,
      dataEncryptionKey: context.dataEncryptionKey,
    });
    const name = `${row.first_name} ${row.last_name}`.trim();
    await enqueueMail(
      trx,
      agreementSignedMail(
        { id: row.id, reference: row.reference, name, email: row.email },
        { version: agreement.version, signer: request.fullName, title: request.title, sha256: agreement.sha256 },
        { to: context.companyInbox, publicUrl: context.publicUrl },
      ),
      now,
    );
    return agreement;
  });
}
