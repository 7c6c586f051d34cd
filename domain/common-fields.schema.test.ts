import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { z } from 'zod';
import { type FieldError, issuePath } from './api-error.schema.ts';
import {
  dateSchema,
  emailSchema,
  optionalDigits,
  optionalText,
  phoneSchema,
  postalCodeSchema,
  requiredText,
  TAB_MESSAGE,
} from './common-fields.schema.ts';

function issuesOf(result: z.ZodSafeParseResult<unknown>): FieldError[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issuePath(issue.path), message: issue.message }));
}

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  return issuesOf(schema.safeParse(value)).map((issue) => issue.message);
}

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F'];

// requiredText

test.each([undefined, null, 42, true])('requiredText refuses %s with its required message', (value) => {
  expect(messagesOf(requiredText('Name', 'Name is required'), value)).toEqual(['Name is required']);
});

test.each(['', '   ', '\t\n'])('requiredText answers %j with the required message first', (value) => {
  expect(messagesOf(requiredText('Name', 'Name is required', { min: 3 }), value)[0]).toBe('Name is required');
});

test('requiredText defaults to 1 to 200 characters', () => {
  const schema = requiredText('Name', 'Name is required');
  expect(schema.parse('a')).toBe('a');
  expect(schema.parse('a'.repeat(200))).toBe('a'.repeat(200));
  expect(messagesOf(schema, 'a'.repeat(201))).toEqual(['Use at most 200 characters']);
});

test('requiredText names the field and the minimum when the text is too short', () => {
  const schema = requiredText('Company', 'Company is required', { min: 3, max: 5 });
  expect(messagesOf(schema, 'ab')).toEqual(['Company must be at least 3 characters']);
  expect(schema.parse('abc')).toBe('abc');
  expect(schema.parse('abcde')).toBe('abcde');
  expect(messagesOf(schema, 'abcdef')).toEqual(['Use at most 5 characters']);
});

test('requiredText counts length after trimming surrounding whitespace', () => {
  const schema = requiredText('Company', 'Company is required', { min: 3, max: 5 });
  expect(schema.parse('   abcde   ')).toBe('abcde');
  expect(messagesOf(schema, '  ab  ')).toEqual(['Company must be at least 3 characters']);
});

test.each(CONTROL_CHARACTERS)('requiredText refuses the control character %j', (character) => {
  expect(messagesOf(requiredText('Name', 'Name is required'), `Jo${character}rdan`)).toEqual([
    'Remove the invisible control characters',
  ]);
});

// optionalText

test.each([undefined, '', '    ', '\n\t '])('optionalText turns %j into an empty string', (value) => {
  expect(optionalText('Middle name', { min: 3 }).parse(value)).toBe('');
});

test('optionalText applies its minimum only once something is typed', () => {
  const schema = optionalText('Bank', { min: 3, max: 5 });
  expect(messagesOf(schema, 'TD')).toEqual(['Bank must be at least 3 characters']);
  expect(schema.parse(' RBC ')).toBe('RBC');
  expect(messagesOf(schema, 'abcdef')).toEqual(['Use at most 5 characters']);
});

test('optionalText defaults to at most 200 characters', () => {
  const schema = optionalText('Note');
  expect(schema.parse('a'.repeat(200))).toBe('a'.repeat(200));
  expect(messagesOf(schema, 'a'.repeat(201))).toEqual(['Use at most 200 characters']);
});

test.each(CONTROL_CHARACTERS)('optionalText refuses the control character %j', (character) => {
  expect(messagesOf(optionalText('Note'), `a${character}b`)).toEqual(['Remove the invisible control characters']);
});

// emailSchema

test('emailSchema says "Email is required" unless told otherwise', () => {
  expect(messagesOf(emailSchema(), undefined)).toEqual(['Email is required']);
  expect(messagesOf(emailSchema(), '   ')).toEqual(['Email is required']);
  expect(messagesOf(emailSchema('Valid email is required'), '')).toEqual(['Valid email is required']);
});

test.each(['jordan@example.com', 'jordan.lee+yard@mail.example.ca', 'J.Lee@Example.COM', 'a_b-c@sub.example.org'])(
  'emailSchema accepts %s',
  (value) => {
    expect(emailSchema().parse(value)).toBe(value);
  },
);

test.each([
  'jordan',
  'jordan@',
  '@example.com',
  'jordan@example',
  'jordan lee@example.com',
  'jordan@@example.com',
  'jordan@example..com',
  'jordan@\u0000example.com',
])('emailSchema refuses %j with an example of a valid address', (value) => {
  expect(messagesOf(emailSchema(), value)).toEqual(['Enter a valid email address, like name@example.com']);
});

