import { PARTNER_LOGOS, type ImageAsset } from './media.ts';

/** A company shown in the home page's partners carousel. */
export interface Partner {
  id: string;
  name: string;
  logo: ImageAsset;
}

/**
 * Three example partners, as many as the original showed. They are fictional companies with logos drawn for
 * this site: replace them with the company's real partners, and their logos in app/content/media.ts,
 * before launch.
 */
export const PARTNERS: readonly Partner[] = [
  { id: 'northline', name: 'Northline Freight', logo: PARTNER_LOGOS.northline },
  { id: 'maple-haul', name: 'Maple Haul Logistics', logo: PARTNER_LOGOS.mapleHaul },
  { id: 'great-lakes', name: 'Great Lakes Carriers', logo: PARTNER_LOGOS.greatLakes },
];
