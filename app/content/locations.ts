import { YARD_LOCATIONS } from '../../domain/locations.ts';
import type { PerLanguage } from './per-language.ts';
import type { ContentCard } from './services.ts';

/** The four yards; each has its page at `/location/<slug>` (and `/fr/location/<slug>`). */
export type LocationSlug = (typeof YARD_LOCATIONS)[number]['slug'];

/** Menu order of the original's Parking Locations dropdown. */
export const LOCATION_MENU_ORDER: readonly LocationSlug[] = ['mavid', 'derry', 'lake', 'dean'];

export function locationPath(slug: LocationSlug): string {
  return `/location/${slug}`;
}

/**
 * Distances and drive times were static text on the original site; kept as numbers so they format
 * alike in each language ("5.9 km", "5,9 km").
 */
export interface HighwayDistance {
  /** The highway's name in the page's language ("Hwy 401", "autoroute 401"). */
  highway: string;
  kilometres: number;
  minutes: number;
}

/** A postal-style address for structured data: a yard has no street number, so the street is the intersection. */
export interface YardAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: 'ON';
  addressCountry: 'CA';
}

/** Everything a location page shows, plus what structured data needs. */
export interface LocationPageContent {
  slug: LocationSlug;
  /** The street-intersection label, as in the menu and the booking form. */
  name: string;
  /** City or township. */
  area: string;
  /** The province, as the page's language writes it. */
  province: string;
  /** The yard named in a sentence: "our Milton yard", "notre cour de Milton". */
  place: string;
  meta: { title: string; description: string };
  intro: string;
  /** Other intersections the yard is close to. */
  alsoNear: readonly string[];
  highways: readonly HighwayDistance[];
  /** Only the Milton and Whitby yards state a capacity. */
  capacity?: { count: number; unit: 'spaces' | 'spots' };
  /** Mavid's feature accordion. */
  features?: readonly ContentCard[];
  /** Derry's and Dean's benefits by customer and why-us points (the same for both). */
  benefits?: readonly ContentCard[];
  whyUs?: readonly ContentCard[];
  /** Lake's points. */
  points?: readonly ContentCard[];
  /**
   * Approximate position of the intersection (not of a gate), for the map and structured data. Like
   * the head office, a stand-in until the company confirms each yard's exact position.
   */
  geo: { latitude: number; longitude: number };
  address: YardAddress;
}

function yard(slug: LocationSlug) {
  const found = YARD_LOCATIONS.find((location) => location.slug === slug);
  if (!found) throw new Error(`Unknown yard ${slug}`);
  return found;
}

function address(slug: LocationSlug): YardAddress {
  const { label, city } = yard(slug);
  return { streetAddress: label, addressLocality: city, addressRegion: 'ON', addressCountry: 'CA' };
}

/** Shared by the Derry and Dean pages, which have the same benefits and why-us. */
const BUSINESS_BENEFITS_EN: readonly ContentCard[] = [
  {
    title: 'Logistics Companies',
    text: 'Stage trailers close to your customers and the highways, with room to grow your fleet.',
  },
  {
    title: 'Construction Firms',
    text: 'Keep heavy machinery, dump trucks and materials safe between jobs.',
  },
  {
    title: 'Boat Owners',
    text: 'Store your boat or yacht on its trailer through the off-season, fenced and watched.',
  },
];

const BUSINESS_WHY_US_EN: readonly ContentCard[] = [
  {
    title: 'Built for Business',
    text: 'Wide lanes and room for full-size rigs, so your drivers park quickly and safely.',
  },
  {
    title: 'Flexible Short-Term Leasing',
    text: 'Rent by the night, the week or the month; no long contracts needed.',
  },
  {
    title: '24/7 On-Site Management',
    text: 'Our team is on site around the clock to help drivers and keep the yard secure.',
  },
];

