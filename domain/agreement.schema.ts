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

export const AGREEMENT_API = {
  /** The applicant's copy, through their private link. */
  forApplicant: (token: string) => `/api/ApplicationStatus/${token}/Agreement`,
  /** The admin's copy. */
  forAdmin: (id: number | string) => `/api/ApplicationFormData/Agreement/${id}`,
} as const;
