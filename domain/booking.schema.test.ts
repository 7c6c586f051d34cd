import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { z } from 'zod';
import { createBookingInput } from '../tests/factories/booking.factory.ts';
import { type FieldError, issuePath } from './api-error.schema.ts';
import { BookingSchema, PREVIOUS_LANDLORD_COUNT, REFERENCE_COUNT } from './booking.schema.ts';
import { DOCUMENT_KINDS } from './documents.ts';
import { YARD_LOCATION_LABELS } from './locations.ts';

// Helpers: every test starts from the factory's valid booking and changes one thing at a dotted path.

function issuesOf(result: z.ZodSafeParseResult<unknown>): FieldError[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

function getAt(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
}

/** The factory's booking with `value` at `path`; `undefined` removes the key, as a client that omits it. */
function bookingWith(path: string, value: unknown, base: unknown = createBookingInput()): unknown {
  const booking = structuredClone(base);
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], booking) as Record<
    string,
    unknown
  >;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return booking;
}

function parseWith(path: string, value: unknown, base?: unknown) {
  return BookingSchema.safeParse(bookingWith(path, value, base));
}

function expectAccepted(result: z.ZodSafeParseResult<unknown>) {
  expect(issuesOf(result)).toEqual([]);
}

/** The only issue is `message` at `path`. */
function expectOnlyIssue(result: z.ZodSafeParseResult<unknown>, path: string, message: string) {
  expect(issuesOf(result)).toEqual([{ path, message }]);
}

/** Every issue is at `path` and the first one (the one a form shows) is `message`. */
function expectFirstIssue(result: z.ZodSafeParseResult<unknown>, path: string, message: string) {
  const issues = issuesOf(result);
  expect(issues[0]).toEqual({ path, message });
  expect(issues.filter((issue) => issue.path !== path)).toEqual([]);
}

/**
 * The first issue is `message` at `path` and nothing outside the field's own object is touched. Used
 * for a previous landlord's dates, where a bad date may also trip the From/To order rule.
 */
function expectFirstIssueWithinParent(result: z.ZodSafeParseResult<unknown>, path: string, message: string) {
  const parent = path.slice(0, path.lastIndexOf('.') + 1);
  const issues = issuesOf(result);
  expect(issues[0]).toEqual({ path, message });
  expect(issues.filter((issue) => !issue.path.startsWith(parent))).toEqual([]);
}

function isLandlordDate(path: string): boolean {
  return /^previousLandlords\.\d+\.rental(Start|End)Date$/.test(path);
}

function parsedValueAt(path: string, value: unknown, base?: unknown): unknown {
  const result = parseWith(path, value, base);
  expectAccepted(result);
  return getAt(result.data, path);
}

const referenceIndexes = Array.from({ length: REFERENCE_COUNT }, (_, index) => index);
const landlordIndexes = Array.from({ length: PREVIOUS_LANDLORD_COUNT }, (_, index) => index);

// The factory

test('the factory builds a booking the schema accepts', () => {
  expectAccepted(BookingSchema.safeParse(createBookingInput()));
});

test('the factory gives each call its own random, valid document references', () => {
  const first = createBookingInput().personalInfo;
  const second = createBookingInput().personalInfo;
  for (const { field } of DOCUMENT_KINDS) {
    expect(first[field]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first[field]).not.toBe(second[field]);
  }
});

test('the factory uses the document references it is given', () => {
  const reference = 'A'.repeat(43);
  const booking = createBookingInput(undefined, { certifiedPaymentPath: reference });
  expect(booking.personalInfo.certifiedPaymentPath).toBe(reference);
  expect(booking.personalInfo.postdatedChecksPath).not.toBe(reference);
});

test('the factory merges overrides deeply and arrays index by index', () => {
  const booking = createBookingInput({
    personalInfo: { firstName: 'Avery' },
    references: [undefined, { name: 'Zed Example' }],
    previousLandlords: [{ canContactForReference: false }],
  });
  const defaults = createBookingInput();
  expect(booking.personalInfo.firstName).toBe('Avery');
  expect(booking.personalInfo.lastName).toBe(defaults.personalInfo.lastName);
  expect(booking.references).toHaveLength(REFERENCE_COUNT);
  expect(booking.references[0]).toEqual(defaults.references[0]);
  expect(booking.references[1]).toEqual({ ...defaults.references[1], name: 'Zed Example' });
  expect(booking.previousLandlords).toHaveLength(PREVIOUS_LANDLORD_COUNT);
  expect(booking.previousLandlords[0]?.canContactForReference).toBe(false);
  expect(booking.previousLandlords[0]?.company).toBe(defaults.previousLandlords[0]?.company);
  expect(booking.previousLandlords[2]).toEqual(defaults.previousLandlords[2]);
});

test('the factory never shares objects between calls', () => {
  const first = createBookingInput();
  first.references[0]!.name = 'Changed';
  first.truck.highwayTrucks = 99;
  const second = createBookingInput();
  expect(second.references[0]?.name).not.toBe('Changed');
  expect(second.truck.highwayTrucks).not.toBe(99);
});