const MAVID_EN: LocationPageContent = {
  slug: 'mavid',
  name: yard('mavid').label,
  area: yard('mavid').city,
  province: 'Ontario',
  place: 'our Milton yard',
  meta: {
    title: 'Truck Parking at Lawson Rd & Hwy 25, Milton',
    description:
      'Secure truck and trailer parking in Milton at Lawson Rd & Hwy 25: 500 spaces, fenced and gated with 24/7 ' +
      'access, 5.9 km from Hwy 401 and 6.2 km from Hwy 407.',
  },
  intro:
    'Our Milton yard gives carriers 500 secure spaces minutes from Highways 401 and 407, with an asphalt ' +
    'surface, live security and controlled access around the clock.',
  alsoNear: ['Lawson Rd & Steeles Ave'],
  highways: [
    { highway: 'Hwy 401', kilometres: 5.9, minutes: 4.4 },
    { highway: 'Hwy 407', kilometres: 6.2, minutes: 4.7 },
  ],
  capacity: { count: 500, unit: 'spaces' },
  features: [
    {
      title: 'Asphalt Surface',
      text: 'A paved yard: no mud or dust, easy on tires and clear of ruts in every season.',
    },
    {
      title: 'Fully Fenced Yard with Live Security',
      text: 'A complete perimeter fence and live security watching the yard day and night.',
    },
    {
      title: 'Electric Gated Entry with 24/7 Controlled Access',
      text: 'Only authorized drivers get in, at any hour, through an electric gate.',
    },
    {
      title: 'Ample Space',
      text: 'Room to manoeuvre full-size rigs, with spaces for trucks, trailers and equipment.',
    },
    {
      title: 'Near Highways',
      text: 'Quick access to Highways 401 and 407 keeps your drivers on schedule.',
    },
    {
      title: 'Professionally Managed',
      text: 'An experienced team runs the yard, so you can rely on it every day.',
    },
  ],
  geo: { latitude: 43.5235, longitude: -79.8645 },
  address: address('mavid'),
};

const DERRY_EN: LocationPageContent = {
  slug: 'derry',
  name: yard('derry').label,
  area: yard('derry').city,
  province: 'Ontario',
  place: 'our Mississauga yard',
  meta: {
    title: 'Truck Parking at Derry Rd W & Mavis Rd, Mississauga',
    description:
      'Secure truck and trailer parking in Mississauga at Derry Rd W & Mavis Rd, 1.4 km from Hwy 401 and 2.9 km ' +
      'from Hwy 407. Short-term leases, managed 24/7.',
  },
  intro:
    'Our Mississauga yard sits between Highways 401 and 407, close to the airport and the city’s busiest ' +
    'distribution centres: ideal for fleets that need to be near their customers.',
  alsoNear: ['Hurontario St', 'Creditview Rd'],
  highways: [
    { highway: 'Hwy 401', kilometres: 1.4, minutes: 1.1 },
    { highway: 'Hwy 407', kilometres: 2.9, minutes: 2.2 },
  ],
  benefits: BUSINESS_BENEFITS_EN,
  whyUs: BUSINESS_WHY_US_EN,
  geo: { latitude: 43.6295, longitude: -79.7135 },
  address: address('derry'),
};

const LAKE_EN: LocationPageContent = {
  slug: 'lake',
  name: yard('lake').label,
  area: yard('lake').city,
  province: 'Ontario',
  place: 'our Whitby yard',
  meta: {
    title: 'Truck Parking at Lake Ridge Rd & Taunton Rd W, Whitby',
    description:
      'Secure truck and trailer parking in Whitby at Lake Ridge Rd & Taunton Rd W: 500 spots, 2.0 km from Hwy 407 ' +
      'and 4.9 km from Hwy 401, secure 24/7.',
  },
  intro:
    'Our Whitby yard serves the east end of the Greater Toronto Area with 500 secure spots close to ' +
    'Highways 407 and 401.',
  alsoNear: ['Lake Ridge Rd & Rossland Rd W'],
  highways: [
    { highway: 'Hwy 401', kilometres: 4.9, minutes: 13.7 },
    { highway: 'Hwy 407', kilometres: 2.0, minutes: 1.5 },
  ],
  capacity: { count: 500, unit: 'spots' },
  points: [
    {
      title: 'Close to Major Routes',
      text: 'Minutes from Highway 407 and a short drive to Highway 401, for fast trips east and west.',
    },
    {
      title: 'Nearby Amenities',
      text: 'Fuel, food and shops close by, so drivers can take care of their needs between runs.',
    },
    {
      title: '24/7 Secure Environment',
      text: 'A fenced, monitored yard that is open and watched at any hour.',
    },
  ],
  geo: { latitude: 43.9105, longitude: -78.9985 },
  address: address('lake'),
};

