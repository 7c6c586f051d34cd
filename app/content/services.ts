/**
 * The company's services. Each has its page at `/services/<slug>`; the slugs are the original
 * site's paths, letter case included, because existing links point at them.
 */
export interface ServiceSummary {
  slug: 'YardManagement' | 'parking' | 'trailer-care' | 'truck-Mechanic' | 'mobile-wash';
  /** The label in the Services menu, the footer and the home page's service cards. */
  menuLabel: string;
}

export type ServiceSlug = ServiceSummary['slug'];

export const SERVICE_SUMMARIES: readonly ServiceSummary[] = [
  { slug: 'YardManagement', menuLabel: 'Yard Operations Management' },
  { slug: 'parking', menuLabel: 'Parking' },
  { slug: 'trailer-care', menuLabel: 'Trailer Care' },
  { slug: 'truck-Mechanic', menuLabel: 'Truck Mechanic' },
  { slug: 'mobile-wash', menuLabel: 'Mobile Wash Onsite' },
];

export function servicePath(slug: ServiceSlug): string {
  return `/services/${slug}`;
}

/** A titled card or list entry: the plans, features and services each page shows. */
export interface ContentCard {
  title: string;
  text: string;
}

export interface CardSection {
  heading: string;
  intro?: string;
  cards: readonly ContentCard[];
}

/** Everything a service page shows, in the order it shows it. */
export interface ServicePageContent {
  slug: ServiceSlug;
  meta: { title: string; description: string };
  /** The hero banner: its title is the page's one h1, the heading the line under it. */
  hero: { title: string; heading: string };
  /** The hero's second action after 'Call Us Now': book a parking spot, or write to us. */
  heroAction: 'book' | 'contact';
  /** The section under the hero: a heading, its paragraphs and a call-now link. */
  intro: { heading: string; paragraphs: readonly string[] };
  /** Card grids (plans, features); Mobile Wash has none. */
  cardSections: readonly CardSection[];
  /** Whether the page ends with the shunting banner. */
  showsShuntingBanner: boolean;
}

const YARD_MANAGEMENT: ServicePageContent = {
  slug: 'YardManagement',
  meta: {
    title: 'Yard Management Services',
    description:
      'Third-party yard management in Ontario: parking, logistics coordination, scheduling, inventory tracking, ' +
      '24/7 security and maintenance for your fleet.',
  },
  hero: {
    title: 'Yard Management Services',
    heading: 'We run your yard, so your fleet keeps moving.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Third-party yard management facility services',
    paragraphs: [
      'Hand the day-to-day running of your yard to a team that does nothing else. We park and stage your ' +
        'trucks and trailers, coordinate arrivals and departures with your dispatch, schedule moves and keep ' +
        'an up-to-date inventory of every unit on the lot, so you always know what is where.',
      'Your equipment stays protected around the clock with video surveillance, controlled access and 24/7 ' +
        'monitoring, and we look after the routine maintenance that keeps it road-ready. You get one point of ' +
        'contact, clear reporting and more time to spend on your customers.',
    ],
  },
  cardSections: [
    {
      heading: 'What we manage for you',
      cards: [
        {
          title: 'Security',
          text: 'Video surveillance, controlled gate access and staff on watch 24/7 keep every unit safe.',
        },
        {
          title: 'Logistics Coordination',
          text: 'We work with your dispatch so drivers find their trailer ready and loads leave on time.',
        },
        {
          title: 'Maintenance',
          text: 'Routine checks and upkeep are planned and done on site, before small problems cost you a load.',
        },
        {
          title: 'Inventory Management',
          text: 'An up-to-date record of every truck, trailer and container in the yard, available when you ask.',
        },
        {
          title: 'Scheduling',
          text: 'Pick-ups, drop-offs, moves and service slots are booked in advance to avoid waiting and congestion.',
        },
      ],
    },
  ],
  showsShuntingBanner: true,
};

