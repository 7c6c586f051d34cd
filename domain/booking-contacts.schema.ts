import { z } from 'zod';
import { dateSchema, emailSchema, phoneSchema, requiredText } from './common-fields.schema.ts';
import {
  isPlaceholderName,
  isPlaceholderPhone,
  PLACEHOLDER_COMPANY_MESSAGE,
  PLACEHOLDER_NAME_MESSAGE,
  PLACEHOLDER_PHONE_MESSAGE,
} from './placeholder-answers.ts';

/**
 * The people the booking names for us to call: two business references and up to three previous
 * landlords. Their names, companies and phones must be real ones (domain/placeholder-answers.ts).
 */

const PLACEHOLDERS_REFUSED =
  'A name or company such as N/A, none, nil, "-", "x" or "not applicable", and a phone of one repeated digit, are refused.';

/** A reference's or a landlord's name: "N/A" and the like are refused (domain/placeholder-answers.ts). */
function personName(label: string, requiredMessage: string) {
  return requiredText(label, requiredMessage, {
    min: 3,
    max: 80,
    refuse: { test: isPlaceholderName, message: PLACEHOLDER_NAME_MESSAGE },
  });
}

function companyName() {
  return requiredText('Company', 'Company is required', {
    min: 3,
    max: 80,
    refuse: { test: isPlaceholderName, message: PLACEHOLDER_COMPANY_MESSAGE },
  });
}

/** A number we are to call: one digit repeated (000-000-0000) is refused. */
function contactPhone() {
  return phoneSchema('Phone is required and must be a number').refine(
    (value) => !isPlaceholderPhone(value),
    PLACEHOLDER_PHONE_MESSAGE,
  );
}

export const ReferenceSchema = z
  .object({
    name: personName('Name', 'Name is required'),
    relationship: requiredText('Relationship', 'Relationship is required', {
      min: 3,
      max: 60,
    }),
    company: companyName(),
    phone: contactPhone(),
    address: requiredText('Address', 'Address is required', { min: 3, max: 120 }),
    email: emailSchema('Valid email is required'),
  })
  .meta({ description: PLACEHOLDERS_REFUSED });

export const PreviousLandlordSchema = z
  .object({
    company: companyName(),
    phone: contactPhone(),
    address: requiredText('Address', 'Address is required', {
      min: 3,
      max: 120,
    }),
    landlordName: personName('Landlord name', 'Landlord name is required'),
    spaceRented: requiredText('Space rented', 'Space rented is required', {
      min: 3,
      max: 80,
    }),
    rentalStartDate: dateSchema('From date is required'),
    rentalEndDate: dateSchema('To date is required'),
    canContactForReference: z.boolean({ error: 'Choose Yes or No' }),
  })
  .meta({ description: `\`rentalEndDate\` is on or after \`rentalStartDate\`. ${PLACEHOLDERS_REFUSED}` })
  .refine((landlord) => landlord.rentalEndDate >= landlord.rentalStartDate, {
    path: ['rentalEndDate'],
    message: 'To date must be on or after the From date',
    // Only compare two real dates of a landlord that is an object; a bad date already has its own
    // message, and a null or a number in its place has "expected object" (the check would throw).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      payload.issues.every((issue) => !['rentalStartDate', 'rentalEndDate'].includes(String(issue.path?.[0]))),
  });