const DEAN_EN: LocationPageContent = {
  slug: 'dean',
  name: yard('dean').label,
  area: yard('dean').city,
  province: 'Ontario',
  place: 'our Adjala-Tosorontio yard',
  meta: {
    title: 'Truck Parking at Dean Dr & Concession Rd 7, Adjala-Tosorontio',
    description:
      'Secure truck, trailer and equipment parking in Adjala-Tosorontio at Dean Dr & Concession Rd 7, 8.2 km from ' +
      'Highway 50. Short-term leases, managed 24/7.',
  },
  intro:
    'Our Adjala-Tosorontio yard, north of the Greater Toronto Area, offers secure parking with room to ' +
    'spare for trucks, trailers, heavy equipment and boats.',
  alsoNear: ['Highway 50', 'County Rd 1'],
  highways: [{ highway: 'Highway 50', kilometres: 8.2, minutes: 6.2 }],
  benefits: BUSINESS_BENEFITS_EN,
  whyUs: BUSINESS_WHY_US_EN,
  geo: { latitude: 44.0435, longitude: -79.8745 },
  address: address('dean'),
};

const BUSINESS_BENEFITS_FR: readonly ContentCard[] = [
  {
    title: 'Entreprises de logistique',
    text: 'Placez vos remorques près de vos clients et des autoroutes, avec de la place pour agrandir votre parc.',
  },
  {
    title: 'Entreprises de construction',
    text: 'Gardez machinerie lourde, camions à benne et matériaux en sécurité entre deux chantiers.',
  },
  {
    title: 'Propriétaires de bateaux',
    text: 'Entreposez votre bateau ou votre yacht sur sa remorque pendant la saison morte, derrière une clôture et sous surveillance.',
  },
];

const BUSINESS_WHY_US_FR: readonly ContentCard[] = [
  {
    title: 'Conçue pour les entreprises',
    text: 'Des allées larges et de la place pour les ensembles routiers pleine longueur\u00a0: vos chauffeurs se stationnent vite et en sécurité.',
  },
  {
    title: 'Location souple à court terme',
    text: 'Louez à la nuit, à la semaine ou au mois, sans long contrat.',
  },
  {
    title: 'Gestion sur place 24/7',
    text: 'Notre équipe est sur place jour et nuit pour aider les chauffeurs et garder la cour sécurisée.',
  },
];

const MAVID_FR: LocationPageContent = {
  slug: 'mavid',
  name: yard('mavid').label,
  area: yard('mavid').city,
  province: 'Ontario',
  place: 'notre cour de Milton',
  meta: {
    title: 'Stationnement de camions à Lawson Rd et Hwy 25, Milton',
    description:
      'Stationnement sécurisé pour camions et remorques à Milton, à l’angle de Lawson Rd et de la Hwy 25\u00a0: ' +
      '500 places, cour clôturée et barrière avec accès 24/7, à 5,9 km de l’autoroute 401 et à 6,2 km de la 407.',
  },
  intro:
    'Notre cour de Milton offre aux transporteurs 500 places sécurisées à quelques minutes des autoroutes 401 et ' +
    '407, avec une surface asphaltée, une surveillance en direct et un accès contrôlé jour et nuit.',
  alsoNear: ['Lawson Rd et Steeles Ave'],
  highways: [
    { highway: 'l’autoroute 401', kilometres: 5.9, minutes: 4.4 },
    { highway: 'l’autoroute 407', kilometres: 6.2, minutes: 4.7 },
  ],
  capacity: { count: 500, unit: 'spaces' },
  features: [
    {
      title: 'Surface asphaltée',
      text: 'Une cour pavée\u00a0: ni boue ni poussière, douce pour les pneus et sans ornières en toute saison.',
    },
    {
      title: 'Cour entièrement clôturée et surveillée en direct',
      text: 'Une clôture sur tout le périmètre et une surveillance en direct de la cour jour et nuit.',
    },
    {
      title: 'Entrée à barrière électrique et accès contrôlé 24/7',
      text: 'Seuls les chauffeurs autorisés entrent, à toute heure, par une barrière électrique.',
    },
    {
      title: 'Beaucoup d’espace',
      text: 'De la place pour manœuvrer les ensembles routiers pleine longueur, avec des places pour camions, remorques et équipement.',
    },
    {
      title: 'Près des autoroutes',
      text: 'Un accès rapide aux autoroutes 401 et 407 garde vos chauffeurs dans les temps.',
    },
    {
      title: 'Gestion professionnelle',
      text: 'Une équipe d’expérience exploite la cour\u00a0: vous pouvez compter sur elle tous les jours.',
    },
  ],
  geo: MAVID_EN.geo,
  address: MAVID_EN.address,
};