// Required fields: a missing value is refused with exactly the schema's message.

const REQUIRED_TEXT: { path: string; message: string; label: string; min: number; max: number }[] = [
  { path: 'personalInfo.firstName', message: 'First name is required', label: 'First name', min: 1, max: 60 },
  { path: 'personalInfo.lastName', message: 'Last name is required', label: 'Last name', min: 1, max: 60 },
  {
    path: 'personalInfo.streetAddress',
    message: 'Street address is required',
    label: 'Street address',
    min: 3,
    max: 120,
  },
  { path: 'personalInfo.city', message: 'City is required', label: 'City', min: 3, max: 60 },
  {
    path: 'personalInfo.state',
    message: 'Province or state is required',
    label: 'Province or state',
    min: 2,
    max: 60,
  },
  ...referenceIndexes.flatMap((index) => [
    { path: `references.${index}.name`, message: 'Name is required', label: 'Name', min: 3, max: 80 },
    {
      path: `references.${index}.relationship`,
      message: 'Relationship is required',
      label: 'Relationship',
      min: 3,
      max: 60,
    },
    {
      path: `references.${index}.company`,
      message: 'Company is required',
      label: 'Company',
      min: 3,
      max: 80,
    },
    {
      path: `references.${index}.address`,
      message: 'Address is required',
      label: 'Address',
      min: 3,
      max: 120,
    },
  ]),
  ...landlordIndexes.flatMap((index) => [
    {
      path: `previousLandlords.${index}.company`,
      message: 'Company is required',
      label: 'Company',
      min: 3,
      max: 80,
    },
    {
      path: `previousLandlords.${index}.address`,
      message: 'Address is required',
      label: 'Address',
      min: 3,
      max: 120,
    },
    {
      path: `previousLandlords.${index}.landlordName`,
      message: 'Landlord name is required',
      label: 'Landlord name',
      min: 3,
      max: 80,
    },
    {
      path: `previousLandlords.${index}.spaceRented`,
      message: 'Space rented is required',
      label: 'Space rented',
      min: 3,
      max: 80,
    },
  ]),
];

/** Strings with a format of their own (phone, e-mail, postal code, date, document reference). */
const REQUIRED_FORMATTED: { path: string; message: string }[] = [
  { path: 'personalInfo.phoneNumber', message: 'Phone Number is required' },
  { path: 'personalInfo.email', message: 'Email is required' },
  { path: 'personalInfo.postalZipCode', message: 'Zip code is required' },
  { path: 'personalInfo.applicantDate', message: 'Date is required' },
  ...DOCUMENT_KINDS.map(({ field, requiredMessage }) => ({
    path: `personalInfo.${field}`,
    message: requiredMessage,
  })),
  { path: 'moveInInfo.moveInDate', message: 'Move-in date is required' },
  ...referenceIndexes.flatMap((index) => [
    { path: `references.${index}.phone`, message: 'Phone is required and must be a number' },
    { path: `references.${index}.email`, message: 'Valid email is required' },
  ]),
  ...landlordIndexes.flatMap((index) => [
    { path: `previousLandlords.${index}.phone`, message: 'Phone is required and must be a number' },
    { path: `previousLandlords.${index}.rentalStartDate`, message: 'From date is required' },
    { path: `previousLandlords.${index}.rentalEndDate`, message: 'To date is required' },
  ]),
];

/** Choices: a number, a boolean or one of a list. */
const REQUIRED_CHOICES: { path: string; message: string }[] = [
  { path: 'moveInInfo.truckOrTrailers', message: 'Truck or Trailers is required' },
  { path: 'moveInInfo.rateApprovedPerSpot', message: 'Rate Approved Per Spot is required' },
  { path: 'moveInInfo.locationAppliedFor', message: 'Location Applied For is required' },
  { path: 'moveInInfo.isCarrierBasedInOntario', message: 'Say whether the carrier is based in Ontario' },
  {
    path: 'fleetInfo.hasBouncedCheckOrMissedPayment',
    message: 'Say whether a cheque has bounced or a payment was missed',
  },
  {
    path: 'fleetInfo.hasInternalFleetRepairShop',
    message: 'Say whether you have an internal fleet repair shop',
  },
  {
    path: 'fleetInfo.willPerformMaintenanceOnProperties',
    message: 'Say whether you will perform maintenance on the property',
  },
  ...landlordIndexes.map((index) => ({
    path: `previousLandlords.${index}.canContactForReference`,
    message: 'Choose Yes or No',
  })),
];

const ALL_REQUIRED = [...REQUIRED_TEXT, ...REQUIRED_FORMATTED, ...REQUIRED_CHOICES];

test.each(ALL_REQUIRED)('a missing $path is refused with "$message"', ({ path, message }) => {
  expectOnlyIssue(parseWith(path, undefined), path, message);
});

test.each(ALL_REQUIRED)('a null $path is refused with "$message"', ({ path, message }) => {
  expectOnlyIssue(parseWith(path, null), path, message);
});

