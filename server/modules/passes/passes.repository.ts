import type { Insertable } from 'kysely';
import type { AccessPassesTable } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { FLEET_COLUMNS } from '../../lib/fleet-counts.ts';

/** The application a pass is for: whom to write to, its yard, its dates and what it parks. */
export async function findPassHolder(db: Executor, applicationId: number) {
  return db
    .selectFrom('applications')
    .select([
      'id',
      'status',
      'reference',
      'first_name',
      'email',
      'language',
      'company_name',
      'location_applied_for',
      'move_in_date',
      'move_out_date',
      ...FLEET_COLUMNS,
    ])
    .where('id', '=', applicationId)
    .executeTakeFirst();
}

export type PassHolder = NonNullable<Awaited<ReturnType<typeof findPassHolder>>>;

export async function findYardByName(db: Executor, name: string) {
  return db.selectFrom('yards').select(['slug', 'name']).where('name', '=', name).executeTakeFirst();
}

export async function findYardName(db: Executor, slug: string): Promise<string | undefined> {
  const yard = await db.selectFrom('yards').select('name').where('slug', '=', slug).executeTakeFirst();
  return yard?.name;
}

/** The application's pass not revoked, if any (at most one: an index keeps it so). */
export async function findLivePass(db: Executor, applicationId: number) {
  return db
    .selectFrom('access_passes')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export type PassRow = NonNullable<Awaited<ReturnType<typeof findLivePass>>>;

/** The application's newest pass, revoked or not. */
export async function findLatestPass(db: Executor, applicationId: number): Promise<PassRow | undefined> {
  return db
    .selectFrom('access_passes')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Adds a pass unless its code is taken in its yard already (by any pass, revoked ones too): false
 * then, and the caller draws another code. ON CONFLICT DO NOTHING leaves a PostgreSQL transaction
 * usable, where a failed insert would abort it.
 */
export async function insertPass(db: Executor, pass: Insertable<AccessPassesTable>): Promise<boolean> {
  const result = await db
    .insertInto('access_passes')
    .values(pass)
    .onConflict((conflict) => conflict.columns(['yard', 'code']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Revokes the application's live pass; the pass revoked, or undefined when it had none. */
export async function revokeLivePass(
  db: Executor,
  applicationId: number,
  revocation: { at: string; reason: string },
): Promise<PassRow | undefined> {
  const live = await findLivePass(db, applicationId);
  if (!live) return undefined;
  const result = await db
    .updateTable('access_passes')
    .set({ revoked_at: revocation.at, revoked_reason: revocation.reason })
    .where('id', '=', live.id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return { ...live, revoked_at: revocation.at, revoked_reason: revocation.reason };
}

/** A code as the yard knows it, with the tenancy it belongs to. */
export async function findPassByCode(db: Executor, yard: string, code: string) {
  return db
    .selectFrom('access_passes')
    .innerJoin('applications', 'applications.id', 'access_passes.application_id')
    .select([
      'access_passes.valid_from',
      'access_passes.revoked_at',
      'applications.status',
      'applications.company_name',
      'applications.move_out_date',
      ...FLEET_COLUMNS.map((column) => `applications.${column}` as const),
    ])
    .where('access_passes.yard', '=', yard)
    .where('access_passes.code', '=', code)
    .executeTakeFirst();
}