const DERRY_FR: LocationPageContent = {
  slug: 'derry',
  name: yard('derry').label,
  area: yard('derry').city,
  province: 'Ontario',
  place: 'notre cour de Mississauga',
  meta: {
    title: 'Stationnement de camions à Derry Rd W et Mavis Rd, Mississauga',
    description:
      'Stationnement sécurisé pour camions et remorques à Mississauga, à l’angle de Derry Rd W et de Mavis Rd, à ' +
      '1,4 km de l’autoroute 401 et à 2,9 km de la 407. Location à court terme, gestion 24/7.',
  },
  intro:
    'Notre cour de Mississauga se trouve entre les autoroutes 401 et 407, près de l’aéroport et des plus grands ' +
    'centres de distribution de la ville\u00a0: idéale pour les parcs qui doivent rester près de leurs clients.',
  alsoNear: ['Hurontario St', 'Creditview Rd'],
  highways: [
    { highway: 'l’autoroute 401', kilometres: 1.4, minutes: 1.1 },
    { highway: 'l’autoroute 407', kilometres: 2.9, minutes: 2.2 },
  ],
  benefits: BUSINESS_BENEFITS_FR,
  whyUs: BUSINESS_WHY_US_FR,
  geo: DERRY_EN.geo,
  address: DERRY_EN.address,
};

const LAKE_FR: LocationPageContent = {
  slug: 'lake',
  name: yard('lake').label,
  area: yard('lake').city,
  province: 'Ontario',
  place: 'notre cour de Whitby',
  meta: {
    title: 'Stationnement de camions à Lake Ridge Rd et Taunton Rd W, Whitby',
    description:
      'Stationnement sécurisé pour camions et remorques à Whitby, à l’angle de Lake Ridge Rd et de Taunton Rd W\u00a0: ' +
      '500 places, à 2,0 km de l’autoroute 407 et à 4,9 km de la 401, sécurisé 24/7.',
  },
  intro:
    'Notre cour de Whitby dessert l’est de la région du Grand Toronto avec 500 places sécurisées près des ' +
    'autoroutes 407 et 401.',
  alsoNear: ['Lake Ridge Rd et Rossland Rd W'],
  highways: [
    { highway: 'l’autoroute 401', kilometres: 4.9, minutes: 13.7 },
    { highway: 'l’autoroute 407', kilometres: 2.0, minutes: 1.5 },
  ],
  capacity: { count: 500, unit: 'spots' },
  points: [
    {
      title: 'Près des grands axes',
      text: 'À quelques minutes de l’autoroute 407 et à peu de distance de la 401, pour filer vite vers l’est ou l’ouest.',
    },
    {
      title: 'Services à proximité',
      text: 'Carburant, restauration et commerces tout près, pour que les chauffeurs règlent leurs besoins entre deux voyages.',
    },
    {
      title: 'Sécurité 24/7',
      text: 'Une cour clôturée et surveillée, ouverte et sous surveillance à toute heure.',
    },
  ],
  geo: LAKE_EN.geo,
  address: LAKE_EN.address,
};

const DEAN_FR: LocationPageContent = {
  slug: 'dean',
  name: yard('dean').label,
  area: yard('dean').city,
  province: 'Ontario',
  place: 'notre cour d’Adjala-Tosorontio',
  meta: {
    title: 'Stationnement de camions à Dean Dr et Concession Rd 7, Adjala-Tosorontio',
    description:
      'Stationnement sécurisé pour camions, remorques et équipement à Adjala-Tosorontio, à l’angle de Dean Dr et ' +
      'de Concession Rd 7, à 8,2 km de la route 50. Location à court terme, gestion 24/7.',
  },
  intro:
    'Notre cour d’Adjala-Tosorontio, au nord de la région du Grand Toronto, offre un stationnement sécurisé et ' +
    'spacieux pour camions, remorques, équipement lourd et bateaux.',
  alsoNear: ['Route 50', 'County Rd 1'],
  highways: [{ highway: 'la route 50', kilometres: 8.2, minutes: 6.2 }],
  benefits: BUSINESS_BENEFITS_FR,
  whyUs: BUSINESS_WHY_US_FR,
  geo: DEAN_EN.geo,
  address: DEAN_EN.address,
};

/** Each yard's page, in each language. */
export const LOCATION_PAGES: PerLanguage<Readonly<Record<LocationSlug, LocationPageContent>>> = {
  en: { mavid: MAVID_EN, derry: DERRY_EN, lake: LAKE_EN, dean: DEAN_EN },
  fr: { mavid: MAVID_FR, derry: DERRY_FR, lake: LAKE_FR, dean: DEAN_FR },
};
