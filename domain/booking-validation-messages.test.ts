import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { z } from 'zod';
import { createBookingInput } from '../tests/factories/booking.factory.ts';
import { APPLICANT_STATUSES, SubmitCorrectionsSchema } from './applicant-status.schema.ts';
import { PreviousLandlordSchema, ReferenceSchema } from './booking-contacts.schema.ts';
import {
  BankingInfoSchema,
  BookingSchema,
  FleetInfoSchema,
  MoveInInfoSchema,
  PersonalInfoSchema,
  TruckCountsSchema,
} from './booking.schema.ts';
import { DOCUMENT_KINDS } from './documents.ts';
import { frenchValidationMessage, validationMessage } from './validation-messages.ts';

/*
 * Every message the Online Booking's schema can give a person has its French (docs/i18n.md). Each
 * part of the factory's valid booking is changed one field at a time to wrong answers of every kind
 * (missing, empty, too short, too long, unreadable, wrong formats, wrong types, out of range); each
 * message must be in the tables. Then random answers to random fields, and the corrections' schema.
 */

const TEXT_ANSWERS: readonly unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'a',
  'ab',
  'abc',
  'x'.repeat(25),
  'x'.repeat(1500),
  'a\u0001b',
  'ab\ud800cd',
  'ab\ncd',
  'ab\tcd',
  'abc@',
  'abc123',
  '12',
  '1234',
  '123456',
  '1'.repeat(13),
  '+1 (416) 555-0142',
  'name@example.com',
  '2026-02-30',
  '1850-01-01',
  '2026-13-01',
  '26-1-1',
  'L5T 2R5',
  'L5T_2R5',
  42,
  true,
  [],
  {},
];
const NUMBER_ANSWERS: readonly unknown[] = [undefined, null, '', 'x', -1, 1.5, 1.234, 20_000, 200_000, true];
const CHOICE_ANSWERS: readonly unknown[] = [undefined, null, '', 'yes', 2, 'Nowhere'];

type Json = Record<string, unknown>;

const BOOKING = createBookingInput() as unknown as Json;

/**
 * Each part of the booking with its schema and the factory's valid answers to it: one reference
 * and one landlord stand for all of them, and a part is parsed alone, which is quick.
 */
const PARTS: ReadonlyArray<{ name: string; schema: z.ZodType; valid: Json }> = [
  { name: 'personalInfo', schema: PersonalInfoSchema, valid: BOOKING.personalInfo as Json },
  { name: 'truck', schema: TruckCountsSchema, valid: BOOKING.truck as Json },
  { name: 'moveInInfo', schema: MoveInInfoSchema, valid: BOOKING.moveInInfo as Json },
  { name: 'fleetInfo', schema: FleetInfoSchema, valid: BOOKING.fleetInfo as Json },
  { name: 'bankingInfo', schema: BankingInfoSchema, valid: BOOKING.bankingInfo as Json },
  { name: 'reference', schema: ReferenceSchema, valid: (BOOKING.references as Json[])[0] ?? {} },
  { name: 'landlord', schema: PreviousLandlordSchema, valid: (BOOKING.previousLandlords as Json[])[0] ?? {} },
];

const NUMBER_FIELDS = new Set([...Object.keys(BOOKING.truck as Json), 'rateApprovedPerSpot']);
const CHOICE_FIELDS = new Set(['truckOrTrailers', 'locationAppliedFor']);

function answersFor(field: string): readonly unknown[] {
  if (NUMBER_FIELDS.has(field)) return NUMBER_ANSWERS;
  if (CHOICE_FIELDS.has(field)) return CHOICE_ANSWERS;
  return TEXT_ANSWERS;
}

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function withAnswer(valid: Json, field: string, value: unknown): Json {
  const changed = { ...valid };
  if (value === undefined) delete changed[field];
  else changed[field] = value;
  return changed;
}

/** The fields of each part, those the factory leaves out (insurance expiry, company) included. */
function fieldsOf(part: (typeof PARTS)[number]): string[] {
  const unsent = part.name === 'personalInfo' ? ['insuranceExpiresOn', 'companyName', 'cvorOrUsdot'] : [];
  return [...Object.keys(part.valid), ...unsent];
}

