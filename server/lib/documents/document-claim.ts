import type { Executor } from '../../db/executor.ts';

/**
 * Attaches an uploaded document to an application, once: the guarded update succeeds only for an
 * unclaimed document of the expected kind, so two bookings (or a booking and a correction) can never
 * share one upload. Used by the booking and by the applicant's corrections.
 */
export async function claimDocument(
  db: Executor,
  claim: { referenceHash: string; kind: string; applicationId: number; claimedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('documents')
    .set({ application_id: claim.applicationId, claimed_at: claim.claimedAt })
    .where('reference_hash', '=', claim.referenceHash)
    .where('kind', '=', claim.kind)
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Attaches several uploads to one application in one statement, each on the terms of
 * claimDocument (unclaimed, of its kind): one round trip to PostgreSQL for a booking's five.
 * Resolves with the number attached; fewer than asked means some could not be, and the caller
 * finds out which (findDocumentByReferenceHash) before rolling the transaction back.
 */
export async function claimDocuments(
  db: Executor,
  claims: ReadonlyArray<{ referenceHash: string; kind: string }>,
  applicationId: number,
  claimedAt: string,
): Promise<number> {
  if (claims.length === 0) return 0;
  const result = await db
    .updateTable('documents')
    .set({ application_id: applicationId, claimed_at: claimedAt })
    .where((eb) =>
      eb.or(
        claims.map((claim) => eb.and([eb('reference_hash', '=', claim.referenceHash), eb('kind', '=', claim.kind)])),
      ),
    )
    .where('claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An upload's kind and whom it is attached to, to say precisely why a claim failed. */
export async function findDocumentByReferenceHash(db: Executor, referenceHash: string) {
  return db
    .selectFrom('documents')
    .select(['kind', 'claimed_at', 'application_id'])
    .where('reference_hash', '=', referenceHash)
    .executeTakeFirst();
}
