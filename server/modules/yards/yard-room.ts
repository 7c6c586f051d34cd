import { freeFrom, peakUseFrom, shortfallOf, type SpaceCounts, type Tenancy } from './yard-spaces.ts';
import type { YardRow } from './yards.repository.ts';

/**
 * A yard's room for one request, from rows already read: shared by the acceptance check, the
 * admin's fit column and the waitlist's offers, so all three judge alike.
 */

export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}

export function capacityOf(yard: YardRow) {
  return { trucks: yard.truck_spaces, trailers: yard.trailer_spaces };
}

/** A yard whose capacity was never set takes every acceptance (no check, no waitlist). */
export function hasCapacity(yard: YardRow): boolean {
  return yard.truck_spaces !== null || yard.trailer_spaces !== null;
}

/** The busiest use from `from` and what is free then; `exceptId`'s own spaces (an offer held for it) left out. */
export function freeSpaces(yard: YardRow, from: string, tenancies: Map<string, Tenancy[]>, exceptId?: number) {
  const all = tenancies.get(yard.name) ?? [];
  const others = exceptId === undefined ? all : all.filter((tenancy) => tenancy.applicationId !== exceptId);
  const peak = peakUseFrom(from, others);
  return { peak, free: freeFrom(capacityOf(yard), peak) };
}

/** What `need` is short of in `yard` from `from`: zero of each kind when it fits. */
export function shortfallIn(
  yard: YardRow,
  need: SpaceCounts,
  from: string,
  tenancies: Map<string, Tenancy[]>,
  exceptId?: number,
): SpaceCounts {
  return shortfallOf(need, freeSpaces(yard, from, tenancies, exceptId).free);
}

export function fitsWithin(shortfall: SpaceCounts): boolean {
  return shortfall.trucks === 0 && shortfall.trailers === 0;
}
