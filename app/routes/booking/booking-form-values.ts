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
type LandlordValues = NonNullable<BookingFormValues['previousLandlords']>[number];

/** An empty previous landlord's block, as "Add a previous landlord" shows it. */
export function createBlankLandlord(): LandlordValues {
  return {
    company: '',
    phone: '',
    address: '',
    landlordName: '',
    spaceRented: '',
    rentalStartDate: '',
    rentalEndDate: '',
    canContactForReference: undefined,
  };
}

/**
 * A blank application. Yes/No answers, the rate and the location start unset, so nothing is
 * answered for the person; fleet counts start at 0, as the booking's rules say. The schema reports
 * an unset rate or location as required. One previous landlord's block to start with; the person
 * adds up to three, or says they have none.
 */
export function createEmptyBookingValues(): BookingFormValues {
  return {
    personalInfo: {
      companyName: '',
      cvorOrUsdot: '',
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
    previousLandlords: [createBlankLandlord()],
    previousLandlordsNote: '',
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
    previousLandlords: restoredLandlords(draft.previousLandlords),
    previousLandlordsNote: draft.previousLandlordsNote ?? '',
  };
}

/**
 * The landlords' blocks of a draft: none when the person said they have none (an empty list), else
 * each block saved. Drafts saved when three blocks were always shown hold three, the untouched ones
 * blank: blank blocks at the end are left out, one block kept.
 */
function restoredLandlords(saved: BookingDraftValues['previousLandlords']): LandlordValues[] {
  if (saved === undefined) return [createBlankLandlord()];
  const blocks = saved
    .slice(0, PREVIOUS_LANDLORD_COUNT)
    .map((landlord) => ({ ...createBlankLandlord(), ...definedEntries(landlord) }));
  if (blocks.length === 0) return [];
  while (blocks.length > 1 && isBlankLandlord(blocks.at(-1))) blocks.pop();
  return blocks;
}

/** A landlord's block nobody has typed in yet (one just added). */
export function isBlankLandlord(landlord: unknown): boolean {
  return !differs(landlord, createBlankLandlord());
}

/** True once anything differs from a blank application: only then is a draft worth keeping. */
export function hasAnswers(values: unknown): boolean {
  return differs(values, createEmptyBookingValues());
}

function differs(value: unknown, blank: unknown): boolean {
  if (value === blank) return false;
  // A landlord's block added, or none at all ("I have not rented parking before"), is an answer.
  if (Array.isArray(value) && Array.isArray(blank) && value.length !== blank.length) return true;
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
 * minus what the person can no longer see (hidden fields must not be sent): a bounced-cheque date
 * or explanation typed before the answer was changed to No, a province typed before the carrier
 * was said to be based in Ontario (which it then is), a note about fewer landlords once there are three.
 */
export function toBookingPayload(booking: Booking, language: Language): Booking {
  const { fleetInfo, moveInInfo } = booking;
  return {
    ...booking,
    language,
    fleetInfo: fleetInfo.hasBouncedCheckOrMissedPayment
      ? fleetInfo
      : { ...fleetInfo, lastBouncedCheckOrMissedPayment: '', bouncedCheckExplanation: '' },
    moveInInfo: moveInInfo.isCarrierBasedInOntario ? { ...moveInInfo, stateOrProvince: 'Ontario' } : moveInInfo,
    previousLandlordsNote:
      booking.previousLandlords.length >= PREVIOUS_LANDLORD_COUNT ? '' : booking.previousLandlordsNote,
  };
}
