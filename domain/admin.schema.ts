import { z } from 'zod';
import { SpacesFitSchema, WaitlistPlaceSchema } from './yards.schema.ts';
import { AcceptanceRatesSchema, AgreementSummarySchema } from './agreement.schema.ts';
import { AdminPassSchema } from './access-pass.schema.ts';
import { APPLICANT_STATUSES } from './applicant-status.schema.ts';
import { bodyIdSchema, emailSchema, queryWholeNumberBetween, refuseUnreadable } from './common-fields.schema.ts';
import { DOCUMENT_KIND_NAMES } from './documents.ts';
import { LanguageSchema } from './language.ts';

/**
 * Contracts of the admin side: sign-in, forgotten password, the dashboard and one application's
 * page, and the admin calls of docs/api-contract.md. Paths are listed in ADMIN_API so the web app
 * and the server name them once.
 */
export const ADMIN_API = {
  login: '/api/Login',
  logout: '/api/Logout',
  me: '/api/Me',
  changePassword: '/api/ChangePassword',
  forgotPasswordRequest: '/api/ForgetPassword/RequestCode',
  forgotPasswordConfirm: '/api/ForgetPassword/Confirm',
  twoFactorSetup: '/api/TwoFactor/Setup',
  twoFactorEnable: '/api/TwoFactor/Enable',
  twoFactorDisable: '/api/TwoFactor/Disable',
  list: '/api/ApplicationFormData/GetAllApplicationForm',
  byId: (id: number | string) => `/api/ApplicationFormData/GetApplicationFormById/${id}`,
  statistics: '/api/ApplicationFormData/GetStatiscs',
  action: '/api/ApplicationFormData/CreateApplicationFormAction',
  revealBankDetails: (id: number | string) => `/api/ApplicationFormData/RevealBankDetails/${id}`,
  document: (applicationId: number | string, kind: string) =>
    `/api/ApplicationFormData/Document/${applicationId}/${kind}`,
  /** A small preview of an image document, made by the server (a PDF has none). */
  documentThumbnail: (applicationId: number | string, kind: string) =>
    `/api/ApplicationFormData/DocumentThumbnail/${applicationId}/${kind}`,
  /** An earlier version of a document, replaced through a correction. */
  documentVersion: (applicationId: number | string, documentId: string) =>
    `/api/ApplicationFormData/DocumentVersion/${applicationId}/${documentId}`,
} as const;

/** The session cookie (httpOnly) and the anti-forgery cookie the client echoes in X-XSRF-TOKEN. */
export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * Over https both cookies carry the `__Host-` prefix: a browser then takes them only when Secure,
 * for this host alone and for Path=/, so a sibling subdomain cannot plant or shadow them.
 */
export const HOST_COOKIE_PREFIX = '__Host-';

export function sessionCookieNames(secure: boolean): { session: string; xsrf: string } {
  const prefix = secure ? HOST_COOKIE_PREFIX : '';
  return { session: `${prefix}${SESSION_COOKIE}`, xsrf: `${prefix}${XSRF_COOKIE}` };
}

// ---- sign-in and account ----------------------------------------------------------------------

