import { YARD_LOCATIONS } from '../../domain/locations.ts';
import type { ContentCard } from './services.ts';

/** The four yards; each has its page at `/location/<slug>`. */
export type LocationSlug = (typeof YARD_LOCATIONS)[number]['slug'];

/** Menu order of the original's Parking Locations dropdown. */
export const LOCATION_MENU_ORDER: readonly LocationSlug[] = ['mavid', 'derry', 'lake', 'dean'];

export function locationPath(slug: LocationSlug): string {
  return `/location/${slug}`;
}

/** Distances and drive times were static text on the original site; kept as numbers so they format alike. */
export interface HighwayDistance {
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
const BUSINESS_BENEFITS: readonly ContentCard[] = [
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

const BUSINESS_WHY_US: readonly ContentCard[] = [
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

const MAVID: LocationPageContent = {
  slug: 'mavid',
  name: yard('mavid').label,
  area: yard('mavid').city,
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

const DERRY: LocationPageContent = {
  slug: 'derry',
  name: yard('derry').label,
  area: yard('derry').city,
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
  benefits: BUSINESS_BENEFITS,
  whyUs: BUSINESS_WHY_US,
  geo: { latitude: 43.6295, longitude: -79.7135 },
  address: address('derry'),
};

const LAKE: LocationPageContent = {
  slug: 'lake',
  name: yard('lake').label,
  area: yard('lake').city,
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

const DEAN: LocationPageContent = {
  slug: 'dean',
  name: yard('dean').label,
  area: yard('dean').city,
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
  benefits: BUSINESS_BENEFITS,
  whyUs: BUSINESS_WHY_US,
  geo: { latitude: 44.0435, longitude: -79.8745 },
  address: address('dean'),
};

export const LOCATION_PAGES: Readonly<Record<LocationSlug, LocationPageContent>> = {
  mavid: MAVID,
  derry: DERRY,
  lake: LAKE,
  dean: DEAN,
};

/** "5.9 km", "2.0 km": one decimal, as the original site wrote them. */
export function formatKilometres(kilometres: number): string {
  return `${kilometres.toFixed(1)} km`;
}

/** "about 4.4 min" */
export function formatDriveMinutes(minutes: number): string {
  return `about ${minutes.toFixed(1)} min`;
}
