import type { FieldPath } from 'react-hook-form';
import { PREVIOUS_LANDLORD_COUNT, REFERENCE_COUNT, type BookingInput } from '../../../domain/booking.schema.ts';
import { DOCUMENT_KINDS, type DocumentField } from '../../../domain/documents.ts';

/**
 * The wizard's map: its four steps, every field's label, and which step holds which field. The
 * step components, the error summary and the mapping of server errors all read it, so a label is
 * written once and the summary names a field exactly as the form does.
 */
export type BookingPath = FieldPath<BookingInput>;
export type StepIndex = 0 | 1 | 2 | 3;

export const BOOKING_STEPS = [
  { title: 'Personal Info' },
  { title: 'Bank Info and Documents' },
  { title: 'References and Previous Landlords' },
  { title: 'Move-in Info and Fleet Info' },
] as const;

export const LAST_STEP: StepIndex = 3;

type PersonalTextKey = Exclude<keyof BookingInput['personalInfo'], DocumentField | 'insuranceExpiresOn'>;

export const PERSONAL_LABELS = {
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  email: 'Email',
  streetAddress: 'Street address',
  aptUnitNumber: 'Apt / unit (optional)',
  city: 'City',
  state: 'Province or state',
  postalZipCode: 'Postal / zip code',
  applicantDate: 'Date',
} as const satisfies Record<PersonalTextKey, string>;

/** Asked next to the certificate of insurance's upload, for the reminders before it lapses. */
export const INSURANCE_EXPIRY_LABEL = 'Date the certificate of insurance expires';

export const BANK_LABELS = {
  bank: 'Bank name',
  contact: 'Transit number (5 digits)',
  phone: 'Institution number (3 digits)',
  address: 'Account number (7–12 digits)',
} as const satisfies Record<keyof BookingInput['bankingInfo'], string>;

export const REFERENCE_LABELS = {
  name: 'Name',
  relationship: 'Relationship',
  company: 'Company',
  phone: 'Phone',
  address: 'Address',
  email: 'Email',
} as const satisfies Record<keyof BookingInput['references'][number], string>;

export const LANDLORD_LABELS = {
  company: 'Company',
  landlordName: 'Landlord name',
  phone: 'Phone',
  address: 'Address',
  spaceRented: 'Space rented',
  rentalStartDate: 'From',
  rentalEndDate: 'To',
  canContactForReference: 'May we contact this landlord for a reference?',
} as const satisfies Record<keyof BookingInput['previousLandlords'][number], string>;

export const MOVE_IN_LABELS = {
  moveInDate: 'Move-in date',
  locationAppliedFor: 'Location applied for',
  truckOrTrailers: 'Truck or trailers',
  rateApprovedPerSpot: 'Rate approved per spot (CAD)',
  isCarrierBasedInOntario: 'Is the carrier based in Ontario?',
  stateOrProvince: "Carrier's province or state",
} as const satisfies Record<keyof BookingInput['moveInInfo'], string>;

export const TRUCK_LABELS = {
  highwayTrucks: 'Highway trucks',
  dayCab: 'Day cabs',
  boxTrucks: 'Box trucks',
  dumpTrucks: 'Dump trucks',
  dryVans: 'Dry vans',
  reefer: 'Reefers',
  flatbed: 'Flatbeds',
  otherTrailers: 'Other trailers',
} as const satisfies Record<keyof BookingInput['truck'], string>;

export const FLEET_LABELS = {
  hasBouncedCheckOrMissedPayment: 'Have you had a bounced cheque or a missed payment?',
  lastBouncedCheckOrMissedPayment: 'Date of the last bounced cheque or missed payment',
  bouncedCheckExplanation: 'What happened?',
  hasInternalFleetRepairShop: 'Do you have an internal fleet repair shop?',
  willPerformMaintenanceOnProperties: 'Will you perform maintenance on the property?',
} as const satisfies Record<keyof BookingInput['fleetInfo'], string>;

export function referenceLegend(index: number): string {
  return `Reference ${index + 1}`;
}

export function landlordLegend(index: number): string {
  return `Previous landlord ${index + 1}`;
}

export type FieldDescriptor = { path: BookingPath; label: string; step: StepIndex };

function entries<Key extends string>(labels: Record<Key, string>): Array<[Key, string]> {
  return Object.entries(labels) as Array<[Key, string]>;
}

function describe(step: StepIndex, prefix: string, labels: Record<string, string>, group?: string): FieldDescriptor[] {
  return entries(labels).map(([key, label]) => ({
    path: `${prefix}.${key}` as BookingPath,
    label: group ? `${group}: ${label}` : label,
    step,
  }));
}

/** Every field in the order the form shows it: "first invalid field" means first in this list. */
export const BOOKING_FIELDS: readonly FieldDescriptor[] = [
  ...describe(0, 'personalInfo', PERSONAL_LABELS),
  ...describe(1, 'bankingInfo', BANK_LABELS),
  // The insurance certificate's expiry date sits right after the certificate's upload.
  ...DOCUMENT_KINDS.flatMap((document) => [
    { path: `personalInfo.${document.field}` as BookingPath, label: document.label, step: 1 as const },
    ...(document.kind === 'CertificateOfInsurance'
      ? [{ path: 'personalInfo.insuranceExpiresOn' as BookingPath, label: INSURANCE_EXPIRY_LABEL, step: 1 as const }]
      : []),
  ]),
  ...Array.from({ length: REFERENCE_COUNT }, (_, index) =>
    describe(2, `references.${index}`, REFERENCE_LABELS, referenceLegend(index)),
  ).flat(),
  ...Array.from({ length: PREVIOUS_LANDLORD_COUNT }, (_, index) =>
    describe(2, `previousLandlords.${index}`, LANDLORD_LABELS, landlordLegend(index)),
  ).flat(),
  ...describe(3, 'moveInInfo', MOVE_IN_LABELS),
  ...describe(3, 'truck', TRUCK_LABELS),
  ...describe(3, 'fleetInfo', FLEET_LABELS),
];

const FIELDS_BY_PATH = new Map(BOOKING_FIELDS.map((field) => [field.path as string, field]));

export function findField(path: string): FieldDescriptor | undefined {
  return FIELDS_BY_PATH.get(path);
}

export function fieldsOfStep(step: StepIndex): BookingPath[] {
  return BOOKING_FIELDS.filter((field) => field.step === step).map((field) => field.path);
}

/** The element id of a field's control, used by labels, the error summary and focus. */
export function fieldId(path: string): string {
  return `booking-${path.replaceAll('.', '-')}`;
}
