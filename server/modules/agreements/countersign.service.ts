import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AgreementSummary } from '../../../domain/agreement.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordApplicationEvent } from '../../lib/application-events.ts';
import { type DocumentStore, documentSourceOf } from '../../lib/documents/document-store.ts';
import { enqueueMails } from '../../lib/mail/outbox.repository.ts';
import { agreementFileName } from './agreement-reply.ts';
import { agreementCompletedMail, agreementCompletedNotice } from './agreement.mail.ts';
import { findAgreementSource, findCurrentAgreement, writeCountersign } from './agreements.repository.ts';
import { bankNumbersOf, sha256Of, summaryOf, unsignedPdfOf } from './agreements.service.ts';
import { signedAgreementPdf } from './signed-agreement-pdf.ts';

/**
 * The admin's countersign, which completes the agreement in force: the signed PDF (the agreement's
 * own pages, then the signature page with its audit trail) is stored in the document store before
 * anything is recorded, so a store that fails changes nothing; then, in one transaction, the
 * countersign, the history and both parties' e-mails with the signed PDF. `afterCompletion` runs
 * inside that transaction: the access pass is issued and mailed there.
 */
export interface CountersignContext {
  db: Kysely<Database>;
  store: DocumentStore;
  dataEncryptionKey: Buffer;
  companyInbox: string;
  publicUrl: string;
  now: Date;
  afterCompletion?: (trx: Kysely<Database>, applicationId: number, now: Date) => Promise<unknown>;
}

export async function countersignAgreement(
  context: CountersignContext,
  request: { id: number; sha256?: string | undefined },
  admin: { id: number; userName: string },
): Promise<AgreementSummary> {
  const applicationId = request.id;
  const { db, store, dataEncryptionKey: key, now } = context;
  const [agreement, source] = await Promise.all([
    findCurrentAgreement(db, applicationId),
    findAgreementSource(db, applicationId),
  ]);
  if (!source || source.anonymised_at) throw new HttpProblem('not_found', 'No application has that id.');
  if (!agreement || source.status !== 'accepted') {
    throw new HttpProblem('conflict', 'This application has no agreement to countersign.');
  }
  if (request.sha256 !== undefined && request.sha256 !== agreement.sha256) {
    throw new HttpProblem(
      'conflict',
      'This agreement was replaced by a new version since you read it; reload the page.',
    );
  }
  if (agreement.countersigned_at) throw new HttpProblem('conflict', 'This agreement is countersigned already.');
  if (!agreement.signed_at) {
    throw new HttpProblem('conflict', 'The customer has not signed this agreement yet; countersign after they do.');
  }

  const at = now.toISOString();
  const bank = bankNumbersOf(source, key);
  const signed = await signedAgreementPdf(
    await unsignedPdfOf(source, agreement, key),
    {
      reference: source.reference,
      version: agreement.version,
      sha256: agreement.sha256,
      createdAt: agreement.created_at,
      customer: {
        company: source.company_name || `${source.first_name} ${source.last_name}`,
        name: agreement.signer_name ?? '',
        title: agreement.signer_title ?? '',
        at: agreement.signed_at,
        ip: agreement.signer_ip ?? '',
        agent: agreement.signer_agent ?? '',
        drew: Boolean(agreement.signature_drawing),
      },
      account: bank.account
        ? { transit: bank.transit, institution: bank.institution, accountEnding: bank.account.slice(-4) }
        : null,
      company: { by: admin.userName, at },
      drawing: agreement.signature_drawing,
    },
    agreement.language,
  );
  const signedSha256 = sha256Of(signed);
  const storageKey = randomUUID();
  await store.put(storageKey, documentSourceOf(Buffer.from(signed)));

  try {
    await db.transaction().execute(async (trx) => {
      const completed = await writeCountersign(trx, agreement.id, { at, by: admin.userName, signedSha256, storageKey });
      if (!completed) throw new HttpProblem('conflict', 'This agreement changed meanwhile; reload the page.');
      await recordApplicationEvent(
        trx,
        {
          applicationId,
          action: 'agreement_countersigned',
          adminId: admin.id,
          details: { version: agreement.version, sha256: agreement.sha256, signedSha256 },
        },
        now,
      );
      await context.afterCompletion?.(trx, applicationId, now);
      const party = {
        id: applicationId,
        reference: source.reference,
        firstName: source.first_name,
        email: source.email,
        language: source.language,
      };
      const completion = {
        version: agreement.version,
        yard: agreement.yard,
        sha256: agreement.sha256,
        signedPdf: {
          filename: agreementFileName({ reference: source.reference, version: agreement.version, signed: true }),
          contentType: 'application/pdf',
          content: signed,
        },
      };
      await enqueueMails(
        trx,
        [
          { mail: agreementCompletedMail(party, completion), options: { sealWith: key } },
          {
            mail: agreementCompletedNotice(
              party,
              { ...completion, countersignedBy: admin.userName },
              { to: context.companyInbox, publicUrl: context.publicUrl },
            ),
            options: { sealWith: key },
          },
        ],
        now,
      );
    });
  } catch (error) {
    // Nothing was recorded, so the stored file would belong to no one.
    await store.remove(storageKey).catch(() => {});
    throw error;
  }
  return summaryOf({ ...agreement, countersigned_at: at });
}