test('emailSchema trims the address', () => {
  expect(emailSchema().parse('  jordan@example.com \n')).toBe('jordan@example.com');
});

test('emailSchema accepts 254 characters and refuses 255', () => {
  const domain254 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
  const longest = `${'a'.repeat(64)}@${domain254}`;
  expect(longest).toHaveLength(254);
  expect(emailSchema().parse(longest)).toBe(longest);
  expect(messagesOf(emailSchema(), `a${longest}`)).toEqual(['Use at most 254 characters']);
});

// phoneSchema

test('phoneSchema says "Phone number is required" unless told otherwise', () => {
  expect(messagesOf(phoneSchema(), undefined)).toEqual(['Phone number is required']);
  expect(messagesOf(phoneSchema(), '')[0]).toBe('Phone number is required');
  expect(messagesOf(phoneSchema('Phone is required and must be a number'), null)).toEqual([
    'Phone is required and must be a number',
  ]);
});

test.each([
  '4165550134',
  '416-555-0134',
  '(416) 555-0134',
  '+1 416 555 0134',
  '416.555.0134',
  '+44 20 7946 0958',
  '123456789012345',
])('phoneSchema accepts %s', (value) => {
  expect(phoneSchema().parse(value)).toBe(value);
});

test.each([
  ['555-0134', 'Enter a phone number of 10 to 15 digits, area code included'],
  ['416555013', 'Enter a phone number of 10 to 15 digits, area code included'],
  ['1234567890123456', 'Enter a phone number of 10 to 15 digits, area code included'],
  ['416-555-O1340', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['416 555 0134 ext 2', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['416-555-0134 / 0135', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['416\u0000555-0134', 'Use digits only, with spaces, dashes or brackets if you like'],
  ['416 - 555 - 0134 - 0000 - 1', 'Use at most 25 characters'],
])('phoneSchema refuses %j: %s', (value, message) => {
  expect(messagesOf(phoneSchema(), value)).toEqual([message]);
});

test('phoneSchema trims the number', () => {
  expect(phoneSchema().parse('  416-555-0134  ')).toBe('416-555-0134');
});

// postalCodeSchema

test('postalCodeSchema says "Zip code is required" unless told otherwise', () => {
  expect(messagesOf(postalCodeSchema(), undefined)).toEqual(['Zip code is required']);
  expect(messagesOf(postalCodeSchema('Zip Code is required'), ' ')[0]).toBe('Zip Code is required');
});

test.each(['L5N 7Z9', 'l5n7z9', 'M5V-2T6', '90210', '12345-6789', 'SW1A 1AA'])(
  'postalCodeSchema accepts %s',
  (value) => {
    expect(postalCodeSchema().parse(value)).toBe(value);
  },
);

test.each([
  ['12', 'Zip code must be at least 3 characters'],
  ['L5N_7Z9', 'Use letters, digits, a space or a dash'],
  ['-L5N', 'Use letters, digits, a space or a dash'],
  ['L5N\u00007Z9', 'Use letters, digits, a space or a dash'],
  ['L5N 7Z9 000', 'Use at most 10 characters'],
])('postalCodeSchema refuses %j: %s', (value, message) => {
  expect(messagesOf(postalCodeSchema(), value)).toEqual([message]);
});

test('postalCodeSchema trims the code', () => {
  expect(postalCodeSchema().parse('  L5N 7Z9 ')).toBe('L5N 7Z9');
});

// dateSchema

test('dateSchema answers a missing or empty date with its required message', () => {
  const schema = dateSchema('Date is required');
  expect(messagesOf(schema, undefined)).toEqual(['Date is required']);
  expect(messagesOf(schema, null)).toEqual(['Date is required']);
  expect(messagesOf(schema, '  ')[0]).toBe('Date is required');
});

test.each([
  ['2026-11-20', '2026-11-20'],
  ['2024-02-29', '2024-02-29'],
  ['  2026-11-20  ', '2026-11-20'],
  ['2026-11-20T00:00:00Z', '2026-11-20'],
  ['2026-11-20T05:00:00.000Z', '2026-11-20'],
  ['2026-11-20T23:59:59.999-05:00', '2026-11-20'],
  ['2026-11-20T10:00:00+0530', '2026-11-20'],
  ['2026-11-20T10:00', '2026-11-20'],
])('dateSchema accepts %j as %s', (value, expected) => {
  expect(dateSchema('Date is required').parse(value)).toBe(expected);
});

test.each([
  '20/11/2026',
  '2026/11/20',
  'November 20, 2026',
  '2026-11-20 10:00',
  '2026-1-5',
  '2026-11-20T',
  '26-11-20',
  '2026-11-20\u0000',
])('dateSchema refuses %j as not YYYY-MM-DD', (value) => {
  expect(messagesOf(dateSchema('Date is required'), value)).toEqual(['Enter a date as YYYY-MM-DD']);
});

test.each(['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-02-30T10:00:00Z'])(
  'dateSchema refuses the impossible date %s',
  (value) => {
    expect(messagesOf(dateSchema('Date is required'), value)).toEqual(['Enter a real calendar date']);
  },
);

test.each(['0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])(
  'dateSchema refuses %s as outside the years a person could mean',
  (value) => {
    expect(messagesOf(dateSchema('Date is required'), value)).toEqual(['Enter a year from 1900 to 2100']);
  },
);

test.each(['Jane\nDoe', 'Jane\r\nDoe', 'Jane\rDoe', 'Jane\u2028Doe'])(
  'requiredText refuses the line break in the one-line %j',
  (value) => {
    expect(messagesOf(requiredText('Name', 'Name is required'), value)).toEqual(['Keep this on one line']);
  },
);

test('requiredText keeps line breaks in a multiline answer', () => {
  expect(requiredText('Message', 'Message required', { multiline: true }).parse('Line one\nLine two')).toBe(
    'Line one\nLine two',
  );
});

test.each(['Jane \uD800 Doe', 'Jane \uDC00 Doe', 'Jane \uD83D'])(
  'requiredText refuses the lone surrogate in %j',
  (value) => {
    expect(messagesOf(requiredText('Name', 'Name is required'), value)).toEqual([
      'Remove the characters that could not be read',
    ]);
  },
);

test('requiredText keeps a whole surrogate pair (an emoji)', () => {
  expect(requiredText('Name', 'Name is required').parse('Jane \u{1F69A}')).toBe('Jane \u{1F69A}');
});

test('dateSchema keeps the date part of any ISO date-time in the plausible years', () => {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      (date) => {
        const isoDateTime = date.toISOString();
        expect(dateSchema('Date is required').parse(isoDateTime)).toBe(isoDateTime.slice(0, 10));
      },
    ),
  );
});

// optionalDigits

test.each([undefined, '', '   '])('optionalDigits turns %j into an empty string', (value) => {
  expect(optionalDigits('Transit number', { min: 5, max: 5 }).parse(value)).toBe('');
});

test('optionalDigits keeps leading zeros and trims', () => {
  expect(optionalDigits('Transit number', { min: 5, max: 5 }).parse(' 00123 ')).toBe('00123');
});

test('optionalDigits states one length when min and max are equal, a range otherwise', () => {
  expect(messagesOf(optionalDigits('Transit number', { min: 5, max: 5 }), '1234')).toEqual([
    'Transit number must be 5 digits',
  ]);
  expect(messagesOf(optionalDigits('Account number', { min: 7, max: 12 }), '1234567890123')).toEqual([
    'Account number must be 7 to 12 digits',
  ]);
});

test.each(['12a45', '12-45', '12 45', '1234\u0000', '１２３４５'])(
  'optionalDigits refuses %j as not digits only',
  (value) => {
    expect(messagesOf(optionalDigits('Transit number', { min: 5, max: 5 }), value)).toEqual([
      'Transit number must contain digits only',
    ]);
  },
);

// A tab: an e-mail subject (where names go) refuses every control character, so a one-line field
// refuses it here; a long answer keeps it, as it keeps its line breaks.

test.each([
  ['requiredText', requiredText('Name', 'Name is required'), 'Ab\tcd'],
  ['optionalText', optionalText('Middle name'), 'Ab\tcd'],
  ['phoneSchema', phoneSchema(), '416\t555\t0123'],
])('%s refuses a tab inside the value', (_name, schema, value) => {
  expect(messagesOf(schema, value)).toEqual([TAB_MESSAGE]);
});

test('a multiline answer keeps its tabs and line breaks', () => {
  expect(optionalText('Message', { multiline: true }).parse('Trucks\t12\nTrailers\t3')).toBe('Trucks\t12\nTrailers\t3');
});

test('a phone number refuses the control characters its spaces would otherwise let through', () => {
  expect(messagesOf(phoneSchema(), '416\u000b555\u000b0123')).toEqual(['Remove the invisible control characters']);
});
