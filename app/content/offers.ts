import { OFFER_IMAGES, type ImageAsset } from './media.ts';

/** A current offer on the home page. */
export interface Offer {
  id: string;
  title: string;
  text: string;
  /** Who it is for or what it needs, in a few words (shown as a tag). */
  condition: string;
  image: ImageAsset;
}

/**
 * The offers on the home page. These are sensible starting offers written for the site, not terms
 * the company has confirmed: the company edits, adds or removes them here (one entry each), and the
 * note below is shown with them.
 */
export const OFFERS: readonly Offer[] = [
  {
    id: 'first-month',
    title: '20% off your first month',
    text: 'New to our yards? Book a monthly truck or trailer spot and save 20% on the first month, at any of our four locations.',
    condition: 'New monthly customers',
    image: OFFER_IMAGES.firstMonth,
  },
  {
    id: 'long-term',
    title: 'Lower rates on 6- and 12-month terms',
    text: 'Commit for six or twelve months and pay a lower monthly rate than month-to-month, locked for the whole term.',
    condition: '6 or 12-month lease',
    image: OFFER_IMAGES.longTerm,
  },
  {
    id: 'fleet',
    title: 'Fleet rates from 5 spots',
    text: 'Parking five or more trucks or trailers? Ask for a fleet rate, with spots shared across our yards as your routes change.',
    condition: '5 or more vehicles',
    image: OFFER_IMAGES.fleet,
  },
];

export const OFFERS_NOTE = 'Offers depend on availability and may change. Call or write to us for current terms.';
