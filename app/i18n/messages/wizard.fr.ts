import type { Catalogue } from '../catalogue.ts';
import type { WIZARD_EN } from './wizard.en.ts';

export const WIZARD_FR = {
  'wizard.checklist.needLabel': '{label}\u00a0:',
  'wizard.restoring': 'Ouverture de la réservation gardée sur cet appareil…',
  'wizard.steps.finished': '(terminée)',
  'wizard.bankCheck.transit': 'de transit',
  'wizard.bankCheck.institution': 'd’institution',
  'wizard.bankCheck.account': 'de compte',
  'wizard.bankCheck.question':
    '{count, plural, one {Le numéro {fields} n’est pas rempli. Voulez-vous l’ajouter maintenant\u00a0?} other {Les numéros {fields} ne sont pas remplis. Voulez-vous les ajouter maintenant\u00a0?}}',
  'wizard.bankCheck.add': '{count, plural, one {L’ajouter maintenant} other {Les ajouter maintenant}}',
  'wizard.bankCheck.sendWithout': '{count, plural, one {Envoyer sans ce numéro} other {Envoyer sans ces numéros}}',
} as const satisfies Catalogue<typeof WIZARD_EN>;
