import { expect, test } from 'vitest';
import type { z } from 'zod';
import { createBookingInput } from '../tests/factories/booking.factory.ts';
import { type FieldError, issuePath } from './api-error.schema.ts';
import { crossFieldProblems } from './booking-cross-field-rules.ts';
import { BookingSchema, type BookingInput } from './booking.schema.ts';

/*
 * The rules the booking gained with the carrier's company, fewer previous landlords, placeholder
 * answers, the carrier's province and the postal code's country (ADR 064). The original client's
 * booking (three landlords, no note, no company, a province always sent) is still accepted.
 */

type Json = Record<string, unknown>;

function issuesOf(result: z.ZodSafeParseResult<unknown>): FieldError[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

function parse(booking: unknown) {
  return BookingSchema.safeParse(booking);
}

function accepted(booking: unknown) {
  const result = parse(booking);
  expect(issuesOf(result)).toEqual([]);
  if (!result.success) throw new Error('refused');
  return result.data;
}

function withPersonal(changes: Json): BookingInput {
  const booking = createBookingInput();
  return { ...booking, personalInfo: { ...booking.personalInfo, ...changes } };
}

function withMoveIn(changes: Json): BookingInput {
  const booking = createBookingInput();
  return { ...booking, moveInInfo: { ...booking.moveInInfo, ...changes } };
}

function withLandlords(count: number, note?: string): BookingInput {
  const booking = createBookingInput();
  const changed: Json = { ...booking, previousLandlords: booking.previousLandlords.slice(0, count) };
  if (note === undefined) delete changed.previousLandlordsNote;
  else changed.previousLandlordsNote = note;
  return changed as unknown as BookingInput;
}

// The original client's booking

test('three landlords without a note, no company and a province sent: accepted as before', () => {
  const booking = accepted(createBookingInput());
  expect(booking.previousLandlords).toHaveLength(3);
  expect(booking.previousLandlordsNote).toBe('');
  expect(booking.personalInfo).toMatchObject({ companyName: '', cvorOrUsdot: '' });
  expect(booking.moveInInfo.stateOrProvince).toBe('Ontario');
});

// Company

test('the company name and a CVOR or USDOT number are kept, trimmed', () => {
  for (const number of [
    '123-456-789',
    '123456789',
    '123 456 789',
    'CVOR 123-456-789',
    'USDOT 1234567',
    'usdot1',
    '12345678',
    'US DOT #765432',
  ]) {
    const booking = accepted(withPersonal({ companyName: '  Gill Haulage Inc. ', cvorOrUsdot: ` ${number} ` }));
    expect(booking.personalInfo).toMatchObject({ companyName: 'Gill Haulage Inc.', cvorOrUsdot: number });
  }
});

test.each(['12-345-678-9', '1234567890', 'USDOT 123456789', 'CVOR 1234', 'ABC123', '123-456-78'])(
  'the carrier number %j is refused with what the formats are',
  (cvorOrUsdot) => {
    expect(issuesOf(parse(withPersonal({ cvorOrUsdot })))).toEqual([
      {
        path: 'personalInfo.cvorOrUsdot',
        message:
          'Enter a CVOR number (9 digits, like 123-456-789) or a USDOT number (1 to 8 digits, like USDOT 1234567)',
      },
    ]);
  },
);

test.each(['N/A', 'none', '-'])('a company name of %j is refused as a placeholder', (companyName) => {
  expect(issuesOf(parse(withPersonal({ companyName })))).toEqual([
    { path: 'personalInfo.companyName', message: 'Enter the real company name, not a placeholder such as N/A' },
  ]);
});

test('a company name of one character, or of more than 120, is refused', () => {
  expect(issuesOf(parse(withPersonal({ companyName: 'G' })))).toEqual([
    { path: 'personalInfo.companyName', message: 'Company name must be at least 2 characters' },
  ]);
  expect(issuesOf(parse(withPersonal({ companyName: 'G'.repeat(121) })))).toEqual([
    { path: 'personalInfo.companyName', message: 'Use at most 120 characters' },
  ]);
});

// Previous landlords: 0 to 3, with a note below 3

test.each([0, 1, 2])('%i previous landlords with a note are accepted, the note kept', (count) => {
  const booking = accepted(withLandlords(count, '  First yard we rent  '));
  expect(booking.previousLandlords).toHaveLength(count);
  expect(booking.previousLandlordsNote).toBe('First yard we rent');
});

test.each([0, 1, 2])('%i previous landlords without a note are refused on the note', (count) => {
  for (const note of [undefined, '', '   ']) {
    expect(issuesOf(parse(withLandlords(count, note)))).toEqual([
      { path: 'previousLandlordsNote', message: 'Say in one line why you give fewer than 3 previous landlords' },
    ]);
  }
});

test('the note is one line of at most 200 characters, not a placeholder', () => {
  const refusals: Array<[string, string]> = [
    ['N/A', 'Say briefly why, rather than N/A'],
    ['no', 'Reason must be at least 3 characters'],
    ['x'.repeat(201), 'Use at most 200 characters'],
    ['First yard\nwe rent', 'Keep this on one line'],
  ];
  for (const [note, message] of refusals) {
    expect(issuesOf(parse(withLandlords(1, note))), note).toEqual([{ path: 'previousLandlordsNote', message }]);
  }
  expect(accepted(withLandlords(1, 'x'.repeat(200))).previousLandlordsNote).toHaveLength(200);
});

test('with three landlords a note is optional, and kept when sent', () => {
  expect(accepted(withLandlords(3, 'All three were ours')).previousLandlordsNote).toBe('All three were ours');
});

// Placeholder answers for the people we are to call

const PLACEHOLDER_NAMES = [
  'n/a',
  'N/A',
  ' N / A ',
  'na',
  'NA',
  'n.a.',
  'None',
  'NIL',
  '-',
  '.',
  '--',
  'x',
  'X',
  'Not applicable',
  'not  APPLICABLE',
  'S.O.',
];

test.each(PLACEHOLDER_NAMES)('a name of %j is refused for references and landlords', (name) => {
  const booking = createBookingInput({
    references: [{ name }, { company: name }],
    previousLandlords: [{ landlordName: name }, { company: name }],
  });
  expect(issuesOf(parse(booking))).toEqual([
    { path: 'references.0.name', message: 'Enter a real name, not a placeholder such as N/A' },
    { path: 'references.1.company', message: 'Enter the real company name, not a placeholder such as N/A' },
    { path: 'previousLandlords.0.landlordName', message: 'Enter a real name, not a placeholder such as N/A' },
    { path: 'previousLandlords.1.company', message: 'Enter the real company name, not a placeholder such as N/A' },
  ]);
});

test.each(['000-000-0000', '1111111111', '(555) 555-5555', '+1 999 999 9999', '0000000000000'])(
  'a phone of %j is refused for references and landlords',
  (phone) => {
    const booking = createBookingInput({ references: [{ phone }], previousLandlords: [undefined, { phone }] });
    const message = 'Enter a real phone number, not a placeholder such as 000-000-0000';
    expect(issuesOf(parse(booking))).toEqual([
      { path: 'references.0.phone', message },
      { path: 'previousLandlords.1.phone', message },
    ]);
  },
);

test('names that merely contain such letters are real names', () => {
  const booking = createBookingInput({
    references: [{ name: 'Nadia Nil', company: 'X Logistics' }],
    previousLandlords: [{ landlordName: 'Noneta Ray', company: 'N/A Holdings Ltd.', phone: '416-555-5550' }],
  });
  accepted(booking);
});

// The carrier's province

test('a carrier based in Ontario may leave its province out: it is Ontario', () => {
  for (const stateOrProvince of [undefined, '', '  ']) {
    expect(accepted(withMoveIn({ isCarrierBasedInOntario: true, stateOrProvince })).moveInInfo.stateOrProvince).toBe(
      'Ontario',
    );
  }
  // A province that is sent is kept as sent, as the original client sends it.
  expect(
    accepted(withMoveIn({ isCarrierBasedInOntario: true, stateOrProvince: 'ON' })).moveInInfo.stateOrProvince,
  ).toBe('ON');
});

test('a carrier not based in Ontario must give its province or state', () => {
  for (const stateOrProvince of [undefined, '', '  ']) {
    expect(issuesOf(parse(withMoveIn({ isCarrierBasedInOntario: false, stateOrProvince })))).toEqual([
      { path: 'moveInInfo.stateOrProvince', message: 'Province or state of the carrier is required' },
    ]);
  }
  expect(issuesOf(parse(withMoveIn({ isCarrierBasedInOntario: false, stateOrProvince: 'Q' })))).toEqual([
    { path: 'moveInInfo.stateOrProvince', message: 'Province or state must be at least 2 characters' },
  ]);
  expect(
    accepted(withMoveIn({ isCarrierBasedInOntario: false, stateOrProvince: 'Quebec' })).moveInInfo.stateOrProvince,
  ).toBe('Quebec');
});

test('without the Ontario answer, only that answer is asked for', () => {
  expect(issuesOf(parse(withMoveIn({ isCarrierBasedInOntario: undefined, stateOrProvince: '' })))).toEqual([
    { path: 'moveInInfo.isCarrierBasedInOntario', message: 'Say whether the carrier is based in Ontario' },
  ]);
});

// Postal codes in their country's format

test.each([
  ['ON', 'l5n7z9', 'L5N 7Z9'],
  ['Ontario', ' l5n   7z9 ', 'L5N 7Z9'],
  ['Québec', 'h2x-1y4', 'H2X 1Y4'],
  ['british columbia', 'V6B 1A1', 'V6B 1A1'],
  ['Ont.', 'k1a0b1', 'K1A 0B1'],
])('in %s, the postal code %j is stored as %j', (state, postalZipCode, stored) => {
  expect(accepted(withPersonal({ state, postalZipCode })).personalInfo.postalZipCode).toBe(stored);
});

test.each([
  ['ON', 'L4T 3X'],
  ['ON', '90210'],
  ['Ontario', 'LLL 111'],
  ['QC', '12345-6789'],
  ['Nova Scotia', 'B3H 4R2X'],
])('in %s, the postal code %j is refused', (state, postalZipCode) => {
  expect(issuesOf(parse(withPersonal({ state, postalZipCode })))).toEqual([
    { path: 'personalInfo.postalZipCode', message: 'Enter a Canadian postal code like A1A 1A1' },
  ]);
});

test.each([
  ['NY', '10001'],
  ['New York', '10001-1234'],
  ['michigan', ' 48201 '],
])('in %s, the ZIP code %j is accepted as it is', (state, postalZipCode) => {
  expect(accepted(withPersonal({ state, postalZipCode })).personalInfo.postalZipCode).toBe(postalZipCode.trim());
});

test.each([
  ['NY', 'L5N 7Z9'],
  ['Texas', '7500'],
  ['CA', '90210-12'],
  ['Washington', '98101 1234'],
])('in %s, the ZIP code %j is refused', (state, postalZipCode) => {
  expect(issuesOf(parse(withPersonal({ state, postalZipCode })))).toEqual([
    { path: 'personalInfo.postalZipCode', message: 'Enter a US ZIP code like 12345 or 12345-6789' },
  ]);
});

test('a postal code with its own problem shows only that one', () => {
  expect(issuesOf(parse(withPersonal({ state: 'ON', postalZipCode: 'L4' })))).toEqual([
    { path: 'personalInfo.postalZipCode', message: 'Zip code must be at least 3 characters' },
  ]);
});

// The same rules on answers as they stand (the wizard's half-filled form)

test('the rules between fields are told on a half-filled booking too', () => {
  const booking = createBookingInput();
  const halfFilled = {
    ...booking,
    personalInfo: { ...booking.personalInfo, firstName: '', state: 'ON', postalZipCode: 'L4T 3X' },
    moveInInfo: { ...booking.moveInInfo, moveInDate: '', isCarrierBasedInOntario: false, stateOrProvince: ' ' },
    previousLandlords: [{ ...booking.previousLandlords[0], phone: '' }],
  };
  expect(crossFieldProblems(halfFilled)).toEqual([
    { path: 'personalInfo.postalZipCode', message: 'Enter a Canadian postal code like A1A 1A1' },
    { path: 'moveInInfo.stateOrProvince', message: 'Province or state of the carrier is required' },
    { path: 'previousLandlordsNote', message: 'Say in one line why you give fewer than 3 previous landlords' },
  ]);
  expect(crossFieldProblems(createBookingInput())).toEqual([]);
  expect(crossFieldProblems(null)).toEqual([]);
});