test.each([...REQUIRED_TEXT, ...REQUIRED_FORMATTED])(
  'an empty $path is refused with "$message"',
  ({ path, message }) => {
    expectFirstIssue(parseWith(path, ''), path, message);
  },
);

test.each([...REQUIRED_TEXT, ...REQUIRED_FORMATTED])(
  'a whitespace-only $path is refused with "$message"',
  ({ path, message }) => {
    expectFirstIssue(parseWith(path, ' \t\n  '), path, message);
  },
);

test.each(REQUIRED_CHOICES)('an empty string for $path is refused with "$message"', ({ path, message }) => {
  expectOnlyIssue(parseWith(path, ''), path, message);
});

test('the five document messages are the ones the upload widgets show', () => {
  expect(DOCUMENT_KINDS.map((document) => document.requiredMessage)).toEqual([
    'Article of Incorporation is required',
    "Driver's License is required",
    'Insurance Certificate is required',
    'Certified Payment is required',
    'Postdated Checks are required',
  ]);
});

// Lengths of required text

test.each(REQUIRED_TEXT.filter((field) => field.min > 1))(
  '$path refuses $label shorter than $min characters',
  ({ path, label, min }) => {
    expectOnlyIssue(parseWith(path, 'x'.repeat(min - 1)), path, `${label} must be at least ${min} characters`);
  },
);

test.each(REQUIRED_TEXT)('$path accepts $min to $max characters', ({ path, min, max }) => {
  expect(parsedValueAt(path, 'x'.repeat(min))).toBe('x'.repeat(min));
  expect(parsedValueAt(path, 'x'.repeat(max))).toBe('x'.repeat(max));
});

test.each(REQUIRED_TEXT)('$path refuses more than $max characters', ({ path, max }) => {
  expectOnlyIssue(parseWith(path, 'x'.repeat(max + 1)), path, `Use at most ${max} characters`);
});

test.each(REQUIRED_TEXT)('$path is trimmed before its length is checked', ({ path, max }) => {
  expect(parsedValueAt(path, `   ${'x'.repeat(max)}\n`)).toBe('x'.repeat(max));
});

// Optional text: middle name, apt / unit, bank name, bounced-cheque explanation

const OPTIONAL_TEXT: { path: string; max: number }[] = [
  { path: 'personalInfo.middleName', max: 60 },
  { path: 'personalInfo.aptUnitNumber', max: 20 },
  { path: 'bankingInfo.bank', max: 80 },
];

test.each(OPTIONAL_TEXT)('$path may be left out, empty or blank, and becomes ""', ({ path }) => {
  expect(parsedValueAt(path, undefined)).toBe('');
  expect(parsedValueAt(path, '')).toBe('');
  expect(parsedValueAt(path, '   ')).toBe('');
});

test.each(OPTIONAL_TEXT)('$path accepts up to $max characters and refuses more', ({ path, max }) => {
  expect(parsedValueAt(path, 'x'.repeat(max))).toBe('x'.repeat(max));
  expectOnlyIssue(parseWith(path, 'x'.repeat(max + 1)), path, `Use at most ${max} characters`);
});

test('a bounced-cheque explanation accepts up to 1000 characters and refuses more', () => {
  const bounced = bookingWith('fleetInfo.hasBouncedCheckOrMissedPayment', true);
  const withDate = bookingWith('fleetInfo.lastBouncedCheckOrMissedPayment', '2025-03-01', bounced);
  expect(parsedValueAt('fleetInfo.bouncedCheckExplanation', 'x'.repeat(1000), withDate)).toBe('x'.repeat(1000));
  expectOnlyIssue(
    parseWith('fleetInfo.bouncedCheckExplanation', 'x'.repeat(1001), withDate),
    'fleetInfo.bouncedCheckExplanation',
    'Use at most 1000 characters',
  );
});

test('without a bounced cheque, a date and explanation that were sent are kept, not dropped', () => {
  // The original client always sends `false` here, whatever the applicant answered.
  const base = bookingWith('fleetInfo.hasBouncedCheckOrMissedPayment', false);
  const withText = bookingWith('fleetInfo.bouncedCheckExplanation', 'an old story', base);
  expect(parsedValueAt('fleetInfo.lastBouncedCheckOrMissedPayment', '2025-03-01T00:00:00.000Z', withText)).toBe(
    '2025-03-01',
  );
  expect(parsedValueAt('fleetInfo.bouncedCheckExplanation', 'an old story', base)).toBe('an old story');
});

test.each(['Have you ever bounced a cheque or missed a payment?', 'not a date', '2026/03/15', '2026-02-30'])(
  'without a bounced cheque, %j in the date is treated as absent: not stored, not an error',
  (value) => {
    const base = bookingWith('fleetInfo.hasBouncedCheckOrMissedPayment', false);
    expect(parsedValueAt('fleetInfo.lastBouncedCheckOrMissedPayment', value, base)).toBe('');
  },
);