/** What a person can meet: the messages of wrong answers to single fields, and of whole parts missing. */
function bookingMessages(): Set<string> {
  const seen = new Set<string>();
  const add = (messages: string[]) => messages.forEach((message) => seen.add(message));
  for (const part of PARTS) {
    for (const field of fieldsOf(part)) {
      for (const answer of answersFor(field)) add(messagesOf(part.schema, withAnswer(part.valid, field, answer)));
    }
    for (const answer of [undefined, null, 'x']) add(messagesOf(part.schema, answer));
  }
  const booking = BOOKING;
  for (const answer of [undefined, null, 'de']) add(messagesOf(BookingSchema, { ...booking, language: answer }));
  for (const list of ['references', 'previousLandlords']) {
    for (const answer of [undefined, null, []]) add(messagesOf(BookingSchema, { ...booking, [list]: answer }));
  }
  // Fewer landlords need their note; too many are refused; the note has rules of its own.
  for (const note of [undefined, '', 'no', 'N/A', 'x'.repeat(300), 'a\nb']) {
    add(messagesOf(BookingSchema, { ...booking, previousLandlords: [], previousLandlordsNote: note }));
  }
  add(messagesOf(BookingSchema, { ...booking, previousLandlords: Array.from({ length: 4 }, () => PARTS[6]?.valid) }));
  // Placeholder answers, the carrier's province, the postal code in its country's format.
  for (const answer of ['N/A', '-', '000-000-0000']) {
    add(messagesOf(ReferenceSchema, { ...(PARTS[5]?.valid ?? {}), name: answer, company: answer, phone: answer }));
    add(messagesOf(PreviousLandlordSchema, { ...(PARTS[6]?.valid ?? {}), landlordName: answer, phone: answer }));
  }
  add(
    messagesOf(MoveInInfoSchema, {
      ...(BOOKING.moveInInfo as Json),
      isCarrierBasedInOntario: false,
      stateOrProvince: '',
    }),
  );
  for (const [state, postalZipCode] of [
    ['ON', '90210'],
    ['NY', 'L5N 7Z9'],
  ]) {
    add(messagesOf(PersonalInfoSchema, { ...(BOOKING.personalInfo as Json), state, postalZipCode }));
  }
  // A bounced cheque needs its date and explanation; a landlord's To date comes after its From date.
  add(messagesOf(FleetInfoSchema, withAnswer(BOOKING.fleetInfo as Json, 'hasBouncedCheckOrMissedPayment', true)));
  add(messagesOf(PreviousLandlordSchema, withAnswer(PARTS[6]?.valid ?? {}, 'rentalEndDate', '2001-01-01')));
  return seen;
}

test('every message of the booking has its French', () => {
  const seen = bookingMessages();
  // zod's own type messages ("Invalid input: expected …") come only from a caller that sends the
  // wrong type; the wizard never does, and a French page shows the general fallback for them.
  const ours = [...seen].filter((message) => !message.startsWith('Invalid input'));
  const missing = ours.filter((message) => frenchValidationMessage(message) === undefined);
  expect(missing).toEqual([]);
  expect(ours.length).toBeGreaterThan(80);
  for (const added of [
    'Enter a Canadian postal code like A1A 1A1',
    'Enter a US ZIP code like 12345 or 12345-6789',
    'Enter a real name, not a placeholder such as N/A',
    'Enter a real phone number, not a placeholder such as 000-000-0000',
    'Say in one line why you give fewer than 3 previous landlords',
    'Province or state of the carrier is required',
  ]) {
    expect(seen, added).toContain(added);
  }
});

test('the wizard’s own messages have their French', () => {
  for (const message of ['Enter at least one truck or trailer', 'Company name is required']) {
    expect(frenchValidationMessage(message), message).toBeDefined();
  }
});

test('random answers to the booking get French messages', () => {
  const fields = PARTS.flatMap((part) => fieldsOf(part).map((field) => ({ part, field })));
  fc.assert(
    fc.property(fc.constantFrom(...fields), fc.string({ maxLength: 80 }), ({ part, field }, text) => {
      const value = NUMBER_FIELDS.has(field) ? Number.parseFloat(text) || undefined : text;
      for (const message of messagesOf(part.schema, withAnswer(part.valid, field, value))) {
        if (message.startsWith('Invalid input')) continue;
        expect(frenchValidationMessage(message), message).toBeDefined();
      }
    }),
    { numRuns: 400 },
  );
});

test('the corrections the applicant sends get French messages', () => {
  const cases: unknown[] = [{ documents: {} }, { documents: { CertificateOfInsurance: 'short' } }];
  for (const input of cases) {
    const result = SubmitCorrectionsSchema.safeParse(input);
    expect(result.success).toBe(false);
    for (const issue of result.success ? [] : result.error.issues) {
      expect(frenchValidationMessage(issue.message), issue.message).toBeDefined();
    }
  }
});

test('the server’s answers about documents have their French, one per document', () => {
  for (const { label } of DOCUMENT_KINDS) {
    for (const message of [
      `${label}: this upload was not found or has expired; upload the file again`,
      `${label}: this upload belongs to another document; upload the right file here`,
      `${label}: this upload is already attached to an application; upload the file again`,
      `Upload the new ${label}`,
      `${label} was not asked for: leave it out`,
    ]) {
      expect(frenchValidationMessage(message), message).toBeDefined();
    }
  }
  expect(APPLICANT_STATUSES).toContain('CorrectionsRequested');
});

test('numbers come back in French form, and the English stays as it is', () => {
  expect(validationMessage('Account number must be 7 to 12 digits', 'fr')).toBe(
    'Le numéro de compte doit compter de 7 à 12 chiffres',
  );
  // A year is written without a thousands separator.
  expect(validationMessage('Enter a year from 1900 to 2100', 'fr')).toBe('Entrez une année de 1900 à 2100');
  expect(validationMessage('Transit number must be 5 digits', 'en')).toBe('Transit number must be 5 digits');
  expect(validationMessage('Reefers must be at most 10,000', 'fr')).toBe(
    'Le nombre de remorques réfrigérées doit être d’au plus 10\u00a0000',
  );
});
