import type { ServerCatalogue } from '../../lib/i18n/server-i18n.ts';
import type { APPLICANT_MAIL_EN } from './applicant-mail.en.ts';

export const APPLICANT_MAIL_FR = {
  hello: 'Bonjour {firstName},',
  callUs: 'Des questions\u00a0? Appelez-nous au {phone} en mentionnant votre numéro de référence.',
  reference: 'Référence',

  correctionsSubject: 'Votre demande de stationnement {reference}\u00a0: documents à remplacer',
  correctionsHeading: 'Veuillez remplacer certains documents',
  correctionsText:
    'Pour poursuivre l’étude de votre demande de stationnement {reference}, il nous faut de nouvelles copies des documents ci-dessous. Téléversez-les sur la page privée de votre demande; vous n’avez rien d’autre à renvoyer.',
  correctionsAction: 'Téléverser les nouveaux documents',

  reopenedSubject: 'Votre demande de stationnement {reference} est de nouveau à l’étude',
  reopenedHeading: 'Votre demande de stationnement est de nouveau à l’étude',
  reopenedText: 'Nous avons rouvert votre demande de stationnement {reference} et nous rendrons une nouvelle décision.',
  reopenedReason: 'Motif\u00a0: {reason}',
  reopenedAction: 'Voir où en est votre demande',

  reminderSubject: 'Votre certificat d’assurance expire le {expiresOn} ({reference})',
  reminderHeading: 'Votre certificat d’assurance expire bientôt',
  reminderText:
    'Le certificat d’assurance que nous avons pour votre stationnement ({reference}) expire le {expiresOn}, dans {days} jours. Veuillez téléverser le certificat renouvelé d’ici là pour que votre stationnement se poursuive sans interruption.',
  reminderExpiresOn: 'Date d’expiration du certificat',
  reminderAction: 'Téléverser le certificat renouvelé',
  renewalReason: 'Votre certificat d’assurance expire le {expiresOn}\u00a0: téléversez le certificat renouvelé',

  'document.ArticleOfIncorporation': 'Statuts constitutifs',
  'document.CompanyOwnersDriverLicense': 'Permis de conduire du propriétaire de l’entreprise',
  'document.CertificateOfInsurance': 'Certificat d’assurance',
  'document.CertifiedPayment': 'Paiement certifié',
  'document.PostdatedChecks': 'Chèques postdatés',
  'reason.0': 'Le document est difficile à lire ou flou',
  'reason.1': 'Le document est expiré',
  'reason.2': 'Ce n’est pas le document demandé',
  'reason.3': 'Des pages manquent',
  'reason.4': 'Le nom ne correspond pas à celui de la demande',
  'reason.5': 'Le document n’est pas signé',
  'reason.6': 'La date inscrite sur le document est inexacte',
} as const satisfies ServerCatalogue<typeof APPLICANT_MAIL_EN>;