export const LoginRequestSchema = z.object({
  /** The username or the account's e-mail address. */
  userName: refuseUnreadable(
    z.string({ error: 'username is required.' }).trim().min(1, 'username is required.').max(254),
    false,
  ),
  password: z.string({ error: 'password is required.' }).min(1, 'password is required.').max(200),
  /** Six digits from an authenticator app, or a recovery code; only when two-factor sign-in is on. */
  code: z.string().trim().max(40).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** `token` is a signed JWT (the original client decodes it) bound to a revocable server session. */
export const LoginResponseSchema = z.object({
  isSuccess: z.literal(true),
  token: z.string(),
  user: AdminUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A refused sign-in whose only missing piece is the second factor carries this error path. */
export const TWO_FACTOR_ERROR_PATH = 'code';

export const SuccessSchema = z.object({ isSuccess: z.literal(true), message: z.string().optional() });
export type Success = z.infer<typeof SuccessSchema>;

export const PASSWORD_MISMATCH_MESSAGE = 'New password and Confirm Password Not Match';

/** At least 12 characters: length beats composition rules (NIST SP 800-63B). Common ones are refused server-side. */
export function newPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(12, 'Use at least 12 characters')
    .max(200, 'Use at most 200 characters');
}
export const NewPasswordSchema = newPasswordSchema('Password is required.');

const passwordsMatch = {
  path: ['confirmPassword'],
  message: PASSWORD_MISMATCH_MESSAGE,
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};
const ChangePasswordFields = z.object({
  currentPassword: z.string({ error: 'Current password is required.' }).min(1, 'Current password is required.'),
  password: NewPasswordSchema,
  confirmPassword: z.string({ error: 'Confirm Password is required.' }).min(1, 'Confirm Password is required.'),
});

/** Our dashboard's form: it always asks for the current password. */
export const ChangePasswordFormSchema = ChangePasswordFields.refine(
  (value) => value.password === value.confirmPassword,
  passwordsMatch,
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/**
 * `POST /api/ChangePassword`. The original client sends `{ password, confirmPassword }` only, so the
 * current password may be left out, but then only a freshly signed-in session may change it
 * (docs/decisions/018-api-contract-cors-fresh-sessions.md).
 */
export const ChangePasswordRequestSchema = ChangePasswordFields.extend({
  currentPassword: ChangePasswordFields.shape.currentPassword.optional(),
})
  .refine((value) => value.password === value.confirmPassword, passwordsMatch)
  .meta({
    description:
      '`confirmPassword` equals `password`, which must not be easily guessed (checked on the server). Without ' +
      '`currentPassword`, only a session signed in within the last 10 minutes may change it.',
  });
export const REAUTHENTICATION_REQUIRED_MESSAGE =
  'For your safety, sign in again, then change the password within 10 minutes (or enter your current password).';
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({
  email: emailSchema('E-mail is required.'),
  newPassword: newPasswordSchema('New Password is required.'),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const RESET_CODE_LENGTH = 6;

export const ForgotPasswordConfirmSchema = z.object({
  email: emailSchema('E-mail is required.'),
  code: z
    .string({ error: 'Code is required.' })
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), `Enter the ${RESET_CODE_LENGTH}-digit code from the e-mail`),
});
export type ForgotPasswordConfirm = z.infer<typeof ForgotPasswordConfirmSchema>;

export const TwoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export const TwoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Code is required.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});
export const TwoFactorEnabledSchema = z.object({ isSuccess: z.literal(true), recoveryCodes: z.array(z.string()) });
export const TwoFactorDisableSchema = z.object({
  password: z.string({ error: 'password is required.' }).min(1, 'password is required.'),
});

// ---- applications under review ------------------------------------------------------------------

/** Statuses as stored; the numbers exist only at the API edge (docs/api-contract.md). */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** `Status` query codes: 0 pending, 1 accepted, 2 rejected; absent = all. */
export const STATUS_CODES: Record<ApplicationStatus, 0 | 1 | 2> = { pending: 0, accepted: 1, rejected: 2 };
/** The retrieved application's `status` text. */
export const STATUS_LABELS: Record<ApplicationStatus, 'Pending' | 'Accepted' | 'Rejected'> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

export const PAGE_SIZE = 10;
export const MAX_TAKE = 100;

const STATUS_CODE_MESSAGE = 'Status must be 0 (Pending), 1 (Accepted) or 2 (Rejected)';
const STATUS_NAMES = new Map([
  ['pending', '0'],
  ['accepted', '1'],
  ['rejected', '2'],
]);

/** `Status` as its code (0, 1, 2) or, as the original server bound it, its name in any case. */
const StatusCodeSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? (STATUS_NAMES.get(value.trim().toLowerCase()) ?? value) : value),
    z.string({ error: STATUS_CODE_MESSAGE }).regex(/^[012]$/, STATUS_CODE_MESSAGE),
  )
  .transform((value) => Number(value) as 0 | 1 | 2);