test('a middle name and an apt / unit are kept trimmed', () => {
  expect(parsedValueAt('personalInfo.middleName', '  Singh ')).toBe('Singh');
  expect(parsedValueAt('personalInfo.aptUnitNumber', ' Suite 4B ')).toBe('Suite 4B');
});

test('a bank name, once filled, has at least 3 characters', () => {
  expectOnlyIssue(parseWith('bankingInfo.bank', 'TD'), 'bankingInfo.bank', 'Bank must be at least 3 characters');
  expectOnlyIssue(parseWith('bankingInfo.bank', ' TD  '), 'bankingInfo.bank', 'Bank must be at least 3 characters');
  expect(parsedValueAt('bankingInfo.bank', 'RBC')).toBe('RBC');
});

// Control characters: refused in every text field, whatever else the field checks.

const TEXT_FIELD_PATHS = [...REQUIRED_TEXT.map((field) => field.path), ...OPTIONAL_TEXT.map((field) => field.path)];

test.each(TEXT_FIELD_PATHS)('$0 refuses a NUL character', (path) => {
  expectOnlyIssue(parseWith(path, 'Ab\u0000cd'), path, 'Remove the invisible control characters');
});

test.each(TEXT_FIELD_PATHS)('$0 refuses an escape or DEL character', (path) => {
  expectOnlyIssue(parseWith(path, 'Ab\u001Bcd'), path, 'Remove the invisible control characters');
  expectOnlyIssue(parseWith(path, 'Abcd\u007F'), path, 'Remove the invisible control characters');
});

test.each(REQUIRED_FORMATTED.map((field) => field.path))('$0 refuses a NUL character', (path) => {
  const valid = getAt(createBookingInput(), path) as string;
  const result = parseWith(path, `${valid.slice(0, 3)}\u0000${valid.slice(3)}`);
  const parent = isLandlordDate(path) ? path.slice(0, path.lastIndexOf('.') + 1) : path;
  expect(issuesOf(result)[0]?.path).toBe(path);
  expect(issuesOf(result).filter((issue) => !issue.path.startsWith(parent))).toEqual([]);
});

// Phone numbers: 10 to 15 digits

const PHONE_PATHS = [
  'personalInfo.phoneNumber',
  ...referenceIndexes.map((index) => `references.${index}.phone`),
  ...landlordIndexes.map((index) => `previousLandlords.${index}.phone`),
];

test.each(PHONE_PATHS)('$0 accepts 10 to 15 digits with the usual punctuation', (path) => {
  expect(parsedValueAt(path, '4165550134')).toBe('4165550134');
  expect(parsedValueAt(path, '+1 (416) 555-0134')).toBe('+1 (416) 555-0134');
  expect(parsedValueAt(path, '+44 20 7946 0958 123')).toBe('+44 20 7946 0958 123');
  expect(parsedValueAt(path, '  416.555.0134 ')).toBe('416.555.0134');
});

test.each(PHONE_PATHS)('$0 refuses fewer than 10 or more than 15 digits', (path) => {
  const message = 'Enter a phone number of 10 to 15 digits, area code included';
  expectOnlyIssue(parseWith(path, '555-0134'), path, message);
  expectOnlyIssue(parseWith(path, '1234567890123456'), path, message);
});

test.each(PHONE_PATHS)('$0 refuses letters and other symbols', (path) => {
  const message = 'Use digits only, with spaces, dashes or brackets if you like';
  expectOnlyIssue(parseWith(path, '416-555-0134 ext 2'), path, message);
  expectOnlyIssue(parseWith(path, '416/555/0134'), path, message);
});

// E-mail addresses

const EMAIL_PATHS = ['personalInfo.email', ...referenceIndexes.map((index) => `references.${index}.email`)];

test.each(EMAIL_PATHS)('$0 accepts a valid address, trimmed', (path) => {
  expect(parsedValueAt(path, '  dispatch@northern-freight.example.ca ')).toBe('dispatch@northern-freight.example.ca');
});

test.each(
  EMAIL_PATHS.flatMap((path) =>
    ['jordan', 'jordan@example', '@example.com', 'jordan lee@example.com'].map((value) => [path, value]),
  ),
)('%s refuses %j with an example of a valid address', (path, value) => {
  expectOnlyIssue(parseWith(path, value), path, 'Enter a valid email address, like name@example.com');
});

test.each(EMAIL_PATHS)('$0 refuses more than 254 characters', (path) => {
  expectOnlyIssue(parseWith(path, `${'a'.repeat(243)}@example.com`), path, 'Use at most 254 characters');
});

// Postal or ZIP code: the general rule for a place in neither country (booking-rules.schema.test.ts
// has the Canadian and US formats).

const ABROAD = createBookingInput({ personalInfo: { state: 'Jalisco' } });

test.each(['L5N 7Z9', 'l5n7z9', 'K1A-0B1', '90210', '12345-6789', '44100'])(
  'the postal code %s is accepted for a place in neither country',
  (value) => {
    expect(parsedValueAt('personalInfo.postalZipCode', value, ABROAD)).toBe(value);
  },
);

