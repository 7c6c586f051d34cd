import type { ValidationTranslations } from '../validation-messages.ts';

/** French of the agreement's signature messages (domain/agreement.schema.ts and the server's refusals). */
export const AGREEMENT_VALIDATION_FR: ValidationTranslations = {
  'Type your full name': 'Tapez votre nom complet',
  'Type your title in the company': 'Tapez votre titre dans l’entreprise',
  'Tick the box to agree to sign electronically': 'Cochez la case pour accepter de signer par voie électronique',
  'The drawing could not be read; clear it and draw again':
    'Le dessin est illisible\u00a0: effacez-le et dessinez de nouveau',
  'The drawing is too large; clear it and draw again':
    'Le dessin est trop grand\u00a0: effacez-le et dessinez de nouveau',
  'The transit number has 5 digits': 'Le numéro de transit comporte 5 chiffres',
  'The institution number has 3 digits': 'Le numéro d’institution comporte 3 chiffres',
  'The account number has 7 to 12 digits': 'Le numéro de compte comporte de 7 à 12 chiffres',
  'The transit number has digits only': 'Le numéro de transit ne comporte que des chiffres',
  'The institution number has digits only': 'Le numéro d’institution ne comporte que des chiffres',
  'The account number has digits only': 'Le numéro de compte ne comporte que des chiffres',
  'Give the transit, institution and account numbers': 'Donnez les numéros de transit, d’institution et de compte',
  'Give the bank account the monthly payment comes from: transit, institution and account numbers.':
    'Donnez le compte bancaire d’où provient le paiement mensuel\u00a0: numéros de transit, d’institution et de compte.',
  'This agreement was replaced by a new version since you read it: read the new version, then sign it.':
    'Cette convention a été remplacée par une nouvelle version depuis que vous l’avez lue\u00a0: lisez la nouvelle version, puis signez-la.',
  'You signed this agreement already.': 'Vous avez déjà signé cette convention.',
  'There is no agreement to sign yet.': 'Il n’y a pas encore de convention à signer.',
  'This agreement changed meanwhile; reload the page.':
    'Cette convention a changé entre-temps\u00a0: rechargez la page.',
  'An agreement is signed once the application is accepted.': 'Une convention se signe une fois la demande acceptée.',
};
