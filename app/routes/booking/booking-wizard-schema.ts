import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  BookingFieldsSchema,
  MoveInInfoFieldsSchema,
  PersonalInfoFieldsSchema,
  TruckCountsSchema,
  withCarrierProvinceRule,
  withLandlordNoteRule,
  withPostalCodeRule,
  type Booking,
  type BookingInput,
} from '../../../domain/booking.schema.ts';
import { crossFieldProblems } from '../../../domain/booking-cross-field-rules.ts';
import { requiredCompanyNameSchema } from '../../../domain/company-fields.schema.ts';
import { AT_LEAST_ONE_VEHICLE_MESSAGE, fleetTotals, truckOrTrailersOf } from '../../../domain/fleet-counts.ts';
import { nativeConstraintsOf } from '../../../domain/native-constraints.ts';
import { isBlankLandlord } from './booking-form-values.ts';

/**
 * What our wizard asks, derived from BookingSchema: the API keeps the certificate of insurance's
 * expiry date and the company's name optional for the original clients (docs/api-contract.md), but
 * our applicants are always asked for them (reminders before the certificate lapses, ADR 031). The
 * rules themselves are the domain's, so a change to them reaches the wizard and the server alike.
 */
const WizardPersonalInfoFieldsSchema = PersonalInfoFieldsSchema.extend({
  companyName: requiredCompanyNameSchema,
  insuranceExpiresOn: PersonalInfoFieldsSchema.shape.insuranceExpiresOn.unwrap(),
});
export const WizardPersonalInfoSchema = withPostalCodeRule(WizardPersonalInfoFieldsSchema);

/**
 * The wizard asks no "Truck or trailers": the fleet counts say it (ADR 064), and it is derived from
 * them when the booking is sent. At least one vehicle is asked for, a message on the counts as a whole.
 */
const WizardTruckCountsSchema = TruckCountsSchema.superRefine(
  (counts, context) => {
    const { trucks, trailers } = fleetTotals(counts);
    if (trucks + trailers === 0) context.addIssue({ code: 'custom', message: AT_LEAST_ONE_VEHICLE_MESSAGE });
  },
  // Only once every count is a count: a bad one already has its own message.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && payload.issues.length === 0 },
);

const WizardMoveInInfoSchema = withCarrierProvinceRule(
  MoveInInfoFieldsSchema.extend({ truckOrTrailers: MoveInInfoFieldsSchema.shape.truckOrTrailers.optional() }),
);

export const BookingWizardSchema = withLandlordNoteRule(
  BookingFieldsSchema.extend({
    personalInfo: WizardPersonalInfoSchema,
    truck: WizardTruckCountsSchema,
    moveInInfo: WizardMoveInInfoSchema,
  }),
).transform((booking): Booking => ({
  ...booking,
  moveInInfo: { ...booking.moveInInfo, truckOrTrailers: truckOrTrailersOf(booking.truck) },
}));

/** The browser's own checks for the wizard's personal fields, read from the same schema. */
export const WIZARD_PERSONAL_CHECKS = nativeConstraintsOf(WizardPersonalInfoFieldsSchema);

const schemaResolver = zodResolver(BookingWizardSchema) as unknown as Resolver<BookingInput, unknown, Booking>;

/**
 * The wizard's resolver, typed over the booking the rest of the wizard speaks: the wizard's input
 * narrows optional fields to required (and leaves out the derived Truck or trailers), and its output
 * is a Booking. The rules between fields are also checked on the answers as they stand, so a postal
 * code that does not fit the province, or a missing note, is said while the rest is still empty
 * (zod checks them only once the fields around them are right).
 */
export const bookingWizardResolver: Resolver<BookingInput, unknown, Booking> = async (values, context, options) => {
  const result = withoutBlankLandlords(await schemaResolver(values, context, options), values, options.names);
  const problems = crossFieldProblems(values).filter((problem) => get(result.errors, problem.path) === undefined);
  if (problems.length === 0) return result;
  const errors: FieldErrors<BookingInput> = { ...result.errors };
  for (const { path, message } of problems) set(errors, path, { type: 'custom', message });
  return { values: {}, errors };
};

/**
 * After a landlord's block is added or removed, react-hook-form checks the whole list at once: a
 * block just added, still blank, would be all red before anyone typed in it (and each message
 * going as its field is filled moves the page under the pointer). Its messages wait for Complete,
 * Book or the field's own blur, as everywhere else.
 */
function withoutBlankLandlords(
  result: Awaited<ReturnType<typeof schemaResolver>>,
  values: BookingInput,
  names: readonly string[] | undefined,
): Awaited<ReturnType<typeof schemaResolver>> {
  if (names?.length !== 1 || names[0] !== 'previousLandlords') return result;
  const landlordErrors: unknown = get(result.errors, 'previousLandlords');
  if (!Array.isArray(landlordErrors)) return result;
  const kept = landlordErrors.map((error: unknown, index) =>
    isBlankLandlord(values.previousLandlords[index]) ? undefined : error,
  );
  const errors: FieldErrors<BookingInput> = { ...result.errors };
  if (kept.some((error) => error !== undefined)) set(errors, 'previousLandlords', kept);
  else delete errors.previousLandlords;
  return { values: {}, errors };
}
