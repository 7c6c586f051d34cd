/**
 * Which of the booking's fleet counts are trucks and which are trailers. The counts say what the
 * carrier parks; the original client's single choice "Truck or Trailers" (0 or 1) is derived from
 * them for the callers that still read it.
 */
export const TRUCK_COUNT_KEYS = ['highwayTrucks', 'dayCab', 'boxTrucks', 'dumpTrucks'] as const;
export const TRAILER_COUNT_KEYS = ['dryVans', 'reefer', 'flatbed', 'otherTrailers'] as const;

export type FleetCounts = Record<(typeof TRUCK_COUNT_KEYS)[number] | (typeof TRAILER_COUNT_KEYS)[number], number>;

export const AT_LEAST_ONE_VEHICLE_MESSAGE = 'Enter at least one truck or trailer';

function sum(counts: Partial<FleetCounts>, keys: ReadonlyArray<keyof FleetCounts>): number {
  return keys.reduce((total, key) => {
    const count = counts[key];
    return total + (typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0);
  }, 0);
}

/** How many trucks and trailers the counts hold; a missing or unreadable count is 0. */
export function fleetTotals(counts: Partial<FleetCounts>): { trucks: number; trailers: number } {
  return { trucks: sum(counts, TRUCK_COUNT_KEYS), trailers: sum(counts, TRAILER_COUNT_KEYS) };
}

/** 0 (Truck) for trucks alone, 1 (Trailers) for trailers or both: the counts stay the truth. */
export function truckOrTrailersOf(counts: Partial<FleetCounts>): 0 | 1 {
  const { trucks, trailers } = fleetTotals(counts);
  return trucks > 0 && trailers === 0 ? 0 : 1;
}
