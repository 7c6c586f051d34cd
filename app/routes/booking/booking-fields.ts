import type { FieldPath } from 'react-hook-form';
import { PREVIOUS_LANDLORD_COUNT, REFERENCE_COUNT, type BookingInput } from '../../../domain/booking.schema.ts';
import {
  DOCUMENT_KINDS,
  MAX_DOCUMENT_BYTES,
  type DocumentField,
  type DocumentKind,
} from '../../../domain/documents.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { I18n } from '../../i18n/i18n.tsx';

/**
 * The wizard's map: its four steps, every field's label (a message key, docs/i18n.md), and which
 * step holds which field. The step components, the error summary and the mapping of server errors
 * all read it, so a label is written once and the summary names a field exactly as the form does.
 */
export type BookingPath = FieldPath<BookingInput>;
export type StepIndex = 0 | 1 | 2 | 3;

export const BOOKING_STEPS = [
  { title: 'booking.step.personal' },
  { title: 'booking.step.bankDocuments' },
  { title: 'booking.step.referencesLandlords' },
  { title: 'booking.step.moveInFleet' },
] as const satisfies ReadonlyArray<{ title: MessageKey }>;

export const LAST_STEP: StepIndex = 3;

type PersonalTextKey = Exclude<keyof BookingInput['personalInfo'], DocumentField | 'insuranceExpiresOn'>;

export const PERSONAL_LABELS = {
  companyName: 'booking.personal.companyName',
  cvorOrUsdot: 'booking.personal.cvorOrUsdot',
  firstName: 'booking.personal.firstName',
  middleName: 'booking.personal.middleName',
  lastName: 'booking.personal.lastName',
  phoneNumber: 'booking.personal.phoneNumber',
  email: 'booking.personal.email',
  streetAddress: 'booking.personal.streetAddress',
  aptUnitNumber: 'booking.personal.aptUnitNumber',
  city: 'booking.personal.city',
  state: 'booking.personal.state',
  postalZipCode: 'booking.personal.postalZipCode',
  applicantDate: 'booking.personal.applicantDate',
} as const satisfies Record<PersonalTextKey, MessageKey>;

/** Asked next to the certificate of insurance's upload, for the reminders before it lapses. */
export const INSURANCE_EXPIRY_LABEL = 'booking.documents.insuranceExpiry' satisfies MessageKey;

/** Each document's name, by its kind. */
export const DOCUMENT_LABELS = {
  ArticleOfIncorporation: 'booking.documents.ArticleOfIncorporation',
  CompanyOwnersDriverLicense: 'booking.documents.CompanyOwnersDriverLicense',
  CertificateOfInsurance: 'booking.documents.CertificateOfInsurance',
  CertifiedPayment: 'booking.documents.CertifiedPayment',
  PostdatedChecks: 'booking.documents.PostdatedChecks',
} as const satisfies Record<DocumentKind, MessageKey>;

/** Megabytes a document may have, as the help texts say it (in the page's number format). */
export const DOCUMENT_MEGABYTES = MAX_DOCUMENT_BYTES / (1024 * 1024);

export const BANK_LABELS = {
  bank: 'booking.bank.bank',
  contact: 'booking.bank.transit',
  phone: 'booking.bank.institution',
  address: 'booking.bank.account',
} as const satisfies Record<keyof BookingInput['bankingInfo'], MessageKey>;

export const REFERENCE_LABELS = {
  name: 'booking.references.name',
  relationship: 'booking.references.relationship',
  company: 'booking.references.company',
  phone: 'booking.references.phone',
  address: 'booking.references.address',
  email: 'booking.references.email',
} as const satisfies Record<keyof BookingInput['references'][number], MessageKey>;

export const LANDLORD_LABELS = {
  company: 'booking.landlords.company',
  landlordName: 'booking.landlords.landlordName',
  phone: 'booking.landlords.phone',
  address: 'booking.landlords.address',
  spaceRented: 'booking.landlords.spaceRented',
  rentalStartDate: 'booking.landlords.rentalStartDate',
  rentalEndDate: 'booking.landlords.rentalEndDate',
  canContactForReference: 'booking.landlords.canContactForReference',
} as const satisfies Record<keyof BookingInput['previousLandlords'][number], MessageKey>;

/** Truck or trailers is not asked: the fleet counts say it (booking-wizard-schema.ts). */
export const MOVE_IN_LABELS = {
  moveInDate: 'booking.moveIn.moveInDate',
  locationAppliedFor: 'booking.moveIn.locationAppliedFor',
  rateApprovedPerSpot: 'booking.moveIn.rateApprovedPerSpot',
  isCarrierBasedInOntario: 'booking.moveIn.isCarrierBasedInOntario',
  stateOrProvince: 'booking.moveIn.stateOrProvince',
} as const satisfies Record<Exclude<keyof BookingInput['moveInInfo'], 'truckOrTrailers'>, MessageKey>;

