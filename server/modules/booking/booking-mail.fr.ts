import type { ServerCatalogue } from '../../lib/i18n/server-i18n.ts';
import type { BOOKING_MAIL_EN } from './booking-mail.en.ts';

export const BOOKING_MAIL_FR = {
  subject: 'Demande de réservation reçue\u00a0: {reference}',
  heading: 'Nous avons reçu votre demande de réservation',
  hello: 'Bonjour {firstName},',
  thanks: 'Merci de votre demande de stationnement auprès de {company}. Votre numéro de référence est {reference}.',
  review:
    'Nous étudions chaque demande dans un délai de deux jours ouvrables et vous répondrons à cette adresse pour vous faire part de notre décision.',
  follow:
    'Suivez votre demande sur sa page privée\u00a0: gardez ce lien pour vous, car il ouvre votre demande sans mot de passe.',
  callUs: 'Des questions\u00a0? Appelez-nous au {phone} en mentionnant votre numéro de référence.',
  reference: 'Référence',
  location: 'Cour demandée',
  moveInDate: 'Date d’arrivée',
  rate: 'Tarif approuvé par place',
  action: 'Voir où en est votre demande',
} as const satisfies ServerCatalogue<typeof BOOKING_MAIL_EN>;
