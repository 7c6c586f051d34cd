import type { Catalogue } from '../catalogue.ts';
import type { UI_EN } from './ui.en.ts';

export const UI_FR = {
  'ui.carousel.startRotation': 'Lancer le défilement automatique',
  'ui.carousel.stopRotation': 'Arrêter le défilement automatique',
  'ui.carousel.previous': 'Diapositive précédente',
  'ui.carousel.next': 'Diapositive suivante',
  'ui.carousel.slide': 'diapositive',
  'ui.carousel.position': '{index} sur {count}',
  'ui.map.show': 'Afficher la carte<hidden>\u00a0: {title}</hidden>',
  'ui.map.open': 'Ouvrir {place} dans Google Maps',
  'ui.honeypot': 'Site Web',
  'ui.retryWait.seconds': '{seconds, plural, one {une seconde} other {# secondes}}',
  'ui.retryWait.minutes': '{minutes, plural, one {environ une minute} other {environ # minutes}}',
} as const satisfies Catalogue<typeof UI_EN>;
