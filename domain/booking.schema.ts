import { z } from 'zod';
import {
  dateSchema,
  emailSchema,
  optionalDigits,
  optionalText,
  phoneSchema,
  postalCodeSchema,
  requiredText,
} from './common-fields.schema.ts';
import { carrierProvinceProblem, landlordNoteProblem, PREVIOUS_LANDLORDS_ASKED } from './booking-cross-field-rules.ts';
import { cvorOrUsdotSchema, optionalCompanyNameSchema } from './company-fields.schema.ts';
import { HoneypotSchema } from './contact-fields.schema.ts';
import { DOCUMENT_REFERENCE_PATTERN } from './documents.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language.ts';
import { YARD_LOCATION_LABELS } from './locations.ts';
import { PreviousLandlordSchema, ReferenceSchema } from './booking-contacts.schema.ts';
import { isPlaceholderName, PLACEHOLDER_NOTE_MESSAGE } from './placeholder-answers.ts';
import { normalisedPostalCode, postalCodeProblem } from './postal-codes.ts';

/**
 * The Online Booking application, with the original form's fields and rules. One schema serves the wizard's
 * resolver, the CreateApplicationForm route and the tests. Deviations from the original's rules
 * (optional middle name and unit, conditional bounced-cheque fields) are explained in
 * docs/decisions/004-booking-rules.md.
 */

function documentReference(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(DOCUMENT_REFERENCE_PATTERN, 'Upload this document again: its reference is not valid');
}

function yesNo(requiredMessage: string) {
  return z.boolean({ error: requiredMessage });
}

function vehicleCount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(10_000, `${label} must be at most 10,000`)
    .default(0);
}

/** The personal fields without the rules between them; the wizard extends these. */
export const PersonalInfoFieldsSchema = z.object(
  {
    /** The carrier's legal name; optional for the clients written before it was asked. */
    companyName: optionalCompanyNameSchema,
    /** A CVOR or USDOT number; optional. */
    cvorOrUsdot: cvorOrUsdotSchema,
    firstName: requiredText('First name', 'First name is required', {
      max: 60,
    }),
    middleName: optionalText('Middle name', { max: 60 }),
    lastName: requiredText('Last name', 'Last name is required', { max: 60 }),
    phoneNumber: phoneSchema('Phone Number is required'),
    email: emailSchema('Email is required'),
    streetAddress: requiredText('Street address', 'Street address is required', { min: 3, max: 120 }),
    aptUnitNumber: optionalText('Apt / unit', { max: 20 }),
    city: requiredText('City', 'City is required', { min: 3, max: 60 }),
    state: requiredText('Province or state', 'Province or state is required', {
      min: 2,
      max: 60,
    }),
    postalZipCode: postalCodeSchema('Zip code is required'),
    applicantDate: dateSchema('Date is required'),
    articleOfIncorporationPath: documentReference('Article of Incorporation is required'),
    companyOwnersDriverLicensePath: documentReference("Driver's License is required"),
    certificateOfInsurancePath: documentReference('Insurance Certificate is required'),
    /**
     * When the certificate of insurance expires, for the reminders before it lapses. Our wizard
     * asks for it; the original clients never send it, so the API keeps it optional.
     */
    insuranceExpiresOn: dateSchema('Enter the date the certificate of insurance expires').optional(),
    certifiedPaymentPath: documentReference('Certified Payment is required'),
    postdatedChecksPath: documentReference('Postdated Checks are required'),
  },
  { error: 'Personal information is required' },
);

type PersonalAddress = { state?: unknown; postalZipCode?: unknown };

/**
 * The postal code in the format of the applicant's country, told by the province or state
 * (domain/postal-codes.ts), and a Canadian one written as Canada Post writes it. Checked once both
 * fields are otherwise valid, so a field has one message at a time.
 */
