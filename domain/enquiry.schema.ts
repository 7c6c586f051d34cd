import { z } from 'zod';
import { emailSchema, phoneDigitsPattern, requiredText } from './common-fields.schema.ts';
import { HoneypotSchema, phoneTextSchema } from './contact-fields.schema.ts';

/**
 * The Contact page's 'How can we help?' enquiry, with the original form's fields and rules. One
 * schema for the form's resolver, the POST route and the tests. Field names are the original
 * client's, as it sent them.
 */
export const ENQUIRY_PATH = '/api/Contact/Enquiry';

export const ENQUIRY_LIMITS = {
  fullName: { min: 3, max: 30 },
  phoneDigits: { min: 5, max: 10 },
  companyName: { min: 3, max: 30 },
  address: { min: 3, max: 40 },
  message: { min: 8, max: 2000 },
} as const;

/** 5 to 10 digits (the original's numeric box); spaces, dashes and brackets may be typed too. */
const EnquiryPhoneSchema = phoneTextSchema('Phone Number required')
  .regex(phoneDigitsPattern(ENQUIRY_LIMITS.phoneDigits), {
    error: `Phone Number must have ${ENQUIRY_LIMITS.phoneDigits.min} to ${ENQUIRY_LIMITS.phoneDigits.max} digits`,
    abort: true,
  })
  .max(20, 'Use at most 20 characters');

export const EnquirySchema = z.object({
  FullName: requiredText('Full Name', 'Full Name required', ENQUIRY_LIMITS.fullName),
  PhoneNumber: EnquiryPhoneSchema,
  CompanyName: requiredText('Company Name', 'Company Name required', ENQUIRY_LIMITS.companyName),
  Address: requiredText('Address', 'Address is required', ENQUIRY_LIMITS.address),
  Email: emailSchema('Email is required'),
  message: requiredText('Message', 'Message required', { ...ENQUIRY_LIMITS.message, multiline: true }),
  website: HoneypotSchema,
});

export type EnquiryInput = z.input<typeof EnquirySchema>;
export type Enquiry = z.output<typeof EnquirySchema>;
