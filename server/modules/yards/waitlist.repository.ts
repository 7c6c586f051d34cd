import type { Executor } from '../../db/executor.ts';
import { FLEET_COLUMNS, fleetCountsOf } from '../../lib/fleet-counts.ts';

/**
 * A yard's waitlist: its pending applications with `waitlisted_at`, in that order (then by id).
 * Those with `offer_expires_at` have freed spaces held for them and are out of the line.
 */

const ENTRY_COLUMNS = [
  'id',
  'reference',
  'first_name',
  'last_name',
  'email',
  'language',
  'location_applied_for',
  'move_in_date',
  'waitlisted_at',
  'offer_expires_at',
  ...FLEET_COLUMNS,
] as const;

function entryOf<Row extends Parameters<typeof fleetCountsOf>[0]>(row: Row) {
  return { ...row, need: fleetCountsOf(row) };
}

/** The offers held first, then the line, each in the order given. */
function heldFirst<Entry extends { offer_expires_at: string | null }>(entries: readonly Entry[]): Entry[] {
  return [
    ...entries.filter((entry) => entry.offer_expires_at !== null),
    ...entries.filter((entry) => entry.offer_expires_at === null),
  ];
}

/** The yard's waitlist: the offers held first, then the line in order. */
export async function findWaitlist(db: Executor, yardName: string) {
  const rows = await db
    .selectFrom('applications')
    .select(ENTRY_COLUMNS)
    .where('status', '=', 'pending')
    .where('waitlisted_at', 'is not', null)
    .where('location_applied_for', '=', yardName)
    .orderBy('waitlisted_at')
    .orderBy('id')
    .execute();
  return heldFirst(rows.map(entryOf));
}

export type WaitlistRow = Awaited<ReturnType<typeof findWaitlist>>[number];

/** Every waitlisted application of every yard, by yard name, each yard's in the order of findWaitlist. */
export async function findAllWaitlists(db: Executor): Promise<Map<string, WaitlistRow[]>> {
  const rows = await db
    .selectFrom('applications')
    .select(ENTRY_COLUMNS)
    .where('status', '=', 'pending')
    .where('waitlisted_at', 'is not', null)
    .orderBy('waitlisted_at')
    .orderBy('id')
    .execute();
  const byYard = new Map<string, WaitlistRow[]>();
  for (const row of rows) {
    const entries = byYard.get(row.location_applied_for) ?? [];
    entries.push(entryOf(row));
    byYard.set(row.location_applied_for, entries);
  }
  for (const [yard, entries] of byYard) byYard.set(yard, heldFirst(entries));
  return byYard;
}

/** Places in the line (1 is next) of the waiting applications; those with an offer held are not in it. */
export function positionsOf(entries: readonly WaitlistRow[]): Map<number, number> {
  const positions = new Map<number, number>();
  for (const entry of entries.filter((each) => each.offer_expires_at === null)) {
    positions.set(entry.id, positions.size + 1);
  }
  return positions;
}

/** What waitlisting, an offer or a change of yard needs to know of one application. */
export async function findWaitlistCandidate(db: Executor, id: number) {
  const row = await db
    .selectFrom('applications')
    .select([...ENTRY_COLUMNS, 'status', 'offer_declined_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? entryOf(row) : undefined;
}

/** Puts a pending application at the end of its yard's line; false when it is not pending (any more). */
export async function writeWaitlisted(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ waitlisted_at: at, offer_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('waitlisted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Holds the freed spaces for a waiting application until `expiresAt`. */
export async function writeOffer(db: Executor, id: number, expiresAt: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ offer_expires_at: expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('waitlisted_at', 'is not', null)
    .where('offer_expires_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends the offer held until `expiresAt` and takes the application off the waitlist (it stays pending). */
export async function writeOfferLapsed(db: Executor, id: number, expiresAt: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ offer_expires_at: null, waitlisted_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('offer_expires_at', '=', expiresAt)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The applicant's answer to the offer held until `expiresAt`: accepted (allocated) or declined (closed). */
export async function writeOfferAnswer(
  db: Executor,
  {
    id,
    expiresAt,
    accepted,
    at,
    reason,
  }: { id: number; expiresAt: string; accepted: boolean; at: string; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({
      status: accepted ? 'accepted' : 'rejected',
      decided_at: at,
      decided_by: null,
      decision_reason: reason,
      offer_declined_at: accepted ? null : at,
      offer_expires_at: null,
      waitlisted_at: null,
      move_out_date: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('offer_expires_at', '=', expiresAt)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The offers whose time ran out by `now` (ISO), oldest first. */
export async function findLapsedOffers(db: Executor, now: string) {
  return db
    .selectFrom('applications')
    .select(['id', 'location_applied_for', 'offer_expires_at'])
    .where('status', '=', 'pending')
    .where('offer_expires_at', '<=', now)
    .orderBy('offer_expires_at')
    .orderBy('id')
    .execute();
}

/** The yards (by name) with someone waiting in line, for the job's walk. */
export async function findYardsWithALine(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('applications')
    .select('location_applied_for')
    .distinct()
    .where('status', '=', 'pending')
    .where('waitlisted_at', 'is not', null)
    .where('offer_expires_at', 'is', null)
    .execute();
  return rows.map((row) => row.location_applied_for);
}

/** Moves a pending application to another yard; it leaves the old yard's waitlist and any offer there. */
export async function writeYard(db: Executor, id: number, yardName: string): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ location_applied_for: yardName, waitlisted_at: null, offer_expires_at: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
