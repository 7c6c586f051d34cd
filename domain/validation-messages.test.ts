import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { z } from 'zod';
import { EnquirySchema } from './enquiry.schema.ts';
import { JobApplicationSchema } from './job-application.schema.ts';
import { frenchValidationMessage, validationMessage } from './validation-messages.ts';

/*
 * Every message a form's schema can give a person must have its French (docs/i18n.md). The forms'
 * schemas are run on wrong answers of every kind: empty, too short, too long, unreadable
 * characters, wrong formats, for each field, plus random text; each message must be in the tables.
 * A form sends text (and a number for a number box), so zod's own type errors are not expected.
 */

const TEXT_ANSWERS: readonly unknown[] = [
  undefined,
  '',
  '   ',
  'a',
  'ab',
  'abcdefg',
  'x'.repeat(60),
  'x'.repeat(2500),
  'a\u0001b',
  'ab\ud800cd',
  'ab\ncd',
  'ab\tcd',
  'abc@',
  'abc123',
  '12',
  '123456789012',
  '1'.repeat(25),
  '+1 (416) 555-0142',
  'name@example.com',
  `${'e'.repeat(300)}@example.com`,
];
const NUMBER_ANSWERS: readonly unknown[] = [undefined, 0, 1, 1.5, 3, 11, 99];

const FORMS: Record<string, { schema: z.ZodObject; numbers: readonly string[] }> = {
  enquiry: { schema: EnquirySchema, numbers: [] },
  'job application': { schema: JobApplicationSchema, numbers: ['years'] },
};

function messagesFor(schema: z.ZodObject, field: string, value: unknown): string[] {
  const result = schema.safeParse({ [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

for (const [name, { schema, numbers }] of Object.entries(FORMS)) {
  test(`every message of the ${name} form has its French`, () => {
    const seen = new Set<string>();
    for (const field of Object.keys(schema.shape)) {
      const answers = numbers.includes(field) ? NUMBER_ANSWERS : TEXT_ANSWERS;
      for (const answer of answers) for (const message of messagesFor(schema, field, answer)) seen.add(message);
    }
    const missing = [...seen].filter((message) => frenchValidationMessage(message) === undefined);
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(10);
  });

  test(`random answers to the ${name} form get French messages`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(schema.shape)), fc.string({ maxLength: 80 }), (field, text) => {
        const value = numbers.includes(field) ? Number.parseFloat(text) || undefined : text;
        for (const message of messagesFor(schema, field, value)) {
          expect(frenchValidationMessage(message), message).toBeDefined();
        }
      }),
      { numRuns: 300 },
    );
  });
}

test('numbers in a message come back in the French form', () => {
  expect(validationMessage('Use at most 2000 characters', 'fr')).toBe('Utilisez au plus 2\u00a0000 caractères');
  expect(validationMessage('Phone Number must have 5 to 10 digits', 'fr')).toBe(
    'Le numéro de téléphone doit compter de 5 à 10 chiffres',
  );
  expect(validationMessage('Enter at most 10 (10 means 10 or more)', 'fr')).toBe(
    'Entrez au plus 10 (10 signifie 10 ou plus)',
  );
  // A placeholder named twice must take the same number both times.
  expect(frenchValidationMessage('Enter at most 10 (9 means 10 or more)')).toBeUndefined();
});

test('English messages stay as they are; a message no table has is shown as it is', () => {
  expect(validationMessage('Full Name required', 'en')).toBe('Full Name required');
  expect(validationMessage('Full Name required', 'fr')).toBe('Le nom complet est obligatoire');
  expect(validationMessage('Choisissez un fichier', 'fr')).toBe('Choisissez un fichier');
});
