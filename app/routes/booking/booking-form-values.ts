import type { DefaultValues } from 'react-hook-form';
import {
  PREVIOUS_LANDLORD_COUNT,
  REFERENCE_COUNT,
  type Booking,
  type BookingInput,
} from '../../../domain/booking.schema.ts';
import type { Language } from '../../../domain/language.ts';
import type { BookingDraftValues } from '../../lib/booking-draft-values.ts';

export type BookingFormValues = DefaultValues<BookingInput>;

/**
 * A blank application. Yes/No answers, Truck/Trailers, the rate and the location start unset, so
 * nothing is answered for the person; fleet counts start at 0, as the booking's rules say. The
 * schema reports an unset rate or location as required.
 */
export function createEmptyBookingValues(): BookingFormValues {
  return {
    personalInfo: {
      firstName: '',
      middleName: '',
      lastName: '',
      phoneNumber: '',
      email: '',
      streetAddress: '',
      aptUnitNumber: '',
      city: '',
      state: '',
      postalZipCode: '',
      applicantDate: '',
      articleOfIncorporationPath: '',
      companyOwnersDriverLicensePath: '',
      certificateOfInsurancePath: '',
      insuranceExpiresOn: '',
      certifiedPaymentPath: '',
      postdatedChecksPath: '',
    },
    truck: {
      highwayTrucks: 0,
      dayCab: 0,
      boxTrucks: 0,
      dumpTrucks: 0,
      dryVans: 0,
      reefer: 0,
      flatbed: 0,
      otherTrailers: 0,
    },
    moveInInfo: {
      moveInDate: '',
      truckOrTrailers: undefined,
      // '' rather than undefined: react-hook-form's reset() keeps a registered input's old DOM value
      // when the new value is undefined, so "Start over" would leave the rate and yard behind.
      rateApprovedPerSpot: '' as unknown as number,
      locationAppliedFor: '' as unknown as undefined,
      isCarrierBasedInOntario: undefined,
      stateOrProvince: '',
    },
    fleetInfo: {
      hasBouncedCheckOrMissedPayment: undefined,
      lastBouncedCheckOrMissedPayment: '',
      bouncedCheckExplanation: '',
      hasInternalFleetRepairShop: undefined,
      willPerformMaintenanceOnProperties: undefined,
    },
    bankingInfo: { bank: '', contact: '', phone: '', address: '' },
    references: Array.from({ length: REFERENCE_COUNT }, () => ({
      name: '',
      relationship: '',
      company: '',
      phone: '',
      address: '',
      email: '',
    })),
    previousLandlords: Array.from({ length: PREVIOUS_LANDLORD_COUNT }, () => ({
      company: '',
      phone: '',
      address: '',
      landlordName: '',
      spaceRented: '',
      rentalStartDate: '',
      rentalEndDate: '',
      canContactForReference: undefined,
    })),
    website: '',
  };
}

function definedEntries<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

/** A restored draft laid over a blank application, so every field exists whatever the draft lacked. */
export function mergeDraftValues(draft: BookingDraftValues): BookingFormValues {
  const empty = createEmptyBookingValues();
  return {
    ...empty,
    personalInfo: { ...empty.personalInfo, ...definedEntries(draft.personalInfo) },
    truck: { ...empty.truck, ...definedEntries(draft.truck) },
    moveInInfo: { ...empty.moveInInfo, ...definedEntries(draft.moveInInfo) },
    fleetInfo: { ...empty.fleetInfo, ...definedEntries(draft.fleetInfo) },
    bankingInfo: { ...empty.bankingInfo, ...definedEntries(draft.bankingInfo) },
    references: (empty.references ?? []).map((blank, index) => ({
      ...blank,
      ...definedEntries(draft.references?.[index]),
    })),
    previousLandlords: (empty.previousLandlords ?? []).map((blank, index) => ({
      ...blank,
      ...definedEntries(draft.previousLandlords?.[index]),
    })),
  };
}

/** True once anything differs from a blank application: only then is a draft worth keeping. */
export function hasAnswers(values: unknown): boolean {
  return differs(values, createEmptyBookingValues());
}

function differs(value: unknown, blank: unknown): boolean {
  if (value === blank) return false;
  if (typeof value === 'object' && value !== null) {
    const blankObject = typeof blank === 'object' && blank !== null ? (blank as Record<string, unknown>) : {};
    return Object.entries(value).some(([key, entry]) => differs(entry, blankObject[key]));
  }
  // An untouched select reads '' where the blank value is undefined: both mean "no answer".
  if (value === undefined || value === '') return blank !== undefined && blank !== '';
  return true;
}

/**
 * What is sent: the schema's output in the page's language (the applicant's e-mails follow it),
 * minus a bounced-cheque date or explanation typed before the answer was changed to No (hidden
 * fields the person can no longer see must not be sent).
 */
export function toBookingPayload(booking: Booking, language: Language): Booking {
  if (booking.fleetInfo.hasBouncedCheckOrMissedPayment) return { ...booking, language };
  return {
    ...booking,
    language,
    fleetInfo: { ...booking.fleetInfo, lastBouncedCheckOrMissedPayment: '', bouncedCheckExplanation: '' },
  };
}
