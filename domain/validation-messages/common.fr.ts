import type { ValidationTranslations } from '../validation-messages.ts';

/** French of the messages of domain/common-fields.schema.ts, shared by every form. */
export const COMMON_VALIDATION_FR: ValidationTranslations = {
  'Remove the invisible control characters': 'Retirez les caractères de contrôle invisibles',
  'Remove the characters that could not be read': 'Retirez les caractères illisibles',
  'Keep this on one line': 'Gardez cette réponse sur une seule ligne',
  'Replace the tab with a space': 'Remplacez la tabulation par un espace',
  'Use at most {max} characters': 'Utilisez au plus {max} caractères',
  'Email is required': 'Le courriel est obligatoire',
  'Enter a valid email address, like name@example.com': 'Entrez une adresse courriel valide, comme nom@exemple.com',
  'Use digits only, with spaces, dashes or brackets if you like':
    'Utilisez seulement des chiffres, avec des espaces, des tirets ou des parenthèses au besoin',
  'Address is required': 'L’adresse est obligatoire',
  'Address must be at least {min} characters': 'L’adresse doit compter au moins {min} caractères',
  'Full Name required': 'Le nom complet est obligatoire',
  'Full Name must be at least {min} characters': 'Le nom complet doit compter au moins {min} caractères',
};
