import { BUSINESS_CONTACT } from '../../domain/business-contact.ts';
import { YARD_LOCATIONS } from '../../domain/locations.ts';
import type { PerLanguage } from './per-language.ts';

/**
 * Who the company is, in one place: the layout, the home page and every page title read it, so a
 * change of name or wording is one edit here (contact points live in domain/business-contact.ts,
 * shared with the server's mail defaults).
 */
export const SITE = {
  name: BUSINESS_CONTACT.name,
  shortName: 'SafeYard',
  yards: YARD_LOCATIONS,
  contact: BUSINESS_CONTACT,
  /** The head office (domain/business-contact.ts) and its map position: the footer, contact page, map and structured data read it. */
  headOffice: {
    ...BUSINESS_CONTACT.headOffice,
    latitude: 43.6155,
    longitude: -79.7286,
  },
  /** The footer's and contact page's two social profiles. */
  socialLinks: [
    { name: 'Instagram', url: 'https://www.instagram.com/safeyard.example' },
    { name: 'Facebook', url: 'https://www.facebook.com/safeyard.example' },
  ],
  /** Brand navy, for the browser's address bar on phones. */
  themeColor: '#0b1f3f',
} as const;

/** What the company says about itself, in each language: the home page, the footer, every page's default description. */
export interface SiteText {
  tagline: string;
  description: string;
  intro: string;
  /** Claims the company states; shown as facts on the home page. */
  highlights: readonly { value: string; label: string }[];
}

export const SITE_TEXT: PerLanguage<SiteText> = {
  en: {
    tagline: 'Secure, Easy, Reliable',
    description:
      'Secure, fenced yards for trucks, trailers and heavy equipment in Milton, Mississauga, Whitby and ' +
      'Adjala-Tosorontio, Ontario. Over 1000 spots, open 24/7. Book a spot online or call us.',
    intro:
      'We run secure yards for trucks, trailers and heavy equipment across Ontario. Carriers, ' +
      'owner-operators and fleets park with us by the night, the week or the month, and we look after ' +
      'the yard around the clock.',
    highlights: [
      { value: '1000+', label: 'parking spots' },
      { value: '4+', label: 'secure yards' },
      { value: '24/7', label: 'access and service' },
    ],
  },
  fr: {
    tagline: 'Sécuritaire, simple et fiable',
    description:
      'Des cours clôturées et sécurisées pour camions, remorques et équipement lourd à Milton, Mississauga, ' +
      'Whitby et Adjala-Tosorontio, en Ontario. Plus de 1\u00a0000 places, ouvertes 24\u00a0heures sur 24, ' +
      '7\u00a0jours sur 7. Réservez votre place en ligne ou appelez-nous.',
    intro:
      'Nous exploitons des cours sécurisées pour camions, remorques et équipement lourd partout en Ontario. ' +
      'Transporteurs, propriétaires-exploitants et gestionnaires de parc s’y stationnent à la nuit, à la ' +
      'semaine ou au mois, et nous veillons sur la cour jour et nuit.',
    highlights: [
      { value: '1\u00a0000+', label: 'places de stationnement' },
      { value: '4+', label: 'cours sécurisées' },
      { value: '24/7', label: 'accès et service' },
    ],
  },
};
