/** The four yards a booking can be made for: the slug is the location page's path segment. */
export const YARD_LOCATIONS = [
  { slug: 'derry', label: 'Derry Rd W & Mavis Rd', city: 'Mississauga' },
  { slug: 'lake', label: 'Lake Ridge Rd & Taunton Rd W', city: 'Whitby' },
  { slug: 'mavid', label: 'Lawson Rd & Hwy 25', city: 'Milton' },
  { slug: 'dean', label: 'Dean Dr & Concession Rd 7', city: 'Adjala-Tosorontio' },
] as const;

export type YardLocationLabel = (typeof YARD_LOCATIONS)[number]['label'];

export const YARD_LOCATION_LABELS = YARD_LOCATIONS.map((location) => location.label) as [
  YardLocationLabel,
  ...YardLocationLabel[],
];
