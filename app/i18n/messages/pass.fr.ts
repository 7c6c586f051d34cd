import type { Catalogue } from '../catalogue.ts';
import type { PASS_EN } from './pass.en.ts';

export const PASS_FR = {
  'pass.title': 'Votre laissez-passer',
  'pass.intro':
    'Présentez ce code ou son code QR à la barrière de la cour {yard}. Il figure aussi dans le courriel que nous vous avons envoyé. Gardez-le pour vous\u00a0: il ouvre la cour.',
  'pass.code': 'Code d’accès',
  'pass.validFrom': 'Valide à partir du',
  'pass.yard': 'Cour',
  'pass.qrLabel': 'Code QR de votre code d’accès {code}',
  'pass.loading': 'Chargement de votre laissez-passer…',
  'pass.failed':
    'Votre code d’accès n’a pas pu être chargé. Rechargez la page, ou appelez-nous en mentionnant votre numéro de référence.',
} as const satisfies Catalogue<typeof PASS_EN>;
