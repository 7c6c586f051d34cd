import type { Catalogue } from '../catalogue.ts';
import type { BOOKING_EN } from './booking.en.ts';

export const BOOKING_FR = {
  'booking.meta.title': 'Demande de services',
  'booking.meta.description':
    'Demandez en ligne une place de stationnement pour camion ou remorque dans nos cours sécurisées en Ontario\u00a0: quatre courtes étapes, vos réponses gardées au fur et à mesure.',
  'booking.title': 'Réservation en ligne',
  'booking.intro':
    'Demandez votre place en quatre étapes. Vous pouvez ouvrir les étapes dans l’ordre que vous voulez et revenir plus tard\u00a0: rien n’est envoyé avant que vous appuyiez sur Réserver.',
  'booking.noScripts.title': 'La réservation en ligne a besoin de JavaScript, qui est désactivé dans ce navigateur.',
  'booking.noScripts.text':
    'Le formulaire téléverse vos documents et vérifie chaque étape au fur et à mesure, ce qu’il ne peut pas faire sans JavaScript. Appelez-nous au <phone></phone> ou écrivez-nous au moyen du <contact>formulaire de contact</contact>, qui fonctionne sans JavaScript, et nous réserverons votre place avec vous.',

  'booking.form.label': 'Réservation en ligne',
  'booking.form.requiredNote': 'Les champs marqués d’un <star>*</star> sont obligatoires.',
  'booking.steps.label': 'Étapes de la réservation',
  'booking.steps.number': 'Étape {number}\u00a0: ',
  'booking.steps.needsAttention': 'À corriger',
  'booking.steps.heading': 'Étape {number} sur {total}',
  'booking.step.personal': 'Renseignements personnels',
  'booking.step.bankDocuments': 'Renseignements bancaires et documents',
  'booking.step.referencesLandlords': 'Références et anciens locateurs',
  'booking.step.moveInFleet': 'Arrivée et flotte',

  'booking.actions.back': 'Retour',
  'booking.actions.next': 'Suivant',
  'booking.actions.book': 'Réserver',
  'booking.actions.sending': 'Envoi…',
  'booking.actions.sendingStatus': 'Envoi de votre réservation…',

  'booking.draft.saved': 'Vos réponses sont gardées sur cet appareil.',
  'booking.draft.notSaved':
    'Ce navigateur ne nous permet pas de garder vos réponses\u00a0: laissez cette page ouverte jusqu’à ce que vous réserviez.',
  'booking.draft.restored': 'Nous avons repris les réponses que vous aviez gardées.',
  'booking.draft.startOver': 'Recommencer',
  'booking.draft.startOverConfirm':
    'Recommencer\u00a0? Toutes les réponses et tous les documents gardés sur cet appareil seront effacés.',

  'booking.summary.title': 'Certaines réponses sont à revoir',
  'booking.summary.step': 'Étape {number}\u00a0: {title}',
  'booking.summary.groupedField': '{group}\u00a0: {label}',
  'booking.summary.other': 'Autre',
  'booking.summary.item': '{label}\u00a0: {message}',
  'booking.summary.questionItem': '{label} {message}',

  'booking.personal.intro':
    'Nous utilisons ces renseignements pour répondre à votre demande et pour préparer votre contrat de stationnement.',
  'booking.personal.companyName': 'Raison sociale de l’entreprise',
  'booking.personal.companyNameHelp': 'Telle qu’elle figure dans vos statuts constitutifs.',
  'booking.personal.cvorOrUsdot': 'Numéro IUVU (CVOR) ou USDOT (facultatif)',
  'booking.personal.cvorOrUsdotHelp':
    'IUVU (CVOR) : 9 chiffres, p. ex. 123-456-789. USDOT : jusqu’à 8 chiffres, p. ex. USDOT 1234567.',
  'booking.personal.firstName': 'Prénom',
  'booking.personal.middleName': 'Second prénom (facultatif)',
  'booking.personal.lastName': 'Nom de famille',
  'booking.personal.phoneNumber': 'Numéro de téléphone',
  'booking.personal.phoneHelp': 'Avec l’indicatif régional, p. ex. 416-555-0142.',
  'booking.personal.email': 'Courriel',
  'booking.personal.emailHelp': 'Nous vous envoyons la confirmation et notre décision à cette adresse.',
  'booking.personal.streetAddress': 'Adresse municipale',
  'booking.personal.aptUnitNumber': 'App. / bureau (facultatif)',
  'booking.personal.city': 'Ville',
  'booking.personal.state': 'Province ou État',
  'booking.personal.postalZipCode': 'Code postal ou ZIP',
  'booking.personal.applicantDate': 'Date',
  'booking.personal.applicantDateHelp': 'La date d’aujourd’hui, celle de cette demande.',

  'booking.bank.legend': 'Renseignements bancaires (facultatif)',
  'booking.bank.why':
    'Servent seulement à mettre en place les paiements préautorisés; conservés chiffrés. Laissez ces champs vides si vous préférez payer autrement.',
  'booking.bank.notSaved':
    'Pour votre sécurité, les trois numéros bancaires ne sont jamais gardés sur cet appareil avec le reste de votre brouillon\u00a0: si vous partez et revenez, entrez-les de nouveau.',
  'booking.bank.bank': 'Nom de la banque',
  'booking.bank.transit': 'Numéro de transit (5 chiffres)',
  'booking.bank.institution': 'Numéro d’institution (3 chiffres)',
  'booking.bank.account': 'Numéro de compte (7 à 12 chiffres)',

  'booking.documents.heading': 'Documents',
  'booking.documents.intro':
    'Nous les vérifions avant de vous louer une place\u00a0: ils montrent qui dirige l’entreprise, que vos véhicules sont assurés et comment vous paierez. Chacun est téléversé dès que vous le choisissez; une photo claire prise avec un téléphone suffit. Seul le personnel de notre bureau peut les voir.',
  'booking.documents.help': 'JPEG, PNG ou PDF, jusqu’à {size}\u00a0Mo.',
  'booking.documents.ArticleOfIncorporation': 'Statuts constitutifs',
  'booking.documents.CompanyOwnersDriverLicense': 'Permis de conduire du propriétaire de l’entreprise',
  'booking.documents.CertificateOfInsurance': 'Certificat d’assurance',
  'booking.documents.CertifiedPayment': 'Paiement certifié',
  'booking.documents.PostdatedChecks': 'Chèques postdatés',
  'booking.documents.insuranceExpiry': 'Date d’expiration du certificat d’assurance',
  'booking.documents.insuranceExpiryHelp':
    'Telle qu’elle figure sur le certificat. Nous vous le rappelons avant son expiration.',

  'booking.upload.uploaded': 'Téléversé',
  'booking.upload.notUploaded': 'Non téléversé',
  'booking.upload.retry': 'Réessayer <hidden>{label}</hidden>',
  'booking.upload.replace': 'Remplacer <hidden>{label}</hidden>',
  'booking.upload.progress': 'Progression du téléversement',
  'booking.upload.progressPercent': 'Progression du téléversement\u00a0: {percent, number, percent}',
  'booking.upload.waiting': 'En attente\u00a0: envoyé une fois le fichier précédent téléversé',
  'booking.upload.uploading': 'Téléversement en cours',
  'booking.upload.percent': '{percent, number, percent}',
  'booking.upload.preview': 'Aperçu de {fileName}',
  'booking.upload.announceUploading': 'Téléversement de {fileName}…',
  'booking.upload.announceUploaded': '{fileName} est téléversé.',
  'booking.upload.announceFailed': '{fileName} n’a pas été téléversé. {message}',
  'booking.upload.restoredFile': 'Fichier téléversé',
  'booking.upload.tooBig':
    '{fileName} fait {size}\u00a0Mo; la limite est de {limit}\u00a0Mo. Choisissez un fichier plus petit ou prenez la photo en plus basse résolution.',
  'booking.upload.empty': '{fileName} est vide. Choisissez un autre fichier.',
  'booking.upload.wrongType': '{fileName} n’est pas un fichier JPEG, PNG ou PDF. Choisissez une photo ou un PDF.',
  'booking.upload.offline': 'Le téléversement n’a pas abouti; vérifiez votre connexion et appuyez sur Réessayer.',
  'booking.upload.tryAgainIn': '{message} Réessayez dans {wait}.',

  'booking.references.intro':
    'Nous communiquons avec les références et les anciens locateurs seulement pour vérifier cette demande, et seulement si vous nous le permettez.',
  'booking.references.legend': 'Référence {number}',
  'booking.references.name': 'Nom',
  'booking.references.relationship': 'Lien avec vous',
  'booking.references.relationshipHelp': 'p. ex. client, fournisseur, courtier.',
  'booking.references.company': 'Entreprise',
  'booking.references.phone': 'Téléphone',
  'booking.references.address': 'Adresse',
  'booking.references.email': 'Courriel',
  'booking.landlords.legend': 'Ancien locateur {number}',
  'booking.landlords.company': 'Entreprise',
  'booking.landlords.landlordName': 'Nom du locateur',
  'booking.landlords.phone': 'Téléphone',
  'booking.landlords.address': 'Adresse',
  'booking.landlords.spaceRented': 'Espace loué',
  'booking.landlords.spaceRentedHelp': 'p. ex. 10 places pour remorques.',
  'booking.landlords.rentalStartDate': 'Du',
  'booking.landlords.rentalStartDateHelp': 'Le début de la location.',
  'booking.landlords.rentalEndDate': 'Au',
  'booking.landlords.rentalEndDateHelp': 'La fin de la location.',
  'booking.landlords.canContactForReference':
    'Pouvons-nous communiquer avec ce locateur pour obtenir une référence\u00a0?',
  'booking.landlords.heading': 'Anciens locateurs',
  'booking.landlords.intro':
    'Jusqu’à trois endroits où vous avez déjà loué du stationnement, en commençant par le plus récent.',
  'booking.landlords.none': 'Je n’ai jamais loué de stationnement',
  'booking.landlords.add': 'Ajouter un ancien locateur',
  'booking.landlords.remove': 'Retirer l’ancien locateur {number}',
  'booking.landlords.note': 'Pourquoi moins de trois anciens locateurs\u00a0?',
  'booking.landlords.noteHelp':
    'Une ligne suffit, p. ex. «\u00a0Première cour que nous louons\u00a0» ou «\u00a0Nos autres cours nous appartenaient\u00a0».',

  'booking.moveIn.heading': 'Arrivée',
  'booking.moveIn.moveInDate': 'Date d’arrivée',
  'booking.moveIn.locationAppliedFor': 'Cour demandée',
  'booking.moveIn.locationOption': '{yard} ({city})',
  'booking.moveIn.chooseYard': 'Choisissez une cour',
  'booking.moveIn.rateApprovedPerSpot': 'Tarif approuvé par place ($\u00a0CA)',
  'booking.moveIn.rateHelp': 'Le tarif par place convenu avec notre bureau.',
  'booking.moveIn.roomFree': '{yard} a {spaces} à partir du {date}.',
  'booking.moveIn.truckSpaces': '{count, plural, one {# place de camion libre} other {# places de camion libres}}',
  'booking.moveIn.trailerSpaces':
    '{count, plural, one {# place de remorque libre} other {# places de remorque libres}}',
  'booking.moveIn.roomShort':
    'Pas assez de place à {yard} à partir du {date} pour vos {trucks, plural, one {# camion} other {# camions}} et {trailers, plural, one {# remorque} other {# remorques}}.',
  'booking.moveIn.roomElsewhere': 'De la place à partir de ce jour\u00a0: {yards}.',
  'booking.moveIn.roomNowhere':
    'Aucune autre cour n’affiche de place à partir de ce jour. Vous pouvez tout de même faire votre demande\u00a0: notre bureau vous appellera.',
  'booking.moveIn.truckRate': 'À partir de {rate} par mois par place de camion',
  'booking.moveIn.trailerRate': 'À partir de {rate} par mois par place de remorque',
  'booking.moveIn.useTruckRate': 'Prendre le tarif par place de camion, {rate}',
  'booking.moveIn.useTrailerRate': 'Prendre le tarif par place de remorque, {rate}',
  'booking.moveIn.isCarrierBasedInOntario': 'Le transporteur est-il établi en Ontario\u00a0?',
  'booking.moveIn.stateOrProvince': 'Province ou État du transporteur',
  'booking.moveIn.stateOrProvinceHelp':
    'Nous avons repris la province inscrite à l’étape 1; changez-la si le transporteur est établi ailleurs.',

  'booking.fleet.heading': 'Flotte',
  'booking.fleet.countsLegend': 'Combien de véhicules de chaque type stationnerez-vous\u00a0?',
  'booking.fleet.countsHelp':
    'Laissez 0 pour ceux que vous n’avez pas. Camions et remorques comptent\u00a0: au moins un véhicule.',
  'booking.fleet.applyingFor':
    'Vous demandez {trucks, plural, one {# place pour camion} other {# places pour camions}} et {trailers, plural, one {# place pour remorque} other {# places pour remorques}}.',
  'booking.fleet.highwayTrucks': 'Tracteurs routiers',
  'booking.fleet.dayCab': 'Tracteurs à cabine de jour',
  'booking.fleet.boxTrucks': 'Camions porteurs',
  'booking.fleet.dumpTrucks': 'Camions-bennes',
  'booking.fleet.dryVans': 'Fourgons',
  'booking.fleet.reefer': 'Remorques réfrigérées',
  'booking.fleet.flatbed': 'Plateaux',
  'booking.fleet.otherTrailers': 'Autres remorques',
  'booking.fleet.hasBouncedCheckOrMissedPayment':
    'Avez-vous déjà eu un chèque sans provision ou un paiement manqué\u00a0?',
  'booking.fleet.lastBouncedCheckOrMissedPayment': 'Date du dernier chèque sans provision ou paiement manqué',
  'booking.fleet.bouncedCheckExplanation': 'Que s’est-il passé\u00a0?',
  'booking.fleet.bouncedCheckExplanationHelp': 'Une phrase ou deux suffisent.',
  'booking.fleet.hasInternalFleetRepairShop': 'Avez-vous votre propre atelier de réparation pour votre flotte\u00a0?',
  'booking.fleet.willPerformMaintenanceOnProperties': 'Ferez-vous l’entretien de vos véhicules dans notre cour\u00a0?',
  'booking.yes': 'Oui',
  'booking.no': 'Non',

  'booking.send.offline':
    'Vous semblez hors ligne. Vos réponses sont gardées; appuyez de nouveau sur Réserver quand vous aurez du réseau.',
  'booking.send.wait': '{message} Attendez {wait} avant d’appuyer de nouveau sur Réserver.',
  'booking.failure.refused': 'Certaines réponses sont à revoir.',
  'booking.failure.tooMany': 'Trop de tentatives à partir de cette connexion. Attendez un moment et réessayez.',
  'booking.failure.tooLarge': 'Le fichier dépasse {size}\u00a0Mo. Choisissez un fichier plus petit.',
  'booking.failure.wrongType': 'Ce fichier n’est pas un JPEG, un PNG ou un PDF. Choisissez une photo ou un PDF.',
  'booking.failure.notFound': 'Nous n’avons pas trouvé ce que cette page demandait. Rechargez la page et réessayez.',
  'booking.failure.conflict':
    'C’est déjà fait, ou ce n’est plus possible. Rechargez la page pour voir où en sont les choses.',
  'booking.failure.unavailable': 'Un problème est survenu de notre côté. Réessayez dans un moment.',

  'booking.confirmation.title': 'Réservation reçue',
  'booking.confirmation.referenceLabel': 'Votre numéro de référence\u00a0:',
  'booking.confirmation.quote': 'Mentionnez-le si vous nous appelez ou nous écrivez au sujet de cette réservation.',
  'booking.confirmation.nextTitle': 'La suite',
  'booking.confirmation.next':
    'Nous étudions chaque demande dans un délai de deux jours ouvrables et vous répondons par courriel à <email></email>; un courriel de confirmation est en route.',
  'booking.confirmation.nextNoEmail':
    'Nous étudions chaque demande dans un délai de deux jours ouvrables et vous répondons par courriel à l’adresse que vous avez donnée; un courriel de confirmation est en route.',
  'booking.confirmation.followTitle': 'Suivez votre demande',
  'booking.confirmation.follow':
    'Votre page de suivi privée indique où en est votre demande et vous permet de remplacer un document si nous vous le demandons. Nous vous avons aussi envoyé ce lien par courriel; gardez-le pour vous.',
  'booking.confirmation.openStatus': 'Ouvrir votre page de suivi',
  'booking.confirmation.another': 'Faire une autre réservation',

  'booking.help.title': 'Des questions\u00a0?',
  'booking.help.text': 'Appelez-nous au <phone></phone> ou écrivez à <email></email>.',
  'booking.help.textWithReference':
    'Appelez-nous au <phone></phone> ou écrivez à <email></email> en mentionnant votre référence <reference></reference>.',
} as const satisfies Catalogue<typeof BOOKING_EN>;