export const ApplicationListQuerySchema = z.object({
  skip: queryWholeNumberBetween('skip', { max: 10_000_000 }).default(0),
  take: queryWholeNumberBetween('take', { min: 1, max: MAX_TAKE }).default(PAGE_SIZE),
  Status: StatusCodeSchema.optional(),
  /**
   * Name, company, e-mail, phone or reference. A phone number (7 to 15 digits, any punctuation)
   * finds the phones that start or end with its digits, however they were written (ADR 047). A
   * search lists its newest 1,000 matches at most (`moreMatches` in the answer says there are more).
   */
  search: refuseUnreadable(z.string().trim().max(100), false).optional(),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

export const StatisticsQuerySchema = z.object({ Status: StatusCodeSchema.optional() });

export const ApplicationSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(['Pending', 'Accepted', 'Rejected']),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  state: z.string(),
  city: z.string(),
  streetAddress: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  postalZipCode: z.string(),
  locationAppliedFor: z.string(),
  createdAt: z.string(),
  /** The carrier's legal name, empty when not given; older servers leave it out. */
  companyName: z.string().optional(),
  /**
   * Where the review stands, with `CorrectionsRequested`; `status` stays the original API's label,
   * where such an application is `Pending` (docs/decisions/030-corrections-requested-status.md).
   */
  reviewStatus: z.enum(APPLICANT_STATUSES).optional(),
  /** The language the applicant booked in, which their e-mails follow (docs/i18n.md); older servers leave it out. */
  language: LanguageSchema.optional(),
  /**
   * What was booked, for the list's cards; older servers leave these out. `trucks` sums the four
   * kinds of truck, `trailers` the four kinds of trailer.
   */
  moveInDate: z.string().optional(),
  trucks: z.number().int().optional(),
  trailers: z.number().int().optional(),
  rateApprovedPerSpot: z.number().optional(),
  /** The certificate of insurance's expiry date (YYYY-MM-DD), or null when none was given. */
  insuranceExpiresOn: z.string().nullable().optional(),
  /**
   * For a pending application whose yard has a capacity: whether its spaces are free from its
   * move-in date; null otherwise. Older servers leave it out.
   */
  spacesFit: SpacesFitSchema.nullable().optional(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export const StatisticsSchema = z.object({ count: z.number().int() });

export const ApplicationDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KIND_NAMES),
  label: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Authenticated route that serves the file (ADMIN_API.document). */
  url: z.string(),
  /** Authenticated route of a small preview (ADMIN_API.documentThumbnail), for images only. */
  thumbnailUrl: z.string().optional(),
  /** When this version came in: with the booking, or later as a correction. */
  receivedAt: z.string().optional(),
});

