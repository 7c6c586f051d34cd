import { OFFER_IMAGES, type ImageAsset } from './media.ts';
import type { PerLanguage } from './per-language.ts';

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
export const OFFERS: PerLanguage<readonly Offer[]> = {
  en: [
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
  ],
  fr: [
    {
      id: 'first-month',
      title: '20\u00a0% de rabais sur votre premier mois',
      text: 'Nouveau dans nos cours? Réservez une place mensuelle pour camion ou remorque et économisez 20\u00a0% sur le premier mois, dans n’importe lequel de nos quatre emplacements.',
      condition: 'Nouveaux clients au mois',
      image: OFFER_IMAGES.firstMonth,
    },
    {
      id: 'long-term',
      title: 'Tarifs réduits pour 6 et 12 mois',
      text: 'Engagez-vous pour six ou douze mois et payez un tarif mensuel plus bas qu’au mois, garanti pour toute la durée.',
      condition: 'Bail de 6 ou 12 mois',
      image: OFFER_IMAGES.longTerm,
    },
    {
      id: 'fleet',
      title: 'Tarifs de parc dès 5 places',
      text: 'Vous stationnez cinq camions ou remorques ou plus? Demandez un tarif de parc, avec des places réparties dans nos cours selon l’évolution de vos trajets.',
      condition: '5 véhicules ou plus',
      image: OFFER_IMAGES.fleet,
    },
  ],
};

export const OFFERS_NOTE: PerLanguage<string> = {
  en: 'Offers depend on availability and may change. Call or write to us for current terms.',
  fr: 'Offres selon les disponibilités et sujettes à changement. Appelez-nous ou écrivez-nous pour connaître les conditions en vigueur.',
};
