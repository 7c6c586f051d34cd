import type { Catalogue } from '../catalogue.ts';
import type { STATUS_EN } from './status.en.ts';

export const STATUS_FR = {
  'status.meta.title': 'Votre demande',
  'status.meta.description': 'Où en est votre demande.',
  'status.title': 'Votre demande',
  'status.invalid.title': 'Ce lien n’est pas valide',
  'status.invalid.text':
    'Nous n’avons trouvé aucune demande pour ce lien. Il a peut-être été copié en partie seulement, ou il a expiré quelques semaines après notre décision. Votre demande n’est pas touchée pour autant\u00a0: appelez-nous ou écrivez-nous et nous vous dirons où elle en est.',
  'status.loading': 'Chargement de l’état de votre demande…',
  'status.failed': 'L’état de votre demande n’a pas pu être chargé. {message}',
  'status.failed.offline': 'Aucune connexion. Vérifiez votre connexion et réessayez.',
  'status.tryAgain': 'Réessayer',
  'status.correctionsSent':
    'Merci\u00a0: nous avons reçu vos nouveaux documents. Nous étudierons de nouveau votre demande et vous écrirons par courriel.',
  'status.offerAccepted':
    'Merci\u00a0: les places sont à vous. Votre convention de stationnement est ci-dessous\u00a0: lisez-la et signez-la.',
  'status.offerDeclined': 'Vous avez refusé les places. Votre demande est maintenant fermée.',
  'status.noticeGiven': 'Merci\u00a0: nous avons bien reçu votre préavis de départ.',

  'status.reference': 'Référence',
  'status.submitted': 'Envoyée le',
  'status.lastUpdate': 'Dernière mise à jour',
  'status.insuranceExpires': 'Expiration du certificat d’assurance',
  'status.heading': 'État\u00a0: {stage}',
  'status.stepsLabel': 'Étapes de votre demande',
  'status.stepDone': 'Terminé\u00a0: ',
  'status.step.received': 'Reçue',
  'status.step.inReview': 'En cours d’étude',
  'status.step.decision': 'Décision',
  'status.reasonGiven': 'Motif\u00a0: ',
  'status.ourNote': 'Notre note\u00a0: ',
  'status.decidedOn': 'Décision rendue le <date></date>.',
  'status.nextTitle': 'La suite',
  'status.stage.Received': 'Reçue',
  'status.stage.Received.next':
    'Nous étudions chaque demande dans un délai de deux jours ouvrables. Nous vous envoyons notre décision par courriel, ou nous vous disons s’il nous faut un document de nouveau.',
  'status.stage.CorrectionsRequested': 'Nouveaux documents demandés',
  'status.stage.CorrectionsRequested.next':
    'Téléversez les documents énumérés ci-dessous et appuyez sur «\u00a0Envoyer les nouveaux documents\u00a0». Nous étudierons ensuite votre demande de nouveau.',
  'status.stage.InReview': 'En cours d’étude',
  'status.stage.InReview.next':
    'Nous étudions votre demande. Nous vous envoyons notre décision par courriel, ou nous vous disons s’il nous faut un document de nouveau.',
  'status.stage.Accepted': 'Acceptée',
  'status.stage.Accepted.next':
    'Votre convention de stationnement est ci-dessous\u00a0: lisez-la et signez-la. Une fois que nous l’aurons signée à notre tour, vous recevrez la copie signée et votre laissez-passer pour la cour par courriel.',
  'status.stage.Rejected': 'Non acceptée',
  'status.stage.Rejected.next':
    'Si vous avez des questions sur cette décision ou si votre situation a changé, communiquez avec nous.',
  'status.stage.Waitlisted': 'Sur la liste d’attente',
  'status.stage.Waitlisted.next':
    'Cette cour n’a pas de place pour vos camions et remorques en ce moment. Quand des places se libèrent, nous les offrons à la première demande de la liste qui peut y loger, et nous vous écrivons par courriel. Vous avez alors {hours}\u00a0heures pour les accepter sur cette page.',
  'status.stage.Offered': 'Places offertes',
  'status.stage.Offered.next':
    'Des places sont libres pour vos camions et remorques. Acceptez-les ci-dessous pour les réserver, ou refusez-les si vous n’en avez plus besoin. Sans réponse de votre part à temps, l’offre prend fin et les places pourront être offertes à quelqu’un d’autre.',
  'status.stage.OfferDeclined': 'Offre refusée',
  'status.stage.OfferDeclined.next':
    'Vous avez refusé les places offertes, et cette demande est donc fermée. Si vous avez besoin de stationnement plus tard, vous pourrez faire une nouvelle demande.',
  'status.waitlist.position':
    '{position, plural, =1 {Vous êtes en tête de la liste d’attente de cette cour.} other {Vous êtes au #e rang de la liste d’attente de cette cour.}}',
  'status.offer.holdsUntil': 'Jusqu’au <date></date>, les places vous sont réservées.',

  'status.next.waiting':
    '{stage, select, Received {Reçue {days, plural, =0 {aujourd’hui} one {il y a # jour} other {il y a # jours}}.} other {À l’étude depuis {days, plural, =0 {moins d’un jour} one {# jour} other {# jours}}.}}',
  'status.next.late':
    'À l’étude depuis {days, plural, one {# jour} other {# jours}}\u00a0: c’est plus long que d’habitude. Appelez-nous au <phone></phone> en donnant votre référence, {reference}; nous vous dirons où en est votre demande.',

  'status.applied.title': 'Ce que vous avez demandé',
  'status.applied.yard': 'Cour',
  'status.applied.yardWithCity': '{yard} ({city})',
  'status.applied.moveInDate': 'Date d’arrivée',
  'status.applied.vehicles': 'Camions et remorques',
  'status.applied.vehicleCounts':
    '{trucks, plural, one {# camion} other {# camions}} et {trailers, plural, one {# remorque} other {# remorques}}',

  'status.documents.title': 'Documents au dossier',
  'status.documents.received': 'Reçu le <date></date>',
  'status.documents.none': 'Nous n’avons aucun document au dossier pour cette demande.',

  'status.corrections.title': 'Documents à remplacer',
  'status.corrections.intro':
    'JPEG, PNG ou PDF, jusqu’à {size}\u00a0Mo chacun; une photo claire prise avec un téléphone suffit. Chacun est téléversé dès que vous le choisissez.',
  'status.corrections.why': 'Pourquoi\u00a0: ',
  'status.corrections.newDocument': 'Nouveau document\u00a0: {label}',
  'status.corrections.missing': 'Téléversez d’abord le nouveau document\u00a0: {label}',
  'status.corrections.send': 'Envoyer les nouveaux documents',
  'status.corrections.sending': 'Envoi…',
  'status.corrections.offline':
    'Vous semblez hors ligne. Vos téléversements sont gardés; appuyez de nouveau sur «\u00a0Envoyer les nouveaux documents\u00a0» quand vous aurez du réseau.',
  'status.corrections.tryAgainIn': 'Réessayez dans {wait}.',

  'status.answer.offline': 'Vous semblez hors ligne. Rien n’a été envoyé\u00a0: réessayez quand vous aurez du réseau.',

  'status.offer.title': 'Voulez-vous ces places\u00a0?',
  'status.offer.intro':
    'Acceptez pour réserver les places à partir de votre date d’arrivée. Si vous refusez, votre demande sera fermée.',
  'status.offer.accept': 'Accepter les places',
  'status.offer.accepting': 'Acceptation en cours…',
  'status.offer.decline': 'Refuser',
  'status.offer.confirmDecline':
    'Refuser les places\u00a0? Votre demande sera fermée et les places seront offertes à quelqu’un d’autre. Vous ne pourrez pas revenir en arrière.',
  'status.offer.confirmDeclineYes': 'Oui, refuser les places',
  'status.offer.declining': 'Refus en cours…',
  'status.offer.keep': 'Garder l’offre',

  'status.notice.title': 'Donner votre préavis de départ',
  'status.notice.label': 'Date de départ',
  'status.notice.hint':
    'Le préavis est d’au moins {days}\u00a0jours\u00a0: choisissez le {date} ou une date ultérieure. Vos places vous sont réservées jusqu’à la veille.',
  'status.notice.send': 'Donner mon préavis',
  'status.notice.sending': 'Envoi…',
  'status.notice.missing': 'Choisissez votre date de départ',
  'status.notice.malformed': 'Entrez une date réelle, au format AAAA-MM-JJ',
  'status.notice.tooEarly':
    'Choisissez le {date} ou une date ultérieure\u00a0: le préavis est d’au moins {days}\u00a0jours',
  'status.notice.givenTitle': 'Votre départ',
  'status.notice.given':
    'Vous avez donné votre préavis\u00a0: votre date de départ est le <date></date>. Vos places vous sont réservées jusqu’à la veille.',
  'status.agreement.title': 'Votre convention de stationnement',
  'status.agreement.AwaitingSignature':
    'La version {version} de votre convention de stationnement et de débit préautorisé est prête. Lisez-la, puis signez-la ci-dessous.',
  'status.agreement.AwaitingCountersignature':
    'Vous avez signé la version {version} de votre convention de stationnement. Nous la signons à notre tour et vous envoyons la copie signée par courriel.',
  'status.agreement.Signed':
    'La version {version} de votre convention de stationnement est signée par les deux parties.',
  'status.agreement.read': 'Lire la convention (PDF)',
  'status.agreement.readSigned': 'Télécharger la convention signée (PDF)',
  'status.agreement.fingerprint': 'Son empreinte (SHA-256)\u00a0:',
  'status.agreementSigned':
    'Merci\u00a0: vous avez signé la convention. Nous la signons à notre tour et vous envoyons la copie signée par courriel.',
  'status.sign.title': 'Signer la convention',
  'status.sign.fullName': 'Votre nom complet',
  'status.sign.jobTitle': 'Votre titre dans l’entreprise',
  'status.sign.consent':
    'J’ai lu la version {version} de la convention ci-dessus et j’accepte de la signer par voie électronique\u00a0: mon nom tapé ici est ma signature, pour moi et pour l’entreprise que je représente.',
  'status.sign.send': 'Signer la convention',
  'status.sign.sending': 'Signature en cours…',
  'status.sign.nameMissing': 'Tapez votre nom complet',
  'status.sign.titleMissing': 'Tapez votre titre dans l’entreprise',
  'status.sign.consentMissing': 'Cochez la case pour accepter de signer par voie électronique',
  'status.sign.account': 'Le compte d’où provient le paiement mensuel',
  'status.sign.accountHelp':
    'Votre demande ne l’indiquait pas. Copiez les numéros d’un chèque annulé ou de votre banque; les espaces et les tirets sont acceptés.',
  'status.sign.transit': 'Numéro de transit (5 chiffres)',
  'status.sign.institution': 'Numéro d’institution (3 chiffres)',
  'status.sign.accountNumber': 'Numéro de compte (7 à 12 chiffres)',
  'status.sign.transitWrong': 'Le numéro de transit comporte 5 chiffres',
  'status.sign.institutionWrong': 'Le numéro d’institution comporte 3 chiffres',
  'status.sign.accountWrong': 'Le numéro de compte comporte de 7 à 12 chiffres',
  'status.sign.drawing': 'Dessinez votre signature (facultatif)',
  'status.sign.drawingHelp':
    'Votre nom tapé ci-dessus est votre signature légale. Vous pouvez aussi la dessiner ici avec le doigt, un stylet ou une souris, ou laisser cette zone vide.',
  'status.sign.drawingEmpty': 'Zone de dessin, vide',
  'status.sign.drawingMade': 'Zone de dessin, avec votre dessin',
  'status.sign.drawingClear': 'Effacer le dessin',
  'status.sign.drawingFull':
    'La zone de dessin est pleine\u00a0: ce que vous avez dessiné est conservé. Effacez-le pour dessiner de nouveau.',
} as const satisfies Catalogue<typeof STATUS_EN>;
