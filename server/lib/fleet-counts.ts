import type { ApplicationRow } from '../db/database.ts';

type FleetColumns = Pick<
  ApplicationRow,
  'highway_trucks' | 'day_cab' | 'box_trucks' | 'dump_trucks' | 'dry_vans' | 'reefer' | 'flatbed' | 'other_trailers'
>;

/** The columns a fleet total needs, for a query's select list. */
export const FLEET_COLUMNS = [
  'highway_trucks',
  'day_cab',
  'box_trucks',
  'dump_trucks',
  'dry_vans',
  'reefer',
  'flatbed',
  'other_trailers',
] as const satisfies ReadonlyArray<keyof FleetColumns>;
export type FleetColumn = (typeof FLEET_COLUMNS)[number];

/**
 * How many trucks and trailers an application books: the four kinds of truck (highway, day cab,
 * box, dump) and the four kinds of trailer (dry van, reefer, flatbed, other), each summed. The
 * admin's list and the applicant's status page say the same totals.
 */
export function fleetCountsOf(row: FleetColumns): { trucks: number; trailers: number } {
  return {
    trucks: row.highway_trucks + row.day_cab + row.box_trucks + row.dump_trucks,
    trailers: row.dry_vans + row.reefer + row.flatbed + row.other_trailers,
  };
}
