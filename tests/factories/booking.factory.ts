import { randomBytes } from 'node:crypto';
import type { BookingInput } from '../../domain/booking.schema.ts';
import type { DocumentField } from '../../domain/documents.ts';

/**
 * A complete, valid Online Booking payload shaped like the one the original client sends (every
 * field present, no honeypot). The people, companies, addresses and numbers are made up: phone
 * numbers are in the 555-01xx range reserved for fiction and e-mails use example.com, so a test that
 * leaks one into a real mailbox or dialler reaches no one.
 */

/**
 * Every property optional, at any depth. An array override is merged element by element: index i of
 * the override is merged into index i of the default, and an `undefined` (or missing) element leaves
 * the default one as it is. To change an array's length, build the array yourself.
 */
export type DeepPartial<T> = T extends readonly (infer Item)[]
  ? Array<DeepPartial<Item> | undefined>
  : T extends object
    ? { [Key in keyof T]?: DeepPartial<T[Key]> }
    : T;

export function createBookingInput(
  overrides?: DeepPartial<BookingInput>,
  documents?: Partial<Record<DocumentField, string>>,
): BookingInput {
  const booking: BookingInput = {
    personalInfo: {
      firstName: 'Harpreet',
      middleName: '',
      lastName: 'Gill',
      phoneNumber: '905-555-0142',
      email: 'harpreet.gill@example.com',
      streetAddress: '2150 Fictional Court',
      aptUnitNumber: 'Unit 12',
      city: 'Mississauga',
      state: 'ON',
      postalZipCode: 'L5N 7Z9',
      applicantDate: '2026-11-20',
      articleOfIncorporationPath: documents?.articleOfIncorporationPath ?? createDocumentReference(),
      companyOwnersDriverLicensePath: documents?.companyOwnersDriverLicensePath ?? createDocumentReference(),
      certificateOfInsurancePath: documents?.certificateOfInsurancePath ?? createDocumentReference(),
      certifiedPaymentPath: documents?.certifiedPaymentPath ?? createDocumentReference(),
      postdatedChecksPath: documents?.postdatedChecksPath ?? createDocumentReference(),
    },
    truck: {
      highwayTrucks: 4,
      dayCab: 1,
      boxTrucks: 0,
      dumpTrucks: 0,
      dryVans: 6,
      reefer: 2,
      flatbed: 0,
      otherTrailers: 0,
    },
    moveInInfo: {
      moveInDate: '2026-12-01',
      truckOrTrailers: 1,
      rateApprovedPerSpot: 325,
      locationAppliedFor: 'Lawson Rd & Hwy 25',
      isCarrierBasedInOntario: true,
      stateOrProvince: 'Ontario',
    },
    fleetInfo: {
      hasBouncedCheckOrMissedPayment: false,
      lastBouncedCheckOrMissedPayment: '',
      bouncedCheckExplanation: '',
      hasInternalFleetRepairShop: true,
      willPerformMaintenanceOnProperties: false,
    },
    bankingInfo: {
      bank: 'Example Credit Union',
      contact: '01234',
      phone: '004',
      address: '0012345678',
    },
    references: [
      {
        name: 'Marie Tremblay',
        relationship: 'Dispatcher at a partner carrier',
        company: 'Northern Fictional Freight Inc.',
        phone: '416-555-0187',
        address: '88 Sample Street, Brampton, ON L6T 0A1',
        email: 'marie.tremblay@example.com',
      },
      {
        name: 'Daniel Okafor',
        relationship: 'Customer since 2019',
        company: 'Okafor Example Logistics Ltd.',
        phone: '(647) 555-0119',
        address: '410 Placeholder Road, Hamilton, ON L8E 0B2',
        email: 'daniel.okafor@example.com',
      },
    ],
    previousLandlords: [
      {
        company: 'Example Yard Holdings',
        phone: '905-555-0163',
        address: '7 Demo Drive, Oakville, ON L6H 0C3',
        landlordName: 'Grace Lee',
        spaceRented: '10 trailer spots',
        rentalStartDate: '2024-03-01',
        rentalEndDate: '2026-10-31',
        canContactForReference: true,
      },
      {
        company: 'Sample Storage Corp.',
        phone: '289-555-0171',
        address: '1200 Imaginary Avenue, Vaughan, ON L4K 0D4',
        landlordName: 'Raj Patel',
        spaceRented: '6 truck spots',
        rentalStartDate: '2022-01-15',
        rentalEndDate: '2024-02-29',
        canContactForReference: true,
      },
      {
        company: 'Pretend Parking Partners',
        phone: '+1 905 555 0125',
        address: '55 Mock Lane, Bolton, ON L7E 0E5',
        landlordName: 'Sophie Martin',
        spaceRented: '4 trailer spots',
        rentalStartDate: '2019-06-01',
        rentalEndDate: '2021-12-31',
        canContactForReference: false,
      },
    ],
  };
  return overrides === undefined ? booking : (deepMerge(booking, overrides) as BookingInput);
}

/** The shape of an upload's reference (DOCUMENT_REFERENCE_PATTERN): 256 random bits as base64url. */
function createDocumentReference(): string {
  return randomBytes(32).toString('base64url');
}

/** `base` is always freshly built, so it is merged in place; the caller's override is never shared. */
function deepMerge(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (Array.isArray(override)) {
    const baseItems: unknown[] = Array.isArray(base) ? base : [];
    const length = Math.max(baseItems.length, override.length);
    return Array.from({ length }, (_, index) => deepMerge(baseItems[index], override[index]));
  }
  if (isPlainObject(override)) {
    const merged: Record<string, unknown> = isPlainObject(base) ? base : {};
    for (const [key, value] of Object.entries(override)) {
      merged[key] = deepMerge(merged[key], value);
    }
    return merged;
  }
  return override;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
