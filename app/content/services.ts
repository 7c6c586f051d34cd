/**
 * The company's services (spec §1–2). Each has its page at `/services/<slug>`; the slugs are the
 * spec's paths, letter case included, because existing links point at them.
 */
export interface ServiceSummary {
  slug: 'YardManagement' | 'parking' | 'trailer-care' | 'truck-Mechanic' | 'mobile-wash';
  /** The label in the Services menu, the footer and the home page's service cards. */
  menuLabel: string;
}

export const SERVICE_SUMMARIES: readonly ServiceSummary[] = [
  { slug: 'YardManagement', menuLabel: 'Yard Operations Management' },
  { slug: 'parking', menuLabel: 'Parking' },
  { slug: 'trailer-care', menuLabel: 'Trailer Care' },
  { slug: 'truck-Mechanic', menuLabel: 'Truck Mechanic' },
  { slug: 'mobile-wash', menuLabel: 'Mobile Wash Onsite' },
];

export function servicePath(slug: ServiceSummary['slug']): string {
  return `/services/${slug}`;
}