test.each([
  ['L5', 'Zip code must be at least 3 characters'],
  ['L5N_7Z9', 'Use letters, digits, a space or a dash'],
  ['L5N#7Z9', 'Use letters, digits, a space or a dash'],
  ['L5N 7Z9 000', 'Use at most 10 characters'],
])('the postal code %j is refused: %s', (value, message) => {
  expectOnlyIssue(parseWith('personalInfo.postalZipCode', value), 'personalInfo.postalZipCode', message);
});

test('the postal code is trimmed', () => {
  expect(parsedValueAt('personalInfo.postalZipCode', ' L5N 7Z9  ')).toBe('L5N 7Z9');
});

// Dates

const DATE_PATHS = [
  'personalInfo.applicantDate',
  'moveInInfo.moveInDate',
  ...landlordIndexes.flatMap((index) => [
    `previousLandlords.${index}.rentalStartDate`,
    `previousLandlords.${index}.rentalEndDate`,
  ]),
];

test.each(DATE_PATHS)('$0 accepts YYYY-MM-DD and keeps the date of an ISO date-time', (path) => {
  const date = getAt(createBookingInput(), path) as string;
  expect(parsedValueAt(path, date)).toBe(date);
  expect(parsedValueAt(path, ` ${date} `)).toBe(date);
  expect(parsedValueAt(path, `${date}T00:00:00.000Z`)).toBe(date);
  expect(parsedValueAt(path, `${date}T14:30:00Z`)).toBe(date);
  expect(parsedValueAt(path, `${date}T09:15:00-05:00`)).toBe(date);
});

test.each(
  DATE_PATHS.flatMap((path) =>
    ['20/11/2026', '2026/11/20', 'Nov 20 2026', '2026-11-20 10:00'].map((value) => [path, value]),
  ),
)('%s refuses %j as not YYYY-MM-DD', (path, value) => {
  expectFirstIssueWithinParent(parseWith(path, value), path, 'Enter a date as YYYY-MM-DD');
});

test.each(DATE_PATHS.flatMap((path) => ['2026-02-30', '2025-02-29', '2026-13-01'].map((value) => [path, value])))(
  '%s refuses the impossible date %s',
  (path, value) => {
    expectFirstIssueWithinParent(parseWith(path, value), path, 'Enter a real calendar date');
  },
);

test.each(landlordIndexes)('previous landlord %i refuses a To date before the From date', (index) => {
  const booking = createBookingInput({
    previousLandlords: Object.assign([], {
      [index]: { rentalStartDate: '2025-06-01', rentalEndDate: '2025-05-31' },
    }),
  });
  expectOnlyIssue(
    BookingSchema.safeParse(booking),
    `previousLandlords.${index}.rentalEndDate`,
    'To date must be on or after the From date',
  );
});

test('a rental may start and end on the same day, whatever the time of day sent', () => {
  const booking = createBookingInput({
    previousLandlords: [{ rentalStartDate: '2025-06-01T18:00:00Z', rentalEndDate: '2025-06-01T08:00:00Z' }],
  });
  expectAccepted(BookingSchema.safeParse(booking));
});

// Document references

test.each(DOCUMENT_KINDS.map(({ field }) => `personalInfo.${field}`))('$0 accepts a reference, trimmed', (path) => {
  const reference = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJK_-0123';
  expect(parsedValueAt(path, `  ${reference} `)).toBe(reference);
});

test.each(
  DOCUMENT_KINDS.flatMap(({ field }) =>
    [
      'a'.repeat(42),
      'a'.repeat(44),
      `${'a'.repeat(42)}+`,
      `${'a'.repeat(42)}/`,
      `${'a'.repeat(42)}=`,
      'uploads/2026/insurance.jpg',
      '../../../../etc/passwd',
    ].map((value) => [`personalInfo.${field}`, value]),
  ),
)('%s refuses %j and asks for the upload again', (path, value) => {
  expectOnlyIssue(parseWith(path, value), path, 'Upload this document again: its reference is not valid');
});

// Truck counts

const TRUCK_COUNTS: { field: string; label: string }[] = [
  { field: 'highwayTrucks', label: 'Highway trucks' },
  { field: 'dayCab', label: 'Day cabs' },
  { field: 'boxTrucks', label: 'Box trucks' },
  { field: 'dumpTrucks', label: 'Dump trucks' },
  { field: 'dryVans', label: 'Dry vans' },
  { field: 'reefer', label: 'Reefers' },
  { field: 'flatbed', label: 'Flatbeds' },
  { field: 'otherTrailers', label: 'Other trailers' },
];

test('every truck count defaults to 0', () => {
  const result = BookingSchema.safeParse({ ...createBookingInput(), truck: {} });
  expectAccepted(result);
  expect(result.data?.truck).toEqual(Object.fromEntries(TRUCK_COUNTS.map(({ field }) => [field, 0])));
});

test.each(TRUCK_COUNTS)('truck.$field accepts whole numbers from 0 to 10,000', ({ field }) => {
  expect(parsedValueAt(`truck.${field}`, 0)).toBe(0);
  expect(parsedValueAt(`truck.${field}`, 10_000)).toBe(10_000);
});

