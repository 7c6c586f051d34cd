import type { ValidationTranslations } from '../validation-messages.ts';

/**
 * French of the Online Booking's messages: domain/booking.schema.ts, the date and postal-code rules
 * of common-fields.schema.ts it uses, the applicant's corrections (applicant-status.schema.ts), and
 * the sentences the server answers a booking, an upload or the corrections with.
 */
export const BOOKING_VALIDATION_FR: ValidationTranslations = {
  // Dates, postal codes and phone numbers (common-fields.schema.ts).
  'Enter a date as YYYY-MM-DD': 'Entrez une date au format AAAA-MM-JJ',
  'Enter a real calendar date': 'Entrez une date qui existe',
  // Written out: a year takes no thousands separator, which a {placeholder} would give it in French.
  'Enter a year from 1900 to 2100': 'Entrez une année de 1900 à 2100',
  'Zip code is required': 'Le code postal est obligatoire',
  'Zip code must be at least {min} characters': 'Le code postal doit compter au moins {min} caractères',
  'Use letters, digits, a space or a dash': 'Utilisez des lettres, des chiffres, une espace ou un trait d’union',
  'Enter a phone number of {min} to {max} digits, area code included':
    'Entrez un numéro de téléphone de {min} à {max} chiffres, indicatif régional compris',
  // The postal code in its country's format (postal-codes.ts).
  'Enter a Canadian postal code like A1A 1A1': 'Entrez un code postal canadien comme A1A 1A1',
  'Enter a US ZIP code like 12345 or 12345-6789': 'Entrez un code ZIP américain comme 12345 ou 12345-6789',
  // Placeholder answers (placeholder-answers.ts).
  'Enter a real name, not a placeholder such as N/A': 'Entrez un vrai nom, et non une mention comme «\u00a0S.O.\u00a0»',
  'Enter the real company name, not a placeholder such as N/A':
    'Entrez le vrai nom de l’entreprise, et non une mention comme «\u00a0S.O.\u00a0»',
  'Enter a real phone number, not a placeholder such as 000-000-0000':
    'Entrez un vrai numéro de téléphone, et non un numéro fictif comme 000-000-0000',
  'Say briefly why, rather than N/A': 'Dites brièvement pourquoi, plutôt que «\u00a0S.O.\u00a0»',

  // Personal info.
  'Personal information is required': 'Les renseignements personnels sont obligatoires',
  'Company name is required': 'La raison sociale de l’entreprise est obligatoire',
  'Company name must be at least {min} characters': 'La raison sociale doit compter au moins {min} caractères',
  'Enter a CVOR number (9 digits, like 123-456-789) or a USDOT number (1 to 8 digits, like USDOT 1234567)':
    'Entrez un numéro IUVU (CVOR) de 9 chiffres, comme 123-456-789, ou un numéro USDOT de 1 à 8 chiffres, comme USDOT 1234567',
  'First name is required': 'Le prénom est obligatoire',
  'Last name is required': 'Le nom de famille est obligatoire',
  'Phone Number is required': 'Le numéro de téléphone est obligatoire',
  'Street address is required': 'L’adresse municipale est obligatoire',
  'Street address must be at least {min} characters': 'L’adresse municipale doit compter au moins {min} caractères',
  'City is required': 'La ville est obligatoire',
  'City must be at least {min} characters': 'La ville doit compter au moins {min} caractères',
  'Province or state is required': 'La province ou l’État est obligatoire',
  'Province or state must be at least {min} characters': 'La province ou l’État doit compter au moins {min} caractères',
  'Date is required': 'La date est obligatoire',
  'Article of Incorporation is required': 'Les statuts constitutifs sont obligatoires',
  "Driver's License is required": 'Le permis de conduire est obligatoire',
  'Insurance Certificate is required': 'Le certificat d’assurance est obligatoire',
  'Certified Payment is required': 'Le paiement certifié est obligatoire',
  'Postdated Checks are required': 'Les chèques postdatés sont obligatoires',
  'Upload this document again: its reference is not valid':
    'Téléversez ce document de nouveau\u00a0: sa référence n’est pas valide',
  'Enter the date the certificate of insurance expires': 'Entrez la date d’expiration du certificat d’assurance',

  // Fleet counts.
  'Fleet counts are required': 'Le nombre de véhicules est obligatoire',
  'Enter at least one truck or trailer': 'Entrez au moins un camion ou une remorque',
  'Highway trucks must be a number': 'Le nombre de tracteurs routiers doit être un nombre',
  'Highway trucks must be a whole number': 'Le nombre de tracteurs routiers doit être un nombre entier',
  'Highway trucks cannot be negative': 'Le nombre de tracteurs routiers ne peut pas être négatif',
  'Highway trucks must be at most 10,000': 'Le nombre de tracteurs routiers doit être d’au plus 10\u00a0000',
  'Day cabs must be a number': 'Le nombre de tracteurs à cabine de jour doit être un nombre',
  'Day cabs must be a whole number': 'Le nombre de tracteurs à cabine de jour doit être un nombre entier',
  'Day cabs cannot be negative': 'Le nombre de tracteurs à cabine de jour ne peut pas être négatif',
  'Day cabs must be at most 10,000': 'Le nombre de tracteurs à cabine de jour doit être d’au plus 10\u00a0000',
  'Box trucks must be a number': 'Le nombre de camions porteurs doit être un nombre',
  'Box trucks must be a whole number': 'Le nombre de camions porteurs doit être un nombre entier',
  'Box trucks cannot be negative': 'Le nombre de camions porteurs ne peut pas être négatif',
  'Box trucks must be at most 10,000': 'Le nombre de camions porteurs doit être d’au plus 10\u00a0000',
  'Dump trucks must be a number': 'Le nombre de camions-bennes doit être un nombre',
  'Dump trucks must be a whole number': 'Le nombre de camions-bennes doit être un nombre entier',
  'Dump trucks cannot be negative': 'Le nombre de camions-bennes ne peut pas être négatif',
  'Dump trucks must be at most 10,000': 'Le nombre de camions-bennes doit être d’au plus 10\u00a0000',
  'Dry vans must be a number': 'Le nombre de fourgons doit être un nombre',
  'Dry vans must be a whole number': 'Le nombre de fourgons doit être un nombre entier',
  'Dry vans cannot be negative': 'Le nombre de fourgons ne peut pas être négatif',
  'Dry vans must be at most 10,000': 'Le nombre de fourgons doit être d’au plus 10\u00a0000',
  'Reefers must be a number': 'Le nombre de remorques réfrigérées doit être un nombre',
  'Reefers must be a whole number': 'Le nombre de remorques réfrigérées doit être un nombre entier',
  'Reefers cannot be negative': 'Le nombre de remorques réfrigérées ne peut pas être négatif',
  'Reefers must be at most 10,000': 'Le nombre de remorques réfrigérées doit être d’au plus 10\u00a0000',
  'Flatbeds must be a number': 'Le nombre de plateaux doit être un nombre',
  'Flatbeds must be a whole number': 'Le nombre de plateaux doit être un nombre entier',
  'Flatbeds cannot be negative': 'Le nombre de plateaux ne peut pas être négatif',
  'Flatbeds must be at most 10,000': 'Le nombre de plateaux doit être d’au plus 10\u00a0000',
  'Other trailers must be a number': 'Le nombre d’autres remorques doit être un nombre',
  'Other trailers must be a whole number': 'Le nombre d’autres remorques doit être un nombre entier',
  'Other trailers cannot be negative': 'Le nombre d’autres remorques ne peut pas être négatif',
  'Other trailers must be at most 10,000': 'Le nombre d’autres remorques doit être d’au plus 10\u00a0000',

  // Move-in info.
  'Move-in information is required': 'Les renseignements sur l’arrivée sont obligatoires',
  'Move-in date is required': 'La date d’arrivée est obligatoire',
  'Truck or Trailers is required': 'Indiquez camion ou remorques',
  'Rate Approved Per Spot is required': 'Le tarif approuvé par place est obligatoire',
  'Rate Approved Per Spot cannot be negative': 'Le tarif approuvé par place ne peut pas être négatif',
  'Rate Approved Per Spot must be at most 100,000':
    'Le tarif approuvé par place doit être d’au plus 100\u00a0000\u00a0$',
  'Use at most {max} decimals for the rate': 'Utilisez au plus {max} décimales pour le tarif',
  'Location Applied For is required': 'Choisissez la cour demandée',
  'Say whether the carrier is based in Ontario': 'Indiquez si le transporteur est établi en Ontario',
  'Province or state of the carrier is required': 'La province ou l’État du transporteur est obligatoire',

  // Fleet info.
  'Fleet information is required': 'Les renseignements sur la flotte sont obligatoires',
  'Say whether a cheque has bounced or a payment was missed':
    'Indiquez si vous avez eu un chèque sans provision ou un paiement manqué',
  'Date of the last bounced cheque or missed payment is required':
    'La date du dernier chèque sans provision ou paiement manqué est obligatoire',
  'Explain the bounced cheque or missed payment': 'Expliquez le chèque sans provision ou le paiement manqué',
  'Say whether you have an internal fleet repair shop': 'Indiquez si vous avez votre propre atelier de réparation',
  'Say whether you will perform maintenance on the property':
    'Indiquez si vous ferez l’entretien de vos véhicules dans notre cour',

  // Bank details.
  'Banking information is required': 'Les renseignements bancaires sont obligatoires',
  'Bank must be at least {min} characters': 'Le nom de la banque doit compter au moins {min} caractères',
  'Transit number must contain digits only': 'Le numéro de transit ne doit contenir que des chiffres',
  'Transit number must be {count} digits': 'Le numéro de transit doit compter {count} chiffres',
  'Institution number must contain digits only': 'Le numéro d’institution ne doit contenir que des chiffres',
  'Institution number must be {count} digits': 'Le numéro d’institution doit compter {count} chiffres',
  'Account number must contain digits only': 'Le numéro de compte ne doit contenir que des chiffres',
  'Account number must be {min} to {max} digits': 'Le numéro de compte doit compter de {min} à {max} chiffres',

  // References and previous landlords.
  'References are required': 'Les références sont obligatoires',
  'Give {count} references': 'Donnez {count} références',
  'Previous landlords are required': 'Les anciens locateurs sont obligatoires',
  'Give at most {count} previous landlords': 'Donnez au plus {count} anciens locateurs',
  'Say in one line why you give fewer than {count} previous landlords':
    'Dites en une ligne pourquoi vous donnez moins de {count} anciens locateurs',
  'Reason must be at least {min} characters': 'La raison doit compter au moins {min} caractères',
  'Name is required': 'Le nom est obligatoire',
  'Name must be at least {min} characters': 'Le nom doit compter au moins {min} caractères',
  'Relationship is required': 'Le lien avec vous est obligatoire',
  'Relationship must be at least {min} characters': 'Le lien avec vous doit compter au moins {min} caractères',
  'Company is required': 'L’entreprise est obligatoire',
  'Company must be at least {min} characters': 'Le nom de l’entreprise doit compter au moins {min} caractères',
  'Phone is required and must be a number': 'Le téléphone est obligatoire et doit être un numéro',
  'Valid email is required': 'Un courriel valide est obligatoire',
  'Landlord name is required': 'Le nom du locateur est obligatoire',
  'Landlord name must be at least {min} characters': 'Le nom du locateur doit compter au moins {min} caractères',
  'Space rented is required': 'L’espace loué est obligatoire',
  'Space rented must be at least {min} characters': 'L’espace loué doit compter au moins {min} caractères',
  'From date is required': 'La date de début est obligatoire',
  'To date is required': 'La date de fin est obligatoire',
  'Choose Yes or No': 'Choisissez Oui ou Non',
  'To date must be on or after the From date': 'La date de fin doit être égale ou postérieure à la date de début',
  'Language must be "en" or "fr"': 'La langue doit être «\u00a0en\u00a0» ou «\u00a0fr\u00a0»',

  // What the server answers a booking whose documents cannot be attached.
  'Some fields need attention.': 'Certaines réponses sont à revoir.',
  'Some documents need to be uploaded again.': 'Certains documents doivent être téléversés de nouveau.',
  'Article of Incorporation: this upload was not found or has expired; upload the file again':
    'Statuts constitutifs\u00a0: ce téléversement est introuvable ou a expiré; téléversez le fichier de nouveau',
  "Company owner's driver's licence: this upload was not found or has expired; upload the file again":
    'Permis de conduire\u00a0: ce téléversement est introuvable ou a expiré; téléversez le fichier de nouveau',
  'Certificate of Insurance: this upload was not found or has expired; upload the file again':
    'Certificat d’assurance\u00a0: ce téléversement est introuvable ou a expiré; téléversez le fichier de nouveau',
  'Certified payment: this upload was not found or has expired; upload the file again':
    'Paiement certifié\u00a0: ce téléversement est introuvable ou a expiré; téléversez le fichier de nouveau',
  'Postdated cheques: this upload was not found or has expired; upload the file again':
    'Chèques postdatés\u00a0: ce téléversement est introuvable ou a expiré; téléversez le fichier de nouveau',
  'Article of Incorporation: this upload belongs to another document; upload the right file here':
    'Statuts constitutifs\u00a0: ce téléversement appartient à un autre document; téléversez ici le bon fichier',
  "Company owner's driver's licence: this upload belongs to another document; upload the right file here":
    'Permis de conduire\u00a0: ce téléversement appartient à un autre document; téléversez ici le bon fichier',
  'Certificate of Insurance: this upload belongs to another document; upload the right file here':
    'Certificat d’assurance\u00a0: ce téléversement appartient à un autre document; téléversez ici le bon fichier',
  'Certified payment: this upload belongs to another document; upload the right file here':
    'Paiement certifié\u00a0: ce téléversement appartient à un autre document; téléversez ici le bon fichier',
  'Postdated cheques: this upload belongs to another document; upload the right file here':
    'Chèques postdatés\u00a0: ce téléversement appartient à un autre document; téléversez ici le bon fichier',
  'Article of Incorporation: this upload is already attached to an application; upload the file again':
    'Statuts constitutifs\u00a0: ce téléversement est déjà joint à une demande; téléversez le fichier de nouveau',
  "Company owner's driver's licence: this upload is already attached to an application; upload the file again":
    'Permis de conduire\u00a0: ce téléversement est déjà joint à une demande; téléversez le fichier de nouveau',
  'Certificate of Insurance: this upload is already attached to an application; upload the file again':
    'Certificat d’assurance\u00a0: ce téléversement est déjà joint à une demande; téléversez le fichier de nouveau',
  'Certified payment: this upload is already attached to an application; upload the file again':
    'Paiement certifié\u00a0: ce téléversement est déjà joint à une demande; téléversez le fichier de nouveau',
  'Postdated cheques: this upload is already attached to an application; upload the file again':
    'Chèques postdatés\u00a0: ce téléversement est déjà joint à une demande; téléversez le fichier de nouveau',

  // What the server answers an upload it refuses.
  'The file is larger than {max} MB. Choose a smaller file or a photo at lower resolution.':
    'Le fichier dépasse {max}\u00a0Mo. Choisissez un fichier plus petit ou une photo en plus basse résolution.',
  'This file is not a JPEG, PNG or PDF, whatever its name says. Choose a photo (JPEG or PNG) or a PDF of the document.':
    'Ce fichier n’est pas un JPEG, un PNG ou un PDF, quoi qu’en dise son nom. Choisissez une photo (JPEG ou PNG) ou un PDF du document.',
  'The file is empty. Choose the document again.': 'Le fichier est vide. Choisissez le document de nouveau.',
  'The upload arrived incomplete or malformed. Try again.': 'Le téléversement est arrivé incomplet. Réessayez.',

  // What the server answers the applicant's corrections (applicant-status.schema.ts and the service).
  'Upload at least one document': 'Téléversez au moins un document',
  'Send exactly the documents asked for.': 'Envoyez exactement les documents demandés.',
  'No documents are asked for on this application now.':
    'Aucun document n’est demandé pour cette demande en ce moment.',
  'These documents were already sent.': 'Ces documents ont déjà été envoyés.',
  'This link is not valid or has expired. Call us and quote your reference.':
    'Ce lien n’est pas valide ou a expiré. Appelez-nous en mentionnant votre référence.',
  'Upload the new Article of Incorporation': 'Téléversez les nouveaux statuts constitutifs',
  "Upload the new Company owner's driver's licence":
    'Téléversez le nouveau permis de conduire du propriétaire de l’entreprise',
  'Upload the new Certificate of Insurance': 'Téléversez le nouveau certificat d’assurance',
  'Upload the new Certified payment': 'Téléversez le nouveau paiement certifié',
  'Upload the new Postdated cheques': 'Téléversez les nouveaux chèques postdatés',
  'Article of Incorporation was not asked for: leave it out':
    'Les statuts constitutifs n’ont pas été demandés\u00a0: ne les envoyez pas',
  "Company owner's driver's licence was not asked for: leave it out":
    'Le permis de conduire n’a pas été demandé\u00a0: ne l’envoyez pas',
  'Certificate of Insurance was not asked for: leave it out':
    'Le certificat d’assurance n’a pas été demandé\u00a0: ne l’envoyez pas',
  'Certified payment was not asked for: leave it out':
    'Le paiement certifié n’a pas été demandé\u00a0: ne l’envoyez pas',
  'Postdated cheques was not asked for: leave it out':
    'Les chèques postdatés n’ont pas été demandés\u00a0: ne les envoyez pas',
};