const PARKING: ServicePageContent = {
  slug: 'parking',
  meta: {
    title: 'Safe & Secured Truck and Trailer Parking',
    description:
      'Fenced, gated, lit and camera-watched parking for trucks, trailers, containers, machinery, boats and RVs ' +
      'at four Ontario yards. Open 24/7.',
  },
  hero: {
    title: 'Safe & Secured Parking',
    heading: 'Secure parking for trucks, trailers and heavy equipment, open 24/7.',
  },
  heroAction: 'book',
  intro: {
    heading: 'A safe place for everything you drive',
    paragraphs: [
      'Our yards are fenced, gated, lit and watched by cameras day and night, so you can leave a truck, a ' +
        'trailer or a whole fleet with us and get back on the road with peace of mind. Park by the night, the ' +
        'week or the month, at the yard nearest your route.',
    ],
  },
  cardSections: [
    {
      heading: 'Security you can count on',
      cards: [
        {
          title: 'Video Surveillance',
          text: 'Cameras cover the whole yard and are recorded around the clock.',
        },
        {
          title: 'Barbed-Wire Fencing',
          text: 'A full perimeter fence topped with barbed wire keeps intruders out.',
        },
        {
          title: 'Electric Gates',
          text: 'Electric gated entry lets only authorized drivers in and out.',
        },
        {
          title: 'Lit Yard',
          text: 'Bright lighting across the yard for safe arrivals and departures at night.',
        },
      ],
    },
    {
      heading: 'What you can park with us',
      cards: [
        {
          title: 'Container Storage',
          text: 'Space for shipping and storage containers, short or long term.',
        },
        {
          title: 'Heavy Machinery',
          text: 'Room for excavators, loaders and other construction equipment between jobs.',
        },
        {
          title: 'Boats & Yachts',
          text: 'Safe off-season storage for boats and yachts on their trailers.',
        },
        {
          title: 'Dump Trucks',
          text: 'Wide spaces and easy turning for dump trucks and their drivers.',
        },
        {
          title: 'Recreational Vehicles',
          text: 'Store your RV, camper or motorhome securely when it is not on the road.',
        },
        {
          title: 'Trucks',
          text: 'Parking for tractors and straight trucks, from one unit to a whole fleet.',
        },
        {
          title: 'Trailers',
          text: 'Drop your dry vans, reefers and flatbeds and pick them up when you need them.',
        },
        {
          title: 'Driver Services',
          text: 'Help for drivers on site, so a stop at the yard is quick and easy.',
        },
      ],
    },
  ],
  showsShuntingBanner: true,
};

const TRAILER_CARE: ServicePageContent = {
  slug: 'trailer-care',
  meta: {
    title: 'Trailer Care and Maintenance',
    description:
      'Trailer maintenance plans for Ontario carriers: full-service, preventative or basic care, in the shop, on site ' +
      'or on the road, with tires and parts.',
  },
  hero: {
    title: 'Trailer Care',
    heading: 'Maintenance plans that keep your trailers safe, legal and rolling.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Trailer maintenance that fits your fleet',
    paragraphs: [
      'A trailer off the road costs you loads. Our technicians service and repair your trailers in the shop, in ' +
        'our yards or at the roadside, and our plans let you choose how much of the work you hand over to us.',
    ],
  },
  cardSections: [
    {
      heading: 'Choose your plan',
      cards: [
        {
          title: 'Full-Service Maintenance',
          text:
            'We take over your trailers’ maintenance from end to end: scheduled service, repairs, inspections and ' +
            'records, so you can focus on driving.',
        },
        {
          title: 'Preventative Trailer Care',
          text:
            'Regular inspections and servicing of brakes, lights, tires, doors and seals catch small faults before ' +
            'they become breakdowns.',
        },
        {
          title: 'Basic Vehicle Care',
          text:
            'The essentials at a fair price: safety checks, lubrication, lights and tire pressure, done while your ' +
            'trailer is parked with us.',
        },
      ],
    },
    {
      heading: 'Our trailer services',
      cards: [
        {
          title: 'Shop Services',
          text: 'Full repairs and annual safety inspections in a fully equipped shop.',
        },
        {
          title: 'On-Site Services',
          text: 'Our technicians come to the yard where your trailer is parked, so it never has to move.',
        },
        {
          title: 'Over-the-Road Mobile Maintenance',
          text: 'A breakdown on the road? A mobile unit comes to you to get you moving again.',
        },
        {
          title: 'Tire Service',
          text: 'Tire checks, repairs and replacements, with the right tire for every axle.',
        },
        {
          title: 'Purchasing Power',
          text: 'We buy parts and tires in volume and pass the savings on to you.',
        },
        {
          title: 'Parts Containers',
          text: 'Common parts stocked in containers at our yards, so repairs are not held up waiting for parts.',
        },
      ],
    },
  ],
  showsShuntingBanner: false,
};