export const AuditEventSchema = z.object({
  action: z.string(),
  occurredAt: z.string(),
  adminUserName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/** Bank numbers masked to their last digits; the full ones come from RevealBankDetails (logged). */
export const MaskedBankingInfoSchema = z.object({
  bank: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
});

/** An absolute URL on PUBLIC_URL of the authenticated document route: an admin's `<img src>` loads it with the session cookie. */
const DocumentUrlSchema = z.string().optional();

/**
 * A retrieved application's sections, grouped like the wizard. Plain output shapes rather
 * than BookingSchema's groups: those carry input rules and transforms that a reply cannot be
 * encoded through. The five `*Path` fields are absolute URLs of the documents, as the original
 * server gave them; `locationAppliedFor` is any text so an application outlives a renamed yard.
 */
export const ApplicationSectionsSchema = z.object({
  personalInfo: z.object({
    /** The carrier's legal name and CVOR or USDOT number; empty when not given, absent from older servers. */
    companyName: z.string().optional(),
    cvorOrUsdot: z.string().optional(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    streetAddress: z.string(),
    aptUnitNumber: z.string(),
    city: z.string(),
    state: z.string(),
    postalZipCode: z.string(),
    applicantDate: z.string(),
    articleOfIncorporationPath: DocumentUrlSchema,
    companyOwnersDriverLicensePath: DocumentUrlSchema,
    certificateOfInsurancePath: DocumentUrlSchema,
    certifiedPaymentPath: DocumentUrlSchema,
    postdatedChecksPath: DocumentUrlSchema,
  }),
  truck: z.object({
    highwayTrucks: z.number().int(),
    dayCab: z.number().int(),
    boxTrucks: z.number().int(),
    dumpTrucks: z.number().int(),
    dryVans: z.number().int(),
    reefer: z.number().int(),
    flatbed: z.number().int(),
    otherTrailers: z.number().int(),
  }),
  moveInInfo: z.object({
    moveInDate: z.string(),
    truckOrTrailers: z.literal([0, 1]),
    rateApprovedPerSpot: z.number(),
    locationAppliedFor: z.string(),
    isCarrierBasedInOntario: z.boolean(),
    stateOrProvince: z.string(),
  }),
  fleetInfo: z.object({
    hasBouncedCheckOrMissedPayment: z.boolean(),
    lastBouncedCheckOrMissedPayment: z.string(),
    bouncedCheckExplanation: z.string(),
    hasInternalFleetRepairShop: z.boolean(),
    willPerformMaintenanceOnProperties: z.boolean(),
  }),
  /** Bank numbers masked to their last digits; the full ones come from RevealBankDetails (logged). */
  bankingInfo: MaskedBankingInfoSchema,
  references: z.array(
    z.object({
      name: z.string(),
      relationship: z.string(),
      company: z.string(),
      phone: z.string(),
      address: z.string(),
      email: z.string(),
    }),
  ),
  previousLandlords: z.array(
    z.object({
      company: z.string(),
      phone: z.string(),
      address: z.string(),
      landlordName: z.string(),
      spaceRented: z.string(),
      rentalStartDate: z.string(),
      rentalEndDate: z.string(),
      canContactForReference: z.boolean(),
    }),
  ),
  /** Why fewer than three previous landlords were given; empty with three, absent from older servers. */
  previousLandlordsNote: z.string().optional(),
});
export type ApplicationSections = z.infer<typeof ApplicationSectionsSchema>;

/** The open or last request for corrections of an application. */
export const CorrectionRequestSchema = z.object({
  /** `Open` until the applicant sends the new documents, then `Received`. */
  state: z.enum(['Open', 'Received']),
  requestedAt: z.string(),
  requestedBy: z.string().nullable(),
  message: z.string().nullable(),
  documents: z.array(z.object({ kind: z.enum(DOCUMENT_KIND_NAMES), label: z.string(), reason: z.string() })),
  receivedAt: z.string().nullable(),
});
export type CorrectionRequest = z.infer<typeof CorrectionRequestSchema>;

/** A document replaced through a correction: kept, and listed, until the retention schedule removes it. */
export const EarlierDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KIND_NAMES),
  label: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Authenticated route that serves this version (ADMIN_API.documentVersion). */
  url: z.string(),
  uploadedAt: z.string(),
  replacedAt: z.string(),
});
export type EarlierDocument = z.infer<typeof EarlierDocumentSchema>;

/**
 * One application with id, status and review facts; `documents` also lists each file's type and size.
 * The review fields (insurance expiry, corrections, earlier documents) have defaults so a reply
 * without them (an older server) still reads.
 */
