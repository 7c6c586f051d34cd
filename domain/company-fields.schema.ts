import { z } from 'zod';
import { refuseUnreadable, requiredText } from './common-fields.schema.ts';
import { isPlaceholderName, PLACEHOLDER_COMPANY_MESSAGE } from './placeholder-answers.ts';

/**
 * The carrier's company: its legal name and its operating number, a CVOR (Ontario) or a USDOT (US
 * federal) number. The API keeps both optional for the clients written before they were asked; our
 * wizard requires the name.
 */
const COMPANY_NAME = { min: 2, max: 120 } as const;

export const COMPANY_NAME_REQUIRED_MESSAGE = 'Company name is required';
export const CARRIER_NUMBER_MESSAGE =
  'Enter a CVOR number (9 digits, like 123-456-789) or a USDOT number (1 to 8 digits, like USDOT 1234567)';

export const requiredCompanyNameSchema = requiredText('Company name', COMPANY_NAME_REQUIRED_MESSAGE, {
  ...COMPANY_NAME,
  refuse: { test: isPlaceholderName, message: PLACEHOLDER_COMPANY_MESSAGE },
});

/** Empty, or a name: a placeholder is told so before its length ("-" is a placeholder, not too short). */
export const optionalCompanyNameSchema = refuseUnreadable(
  z
    .string()
    .trim()
    .refine((value) => value === '' || !isPlaceholderName(value), { error: PLACEHOLDER_COMPANY_MESSAGE, abort: true })
    .max(COMPANY_NAME.max, `Use at most ${COMPANY_NAME.max} characters`)
    .regex(
      new RegExp(`^(?:[\\s\\S]{${COMPANY_NAME.min},})?$`),
      `Company name must be at least ${COMPANY_NAME.min} characters`,
    ),
  false,
).default('');

/**
 * CVOR: 9 digits, often written 123-456-789 (a space or a dash between the groups), optionally
 * after "CVOR". USDOT: 1 to 8 digits, optionally after "USDOT" or "US DOT" (and a # or a colon).
 * Stored as typed, trimmed. A pattern without flags (letters in both cases spelt out), so the
 * OpenAPI document states it too.
 */
const CVOR = String.raw`(?:[Cc][Vv][Oo][Rr][ #:]*)?\d{3}[ -]?\d{3}[ -]?\d{3}`;
const USDOT = String.raw`(?:[Uu][Ss] ?[Dd][Oo][Tt][ #:]*)?\d{1,8}`;
const CARRIER_NUMBER = new RegExp(`^(?:${CVOR}|${USDOT})?$`);

export const cvorOrUsdotSchema = refuseUnreadable(
  z.string().trim().max(30, 'Use at most 30 characters').regex(CARRIER_NUMBER, CARRIER_NUMBER_MESSAGE),
  false,
).default('');