/** Why fewer than three previous landlords: asked below them when there are fewer. */
export const LANDLORD_NOTE_LABEL = 'booking.landlords.note' satisfies MessageKey;

/** The fleet counts as a whole, where "at least one vehicle" is said. */
export const FLEET_COUNTS_LABEL = 'booking.fleet.countsLegend' satisfies MessageKey;

export const TRUCK_LABELS = {
  highwayTrucks: 'booking.fleet.highwayTrucks',
  dayCab: 'booking.fleet.dayCab',
  boxTrucks: 'booking.fleet.boxTrucks',
  dumpTrucks: 'booking.fleet.dumpTrucks',
  dryVans: 'booking.fleet.dryVans',
  reefer: 'booking.fleet.reefer',
  flatbed: 'booking.fleet.flatbed',
  otherTrailers: 'booking.fleet.otherTrailers',
} as const satisfies Record<keyof BookingInput['truck'], MessageKey>;

export const FLEET_LABELS = {
  hasBouncedCheckOrMissedPayment: 'booking.fleet.hasBouncedCheckOrMissedPayment',
  lastBouncedCheckOrMissedPayment: 'booking.fleet.lastBouncedCheckOrMissedPayment',
  bouncedCheckExplanation: 'booking.fleet.bouncedCheckExplanation',
  hasInternalFleetRepairShop: 'booking.fleet.hasInternalFleetRepairShop',
  willPerformMaintenanceOnProperties: 'booking.fleet.willPerformMaintenanceOnProperties',
} as const satisfies Record<keyof BookingInput['fleetInfo'], MessageKey>;

/** A reference's or a landlord's fieldset: its legend's message and number ("Reference 2"). */
export type FieldGroup = { legend: 'booking.references.legend' | 'booking.landlords.legend'; number: number };

export function referenceGroup(index: number): FieldGroup {
  return { legend: 'booking.references.legend', number: index + 1 };
}

export function landlordGroup(index: number): FieldGroup {
  return { legend: 'booking.landlords.legend', number: index + 1 };
}

export type FieldDescriptor = { path: BookingPath; label: MessageKey; group?: FieldGroup; step: StepIndex };

/** A field's name as the summary says it: "Reference 2: Email" in the page's language. */
export function fieldLabel(field: FieldDescriptor, t: I18n['t']): string {
  const label = t(field.label);
  return field.group ? t('booking.summary.groupedField', { group: t(field.group.legend, field.group), label }) : label;
}

function entries<Key extends string>(labels: Record<Key, MessageKey>): Array<[Key, MessageKey]> {
  return Object.entries(labels) as Array<[Key, MessageKey]>;
}

function describe(
  step: StepIndex,
  prefix: string,
  labels: Record<string, MessageKey>,
  group?: FieldGroup,
): FieldDescriptor[] {
  return entries(labels).map(([key, label]) => ({
    path: `${prefix}.${key}` as BookingPath,
    label,
    ...(group ? { group } : {}),
    step,
  }));
}

/** Every field in the order the form shows it: "first invalid field" means first in this list. */
export const BOOKING_FIELDS: readonly FieldDescriptor[] = [
  ...describe(0, 'personalInfo', PERSONAL_LABELS),
  ...describe(1, 'bankingInfo', BANK_LABELS),
  // The insurance certificate's expiry date sits right after the certificate's upload.
  ...DOCUMENT_KINDS.flatMap((document): FieldDescriptor[] => [
    { path: `personalInfo.${document.field}` as BookingPath, label: DOCUMENT_LABELS[document.kind], step: 1 },
    ...(document.kind === 'CertificateOfInsurance'
      ? [{ path: 'personalInfo.insuranceExpiresOn', label: INSURANCE_EXPIRY_LABEL, step: 1 } as const]
      : []),
  ]),
  ...Array.from({ length: REFERENCE_COUNT }, (_, index) =>
    describe(2, `references.${index}`, REFERENCE_LABELS, referenceGroup(index)),
  ).flat(),
  ...Array.from({ length: PREVIOUS_LANDLORD_COUNT }, (_, index) =>
    describe(2, `previousLandlords.${index}`, LANDLORD_LABELS, landlordGroup(index)),
  ).flat(),
  { path: 'previousLandlordsNote', label: LANDLORD_NOTE_LABEL, step: 2 },
  ...describe(3, 'moveInInfo', MOVE_IN_LABELS),
  { path: 'truck', label: FLEET_COUNTS_LABEL, step: 3 },
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