export function withPostalCodeRule<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema
    .superRefine(
      (value, context) => {
        const { state, postalZipCode } = value as unknown as PersonalAddress;
        const problem = postalCodeProblem(String(state), String(postalZipCode));
        if (problem) context.addIssue({ code: 'custom', path: ['postalZipCode'], message: problem });
      },
      {
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          payload.issues.every((issue) => !['state', 'postalZipCode'].includes(String(issue.path?.[0]))),
      },
    )
    .overwrite((value) => {
      const { state, postalZipCode } = value as unknown as PersonalAddress;
      if (typeof state !== 'string' || typeof postalZipCode !== 'string') return value;
      const normalised = { ...(value as object), postalZipCode: normalisedPostalCode(state, postalZipCode) };
      return normalised as unknown as typeof value;
    })
    .meta({
      description:
        'When `state` is a Canadian province, `postalZipCode` is a postal code (A1A 1A1, stored in that form); ' +
        'when it is a US state, a ZIP code (12345 or 12345-6789).',
    });
}

export const PersonalInfoSchema = withPostalCodeRule(PersonalInfoFieldsSchema);

export const TruckCountsSchema = z.object(
  {
    highwayTrucks: vehicleCount('Highway trucks'),
    dayCab: vehicleCount('Day cabs'),
    boxTrucks: vehicleCount('Box trucks'),
    dumpTrucks: vehicleCount('Dump trucks'),
    dryVans: vehicleCount('Dry vans'),
    reefer: vehicleCount('Reefers'),
    flatbed: vehicleCount('Flatbeds'),
    otherTrailers: vehicleCount('Other trailers'),
  },
  { error: 'Fleet counts are required' },
);

/** 0 Truck, 1 Trailers, as the original client sends it. */
export const TRUCK_OR_TRAILERS = [
  { value: 0, label: 'Truck' },
  { value: 1, label: 'Trailers' },
] as const;

/** The move-in fields without the rule between them; the wizard extends these. */
export const MoveInInfoFieldsSchema = z.object(
  {
    moveInDate: dateSchema('Move-in date is required'),
    truckOrTrailers: z.literal([0, 1], { error: 'Truck or Trailers is required' }),
    rateApprovedPerSpot: z
      .number({ error: 'Rate Approved Per Spot is required' })
      .min(0, 'Rate Approved Per Spot cannot be negative')
      .max(100_000, 'Rate Approved Per Spot must be at most 100,000')
      .multipleOf(0.01, 'Use at most 2 decimals for the rate'),
    locationAppliedFor: z.enum(YARD_LOCATION_LABELS, {
      error: 'Location Applied For is required',
    }),
    isCarrierBasedInOntario: yesNo('Say whether the carrier is based in Ontario'),
    /** Required unless the carrier is based in Ontario; then it may be left out and is "Ontario". */
    stateOrProvince: optionalText('Province or state', { min: 2, max: 60 }),
  },
  { error: 'Move-in information is required' },
);

/**
 * The carrier's province or state is asked only of a carrier not based in Ontario: one based there
 * may leave it out, and it is stored as "Ontario". The original client always sends one, kept as sent.
 */
export function withCarrierProvinceRule<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema
    .superRefine(
      (value, context) => {
        const { isCarrierBasedInOntario, stateOrProvince } = value as unknown as Record<string, unknown>;
        const problem = carrierProvinceProblem(isCarrierBasedInOntario, stateOrProvince);
        if (problem) context.addIssue({ code: 'custom', path: ['stateOrProvince'], message: problem });
      },
      // Runs while other answers are missing too, so every message shows on the first try.
      {
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          payload.issues.every((issue) => issue.path?.[0] !== 'stateOrProvince'),
      },
    )
    .overwrite((value) => {
      const { isCarrierBasedInOntario, stateOrProvince } = value as unknown as Record<string, unknown>;
      return isCarrierBasedInOntario === true && stateOrProvince === ''
        ? ({ ...(value as object), stateOrProvince: 'Ontario' } as unknown as typeof value)
        : value;
    })
    .meta({
      description:
        '`stateOrProvince` is required when `isCarrierBasedInOntario` is false; when it is true it may be ' +
        'left out and is stored as "Ontario".',
    });
}

