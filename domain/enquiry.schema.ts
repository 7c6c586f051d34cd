import { z } from 'zod';
import { optionalText, phoneDigitsPattern, refuseUnreadable, requiredText } from './common-fields.schema.ts';
import { HoneypotSchema } from './contact-fields.schema.ts';

/**
 * The Contact page's 'How can we help?' enquiry. It asks only what a question needs: a name, a way
 * to reply (an e-mail address or a phone number, at least one) and the message; the company and the
 * address are optional. The original client sent every field, and still may. One schema for the
 * form's resolver, the POST route and the tests. Field names are the original client's.
 */
export const ENQUIRY_PATH = '/api/Contact/Enquiry';

export const ENQUIRY_LIMITS = {
  fullName: { min: 3, max: 30 },
  phoneDigits: { min: 5, max: 10 },
  companyName: { min: 3, max: 30 },
  address: { min: 3, max: 40 },
  message: { min: 8, max: 2000 },
} as const;

/** Said on the e-mail field when neither an e-mail address nor a phone number was given. */
export const REPLY_WAY_MESSAGE = 'Give an email address or a phone number so we can reply';

/**
 * Empty, or 5 to 10 digits (the original's numeric box); spaces, dashes and brackets may be typed
 * too. Empty is allowed here: the object's rule wants it or the e-mail address.
 */
const EnquiryPhoneSchema = refuseUnreadable(
  z
    .string()
    .trim()
    .regex(/^(?:\+?[\d\s().-]+)?$/, {
      error: 'Use digits only, with spaces, dashes or brackets if you like',
      abort: true,
    })
    .regex(new RegExp(`^(?:${phoneDigitsPattern(ENQUIRY_LIMITS.phoneDigits).source.slice(1, -1)})?$`), {
      error: `Phone Number must have ${ENQUIRY_LIMITS.phoneDigits.min} to ${ENQUIRY_LIMITS.phoneDigits.max} digits`,
      abort: true,
    })
    .max(20, 'Use at most 20 characters'),
  false,
).default('');

/** Empty, or one valid address. */
const EnquiryEmailSchema = z
  .string()
  .trim()
  .max(254, 'Use at most 254 characters')
  .regex(new RegExp(`^(?:${z.regexes.email.source.replace(/^\^/, '').replace(/\$$/, '')})?$`), {
    error: 'Enter a valid email address, like name@example.com',
  })
  .default('');

export const EnquirySchema = z
  .object({
    FullName: requiredText('Full Name', 'Full Name required', ENQUIRY_LIMITS.fullName),
    PhoneNumber: EnquiryPhoneSchema,
    CompanyName: optionalText('Company Name', ENQUIRY_LIMITS.companyName),
    Address: optionalText('Address', ENQUIRY_LIMITS.address),
    Email: EnquiryEmailSchema.describe('An address to reply to. Email or PhoneNumber: at least one is required.'),
    message: requiredText('Message', 'Message required', { ...ENQUIRY_LIMITS.message, multiline: true }),
    website: HoneypotSchema,
  })
  .refine((enquiry) => !lacksReplyWay(enquiry), { path: ['Email'], message: REPLY_WAY_MESSAGE });

/**
 * Neither an e-mail address nor a phone number. Zod checks it only once every field passes its own
 * rules; the form asks it beside them too (enquiry-form.tsx), so an empty form names all it lacks.
 */
export function lacksReplyWay(values: { Email?: unknown; PhoneNumber?: unknown }): boolean {
  return !hasText(values.Email) && !hasText(values.PhoneNumber);
}

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;
