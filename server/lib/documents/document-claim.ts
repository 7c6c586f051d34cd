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

/** An upload's kind and whether it is claimed, to say precisely why a claim failed. */
export async function findDocumentByReferenceHash(db: Executor, referenceHash: string) {
  return db
    .selectFrom('documents')
    .select(['kind', 'claimed_at'])
    .where('reference_hash', '=', referenceHash)
    .executeTakeFirst();
}
