/**
 * The main menu as data. Only pages that exist are listed, so no link is ever dead; the public-site
 * work adds About, Services, Parking Locations and Contact here (groups render as sub-menus).
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

export const MAIN_NAVIGATION: NavItem[] = [
  { kind: 'link', label: 'Home', to: '/home' },
  { kind: 'link', label: 'Booking', to: '/request' },
];

/** Where the booking call-to-action points, wherever it appears. */
export const BOOKING_PATH = '/request';
export const HOME_PATH = '/home';

/** The navbar's dashboard icon (spec §2): the dashboard when signed in on this browser, else Login. */
export const ADMIN_DASHBOARD_LABEL = 'Admin dashboard';
