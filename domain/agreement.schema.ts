import { z } from 'zod';

/** The parking agreement's contracts, for the status page, the dashboard and the server. */

export const AGREEMENT_STATES = ['AwaitingSignature', 'AwaitingCountersignature', 'Signed'] as const;

/** Where the agreement in force stands: its version and the SHA-256 (hex) of its PDF. */
export const AgreementSummarySchema = z.object({
  state: z.enum(AGREEMENT_STATES),
  version: z.number().int(),
  sha256: z.string(),
});
export type AgreementSummary = z.infer<typeof AgreementSummarySchema>;

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

/** A drawn signature: SVG path data of moves and lines, as the signing pad records it. */
export const SIGNATURE_DRAWING_PATTERN = /^[ML0-9.\s-]+$/;

/**
 * `POST /api/ApplicationStatus/{token}/Sign`: the customer's full name and title as typed (their
 * signature), their consent to sign electronically, an optional drawing, and the fingerprint of the
 * version they read (left out: the version in force).
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
});
export type SignAgreement = z.infer<typeof SignAgreementSchema>;

export const AGREEMENT_API = {
  sign: (token: string) => `/api/ApplicationStatus/${token}/Sign`,
  /** The applicant's copy, through their private link. */
  forApplicant: (token: string) => `/api/ApplicationStatus/${token}/Agreement`,
  /** The admin's copy. */
  forAdmin: (id: number | string) => `/api/ApplicationFormData/Agreement/${id}`,
} as const;
