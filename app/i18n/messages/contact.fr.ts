import type { Catalogue } from '../catalogue.ts';
import type { CONTACT_EN } from './contact.en.ts';

export const CONTACT_FR = {
  'contact.meta.title': 'Nous joindre',
  'contact.meta.description':
    'Appelez-nous, écrivez-nous au sujet du stationnement de camions et de remorques en Ontario, posez une question avec notre formulaire ou postulez un emploi dans nos cours.',
  'contact.eyebrow': 'Contact',
  'contact.title': 'Nous joindre',
  'contact.heading':
    'Une question sur le stationnement, une soumission pour votre parc ou un emploi dans nos cours\u00a0: appelez-nous, écrivez-nous ou envoyez-nous un message ci-dessous.',
  'contact.getInTouch': 'Pour nous joindre',
  'contact.cards.email': 'Courriel',
  'contact.cards.emailText': 'Écrivez-nous en tout temps\u00a0; nous répondons à chaque message.',
  'contact.cards.phone': 'Téléphone',
  'contact.cards.phoneText': 'Appelez-nous, 24/7.',
  'contact.cards.postal': 'Adresse postale',
  'contact.cards.officeCity': '{city} ({region}) {postalCode}',
  'contact.cards.country': 'Canada',
  'contact.cards.officeMap': 'Le siège social sur la carte',
  'contact.enquiry.heading': 'Comment pouvons-nous vous aider?',
  'contact.enquiry.intro':
    'Dites-nous ce dont vous avez besoin et comment vous joindre. Nous répondons par courriel ou par téléphone.',
  'contact.enquiry.purpose': 'Nous utilisons ces renseignements uniquement pour vous répondre.',
  'contact.enquiry.send': 'Envoyer le message',
  'contact.enquiry.sending': 'Envoi de votre message…',
  'contact.enquiry.phoneHelp': 'De 5 à 10 chiffres',
  'contact.enquiry.company': 'Nom de l’entreprise (facultatif)',
  'contact.enquiry.address': 'Adresse (facultatif)',
  'contact.enquiry.emailHelp': 'Un courriel ou un numéro de téléphone\u00a0: l’un des deux suffit.',
  'contact.enquiry.message': 'Message',
  'contact.enquiry.messageHelp':
    'Ce dont vous avez besoin\u00a0: la cour, le nombre de camions ou de remorques, à partir de quand.',
  'contact.enquiry.thanks':
    'Merci, {name}. Votre message a été envoyé\u00a0; {email, select, none {nous vous appellerons sous peu.} other {nous vous répondrons à {email} ou vous appellerons sous peu.}}',
  'contact.enquiry.required':
    'Les champs marqués <mark>*</mark> sont obligatoires, ainsi qu’un courriel ou un numéro de téléphone pour vous répondre. {purpose}',
  'contact.booking.heading': 'Prêt à stationner chez nous?',
  'contact.booking.text': 'Demandez une place en ligne en quatre courtes étapes.',
  'contact.booking.button': 'Réservation',
  'contact.job.heading': 'Lancez votre carrière avec nous',
  'contact.job.intro':
    'Nous cherchons souvent du personnel de cour, des chauffeurs de manœuvre, des mécaniciens et des répartiteurs. Laissez vos coordonnées et le poste qui vous intéresse.',
  'contact.job.purpose': 'Nous utilisons ces renseignements uniquement pour étudier votre candidature.',
  'contact.job.send': 'Postuler',
  'contact.job.sending': 'Envoi de votre candidature…',
  'contact.job.telephone': 'Numéro de téléphone',
  'contact.job.hiringFor': 'Poste recherché',
  'contact.job.hiringForHelp': 'Le poste qui vous intéresse, p. ex. chauffeur de manœuvre',
  'contact.job.years': 'Années d’expérience',
  'contact.job.yearsHelp': 'De {min} à {max}\u00a0; entrez {max} si vous en avez davantage',
  'contact.job.thanks':
    'Merci de votre candidature, {name}. Nous communiquerons avec vous à {email} si votre profil correspond.',
  'contact.followUs': 'Suivez-nous',
  'contact.fields.fullName': 'Nom complet',
  'contact.fields.phone': 'Numéro de téléphone',
  'contact.fields.email': 'Courriel',
  'contact.fields.address': 'Adresse',
  'contact.required': 'Tous les champs sont obligatoires (<mark>*</mark>). {purpose}',
  'contact.attention':
    '{count, plural, one {Une réponse demande votre attention\u00a0: le message s’affiche sous celle-ci.} other {# réponses demandent votre attention\u00a0: chaque message s’affiche sous sa réponse.}}',
  'contact.offline':
    'Vous semblez hors ligne\u00a0: rien n’a été envoyé. Vos réponses sont toujours là\u00a0; appuyez de nouveau sur le bouton quand vous aurez du signal.',
  'contact.notSent':
    '{form, select, message {Votre message n’a pas été envoyé.} other {Votre candidature n’a pas été envoyée.}} {reason}{wait, select, none {} other { Veuillez patienter {wait}, puis réessayer.}} Vos réponses sont toujours là.',
  'contact.reason':
    '{code, select, rate_limited {Trop de messages ont été envoyés d’ici.} other {Il n’a pas pu être reçu.}}',
  'contact.sent.messageTitle': 'Message envoyé',
  'contact.sent.messageHeading': 'Merci\u00a0: votre message a été envoyé',
  'contact.sent.messageBody':
    'Nous lisons chaque message et vous répondrons par courriel ou par téléphone, habituellement en un jour ouvrable.',
  'contact.sent.applicationTitle': 'Candidature envoyée',
  'contact.sent.applicationHeading': 'Merci de votre candidature',
  'contact.sent.applicationBody':
    'Votre candidature a été transmise à notre équipe d’embauche. Nous communiquerons avec vous si votre profil correspond.',
  'contact.sent.description': 'Votre formulaire a été envoyé à {name}.',
  'contact.sent.urgent': 'C’est urgent? Appelez-nous au <phone></phone>.',
  'contact.sent.back': 'Retour à la page Nous joindre',
} as const satisfies Catalogue<typeof CONTACT_EN>;
