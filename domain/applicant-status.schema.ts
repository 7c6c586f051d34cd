import { z } from 'zod';
import { bodyIdSchema, dateSchema, optionalText, requiredText } from './common-fields.schema.ts';
import { DOCUMENT_KIND_NAMES, DOCUMENT_REFERENCE_PATTERN, type DocumentKind } from './documents.ts';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './language.ts';
import { ApplicantAgreementSchema } from './agreement.schema.ts';
import { AccessPassSummarySchema } from './access-pass.schema.ts';

/**
 * The applicant's side of the review: a private status link, per-document corrections,
 * reversible decisions and the certificate of insurance's expiry. One set of contracts for the
 * status page, the dashboard and the server.
 */

/** The private link's token: 32 random bytes in base64url (256 bits; stored only as a hash). */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The applicant's page (public, `noindex`): `PUBLIC_URL/status/<token>`. */
export const statusPagePath = (token: string) => `/status/${token}`;

export const APPLICANT_API = {
  /** In French, the documents' names and the common reasons come in French (docs/i18n.md). */
  status: (token: string, language: Language = DEFAULT_LANGUAGE) =>
    language === DEFAULT_LANGUAGE
      ? `/api/ApplicationStatus/${token}`
      : `/api/ApplicationStatus/${token}?language=${language}`,
  submitCorrections: (token: string) => `/api/ApplicationStatus/${token}/Corrections`,
  requestCorrections: '/api/ApplicationFormData/RequestCorrections',
  reopen: '/api/ApplicationFormData/ReopenApplication',
  updateInsuranceExpiry: '/api/ApplicationFormData/UpdateInsuranceExpiry',
  needsAttention: '/api/ApplicationFormData/NeedsAttention',
  acceptOffer: (token: string) => `/api/ApplicationStatus/${token}/AcceptOffer`,
  declineOffer: (token: string) => `/api/ApplicationStatus/${token}/DeclineOffer`,
  notice: (token: string) => `/api/ApplicationStatus/${token}/Notice`,
} as const;

/** How many days before the certificate of insurance expires each reminder goes out (each once). */
export const INSURANCE_REMINDER_DAYS = [30, 7] as const;
/** The dashboard lists certificates expiring within this many days (and those already expired). */
export const INSURANCE_EXPIRING_WINDOW_DAYS = 60;

/**
 * Where an application stands as the applicant sees it. `CorrectionsRequested`, `Waitlisted` and
 * `Offered` count and list with `Pending` for the original API's callers (`Status=0`), and
 * `OfferDeclined` with `Rejected` (`Status=2`), so their decision codes keep their meaning.
 */
export const APPLICANT_STATUSES = [
  'Pending',
  'CorrectionsRequested',
  'Waitlisted',
  'Offered',
  'Accepted',
  'Rejected',
  'OfferDeclined',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** Reasons an admin picks most often; free text is allowed as well. */
export const COMMON_CORRECTION_REASONS = [
  'The document is hard to read or blurred',
  'The document has expired',
  'This is not the document asked for',
  'Pages are missing',
  'The name does not match the application',
  'The document is not signed',
  'The date on the document is wrong',
] as const;

const applicationId = bodyIdSchema('id');

const correctionReason = requiredText('Reason', 'Give the reason this document must be replaced', { max: 300 });

export const DocumentCorrectionSchema = z.object({
  kind: z.enum(DOCUMENT_KIND_NAMES, { error: `kind must be one of ${DOCUMENT_KIND_NAMES.join(', ')}` }),
  reason: correctionReason,
});
export type DocumentCorrection = z.infer<typeof DocumentCorrectionSchema>;

/** `POST /api/ApplicationFormData/RequestCorrections` (admin). */
export const RequestCorrectionsSchema = z.object({
  id: applicationId,
  documents: z
    .array(DocumentCorrectionSchema, { error: 'Choose at least one document to replace' })
    .min(1, 'Choose at least one document to replace')
    .max(DOCUMENT_KIND_NAMES.length)
    .refine(
      (documents) => new Set(documents.map((document) => document.kind)).size === documents.length,
      'Name each document once',
    )
    .meta({ description: 'Each `kind` at most once.' }),
  message: optionalText('Message', { max: 1000, multiline: true }).optional(),
});
export type RequestCorrections = z.infer<typeof RequestCorrectionsSchema>;

/**
 * `POST /api/ApplicationStatus/{token}/Corrections` (the applicant): one new upload reference per
 * requested kind, exactly the kinds requested (checked by the server against the open request).
 */
export const SubmitCorrectionsSchema = z.object({
  documents: z
    .partialRecord(
      z.enum(DOCUMENT_KIND_NAMES, { error: `Documents may only be ${DOCUMENT_KIND_NAMES.join(', ')}` }),
      z
        .string({ error: 'Upload this document again: its reference is not valid' })
        .regex(DOCUMENT_REFERENCE_PATTERN, 'Upload this document again: its reference is not valid'),
    )
    .refine((documents) => Object.keys(documents).length > 0, 'Upload at least one document')
    .meta({ minProperties: 1 }),
});
export type SubmitCorrections = z.infer<typeof SubmitCorrectionsSchema>;

/** `POST /api/ApplicationFormData/ReopenApplication` (admin): a decided application back to Pending. */
export const ReopenApplicationSchema = z.object({
  id: applicationId,
  reason: requiredText('Reason', 'Give the reason for reopening', { max: 1000, multiline: true }),
});
export type ReopenApplication = z.infer<typeof ReopenApplicationSchema>;

/** The certificate of insurance's expiry: a real date, not in the distant past. */
export function insuranceExpirySchema(requiredMessage = 'Enter the date the certificate of insurance expires') {
  return dateSchema(requiredMessage);
}

/** `POST /api/ApplicationFormData/UpdateInsuranceExpiry` (admin corrects the date the applicant gave). */
export const UpdateInsuranceExpirySchema = z.object({
  id: applicationId,
  insuranceExpiresOn: insuranceExpirySchema(),
});
export type UpdateInsuranceExpiry = z.infer<typeof UpdateInsuranceExpirySchema>;

/** `GET /api/ApplicationStatus/{token}?language=fr`: the page's language; English when left out. */
export const ApplicantStatusQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Language must be "en" or "fr"' }).optional(),
});

