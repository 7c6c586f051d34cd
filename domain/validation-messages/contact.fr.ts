import type { ValidationTranslations } from '../validation-messages.ts';

/** French of the Contact page forms' own messages (domain/enquiry.schema.ts, job-application.schema.ts). */
export const CONTACT_VALIDATION_FR: ValidationTranslations = {
  'Phone Number required': 'Le numéro de téléphone est obligatoire',
  'Give an email address or a phone number so we can reply':
    'Donnez un courriel ou un numéro de téléphone pour que nous puissions vous répondre',
  'Phone Number must have {min} to {max} digits': 'Le numéro de téléphone doit compter de {min} à {max} chiffres',
  'Company Name required': 'Le nom de l’entreprise est obligatoire',
  'Company Name must be at least {min} characters': 'Le nom de l’entreprise doit compter au moins {min} caractères',
  'Message required': 'Le message est obligatoire',
  'Message must be at least {min} characters': 'Le message doit compter au moins {min} caractères',
  'Telephone Number required': 'Le numéro de téléphone est obligatoire',
  'Telephone Number must be at least {min} characters': 'Le numéro de téléphone doit compter au moins {min} caractères',
  'Telephone Number must have at least {min} digits': 'Le numéro de téléphone doit compter au moins {min} chiffres',
  'Job title required': 'Le poste recherché est obligatoire',
  'Job title must be at least {min} characters': 'Le poste recherché doit compter au moins {min} caractères',
  'Number of years of experience required': 'Le nombre d’années d’expérience est obligatoire',
  'Enter whole years, like 3': 'Entrez un nombre entier d’années, comme 3',
  'At least {min} years of experience are required': 'Il faut au moins {min} ans d’expérience',
  'Enter at most {max} ({max} means {max} or more)': 'Entrez au plus {max} ({max} signifie {max} ou plus)',
};
