import type { ServerCatalogue } from '../../lib/i18n/server-i18n.ts';
import type { PASS_MAIL_EN } from './pass-mail.en.ts';

export const PASS_MAIL_FR = {
  hello: 'Bonjour {firstName},',
  callUs: 'Des questions\u00a0? Appelez-nous au {phone} en mentionnant votre numéro de référence.',
  reference: 'Référence',
  yard: 'Cour',
  code: 'Code d’accès',
  validFrom: 'Valide à partir du',
  qrAlt: 'Code QR de votre code d’accès {code}',
  issuedSubject: 'Votre laissez-passer pour la cour {yard} ({reference})',
  issuedHeading: 'Votre laissez-passer',
  issuedText:
    'Votre convention de stationnement est signée par les deux parties. Présentez ce code ou son code QR à la barrière de la cour {yard}\u00a0: il vous donne accès à partir du {validFrom}. Il figure aussi sur votre page de suivi privée. Gardez-le pour vous.',
  reissuedSubject: 'Votre nouveau code d’accès pour la cour {yard} ({reference})',
  reissuedHeading: 'Votre nouveau code d’accès',
  reissuedText:
    'Nous avons remplacé votre code d’accès pour la cour {yard}\u00a0: l’ancien code n’ouvre plus la barrière. Présentez ce nouveau code ou son code QR à la barrière\u00a0; il vous donne accès à partir du {validFrom}. Gardez-le pour vous.',
} as const satisfies ServerCatalogue<typeof PASS_MAIL_EN>;
