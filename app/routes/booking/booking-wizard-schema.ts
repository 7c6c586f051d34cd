import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { BookingSchema, PersonalInfoSchema, type Booking, type BookingInput } from '../../../domain/booking.schema.ts';
import { nativeConstraintsOf } from '../../../domain/native-constraints.ts';

/**
 * What our wizard asks, derived from BookingSchema: the API keeps the certificate of insurance's
 * expiry date optional for the original clients (docs/api-contract.md), but our applicants are
 * always asked for it (reminders before the certificate lapses, ADR 031). The rule itself is the
 * domain's, unwrapped, so a change to the date's rules reaches the wizard and the server alike.
 */
export const WizardPersonalInfoSchema = PersonalInfoSchema.extend({
  insuranceExpiresOn: PersonalInfoSchema.shape.insuranceExpiresOn.unwrap(),
});

export const BookingWizardSchema = BookingSchema.extend({ personalInfo: WizardPersonalInfoSchema });

/** The browser's own checks for the wizard's personal fields, read from the same schema. */
export const WIZARD_PERSONAL_CHECKS = nativeConstraintsOf(WizardPersonalInfoSchema);

/**
 * The wizard's resolver, typed over the booking the rest of the wizard speaks: the wizard's input
 * only narrows one optional field to required, and its output is a Booking.
 */
export const bookingWizardResolver = zodResolver(BookingWizardSchema) as unknown as Resolver<
  BookingInput,
  unknown,
  Booking
>;
