import { z } from 'zod';
import { bodyIdSchema } from './common-fields.schema.ts';

/** The parking agreement's contracts, for the status page, the dashboard and the server. */

export const AGREEMENT_STATES = ['AwaitingSignature', 'AwaitingCountersignature', 'Signed'] as const;

/** Where the agreement in force stands: its version and the SHA-256 (hex) of its PDF. */
export const AgreementSummarySchema = z.object({
  state: z.enum(AGREEMENT_STATES),
  version: z.number().int(),
  sha256: z.string(),
});
export type AgreementSummary = z.infer<typeof AgreementSummarySchema>;

/** The applicant's view of it: also whether signing asks for the payor's account (none on file). */
export const ApplicantAgreementSchema = AgreementSummarySchema.extend({ accountNeeded: z.boolean() });
export type ApplicantAgreement = z.infer<typeof ApplicantAgreementSchema>;

/** The largest monthly rate per space an acceptance takes, in dollars. */
export const MAX_CONFIRMED_RATE = 100_000;

const rate = (label: string) =>
  z
    .number({ error: `${label} must be an amount in dollars` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_CONFIRMED_RATE, `${label} must be at most $${MAX_CONFIRMED_RATE.toLocaleString('en-CA')}`)
    .multipleOf(0.01, `${label} has at most two decimals (cents)`);

/** The monthly rates per space the admin confirms at acceptance, in dollars. */
export const ConfirmedRatesSchema = z.object({
  truckRate: rate('Truck rate'),
  trailerRate: rate('Trailer rate'),
});
export type ConfirmedRates = z.infer<typeof ConfirmedRatesSchema>;

/** An acceptance's optional rates: left out, the suggested ones (the yard's published, else the applicant's). */
export const AcceptanceRatesSchema = z.object({
  truckRate: rate('Truck rate').optional(),
  trailerRate: rate('Trailer rate').optional(),
});

/**
 * A drawn signature: SVG path data as the signing pad records it, a move then moves and lines to
 * whole points (`M20 40 L40 50 M200 100 L200 100`). Nothing else, so every drawing taken can be
 * drawn again on the signed copy.
 */
export const SIGNATURE_DRAWING_PATTERN = /^M ?\d{1,4} \d{1,4}(?: [ML] ?\d{1,4} \d{1,4})*$/;

/** Digits as pasted from a bank form or a spreadsheet: spaces and dashes between them are dropped. */
const pastedDigits = (label: string, length: { min: number; max: number }) =>
  z
    .string({ error: `Type the ${label}` })
    .regex(/^[\d\s-]+$/, `The ${label} has digits only`)
    // Patterns rather than refinements, so the OpenAPI document says them too.
    .regex(
      new RegExp(`^[\\s-]*(?:\\d[\\s-]*){${length.min},${length.max}}$`),
      length.min === length.max
        ? `The ${label} has ${length.min} digits`
        : `The ${label} has ${length.min} to ${length.max} digits`,
    )
    .transform((value) => value.replace(/[\s-]/g, ''));

/** The payor's account, given at signing when the booking left it out. */
export const PayorAccountSchema = z.strictObject({
  transit: pastedDigits('transit number', { min: 5, max: 5 }),
  institution: pastedDigits('institution number', { min: 3, max: 3 }),
  account: pastedDigits('account number', { min: 7, max: 12 }),
});
export type PayorAccount = z.infer<typeof PayorAccountSchema>;

/**
 * `POST /api/ApplicationStatus/{token}/Sign`: the customer's full name and title as typed (their
 * signature), their consent to sign electronically, an optional drawing, the fingerprint of the
 * version they read (left out: the version in force), and the payor's account if still missing.
 */
export const SignAgreementSchema = z.strictObject({
  fullName: z
    .string({ error: 'Type your full name' })
    .trim()
    .min(2, 'Type your full name')
    .max(120, 'Use at most 120 characters'),
  title: z
    .string({ error: 'Type your title in the company' })
    .trim()
    .min(2, 'Type your title in the company')
    .max(80, 'Use at most 80 characters'),
  consent: z.literal(true, { error: 'Tick the box to agree to sign electronically' }),
  signature: z
    .string()
    .max(20_000, 'The drawing is too large; clear it and draw again')
    .regex(SIGNATURE_DRAWING_PATTERN, 'The drawing could not be read; clear it and draw again')
    .optional(),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 hexadecimal characters')
    .optional(),
  /** Required when the application has no complete bank account for the monthly debit. */
  account: PayorAccountSchema.optional(),
});
export type SignAgreement = z.infer<typeof SignAgreementSchema>;

/**
 * `POST /api/ApplicationFormData/Countersign` (admin): completes the agreement in force, the version
 * whose fingerprint the admin saw (left out: the one in force).
 */
export const CountersignRequestSchema = z.strictObject({
  id: bodyIdSchema('id'),
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 hexadecimal characters')
    .optional(),
});

export type CountersignRequest = z.infer<typeof CountersignRequestSchema>;

/** `POST /api/ApplicationFormData/AgreementRates` (admin): new rates, so a new version to sign. */
export const AgreementRatesRequestSchema = z.strictObject({
  id: bodyIdSchema('id'),
  ...ConfirmedRatesSchema.shape,
});

/** `GET /api/Agreements/Verify?sha256=`: whether a completed agreement has that fingerprint. */
export const VerifyAgreementQuerySchema = z.strictObject({
  sha256: z
    .string({ error: 'Give the sha256 of the agreement' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 hexadecimal characters'),
});

export const VerifyAgreementAnswerSchema = z.object({
  signed: z.boolean(),
  /** When both parties had signed it; absent when `signed` is false. */
  completedAt: z.string().optional(),
});

export type AgreementRatesRequest = z.infer<typeof AgreementRatesRequestSchema>;

/** What the countersign and a change of rates answer: where the agreement in force stands now. */
export const AgreementAnswerSchema = z.object({ isSuccess: z.literal(true), agreement: AgreementSummarySchema });

export const AGREEMENT_API = {
  sign: (token: string) => `/api/ApplicationStatus/${token}/Sign`,
  /** The applicant's copy, through their private link. */
  forApplicant: (token: string) => `/api/ApplicationStatus/${token}/Agreement`,
  /** The admin's copy. */
  forAdmin: (id: number | string) => `/api/ApplicationFormData/Agreement/${id}`,
  countersign: '/api/ApplicationFormData/Countersign',
  rates: '/api/ApplicationFormData/AgreementRates',
  verify: (sha256: string) => `/api/Agreements/Verify?sha256=${encodeURIComponent(sha256)}`,
} as const;
