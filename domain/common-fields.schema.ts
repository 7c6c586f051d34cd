import { z } from 'zod';

/**
 * Reusable field schemas. Every rule carries the message a person sees. Control characters (NUL
 * above all) are refused because PostgreSQL rejects them where SQLite would store them, and no
 * person types them.
 */
// Also C1 controls and the bidi overrides, which could make a name display reversed in the
// dashboard or an e-mail. Tab and newline stay allowed (long answers).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// A line break in a one-line field (a name, a city) can only be pasted or forged, and would split an
// e-mail subject or a log line; long answers (`multiline`) keep theirs.
const LINE_BREAKS = /[\r\n\u2028\u2029]/;
// A tab inside a one-line field: the mail layer refuses every control character in a subject, where
// names go, so it is refused here, with the field named, rather than as a 500 after validation.
// Long answers keep theirs, as they keep their line breaks (a pasted table).
const TAB = /\t/;
// Half of a surrogate pair is no character at all: PostgreSQL and e-mail would mangle it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const LINE_BREAK_MESSAGE = 'Keep this on one line';
export const TAB_MESSAGE = 'Replace the tab with a space';
export const BROKEN_TEXT_MESSAGE = 'Remove the characters that could not be read';
/** Years a person could mean on this site (birth years aside, nothing here is older or later). */
export const PLAUSIBLE_YEARS = { min: 1900, max: 2100 } as const;

interface TextOptions {
  min?: number;
  max?: number;
  /** Long answers (a message, an explanation) may span lines. */
  multiline?: boolean;
  /**
   * Answers that are no answer (a name of "N/A"): refused with `message` before the length rules,
   * so "NA" is told it is a placeholder rather than too short.
   */
  refuse?: { test: (value: string) => boolean; message: string };
}

/**
 * Refusals every text field shares: whatever a later stage (PostgreSQL, the mail layer) would
 * refuse is refused here, with the field named, so no accepted value can fail as a 500 later.
 * Invisible controls, half of a surrogate pair, and in a one-line field a line break or a tab.
 * Exported for text that is not a form answer (a phone number, a sign-in name, a search, a
 * decision's reason).
 */
export function refuseUnreadable<T extends z.ZodType<string>>(schema: T, multiline: boolean) {
  const refused = [CONTROL_CHARACTERS, LONE_SURROGATE, ...(multiline ? [] : [LINE_BREAKS, TAB])];
  return (
    schema
      .refine((value) => !CONTROL_CHARACTERS.test(value), 'Remove the invisible control characters')
      .refine((value) => !LONE_SURROGATE.test(value), BROKEN_TEXT_MESSAGE)
      .refine((value) => multiline || !LINE_BREAKS.test(value), LINE_BREAK_MESSAGE)
      .refine((value) => multiline || !TAB.test(value), TAB_MESSAGE)
      // The same refusals, said in the OpenAPI document (refinements are invisible to JSON Schema).
      .meta({ not: { anyOf: refused.map((pattern) => ({ pattern: pattern.source })) } })
  );
}

export function requiredText(label: string, requiredMessage: string, options: TextOptions = {}) {
  const { min = 1, max = 200, multiline = false, refuse } = options;
  const given = z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true });
  const answered = refuse
    ? given.refine((value) => !refuse.test(value), { error: refuse.message, abort: true })
    : given;
  return refuseUnreadable(
    answered.min(min, `${label} must be at least ${min} characters`).max(max, `Use at most ${max} characters`),
    multiline,
  );
}

/** Optional text: an empty value is allowed and becomes an empty string. */
export function optionalText(label: string, options: TextOptions = {}) {
  const { min = 1, max = 200, multiline = false } = options;
  const text = z.string().trim().max(max, `Use at most ${max} characters`);
  // Empty, or at least `min` characters: a pattern, so the OpenAPI document says it too.
  const atLeast = new RegExp(`^(?:[\\s\\S]{${min},})?$`);
  return refuseUnreadable(
    min > 1 ? text.regex(atLeast, `${label} must be at least ${min} characters`) : text,
    multiline,
  ).default('');
}

/**
 * A query number as plain digits only: `0x3`, `1e3`, ` 2`, `2.0` or a repeated name are refused
 * rather than read as some other number (z.coerce would take them all).
 */
export function queryWholeNumber(name: string) {
  return z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number);
}

/** Row ids are PostgreSQL `integer`s: a larger id is refused here rather than failing there as a 500. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * An id in a path: plain digits (`12abc`, `-1` or `1e3` are refused with a 400 rather than read as
 * some other id), described to the OpenAPI document as the integer it is.
 */
