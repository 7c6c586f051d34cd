import { YARD_LOCATIONS } from '../../domain/locations.ts';

/** The four yards (spec §2); each has its page at `/location/<slug>`. */
export type LocationSlug = (typeof YARD_LOCATIONS)[number]['slug'];

/** Menu order of the spec's Parking Locations dropdown. */
export const LOCATION_MENU_ORDER: readonly LocationSlug[] = ['mavid', 'derry', 'lake', 'dean'];

export function locationPath(slug: LocationSlug): string {
  return `/location/${slug}`;
}