export const MoveInInfoSchema = withCarrierProvinceRule(MoveInInfoFieldsSchema);

const BOUNCED_DATE = dateSchema('Date of the last bounced cheque or missed payment is required');

/**
 * The date stored (docs/decisions/071-bounced-cheque-date-on-no.md). On "yes" it was checked above;
 * only a full date-time is cut to its date. On "no" a real date is kept, since the original client
 * always sends `false` beside the date the applicant picked; anything else (that client's untouched
 * date box holds the question's own sentence) is treated as absent.
 */
function storedBouncedDate(fleet: {
  hasBouncedCheckOrMissedPayment: boolean;
  lastBouncedCheckOrMissedPayment: string;
}) {
  if (fleet.hasBouncedCheckOrMissedPayment) return fleet.lastBouncedCheckOrMissedPayment.slice(0, 10);
  const date = BOUNCED_DATE.safeParse(fleet.lastBouncedCheckOrMissedPayment);
  return date.success ? date.data : '';
}

export const FleetInfoSchema = z
  .object(
    {
      hasBouncedCheckOrMissedPayment: yesNo('Say whether a cheque has bounced or a payment was missed'),
      lastBouncedCheckOrMissedPayment: z.string({ error: 'Enter a date as YYYY-MM-DD' }).trim().default(''),
      bouncedCheckExplanation: optionalText('Explanation', { max: 1000, multiline: true }),
      hasInternalFleetRepairShop: yesNo('Say whether you have an internal fleet repair shop'),
      willPerformMaintenanceOnProperties: yesNo('Say whether you will perform maintenance on the property'),
    },
    { error: 'Fleet information is required' },
  )
  .superRefine(
    (fleet, context) => {
      // On "yes" the date is required and must be one; on "no" it is never an error (see below).
      const bounced = fleet.hasBouncedCheckOrMissedPayment === true;
      if (bounced) {
        const date = BOUNCED_DATE.safeParse(fleet.lastBouncedCheckOrMissedPayment);
        if (!date.success) {
          context.addIssue({
            code: 'custom',
            path: ['lastBouncedCheckOrMissedPayment'],
            message: date.error.issues[0]?.message ?? 'Enter a date as YYYY-MM-DD',
          });
        }
      }
      // The explanation is required only when a cheque bounced or a payment was missed.
      if (bounced && fleet.bouncedCheckExplanation.length < 3) {
        context.addIssue({
          code: 'custom',
          path: ['bouncedCheckExplanation'],
          message: 'Explain the bounced cheque or missed payment',
        });
      }
    },
    // Runs even while other yes/no answers are missing, so every message shows on the first try.
    {
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        payload.issues.every((issue) => issue.path?.[0] !== 'hasBouncedCheckOrMissedPayment'),
    },
  )
  .transform((fleet) => ({ ...fleet, lastBouncedCheckOrMissedPayment: storedBouncedDate(fleet) }))
  .meta({
    description:
      'On `hasBouncedCheckOrMissedPayment: true`, `lastBouncedCheckOrMissedPayment` (a date, ' +
      'YYYY-MM-DD, years 1900 to 2100) and `bouncedCheckExplanation` (at least 3 characters) are ' +
      'required. On `false`, a real date is kept and anything else is ignored (not stored, not an error).',
  });

/** Labels of the original (contact, phone, address) kept on the wire; the meaning is in the comment. */
export const BankingInfoSchema = z.object(
  {
    bank: optionalText('Bank', { min: 3, max: 80 }),
    /** Transit number: 5 digits. */
    contact: optionalDigits('Transit number', { min: 5, max: 5 }),
    /** Institution number: 3 digits. */
    phone: optionalDigits('Institution number', { min: 3, max: 3 }),
    /** Account number: 7 to 12 digits. */
    address: optionalDigits('Account number', { min: 7, max: 12 }),
  },
  { error: 'Banking information is required' },
);