export function pathIdSchema(name: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().max(MAX_ROW_ID, `${name} must be at most ${MAX_ROW_ID}`))
    .meta({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID });
}

/** An id in a body: a JSON number, or its plain digits as text; `true`, `"0x3"` or `[2]` are refused, not coerced. */
export function bodyIdSchema(name: string) {
  const message = `${name} must be a positive whole number`;
  return z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).positive(message).max(MAX_ROW_ID, `${name} must be at most ${MAX_ROW_ID}`))
    .meta({ type: 'integer', minimum: 1, maximum: MAX_ROW_ID });
}

/** queryWholeNumber within bounds, described to the OpenAPI document as the integer it is. */
export function queryWholeNumberBetween(name: string, bounds: { min?: number; max: number }) {
  const { min = 0, max } = bounds;
  return queryWholeNumber(name)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min.toLocaleString('en-US')}`)
        .max(max, `${name} must be at most ${max.toLocaleString('en-US')}`),
    )
    .meta({ type: 'integer', minimum: min, maximum: max });
}

export function emailSchema(requiredMessage = 'Email is required') {
  return (
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { error: requiredMessage, abort: true })
      .max(254, 'Use at most 254 characters')
      .pipe(z.email('Enter a valid email address, like name@example.com'))
      // The JSON Schema of a pipe is its input's; the address rule is the output's, so it is said here.
      .meta({ format: 'email', pattern: z.regexes.email.source })
  );
}

/**
 * A phone number's characters (a leading +, digits, spaces, dashes, dots, brackets) with `min` to
 * `max` digits among them. The digit count as a pattern rather than a refinement, so the OpenAPI
 * document says it too; it is checked after the characters, so it only ever counts the digits.
 */
export function phoneDigitsPattern(count: { min: number; max?: number }): RegExp {
  return new RegExp(`^\\+?(?:[\\s().-]*\\d){${count.min},${count.max ?? ''}}[\\s().-]*$`);
}

/** North American and international numbers: 10 to 15 digits, with the usual punctuation. */
export function phoneSchema(requiredMessage = 'Phone number is required') {
  return refuseUnreadable(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { error: requiredMessage, abort: true })
      .max(25, 'Use at most 25 characters')
      .regex(/^\+?[\d\s().-]+$/, { error: 'Use digits only, with spaces, dashes or brackets if you like', abort: true })
      .regex(phoneDigitsPattern({ min: 10, max: 15 }), 'Enter a phone number of 10 to 15 digits, area code included'),
    false,
  );
}

/** Canadian postal codes and US ZIP codes (and other short codes): letters, digits, a space or dash. */
export function postalCodeSchema(requiredMessage = 'Zip code is required') {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .min(3, 'Zip code must be at least 3 characters')
    .max(10, 'Use at most 10 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Use letters, digits, a space or a dash');
}

/**
 * A calendar date as `YYYY-MM-DD`, which `<input type="date">` gives. Existing clients may send a
 * full ISO date-time; its date part is kept.
 */
export function dateSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Enter a date as YYYY-MM-DD')
    .transform((value) => value.slice(0, 10))
    .refine((value) => isRealCalendarDate(value), { error: 'Enter a real calendar date', abort: true })
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= PLAUSIBLE_YEARS.min && year <= PLAUSIBLE_YEARS.max;
    }, `Enter a year from ${PLAUSIBLE_YEARS.min} to ${PLAUSIBLE_YEARS.max}`)
    .meta(DATE_IN_DOCUMENT);
}

/** dateSchema in the OpenAPI document: a real date (`format`) of PLAUSIBLE_YEARS, written as a date only. */
export const DATE_IN_DOCUMENT = { format: 'date', pattern: '^(?:19\\d\\d|20\\d\\d|2100)-\\d{2}-\\d{2}$' } as const;

function isRealCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A whole number of digits, e.g. bank numbers, kept as text so leading zeros survive. */
export function optionalDigits(label: string, options: { min: number; max: number }) {
  const { min, max } = options;
  const lengthText = min === max ? `${min}` : `${min} to ${max}`;
  // Patterns rather than refinements, so the OpenAPI document says them too.
  return z
    .string()
    .trim()
    .regex(/^\d*$/, `${label} must contain digits only`)
    .regex(new RegExp(`^(?:[\\s\\S]{${min},${max}})?$`), `${label} must be ${lengthText} digits`)
    .default('');
}
