import { type Language, pathInLanguage } from '../../domain/language.ts';
import { YARD_LOCATIONS } from '../../domain/locations.ts';
import { LOCATION_MENU_ORDER, locationPath, type LocationSlug } from './locations.ts';
import type { PerLanguage } from './per-language.ts';
import { SERVICE_SUMMARIES, servicePath } from './services.ts';

/**
 * The main menu as data, built from the service and location content so a
 * new service or yard appears in the menu, the footer and the prerender list with one edit.
 * Each language has its own labels; every `to` is already the address in that language.
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

/** The English paths; `pathInLanguage` (or `useI18n().path`) gives the French ones. */
export const HOME_PATH = '/home';
export const ABOUT_PATH = '/about';
export const CONTACT_PATH = '/contact';
/** Where the booking call-to-action points, wherever it appears. */
export const BOOKING_PATH = '/request';

/** The original menu's label of a yard is its intersection ("Lawson Rd & Hwy 25"), not its town. */
export function locationMenuLabel(slug: LocationSlug): string {
  const yard = YARD_LOCATIONS.find((location) => location.slug === slug);
  if (!yard) throw new Error(`No yard with the slug ${slug}`);
  return yard.label;
}

const MENU_LABELS: PerLanguage<{
  home: string;
  about: string;
  services: string;
  booking: string;
  locations: string;
  contact: string;
}> = {
  en: {
    home: 'Home',
    about: 'About US',
    services: 'Services',
    booking: 'Booking',
    locations: 'Parking Locations',
    contact: 'Contact',
  },
  fr: {
    home: 'Accueil',
    about: 'À propos',
    services: 'Services',
    booking: 'Réservation',
    locations: 'Nos cours',
    contact: 'Contact',
  },
};

/**
 * Services in the original menu's order. The original's Parking item pointed at a path with a double
 * slash; every item here comes from `servicePath`, so that cannot recur.
 */
export function serviceLinks(language: Language): NavLinkItem[] {
  return SERVICE_SUMMARIES[language].map((service) => ({
    kind: 'link',
    label: service.menuLabel,
    to: pathInLanguage(servicePath(service.slug), language),
  }));
}

export function locationLinks(language: Language): NavLinkItem[] {
  return LOCATION_MENU_ORDER.map((slug) => ({
    kind: 'link',
    label: locationMenuLabel(slug),
    to: pathInLanguage(locationPath(slug), language),
  }));
}

export function mainNavigation(language: Language): NavItem[] {
  const labels = MENU_LABELS[language];
  const link = (label: string, path: string): NavLinkItem => ({
    kind: 'link',
    label,
    to: pathInLanguage(path, language),
  });
  return [
    link(labels.home, HOME_PATH),
    link(labels.about, ABOUT_PATH),
    { kind: 'group', label: labels.services, items: serviceLinks(language) },
    link(labels.booking, BOOKING_PATH),
    { kind: 'group', label: labels.locations, items: locationLinks(language) },
    link(labels.contact, CONTACT_PATH),
  ];
}