test.each(TRUCK_COUNTS)('truck.$field refuses negative, fractional and too large counts', ({ field, label }) => {
  const path = `truck.${field}`;
  expectOnlyIssue(parseWith(path, -1), path, `${label} cannot be negative`);
  expectOnlyIssue(parseWith(path, 2.5), path, `${label} must be a whole number`);
  expectOnlyIssue(parseWith(path, 10_001), path, `${label} must be at most 10,000`);
});

test.each(TRUCK_COUNTS)('truck.$field refuses what is not a number', ({ field, label }) => {
  const path = `truck.${field}`;
  for (const value of ['3', null, Number.NaN, true]) {
    expectOnlyIssue(parseWith(path, value), path, `${label} must be a number`);
  }
});

// Move-in choices

test.each([0, 1])('truckOrTrailers accepts %i', (value) => {
  expect(parsedValueAt('moveInInfo.truckOrTrailers', value)).toBe(value);
});

test.each([2, -1, 0.5, '0', '1', 'Truck', true])('truckOrTrailers refuses %j', (value) => {
  expectOnlyIssue(
    parseWith('moveInInfo.truckOrTrailers', value),
    'moveInInfo.truckOrTrailers',
    'Truck or Trailers is required',
  );
});

test.each([0, 12.5, 325, 100_000])('rateApprovedPerSpot accepts %d', (value) => {
  expect(parsedValueAt('moveInInfo.rateApprovedPerSpot', value)).toBe(value);
});

test.each([
  [-1, 'Rate Approved Per Spot cannot be negative'],
  [100_000.01, 'Rate Approved Per Spot must be at most 100,000'],
  ['325', 'Rate Approved Per Spot is required'],
  [Number.NaN, 'Rate Approved Per Spot is required'],
  [Number.POSITIVE_INFINITY, 'Rate Approved Per Spot is required'],
])('rateApprovedPerSpot refuses %j: %s', (value, message) => {
  expectOnlyIssue(parseWith('moveInInfo.rateApprovedPerSpot', value), 'moveInInfo.rateApprovedPerSpot', message);
});

test.each(YARD_LOCATION_LABELS)('locationAppliedFor accepts "%s"', (label) => {
  expect(parsedValueAt('moveInInfo.locationAppliedFor', label)).toBe(label);
});

test.each(['derry', 'derry rd w & mavis rd', 'Lawson Rd', 'Somewhere in Ontario'])(
  'locationAppliedFor refuses %j',
  (value) => {
    expectOnlyIssue(
      parseWith('moveInInfo.locationAppliedFor', value),
      'moveInInfo.locationAppliedFor',
      'Location Applied For is required',
    );
  },
);

// Yes / no questions

const YES_NO = REQUIRED_CHOICES.filter(
  (field) =>
    !['moveInInfo.truckOrTrailers', 'moveInInfo.rateApprovedPerSpot', 'moveInInfo.locationAppliedFor'].includes(
      field.path,
    ),
);

test.each(YES_NO)('$path accepts true and false', ({ path }) => {
  // Filled in so that answering Yes to a bounced cheque is complete.
  const base = createBookingInput({
    fleetInfo: {
      lastBouncedCheckOrMissedPayment: '2025-09-30',
      bouncedCheckExplanation: 'Bank error, repaid',
    },
  });
  expect(parsedValueAt(path, true, base)).toBe(true);
  expect(parsedValueAt(path, false, base)).toBe(false);
});

test.each(YES_NO)('$path refuses what is not a boolean with "$message"', ({ path, message }) => {
  for (const value of ['true', 'Yes', 1, 0]) {
    expectOnlyIssue(parseWith(path, value), path, message);
  }
});

// Bounced cheque or missed payment

function fleetWith(fleetInfo: Record<string, unknown>) {
  const booking = createBookingInput();
  return BookingSchema.safeParse({ ...booking, fleetInfo: { ...booking.fleetInfo, ...fleetInfo } });
}

test('without a bounced cheque, its date and explanation may be empty or left out', () => {
  expectAccepted(
    fleetWith({
      hasBouncedCheckOrMissedPayment: false,
      lastBouncedCheckOrMissedPayment: '',
      bouncedCheckExplanation: '',
    }),
  );
  const booking = createBookingInput();
  const result = BookingSchema.safeParse({
    ...booking,
    fleetInfo: {
      hasBouncedCheckOrMissedPayment: false,
      hasInternalFleetRepairShop: true,
      willPerformMaintenanceOnProperties: true,
    },
  });
  expectAccepted(result);
  expect(result.data?.fleetInfo.lastBouncedCheckOrMissedPayment).toBe('');
  expect(result.data?.fleetInfo.bouncedCheckExplanation).toBe('');
});

