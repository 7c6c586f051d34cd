import { z } from 'zod';
import { bodyIdSchema, requiredText } from './common-fields.schema.ts';
import { YARD_SLUGS } from './yards.schema.ts';

/**
 * The customer's access pass for their yard (docs/decisions/081-access-pass.md): a code the gate
 * staff type or scan, for the status page, the dashboard, the gate screen and the server.
 */

/**
 * The code's alphabet: digits and capitals without the look-alikes 0/O, 1/I/L, so a code read off
 * a phone or a printout is typed right the first time.
 */
export const PASS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const PASS_CODE_LENGTH = 8;

/** The characters of a code as the gate may type them: either case, with spaces or dashes anywhere. */
const TYPED_CODE_PATTERN = /^[ -]*(?:[2-9A-HJKMNP-Za-hjkmnp-z][ -]*){8}$/;
const CODE_MESSAGE = 'A pass code is 8 letters and digits, such as 7KQ4-MX2P (no 0, O, 1, I or L)';

/** The code as stored: capitals, no dash or space. Undefined for text that is no code. */
export function normalisePassCode(typed: string): string | undefined {
  if (!TYPED_CODE_PATTERN.test(typed)) return undefined;
  return typed.replace(/[ -]/g, '').toUpperCase();
}

/** The code as shown and printed: `XXXX-XXXX`. */
export function formatPassCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A code as typed at the gate, checked and made the stored form. */
export const TypedPassCodeSchema = z
  .string({ error: CODE_MESSAGE })
  .regex(TYPED_CODE_PATTERN, CODE_MESSAGE)
  .transform((typed) => typed.replace(/[ -]/g, '').toUpperCase());

export const PASS_API = {
  /** The yard screen (staff signed in). */
  check: (slug: string, code: string) => `/api/Yards/${slug}/Pass/${encodeURIComponent(code)}`,
  revoke: '/api/ApplicationFormData/RevokePass',
  reissue: '/api/ApplicationFormData/ReissuePass',
  /** The customer's own pass through their private link: the code and its QR. */
  forApplicant: (token: string) => `/api/ApplicationStatus/${token}/Pass`,
} as const;

/** `GET /api/Yards/{slug}/Pass/{code}`. */
export const PassCheckParamsSchema = z.object({
  slug: z.enum(YARD_SLUGS, { error: `Unknown yard: use one of ${YARD_SLUGS.join(', ')}` }),
  code: TypedPassCodeSchema,
});

export const PASS_REFUSALS = ['unknown', 'revoked', 'not_yet_valid', 'ended'] as const;
export type PassRefusal = (typeof PASS_REFUSALS)[number];

/**
 * The yard screen's answer. `company` and `spaces` come with every code the yard knows, valid or
 * not (the staff are signed in), so the gate can tell the driver whose pass it was.
 */
export const PassCheckSchema = z.object({
  valid: z.boolean(),
  reason: z.enum(PASS_REFUSALS).optional(),
  validFrom: z.string().meta({ format: 'date' }).optional(),
  company: z.string().optional(),
  spaces: z.object({ trucks: z.number().int(), trailers: z.number().int() }).optional(),
});
export type PassCheck = z.infer<typeof PassCheckSchema>;

/** `POST /api/ApplicationFormData/RevokePass` (admin). */
export const RevokePassRequestSchema = z.strictObject({
  id: bodyIdSchema('id'),
  reason: requiredText('Reason', 'Say why the pass is revoked', { max: 500 }),
});
export type RevokePassRequest = z.infer<typeof RevokePassRequestSchema>;

/** `POST /api/ApplicationFormData/ReissuePass` (admin): a new code, e-mailed to the customer. */
export const ReissuePassRequestSchema = z.strictObject({ id: bodyIdSchema('id') });
export type ReissuePassRequest = z.infer<typeof ReissuePassRequestSchema>;

/** An application's pass as the dashboard shows it (the admin may see the code). */
export const AdminPassSchema = z.object({
  code: z.string(),
  yard: z.enum(YARD_SLUGS),
  validFrom: z.string().meta({ format: 'date' }),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type AdminPass = z.infer<typeof AdminPassSchema>;

export const PassActionAnswerSchema = z.object({ isSuccess: z.literal(true), pass: AdminPassSchema });

/**
 * The customer's live pass on their status page (`GET /api/ApplicationStatus/{token}/Pass`, and in
 * the served page's data): the code, the day it is valid from, the yard, and the QR code of the
 * code as SVG markup made by the server.
 */
export const ApplicantPassSchema = z.object({
  code: z.string(),
  validFrom: z.string().meta({ format: 'date' }),
  yard: z.enum(YARD_SLUGS),
  yardName: z.string(),
  qrSvg: z.string(),
});
export type ApplicantPass = z.infer<typeof ApplicantPassSchema>;

/** In the status answer: that a live pass exists and from when (never the code). */
export const AccessPassSummarySchema = z.object({ validFrom: z.string().meta({ format: 'date' }) });
