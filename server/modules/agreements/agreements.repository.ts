import type { Insertable } from 'kysely';
import type { AgreementsTable } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { FLEET_COLUMNS } from '../../lib/fleet-counts.ts';

/** What an agreement is made from: the application's parties, yard, fleet, rates and bank numbers. */
export async function findAgreementSource(db: Executor, id: number) {
  return db
    .selectFrom('applications')
    .select([
      'id',
      'reference',
      'status',
      'anonymised_at',
      'language',
      'first_name',
      'middle_name',
      'last_name',
      'company_name',
      'street_address',
      'apt_unit_number',
      'city',
      'state',
      'postal_zip_code',
      'email',
      'phone_number',
      'location_applied_for',
      'move_in_date',
      'rate_approved_per_spot',
      'confirmed_truck_rate_cents',
      'confirmed_trailer_rate_cents',
      'bank_name',
      'bank_numbers_sealed',
      ...FLEET_COLUMNS,
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type AgreementSource = NonNullable<Awaited<ReturnType<typeof findAgreementSource>>>;

/** The yard's published monthly rates per space, in cents (null where none is published). */
export async function findPublishedRates(db: Executor, yardName: string) {
  return db
    .selectFrom('yards')
    .select(['truck_rate_cents', 'trailer_rate_cents'])
    .where('name', '=', yardName)
    .executeTakeFirst();
}

export async function writeConfirmedRates(
  db: Executor,
  id: number,
  rates: { truckCents: number; trailerCents: number },
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ confirmed_truck_rate_cents: rates.truckCents, confirmed_trailer_rate_cents: rates.trailerCents })
    .where('id', '=', id)
    .execute();
}

/** The version in force: the newest one not superseded. */
export async function findCurrentAgreement(db: Executor, applicationId: number) {
  return db
    .selectFrom('agreements')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('superseded_at', 'is', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type AgreementRow = NonNullable<Awaited<ReturnType<typeof findCurrentAgreement>>>;

export async function findLatestVersion(db: Executor, applicationId: number): Promise<number> {
  const row = await db
    .selectFrom('agreements')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function supersedeAgreements(db: Executor, applicationId: number, at: string): Promise<void> {
  await db
    .updateTable('agreements')
    .set({ superseded_at: at })
    .where('application_id', '=', applicationId)
    .where('superseded_at', 'is', null)
    .execute();
}

export async function insertAgreement(db: Executor, agreement: Insertable<AgreementsTable>): Promise<void> {
  await db.insertInto('agreements').values(agreement).execute();
}

/** Records the customer's signature of version `id`; false when it was signed already or superseded meanwhile. */
export async function writeSignature(
  db: Executor,
  id: number,
  signature: { at: string; name: string; title: string; ip: string; agent: string; drawing: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('agreements')
    .set({
      signed_at: signature.at,
      signer_name: signature.name,
      signer_title: signature.title,
      signer_ip: signature.ip,
      signer_agent: signature.agent,
      signature_drawing: signature.drawing,
    })
    .where('id', '=', id)
    .where('signed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the payor's account given at signing, sealed as the booking seals it. */
export async function writeBankNumbers(db: Executor, applicationId: number, sealed: string): Promise<void> {
  await db.updateTable('applications').set({ bank_numbers_sealed: sealed }).where('id', '=', applicationId).execute();
}

/** Completes version `id` with the admin's countersign; false when it is not (or no longer) waiting for it. */
export async function writeCountersign(
  db: Executor,
  id: number,
  countersign: { at: string; by: string; signedSha256: string; storageKey: string },
): Promise<boolean> {
  const result = await db
    .updateTable('agreements')
    .set({
      countersigned_at: countersign.at,
      countersigned_by: countersign.by,
      signed_sha256: countersign.signedSha256,
      signed_storage_key: countersign.storageKey,
    })
    .where('id', '=', id)
    .where('signed_at', 'is not', null)
    .where('countersigned_at', 'is', null)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A completed agreement whose agreement or signed PDF has this SHA-256. */
export async function findCompletedByHash(db: Executor, sha256: string) {
  return db
    .selectFrom('agreements')
    .select('countersigned_at')
    .where('countersigned_at', 'is not', null)
    .where((eb) => eb.or([eb('sha256', '=', sha256), eb('signed_sha256', '=', sha256)]))
    .orderBy('countersigned_at')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes version `id` out of force before a new one is made, only while it is not complete; false
 * when it was countersigned or superseded meanwhile. On PostgreSQL the row stays locked until the
 * transaction ends, so a countersign arriving meanwhile waits and then finds it superseded.
 */
export async function supersedeIncomplete(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('agreements')
    .set({ superseded_at: at })
    .where('id', '=', id)
    .where('countersigned_at', 'is', null)
    .where('superseded_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