test('with a bounced cheque, its date and explanation are required', () => {
  const result = fleetWith({
    hasBouncedCheckOrMissedPayment: true,
    lastBouncedCheckOrMissedPayment: '',
    bouncedCheckExplanation: '  ',
  });
  expect(issuesOf(result)).toEqual([
    {
      path: 'fleetInfo.lastBouncedCheckOrMissedPayment',
      message: 'Date of the last bounced cheque or missed payment is required',
    },
    { path: 'fleetInfo.bouncedCheckExplanation', message: 'Explain the bounced cheque or missed payment' },
  ]);
});

test('with a bounced cheque, leaving its date and explanation out is refused', () => {
  const booking = createBookingInput();
  const result = BookingSchema.safeParse({
    ...booking,
    fleetInfo: {
      hasBouncedCheckOrMissedPayment: true,
      hasInternalFleetRepairShop: false,
      willPerformMaintenanceOnProperties: false,
    },
  });
  expect(issuesOf(result)).toEqual([
    {
      path: 'fleetInfo.lastBouncedCheckOrMissedPayment',
      message: 'Date of the last bounced cheque or missed payment is required',
    },
    { path: 'fleetInfo.bouncedCheckExplanation', message: 'Explain the bounced cheque or missed payment' },
  ]);
});

test.each([
  ['last spring', 'Enter a date as YYYY-MM-DD'],
  ['2026/03/15', 'Enter a date as YYYY-MM-DD'],
  ['2026-03-\u000015', 'Enter a date as YYYY-MM-DD'],
  ['2026-02-30', 'Enter a real calendar date'],
])('with a bounced cheque, the date %j is refused: %s', (value, message) => {
  const result = fleetWith({
    hasBouncedCheckOrMissedPayment: true,
    lastBouncedCheckOrMissedPayment: value,
    bouncedCheckExplanation: 'Bank error, repaid the same week',
  });
  expectOnlyIssue(result, 'fleetInfo.lastBouncedCheckOrMissedPayment', message);
});

test.each(['2026-03-15', ' 2026-03-15 ', '2026-03-15T12:00:00Z'])(
  'with a bounced cheque, the date %j is accepted',
  (value) => {
    expectAccepted(
      fleetWith({
        hasBouncedCheckOrMissedPayment: true,
        lastBouncedCheckOrMissedPayment: value,
        bouncedCheckExplanation: 'Bank error, repaid the same week',
      }),
    );
  },
);

test('with a bounced cheque, an explanation needs at least 3 characters after trimming', () => {
  const withExplanation = (bouncedCheckExplanation: string) =>
    fleetWith({
      hasBouncedCheckOrMissedPayment: true,
      lastBouncedCheckOrMissedPayment: '2026-03-15',
      bouncedCheckExplanation,
    });
  expectOnlyIssue(
    withExplanation('  ok  '),
    'fleetInfo.bouncedCheckExplanation',
    'Explain the bounced cheque or missed payment',
  );
  const result = withExplanation('  NSF  ');
  expectAccepted(result);
  expect(result.data?.fleetInfo.bouncedCheckExplanation).toBe('NSF');
});

// Banking: every number optional, digits only, of the right length

const BANK_NUMBERS: { path: string; label: string; min: number; max: number; lengthText: string }[] = [
  { path: 'bankingInfo.contact', label: 'Transit number', min: 5, max: 5, lengthText: '5' },
  { path: 'bankingInfo.phone', label: 'Institution number', min: 3, max: 3, lengthText: '3' },
  { path: 'bankingInfo.address', label: 'Account number', min: 7, max: 12, lengthText: '7 to 12' },
];

test('all banking details may be left out', () => {
  const result = BookingSchema.safeParse({ ...createBookingInput(), bankingInfo: {} });
  expectAccepted(result);
  expect(result.data?.bankingInfo).toEqual({ bank: '', contact: '', phone: '', address: '' });
});

test.each(BANK_NUMBERS)('$label ($path) may be left out, empty or blank', ({ path }) => {
  expect(parsedValueAt(path, undefined)).toBe('');
  expect(parsedValueAt(path, '')).toBe('');
  expect(parsedValueAt(path, '   ')).toBe('');
});

test.each(BANK_NUMBERS)('$label ($path) accepts $lengthText digits, leading zeros kept', ({ path, min, max }) => {
  expect(parsedValueAt(path, '0'.repeat(min))).toBe('0'.repeat(min));
  expect(parsedValueAt(path, ` ${'0'.repeat(max - 1)}9 `)).toBe(`${'0'.repeat(max - 1)}9`);
});

test.each(BANK_NUMBERS)('$label ($path) refuses another number of digits', ({ path, label, min, max, lengthText }) => {
  expectOnlyIssue(parseWith(path, '1'.repeat(min - 1)), path, `${label} must be ${lengthText} digits`);
  expectOnlyIssue(parseWith(path, '1'.repeat(max + 1)), path, `${label} must be ${lengthText} digits`);
});

test.each(BANK_NUMBERS)('$label ($path) refuses anything but digits', ({ path, label, min }) => {
  for (const value of [`${'1'.repeat(min - 1)}a`, `${'1'.repeat(min - 1)}-`, `${'1'.repeat(min - 1)}\u0000`]) {
    expectOnlyIssue(parseWith(path, value), path, `${label} must contain digits only`);
  }
});

