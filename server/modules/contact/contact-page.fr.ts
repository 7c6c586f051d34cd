import type { ServerCatalogue } from '../../lib/i18n/server-i18n.ts';
import type { CONTACT_PAGE_EN } from './contact-page.en.ts';

export const CONTACT_PAGE_FR = {
  'enquiry.heading': 'Comment pouvons-nous vous aider?',
  'enquiry.button': 'Envoyer le message',
  'job.heading': 'Lancez votre carrière avec nous',
  'job.button': 'Postuler',
  'field.FullName': 'Nom complet',
  'field.PhoneNumber': 'Numéro de téléphone',
  'field.CompanyName': 'Nom de l’entreprise (facultatif)',
  'field.Email': 'Courriel',
  'field.Address': 'Adresse',
  'field.AddressOptional': 'Adresse (facultatif)',
  'field.message': 'Message',
  'field.telephone': 'Numéro de téléphone',
  'field.hiringFor': 'Poste recherché',
  'field.years': 'Années d’expérience',
  'page.title': 'Vérifiez votre {noun, select, message {message} other {candidature}} - {site}',
  'page.heading':
    '{noun, select, message {Votre message n’a pas encore été envoyé} other {Votre candidature n’a pas encore été envoyée}}',
  'page.count': '{count, plural, one {Une réponse demande} other {# réponses demandent}} votre attention',
  'page.summaryItem': '{label}\u00a0: {message}',
  'page.correct':
    'Corrigez ci-dessous et envoyez de nouveau\u00a0; tout ce que vous avez tapé est encore là. Rien n’a été enregistré.',
  'page.back': '{link}, ou appelez-nous au {phone}.',
  'page.backLink': 'Retour à la page Nous joindre',
} as const satisfies ServerCatalogue<typeof CONTACT_PAGE_EN>;
