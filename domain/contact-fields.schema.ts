import { z } from 'zod';
import { refuseUnreadable } from './common-fields.schema.ts';

/**
 * Pieces the two Contact page forms share: the hidden honeypot and the server's answer.
 * Field rules live with each form, because the original gave each form its own bounds and messages.
 */

/**
 * Honeypot: hidden from people; a bot that fills every box fills this one. It is accepted here and
 * answered as a success that stores and sends nothing, so the bot cannot tell it was caught.
 */
export const HoneypotSchema = z.string().max(500, 'Use at most 500 characters').optional();

/** Phone characters a person types: digits, a leading +, spaces, dashes, dots and brackets. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * A required phone number typed in a person's own way; each form adds its own bounds after this
 * (the original bounds the enquiry's in digits, the job application's in characters).
 */
export function phoneTextSchema(requiredMessage: string) {
  return refuseUnreadable(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, { error: requiredMessage, abort: true })
      .regex(PHONE_CHARACTERS, { error: 'Use digits only, with spaces, dashes or brackets if you like', abort: true }),
    false,
  );
}

/** What both endpoints answer once the message is stored and its e-mail queued. */
export const ContactReceivedSchema = z.object({
  isSuccess: z.literal(true),
  message: z.string(),
});
export type ContactReceived = z.infer<typeof ContactReceivedSchema>;

/**
 * Where a form posted without scripts is sent once it is stored (303 See Other): prerendered pages
 * that thank the person, so a reload there sends nothing twice.
 */
export const CONTACT_SENT_PATHS = {
  enquiry: '/contact/message-sent',
  jobApplication: '/contact/application-sent',
} as const;