test.each(BANK_NUMBERS)('$label ($path) refuses a number sent as a number, not text', ({ path }) => {
  expect(issuesOf(parseWith(path, 12345)).map((issue) => issue.path)).toEqual([path]);
});

// Lists

test.each([0, 1, 3])('a booking with %i references is refused', (count) => {
  const booking = createBookingInput();
  const references = Array.from({ length: count }, () => booking.references[0]);
  expectOnlyIssue(BookingSchema.safeParse({ ...booking, references }), 'references', 'Give 2 references');
});

test.each([undefined, null, 'none', {}])('references given as %j are refused', (references) => {
  expectFirstIssue(parseWith('references', references), 'references', 'References are required');
});

test('a booking with 4 previous landlords is refused', () => {
  const booking = createBookingInput();
  const previousLandlords = Array.from({ length: 4 }, () => booking.previousLandlords[0]);
  expectOnlyIssue(
    BookingSchema.safeParse({ ...booking, previousLandlords }),
    'previousLandlords',
    'Give at most 3 previous landlords',
  );
});

test.each([undefined, null, 'none', {}])('previous landlords given as %j are refused', (previousLandlords) => {
  expectFirstIssue(
    parseWith('previousLandlords', previousLandlords),
    'previousLandlords',
    'Previous landlords are required',
  );
});

// Sections and extra keys

test.each(['personalInfo', 'truck', 'moveInInfo', 'fleetInfo', 'bankingInfo'])(
  'a booking without its %s section is refused at that path',
  (section) => {
    expect(issuesOf(parseWith(section, undefined)).map((issue) => issue.path)).toEqual([section]);
  },
);

test('keys the schema does not know (like a retrieved id and status) are dropped', () => {
  const booking = createBookingInput();
  const result = BookingSchema.safeParse({
    ...booking,
    id: 17,
    status: 'Accepted',
    personalInfo: { ...booking.personalInfo, isAdmin: true },
  });
  expectAccepted(result);
  expect(result.data).not.toHaveProperty('id');
  expect(result.data).not.toHaveProperty('status');
  expect(result.data?.personalInfo).not.toHaveProperty('isAdmin');
});

// Honeypot

test.each([undefined, '', 'https://spam.example.com'])(
  'the hidden website field may be %j (the server answers a filled one as a success that does nothing)',
  (website) => {
    expectAccepted(parseWith('website', website));
  },
);

// Whitespace around any text field, whatever the booking: parsed as if it were not there.

/** Every string the factory fills in, except the location, which is a choice among exact labels. */
function textPathsOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => textPathsOf(value, prefix ? `${prefix}.${key}` : key));
}

const PADDED_TEXT_PATHS = textPathsOf(createBookingInput()).filter((path) => path !== 'moveInInfo.locationAppliedFor');

const whitespace = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r\n', '\u00A0', '\u2003', '\u3000', '\uFEFF'),
  maxLength: 6,
});

test('the padding property covers every text field the rules above name', () => {
  expect(PADDED_TEXT_PATHS).toEqual(
    expect.arrayContaining([
      ...TEXT_FIELD_PATHS,
      ...REQUIRED_FORMATTED.map((field) => field.path),
      ...BANK_NUMBERS.map((field) => field.path),
      'fleetInfo.lastBouncedCheckOrMissedPayment',
    ]),
  );
});

test('any valid booking with whitespace around its text fields parses to the same, trimmed booking', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...YARD_LOCATION_LABELS),
      fc.constantFrom(0 as const, 1 as const),
      fc.boolean(),
      fc.array(fc.tuple(whitespace, whitespace), {
        minLength: PADDED_TEXT_PATHS.length,
        maxLength: PADDED_TEXT_PATHS.length,
      }),
      (locationAppliedFor, truckOrTrailers, hasBounced, paddings) => {
        const booking = createBookingInput({
          moveInInfo: { locationAppliedFor, truckOrTrailers },
          fleetInfo: hasBounced
            ? {
                hasBouncedCheckOrMissedPayment: true,
                lastBouncedCheckOrMissedPayment: '2025-09-30',
                bouncedCheckExplanation: 'Insufficient funds; repaid within 5 days',
              }
            : {},
        });
        const padded = structuredClone(booking) as unknown;
        PADDED_TEXT_PATHS.forEach((path, index) => {
          const [before, after] = paddings[index] ?? ['', ''];
          const keys = path.split('.');
          const last = keys.pop() as string;
          const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], padded) as Record<
            string,
            string
          >;
          parent[last] = `${before}${parent[last]}${after}`;
        });

        const expected = BookingSchema.safeParse(booking);
        const actual = BookingSchema.safeParse(padded);
        expect(issuesOf(actual)).toEqual([]);
        expect(actual.data).toEqual(expected.data);
        for (const path of PADDED_TEXT_PATHS) {
          const value = getAt(actual.data, path) as string;
          expect(value).toBe(value.trim());
        }
      },
    ),
  );
});
