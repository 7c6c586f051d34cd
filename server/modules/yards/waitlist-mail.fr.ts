import type { ServerCatalogue } from '../../lib/i18n/server-i18n.ts';
import type { WAITLIST_MAIL_EN } from './waitlist-mail.en.ts';

export const WAITLIST_MAIL_FR = {
  hello: 'Bonjour {firstName},',
  callUs: 'Des questions\u00a0? Appelez-nous au {phone} en mentionnant votre numéro de référence.',
  reference: 'Référence',
  yard: 'Cour',
  spaces: 'Places',
  spacesValue:
    '{trucks, plural, one {# place de camion} other {# places de camion}}, {trailers, plural, one {# place de remorque} other {# places de remorque}}',
  from: 'À partir du',
  statusAction: 'Voir où en est votre demande',

  waitlistedSubject: 'Votre demande de stationnement {reference} est sur la liste d’attente',
  waitlistedHeading: 'Vous êtes sur la liste d’attente',
  waitlistedText:
    'La cour {yard} est pleine à partir de votre date d’arrivée\u00a0: votre demande {reference} est donc sur sa liste d’attente, au rang {position}. Quand des places se libèrent, nous les offrons par courriel à la première demande à laquelle elles conviennent. Vous avez alors 72 heures pour les accepter.',

  offerSubject: 'Des places de stationnement sont libres pour vous à {yard} ({reference})',
  offerHeading: 'Des places sont libres pour vous',
  offerText:
    'Des places se sont libérées à la cour {yard} et nous les réservons pour votre demande {reference}. Acceptez-les sur votre page privée d’ici le {expiresAt}; après, elles seront offertes à la demande suivante.',
  offerAction: 'Accepter ou refuser les places',
  offerHeldUntil: 'Réservées jusqu’au',

  lapsedSubject: 'Les places offertes pour {reference} sont passées à la demande suivante',
  lapsedHeading: 'L’offre a expiré',
  lapsedText:
    'Les places réservées pour votre demande {reference} à la cour {yard} n’ont pas été acceptées dans les 72 heures; elles ont donc été offertes à la demande suivante. Votre demande reste ouverte, mais elle a quitté la liste d’attente\u00a0: appelez-nous si vous avez toujours besoin de stationnement.',

  offerAcceptedSubject: 'Votre stationnement à {yard} est confirmé ({reference})',
  offerAcceptedHeading: 'Votre stationnement est confirmé',
  offerAcceptedText:
    'Merci\u00a0: vous avez accepté les places à la cour {yard} pour votre demande {reference}. Votre convention de stationnement vous attend sur votre page privée, là où vous avez accepté\u00a0: lisez-la et signez-la.',

  yardChangedSubject: 'Votre demande de stationnement {reference} vise maintenant {yard}',
  yardChangedHeading: 'Votre demande vise maintenant une autre cour',
  yardChangedText:
    'Nous avons transféré votre demande de stationnement {reference} de la cour {from} à la cour {yard}, qui a de la place pour vos camions et remorques. Appelez-nous si cette cour ne vous convient pas.',
} as const satisfies ServerCatalogue<typeof WAITLIST_MAIL_EN>;
