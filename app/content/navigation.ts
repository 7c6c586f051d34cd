import { YARD_LOCATIONS } from '../../domain/locations.ts';
import { LOCATION_MENU_ORDER, locationPath, type LocationSlug } from './locations.ts';
import { SERVICE_SUMMARIES, servicePath } from './services.ts';

/**
 * The main menu as data, built from the service and location content so a
 * new service or yard appears in the menu, the footer and the prerender list with one edit.
 */
export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

export const HOME_PATH = '/home';
export const ABOUT_PATH = '/about';
export const CONTACT_PATH = '/contact';
/** Where the booking call-to-action points, wherever it appears. */
export const BOOKING_PATH = '/request';

/** The navbar's dashboard icon: the dashboard when signed in on this browser, else Login. */
export const ADMIN_DASHBOARD_LABEL = 'Admin dashboard';

/** The original menu's label of a yard is its intersection ("Lawson Rd & Hwy 25"), not its town. */
export function locationMenuLabel(slug: LocationSlug): string {
  const yard = YARD_LOCATIONS.find((location) => location.slug === slug);
  if (!yard) throw new Error(`No yard with the slug ${slug}`);
  return yard.label;
}

/**
 * Services in the original menu's order. The original's Parking item pointed at a path with a double
 * slash; every item here comes from `servicePath`, so that cannot recur.
 */
export const SERVICE_LINKS: NavLinkItem[] = SERVICE_SUMMARIES.map((service) => ({
  kind: 'link',
  label: service.menuLabel,
  to: servicePath(service.slug),
}));

export const LOCATION_LINKS: NavLinkItem[] = LOCATION_MENU_ORDER.map((slug) => ({
  kind: 'link',
  label: locationMenuLabel(slug),
  to: locationPath(slug),
}));

export const MAIN_NAVIGATION: NavItem[] = [
  { kind: 'link', label: 'Home', to: HOME_PATH },
  { kind: 'link', label: 'About US', to: ABOUT_PATH },
  { kind: 'group', label: 'Services', items: SERVICE_LINKS },
  { kind: 'link', label: 'Booking', to: BOOKING_PATH },
  { kind: 'group', label: 'Parking Locations', items: LOCATION_LINKS },
  { kind: 'link', label: 'Contact', to: CONTACT_PATH },
];