export const REFERENCE_COUNT = 2;
/** At most three previous landlords; fewer (none for a first rental) with a note that says why. */
export const PREVIOUS_LANDLORD_COUNT = PREVIOUS_LANDLORDS_ASKED;

export const LANDLORD_NOTE_MAX = 200;

/** The booking's fields without the rule between them; the wizard extends these. */
export const BookingFieldsSchema = z.object({
  personalInfo: PersonalInfoSchema,
  truck: TruckCountsSchema,
  moveInInfo: MoveInInfoSchema,
  fleetInfo: FleetInfoSchema,
  bankingInfo: BankingInfoSchema,
  references: z
    .array(ReferenceSchema, { error: 'References are required' })
    .length(REFERENCE_COUNT, `Give ${REFERENCE_COUNT} references`),
  previousLandlords: z
    .array(PreviousLandlordSchema, { error: 'Previous landlords are required' })
    .max(PREVIOUS_LANDLORD_COUNT, `Give at most ${PREVIOUS_LANDLORD_COUNT} previous landlords`),
  /**
   * Why fewer than three previous landlords are given (none: a first rental); required then. The
   * original client always sends three and no note.
   */
  previousLandlordsNote: optionalText('Reason', { min: 3, max: LANDLORD_NOTE_MAX }).refine(
    (value) => value === '' || !isPlaceholderName(value),
    PLACEHOLDER_NOTE_MESSAGE,
  ),
  /** Honeypot: hidden from people; a bot that fills it gets a success that stores and sends nothing. */
  website: HoneypotSchema,
  /**
   * The language the applicant booked in (docs/i18n.md): every e-mail to them and their status
   * link follow it. Older clients send none, which is English.
   */
  language: z.enum(LANGUAGES, { error: 'Language must be "en" or "fr"' }).default(DEFAULT_LANGUAGE),
});

/** With fewer than three previous landlords, the note that says why is required. */
export function withLandlordNoteRule<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema
    .superRefine(
      (value, context) => {
        const { previousLandlords, previousLandlordsNote } = value as unknown as Record<string, unknown>;
        const problem = landlordNoteProblem(previousLandlords, previousLandlordsNote);
        if (problem) context.addIssue({ code: 'custom', path: ['previousLandlordsNote'], message: problem });
      },
      {
        when: (payload) =>
          typeof payload.value === 'object' &&
          payload.value !== null &&
          payload.issues.every((issue) => issue.path?.[0] !== 'previousLandlordsNote'),
      },
    )
    .meta({
      description:
        '`previousLandlords` holds 0 to 3 landlords; with fewer than 3, `previousLandlordsNote` (one line) ' +
        'says why and is required.',
    });
}

export const BookingSchema = withLandlordNoteRule(BookingFieldsSchema);

export type BookingInput = z.input<typeof BookingSchema>;
export type Booking = z.output<typeof BookingSchema>;

/**
 * Sent with each booking attempt (the wizard keeps one per booking in its draft): a retry after a
 * lost answer is answered again with the first booking's answer rather than stored twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_.:-]{8,128}$/,
    'Idempotency-Key must be 8 to 128 letters, digits, dashes, dots, colons or underscores',
  );

/** CreateApplicationForm's answer: `message: "Done"` is what existing clients check. */
export const BookingCreatedSchema = z.object({
  isSuccess: z.literal(true),
  message: z.literal('Done'),
  id: z.number().int(),
  reference: z.string(),
  /** The applicant's private status page, `PUBLIC_URL/status/<token>`; older servers leave it out. */
  statusUrl: z.string().optional(),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

/** An upload's answer: `response` holds the opaque reference (the original server answered a file path there). */
export const DocumentUploadedSchema = z.object({
  response: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type DocumentUploaded = z.infer<typeof DocumentUploadedSchema>;