export const ApplicationDetailsSchema = ApplicationSectionsSchema.extend({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(['Pending', 'Accepted', 'Rejected']),
  /** As `status`, with `CorrectionsRequested` told apart from `Pending` (ADR 030). */
  reviewStatus: z.enum(APPLICANT_STATUSES).optional(),
  /** As in the list: whether a pending application fits its yard from its move-in date. */
  spacesFit: SpacesFitSchema.nullable().optional(),
  /** A pending application on its yard's waitlist: its place, or the offer held for it; null otherwise. */
  waitlist: WaitlistPlaceSchema.nullable().optional(),
  /** An accepted application's move-out date once its tenancy's end is set (the first free day); null before. */
  moveOutDate: z.string().nullable().optional(),
  /** Accepted: the monthly rates confirmed at acceptance. Pending: the ones an acceptance would confirm. */
  rates: z.object({ confirmed: z.boolean(), truckRate: z.number(), trailerRate: z.number() }).nullable().optional(),
  /** The parking agreement in force, once accepted; null before. */
  agreement: AgreementSummarySchema.nullable().optional(),
  /** The customer's newest access pass (in force or revoked), code included; null before the first. */
  accessPass: AdminPassSchema.nullable().optional(),
  /** The language the applicant booked in, which their e-mails follow (docs/i18n.md). */
  language: LanguageSchema.default('en'),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  documents: z.array(ApplicationDocumentSchema),
  /** Every step, oldest first: who (adminUserName), when (occurredAt) and why (details.reason). */
  history: z.array(AuditEventSchema),
  /** The certificate of insurance's expiry date (YYYY-MM-DD), when the applicant or an admin gave it. */
  insuranceExpiresOn: z.string().nullable().default(null),
  corrections: CorrectionRequestSchema.nullable().default(null),
  earlierDocuments: z.array(EarlierDocumentSchema).default([]),
});
export type ApplicationDetails = z.infer<typeof ApplicationDetailsSchema>;

/**
 * A list item: the application in the same nested shape as GetApplicationFormById (what existing
 * clients read), with the flat summary fields beside it for our dashboard's cards.
 */
export const ApplicationListItemSchema = ApplicationSummarySchema.extend(ApplicationSectionsSchema.shape);
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

/**
 * Present (true) only when a search matches more applications than the list shows: `count` is then
 * the cap (1,000) and the pages hold the newest matches (docs/decisions/045-search-match-cap.md).
 * Lists without `search`, the original calls, never carry it and always count exactly.
 */
const MoreMatchesSchema = z.literal(true).optional();

export const ApplicationListSchema = z.object({
  data: z.array(ApplicationListItemSchema),
  count: z.number().int(),
  pageSize: z.number().int(),
  moreMatches: MoreMatchesSchema,
});
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

/** What our dashboard reads of a list: the summaries (zod drops the nested sections it does not show). */
export const ApplicationSummaryListSchema = z.object({
  data: z.array(ApplicationSummarySchema),
  count: z.number().int(),
  moreMatches: MoreMatchesSchema,
});
export type ApplicationSummaryList = z.infer<typeof ApplicationSummaryListSchema>;

export const BankDetailsSchema = z.object({
  bank: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
});

/** 0 accept, 1 reject: the action codes of the original server (docs/api-contract.md). */
export const DECISION_ACTIONS = { accept: 0, reject: 1 } as const;
export const ApplicationActionSchema = z.object({
  id: bodyIdSchema('id'),
  status: z.literal([0, 1], { error: 'status must be 0 (accept) or 1 (reject)' }),
  /** Optional reason sent to the applicant with a rejection. */
  reason: refuseUnreadable(z.string().trim().max(1000, 'Use at most 1000 characters'), true).optional(),
  /**
   * An acceptance's confirmed monthly rates per truck and per trailer space (dollars); left out (as
   * the original clients do), the suggested ones: the yard's published rate, else the applicant's.
   */
  ...AcceptanceRatesSchema.shape,
});
export type ApplicationAction = z.infer<typeof ApplicationActionSchema>;
export const ApplicationActionResultSchema = z.object({
  isSuccess: z.literal(true),
  status: z.enum(['Accepted', 'Rejected']),
});
