import type { Executor } from '../../db/executor.ts';
import type { YardsTable } from '../../db/database.ts';
import type { Selectable } from 'kysely';
import { FLEET_COLUMNS, fleetCountsOf } from '../../lib/fleet-counts.ts';
import type { Tenancy } from './yard-spaces.ts';

export type YardRow = Selectable<YardsTable>;

export async function listYardRows(db: Executor): Promise<YardRow[]> {
  return db.selectFrom('yards').selectAll().orderBy('slug').execute();
}

export async function findYardBySlug(db: Executor, slug: string): Promise<YardRow | undefined> {
  return db.selectFrom('yards').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findYardByName(db: Executor, name: string): Promise<YardRow | undefined> {
  return db.selectFrom('yards').selectAll().where('name', '=', name).executeTakeFirst();
}

/**
 * Takes the yard's turn for a write that allocates or changes its capacity: the first statement of
 * such a transaction. On PostgreSQL the row stays locked until commit, so a second server's write
 * for the same yard waits and then reads what the first committed; SQLite has one writer anyway.
 */
export async function takeYardTurn(db: Executor, slug: string): Promise<void> {
  await db
    .updateTable('yards')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('slug', '=', slug)
    .execute();
}

/**
 * The tenancies still using spaces on `from` or later, by yard name: accepted applications, and
 * the pending ones whose spaces are held for an offer, each with what it parks. `yardName` reads
 * one yard; `except` leaves one application out (the one being decided).
 */
export async function tenanciesFrom(
  db: Executor,
  { from, yardName, except }: { from: string; yardName?: string; except?: number },
): Promise<Map<string, Tenancy[]>> {
  let query = db
    .selectFrom('applications')
    .select(['id', 'location_applied_for', 'move_in_date', 'move_out_date', ...FLEET_COLUMNS])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'accepted'),
        eb.and([eb('status', '=', 'pending'), eb('offer_expires_at', 'is not', null)]),
      ]),
    )
    .where((eb) => eb.or([eb('move_out_date', 'is', null), eb('move_out_date', '>', from)]));
  if (yardName !== undefined) query = query.where('location_applied_for', '=', yardName);
  if (except !== undefined) query = query.where('id', '!=', except);
  const byYard = new Map<string, Tenancy[]>();
  for (const row of await query.execute()) {
    const { trucks, trailers } = fleetCountsOf(row);
    const tenancies = byYard.get(row.location_applied_for) ?? [];
    tenancies.push({ applicationId: row.id, moveIn: row.move_in_date, moveOut: row.move_out_date, trucks, trailers });
    byYard.set(row.location_applied_for, tenancies);
  }
  return byYard;
}

export async function writeYardCapacity(
  db: Executor,
  slug: string,
  values: Pick<YardRow, 'truck_spaces' | 'trailer_spaces' | 'truck_rate_cents' | 'trailer_rate_cents'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('yards')
    .set({ ...values, updated_at: now.toISOString() })
    .where('slug', '=', slug)
    .execute();
}

/** What a pending decision needs to know of an application to allocate its spaces. */
export async function findSpacesRequest(db: Executor, id: number) {
  const row = await db
    .selectFrom('applications')
    .select(['status', 'location_applied_for', 'move_in_date', ...FLEET_COLUMNS])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { status: row.status, yardName: row.location_applied_for, from: row.move_in_date, need: fleetCountsOf(row) };
}

export async function findTenancy(db: Executor, id: number) {
  return db
    .selectFrom('applications')
    .select(['status', 'location_applied_for', 'move_in_date', 'move_out_date', 'reference'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets an accepted application's move-out date; false when it is not accepted (any more). */
export async function writeMoveOutDate(db: Executor, id: number, moveOutDate: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ move_out_date: moveOutDate })
    .where('id', '=', id)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** A figure that changes with every write that allocates, frees or changes a capacity. */
export async function yardsVersion(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('yards')
    .select((eb) => eb.fn.sum<number | string>('version').as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