/** `GET /api/ApplicationStatus/{token}`: what the applicant may see (no bank numbers, no document's content). */
export const ApplicantStatusViewSchema = z.object({
  reference: z.string(),
  status: z.enum(APPLICANT_STATUSES),
  /** The step shown on the page: received, corrections requested, in review, accepted or rejected. */
  stage: z.enum([
    'Received',
    'CorrectionsRequested',
    'InReview',
    'Waitlisted',
    'Offered',
    'Accepted',
    'Rejected',
    'OfferDeclined',
  ]),
  submittedAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The reason given with a rejection, a reopening or a request for corrections. */
  reason: z.string().nullable(),
  corrections: z.array(z.object({ kind: z.enum(DOCUMENT_KIND_NAMES), label: z.string(), reason: z.string() })),
  insuranceExpiresOn: z.string().nullable(),
  /** What was applied for: the yard, the move-in day (YYYY-MM-DD) and how many trucks and trailers. */
  application: z.object({
    locationAppliedFor: z.string(),
    moveInDate: z.string(),
    trucks: z.number().int(),
    trailers: z.number().int(),
  }),
  /** The documents on file now (one per kind, the latest version), each with when it came in. */
  documents: z.array(z.object({ kind: z.enum(DOCUMENT_KIND_NAMES), receivedAt: z.string() })),
  /** `Waitlisted`: the place in the yard's line (1 is next); null otherwise. */
  position: z.number().int().nullable(),
  /** `Offered`: until when the spaces are held; null otherwise. */
  offerExpiresAt: z.string().nullable(),
  /** `Accepted`: the day the spaces are free again once notice is given; null while the tenancy runs on. */
  moveOutDate: z.string().nullable(),
  /** `Accepted` with no notice given yet: the earliest move-out day notice may name now; null otherwise. */
  earliestMoveOutDate: z.string().nullable(),
  /** `Accepted`: the parking agreement in force (its PDF at `/Agreement`); null otherwise. */
  agreement: ApplicantAgreementSchema.nullable(),
  /**
   * `Accepted` with the agreement signed by both: the access pass in force and the day it opens the
   * yard from; null otherwise. Never the code: the page reads it from `/Pass` (or its served data).
   */
  accessPass: AccessPassSummarySchema.nullable().default(null),
});
export type ApplicantStatusView = z.infer<typeof ApplicantStatusViewSchema>;

/** A dashboard row of the "Needs attention" view. */
export const AttentionItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  name: z.string(),
  status: z.enum(APPLICANT_STATUSES),
  /**
   * When the corrections came in, the certificate's expiry date, or since when an agreement waits:
   * when it was made (for the customer's signature) or signed by the customer (for the company's).
   */
  date: z.string(),
});

/**
 * An e-mail the outbox gave up on: refused for good by the mail server (an SMTP 5xx), or out of
 * retries. Its body is not shown (it may have been erased, and the admin needs only to know whom
 * to reach another way).
 */
export const UndeliveredMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** When it was queued. */
  queuedAt: z.string(),
  /** The mail server's answer, or why sending stopped. */
  reason: z.string(),
});

/** How far back "Needs attention" lists e-mails that were not delivered. */
export const UNDELIVERED_MAIL_WINDOW_DAYS = 30;

/** `GET /api/ApplicationFormData/NeedsAttention` (admin). */
export const NeedsAttentionSchema = z.object({
  correctionsReceived: z.object({ count: z.number().int(), data: z.array(AttentionItemSchema) }),
  insuranceExpiring: z.object({ count: z.number().int(), data: z.array(AttentionItemSchema) }),
  insuranceExpired: z.object({ count: z.number().int(), data: z.array(AttentionItemSchema) }),
  /** The agreement in force waits for the customer's signature. */
  agreementsAwaitingSignature: z.object({ count: z.number().int(), data: z.array(AttentionItemSchema) }),
  /** The customer signed the agreement in force; it waits for the company's. */
  agreementsAwaitingCountersignature: z.object({ count: z.number().int(), data: z.array(AttentionItemSchema) }),
  mailNotDelivered: z.object({ count: z.number().int(), data: z.array(UndeliveredMailSchema) }),
});
export type NeedsAttention = z.infer<typeof NeedsAttentionSchema>;

export type { DocumentKind };

/** The answer of RequestCorrections, ReopenApplication and the applicant's Corrections: where it stands now. */
export const ApplicantActionResultSchema = z.object({
  isSuccess: z.literal(true),
  status: z.enum(APPLICANT_STATUSES),
});
export type ApplicantActionResult = z.infer<typeof ApplicantActionResultSchema>;

/** The answer of AcceptOffer, DeclineOffer and Notice: where the application stands now. */
export const ApplicantOfferResultSchema = z.object({
  isSuccess: z.literal(true),
  status: z.enum(APPLICANT_STATUSES),
  moveOutDate: z.string().nullable(),
});
export type ApplicantOfferResult = z.infer<typeof ApplicantOfferResultSchema>;

/** The answer of UpdateInsuranceExpiry. */
export const InsuranceExpiryUpdatedSchema = z.object({
  isSuccess: z.literal(true),
  insuranceExpiresOn: z.string(),
});
