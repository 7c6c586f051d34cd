import type { ServerCatalogue } from '../../lib/i18n/server-i18n.ts';
import type { DECISION_MAIL_EN } from './decision-mail.en.ts';

export const DECISION_MAIL_FR = {
  hello: 'Bonjour {firstName},',
  acceptedSubject: 'Votre demande de stationnement {reference} est acceptée',
  acceptedHeading: 'Votre demande de stationnement est acceptée',
  acceptedNews: 'Bonne nouvelle\u00a0: votre demande {reference} pour une place à la cour {location} est acceptée.',
  acceptedNext:
    'Prochaine étape\u00a0: lisez et signez votre convention de stationnement et de débit préautorisé sur votre page privée. Une fois que nous l’aurons signée à notre tour, vous recevrez la copie signée et votre laissez-passer pour la cour par courriel.',
  acceptedAction: 'Lire et signer votre convention',
  acceptedCall:
    'Vous préférez ne pas attendre\u00a0? Appelez-nous au {phone} en mentionnant votre numéro de référence.',
  reference: 'Référence',
  location: 'Cour',
  rejectedSubject: 'Votre demande de stationnement {reference}',
  rejectedHeading: 'Au sujet de votre demande de stationnement',
  rejectedSorry:
    'Merci de votre demande de stationnement auprès de {company}. Nous sommes désolés\u00a0: nous ne pouvons pas accepter votre demande {reference} pour le moment.',
  reason: 'Motif\u00a0: {reason}',
  rejectedCall:
    'Des questions, ou votre situation a changé\u00a0? Appelez-nous au {phone} en mentionnant votre numéro de référence.',
} as const satisfies ServerCatalogue<typeof DECISION_MAIL_EN>;
