import type { ServerCatalogue } from '../../lib/i18n/server-i18n.ts';
import type { AGREEMENT_MAIL_EN } from './agreement-mail.en.ts';

/** The completed agreement's e-mail in French (fr-CA); the same keys as agreement-mail.en.ts. */
export const AGREEMENT_MAIL_FR = {
  hello: 'Bonjour {firstName},',
  callUs: 'Des questions\u00a0? Appelez-nous au {phone} en mentionnant votre numéro de référence.',
  reference: 'Référence',
  yard: 'Cour',
  fingerprint: 'SHA-256 de la convention',
  completedSubject: 'Votre convention de stationnement pour {yard} est signée ({reference})',
  completedHeading: 'Votre convention est signée',
  completedText:
    'Nous avons contresigné votre convention de stationnement, version {version}. La copie signée est jointe\u00a0: la convention, la page des signatures et sa piste d’audit. Conservez-la dans vos dossiers. Votre laissez-passer pour la cour vous parvient dans un autre courriel.',
  revisedSubject: 'Une nouvelle version de votre convention de stationnement à signer ({reference})',
  revisedHeading: 'Une nouvelle version de votre convention',
  revisedText:
    'Nous avons modifié les tarifs mensuels de votre convention de stationnement\u00a0: la version {version} remplace la précédente, qui ne peut plus être signée. Lisez la nouvelle version et signez-la sur votre page privée.',
  revisedAction: 'Lire et signer la nouvelle version',
} as const satisfies ServerCatalogue<typeof AGREEMENT_MAIL_EN>;