const TRUCK_MECHANIC: ServicePageContent = {
  slug: 'truck-Mechanic',
  meta: {
    title: 'Truck Mechanic Services',
    description:
      'Truck repairs and maintenance at our Ontario yards: engine diagnostics, brake repairs, routine inspections, ' +
      'oil changes and tire replacements.',
  },
  hero: {
    title: 'Truck Mechanic',
    heading: 'Repairs and maintenance by mechanics who know heavy trucks.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Comprehensive Truck Mechanic Services',
    paragraphs: [
      'Our licensed mechanics keep your trucks safe and earning. From a warning light on the dashboard to a ' +
        'full inspection, we find the cause quickly and fix it right the first time, using quality parts.',
      'Because we work where you park, maintenance can be done while your truck would be standing anyway. ' +
        'Tell us what your truck needs and we will plan the work around your schedule to keep downtime short.',
    ],
  },
  cardSections: [
    {
      heading: 'What our mechanics do',
      cards: [
        {
          title: 'Engine Diagnostics',
          text: 'Computer diagnostics and hands-on checks find engine faults fast, before they strand you.',
        },
        {
          title: 'Brake Repairs',
          text: 'Air brake inspection, adjustment and repair, so you stop safely and pass every inspection.',
        },
        {
          title: 'Routine Inspections',
          text: 'Scheduled safety inspections that keep your truck compliant and catch wear early.',
        },
        {
          title: 'Oil Changes',
          text: 'Oil and filter changes on your schedule, with the right grade for your engine.',
        },
        {
          title: 'Tire Replacements',
          text: 'Worn or damaged tires replaced and balanced, so you are back on the road quickly.',
        },
      ],
    },
  ],
  showsShuntingBanner: false,
};

const MOBILE_WASH: ServicePageContent = {
  slug: 'mobile-wash',
  meta: {
    title: 'Mobile Wash Onsite',
    description:
      'We wash your trucks and trailers in your own yard: exterior wash and detailed interior cleaning with ' +
      'eco-friendly products, across Ontario.',
  },
  hero: {
    title: 'Mobile Wash Onsite',
    heading: 'A clean fleet, washed where it is parked.',
  },
  heroAction: 'contact',
  intro: {
    heading: 'Yard Mobile Wash Services',
    paragraphs: [
      'Our mobile wash crew comes to your yard with everything it needs, so your trucks and trailers get a ' +
        'thorough exterior wash without leaving the lot and without taking your drivers off the road.',
      'We also offer detailed interior cleaning of your cabs. We use eco-friendly products that are tough on ' +
        'road grime and gentle on your paint and on the environment.',
    ],
  },
  cardSections: [],
  showsShuntingBanner: false,
};

export const SERVICE_PAGES: Readonly<Record<ServiceSlug, ServicePageContent>> = {
  YardManagement: YARD_MANAGEMENT,
  parking: PARKING,
  'trailer-care': TRAILER_CARE,
  'truck-Mechanic': TRUCK_MECHANIC,
  'mobile-wash': MOBILE_WASH,
};

/** The shunting service is sold by a banner, not a page. */
export const SHUNTING_BANNER = {
  heading: 'Ask About Our Shunting Service',
  text: 'Need trailers moved around the yard, staged for pick-up or swapped at the dock? Our shunt drivers do it for you.',
} as const;
