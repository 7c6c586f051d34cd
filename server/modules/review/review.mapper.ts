import type { AgreementSummary } from '../../../domain/agreement.schema.ts';
import type { AdminPass } from '../../../domain/access-pass.schema.ts';
import type { BankNumbers } from '../../lib/bank-numbers.ts';
import type { WaitlistPlace } from '../../../domain/yards.schema.ts';
import { applicantStatusOf } from '../../lib/applicant-status-of.ts';
import {
  ADMIN_API,
  type ApplicationDetails,
  type ApplicationListItem,
  type ApplicationSections,
  type ApplicationStatus,
  type ApplicationSummary,
  type CorrectionRequest,
  DECISION_ACTIONS,
  STATUS_CODES,
  STATUS_LABELS,
} from '../../../domain/admin.schema.ts';
import type { DocumentCorrection } from '../../../domain/applicant-status.schema.ts';
import { DOCUMENT_KINDS, type DocumentField } from '../../../domain/documents.ts';
import type { ApplicationRow } from '../../db/database.ts';
import type { RowOf } from '../../db/row-of.ts';
import { type FleetColumn, fleetCountsOf } from '../../lib/fleet-counts.ts';
import type { SpacesFit } from '../../../domain/yards.schema.ts';
import type {
  findClaimedDocuments,
  findEarlierDocuments,
  findLatestCorrectionRequest,
  findPreviousLandlords,
  findReferences,
} from './review.repository.ts';

/**
 * The one place where the API's numbers meet the stored status text (docs/api-contract.md): `Status`
 * 0/1/2 in list and statistics queries, the `status` label of a retrieved application, and the
 * action codes 0 accept / 1 reject of CreateApplicationFormAction.
 */
const STATUS_OF_CODE = new Map<number, ApplicationStatus>(
  Object.entries(STATUS_CODES).map(([status, code]) => [code, status as ApplicationStatus]),
);

/** `undefined` (no Status) means every status. */
export function statusOfCode(code: number | undefined): ApplicationStatus | undefined {
  if (code === undefined) return undefined;
  const status = STATUS_OF_CODE.get(code);
  if (!status) throw new Error(`Unknown status code ${code}`);
  return status;
}

export function statusLabel(status: ApplicationStatus): (typeof STATUS_LABELS)[ApplicationStatus] {
  return STATUS_LABELS[status];
}

export type DecidedStatus = Exclude<ApplicationStatus, 'pending'>;

export function decisionOfAction(action: (typeof DECISION_ACTIONS)[keyof typeof DECISION_ACTIONS]): DecidedStatus {
  return action === DECISION_ACTIONS.accept ? 'accepted' : 'rejected';
}

type SummaryRow = Pick<
  ApplicationRow,
  | 'id'
  | 'reference'
  | 'status'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'state'
  | 'city'
  | 'street_address'
  | 'phone_number'
  | 'email'
  | 'postal_zip_code'
  | 'location_applied_for'
  | 'created_at'
  | 'corrections_requested_at'
  | 'waitlisted_at'
  | 'offer_expires_at'
  | 'offer_declined_at'
  | 'language'
  | 'move_in_date'
  | 'rate_approved_per_spot'
  | 'insurance_expires_on'
  | FleetColumn
  | 'company_name'
>;

/** Where the review stands: `status` stays the original clients' label, this one tells more. */
export const reviewStatusOf = applicantStatusOf;

export function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    id: row.id,
    reference: row.reference,
    status: statusLabel(row.status),
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    state: row.state,
    city: row.city,
    streetAddress: row.street_address,
    phoneNumber: row.phone_number,
    email: row.email,
    postalZipCode: row.postal_zip_code,
    locationAppliedFor: row.location_applied_for,
    createdAt: row.created_at,
    reviewStatus: reviewStatusOf(row),
    language: row.language,
    companyName: row.company_name,
    // What was booked, read from the page's own rows: no query more per page.
    moveInDate: row.move_in_date,
    ...fleetCountsOf(row),
    rateApprovedPerSpot: row.rate_approved_per_spot,
    insuranceExpiresOn: row.insurance_expires_on,
  };
}

/** The wire's names (contact, phone, address) are the original client's labels for these numbers. */
export function toBankDetails(bankName: string, numbers: BankNumbers) {
  return { bank: bankName, contact: numbers.transit, phone: numbers.institution, address: numbers.account };
}

/**
 * In place of each bank number of a row whose sealed value cannot be opened (sealed with another
 * key, or damaged): that row says so, and the rest of the list still shows.
 */
export const UNREADABLE_BANK_NUMBER = 'Unreadable';
export const UNREADABLE_BANK_NUMBERS: BankNumbers = {
  transit: UNREADABLE_BANK_NUMBER,
  institution: UNREADABLE_BANK_NUMBER,
  account: UNREADABLE_BANK_NUMBER,
};

const MASK = '•••';
const VISIBLE_DIGITS = 2;

/** '•••34': enough to recognise a number on the phone, not enough to use it. Empty stays empty. */
export function maskNumber(value: string): string {
  if (value === UNREADABLE_BANK_NUMBER) return value;
  return value === '' ? '' : `${MASK}${value.slice(-VISIBLE_DIGITS)}`;
}

type DocumentRow = RowOf<typeof findClaimedDocuments>;

export interface SectionsParts {
  row: ApplicationRow;
  bankNumbers: BankNumbers;
  references: RowOf<typeof findReferences>[];
  landlords: RowOf<typeof findPreviousLandlords>[];
  documents: DocumentRow[];
  /** PUBLIC_URL: document paths are absolute, as the original server gave them. */
  publicUrl: string;
  /** Whether a pending application fits its yard (server/modules/yards); null where not judged. */
  spacesFit: SpacesFit | null;
}

export interface DetailsParts extends SectionsParts {
  history: ApplicationDetails['history'];
  earlierDocuments: RowOf<typeof findEarlierDocuments>[];
  correctionRequest: RowOf<typeof findLatestCorrectionRequest> | null;
  waitlist: WaitlistPlace | null;
  agreement: AgreementSummary | null;
  accessPass: AdminPass | null;
  rates: ApplicationDetails['rates'];
}

function documentOfKind(kind: string) {
  return DOCUMENT_KINDS.find((document) => document.kind === kind);
}

function toCorrectionRequest(request: DetailsParts['correctionRequest']): CorrectionRequest | null {
  if (!request) return null;
  const documents = JSON.parse(request.documents) as DocumentCorrection[];
  return {
    state: request.received_at ? 'Received' : 'Open',
    requestedAt: request.requested_at,
    requestedBy: request.username,
    message: request.message,
    documents: documents.flatMap((document) => {
      const known = documentOfKind(document.kind);
      return known ? [{ kind: known.kind, label: known.label, reason: document.reason }] : [];
    }),
    receivedAt: request.received_at,
  };
}

/** The `*Path` fields: the authenticated document route of each stored document, on PUBLIC_URL. */
function documentPaths(applicationId: number, documents: DocumentRow[], publicUrl: string) {
  const paths: Partial<Record<DocumentField, string>> = {};
  for (const document of DOCUMENT_KINDS) {
    if (documents.some((stored) => stored.kind === document.kind)) {
      paths[document.field] = `${publicUrl}${ADMIN_API.document(applicationId, document.kind)}`;
    }
  }
  return paths;
}

export function toSections({
  row,
  bankNumbers,
  references,
  landlords,
  documents,
  publicUrl,
}: SectionsParts): ApplicationSections {
  return {
    personalInfo: {
      companyName: row.company_name,
      cvorOrUsdot: row.cvor_or_usdot,
      firstName: row.first_name,
      middleName: row.middle_name,
      lastName: row.last_name,
      phoneNumber: row.phone_number,
      email: row.email,
      streetAddress: row.street_address,
      aptUnitNumber: row.apt_unit_number,
      city: row.city,
      state: row.state,
      postalZipCode: row.postal_zip_code,
      applicantDate: row.applicant_date,
      ...documentPaths(row.id, documents, publicUrl),
    },
    truck: {
      highwayTrucks: row.highway_trucks,
      dayCab: row.day_cab,
      boxTrucks: row.box_trucks,
      dumpTrucks: row.dump_trucks,
      dryVans: row.dry_vans,
      reefer: row.reefer,
      flatbed: row.flatbed,
      otherTrailers: row.other_trailers,
    },
    moveInInfo: {
      moveInDate: row.move_in_date,
      truckOrTrailers: row.truck_or_trailers === 1 ? 1 : 0,
      rateApprovedPerSpot: row.rate_approved_per_spot,
      locationAppliedFor: row.location_applied_for,
      isCarrierBasedInOntario: row.is_carrier_based_in_ontario === 1,
      stateOrProvince: row.state_or_province,
    },
    fleetInfo: {
      hasBouncedCheckOrMissedPayment: row.has_bounced_check_or_missed_payment === 1,
      lastBouncedCheckOrMissedPayment: row.last_bounced_check_or_missed_payment,
      bouncedCheckExplanation: row.bounced_check_explanation,
      hasInternalFleetRepairShop: row.has_internal_fleet_repair_shop === 1,
      willPerformMaintenanceOnProperties: row.will_perform_maintenance_on_properties === 1,
    },
    bankingInfo: {
      bank: row.bank_name,
      contact: maskNumber(bankNumbers.transit),
      phone: maskNumber(bankNumbers.institution),
      address: maskNumber(bankNumbers.account),
    },
    references: references.map((person) => ({
      name: person.name,
      relationship: person.relationship,
      company: person.company,
      phone: person.phone,
      address: person.address,
      email: person.email,
    })),
    previousLandlords: landlords.map((landlord) => ({
      company: landlord.company,
      phone: landlord.phone,
      address: landlord.address,
      landlordName: landlord.landlord_name,
      spaceRented: landlord.space_rented,
      rentalStartDate: landlord.rental_start_date,
      rentalEndDate: landlord.rental_end_date,
      canContactForReference: landlord.can_contact_for_reference === 1,
    })),
    previousLandlordsNote: row.previous_landlords_note,
  };
}

export function toListItem(parts: SectionsParts): ApplicationListItem {
  return { ...toSummary(parts.row), spacesFit: parts.spacesFit, ...toSections(parts) };
}

export function toDetails(parts: DetailsParts): ApplicationDetails {
  const { row, documents, history } = parts;
  return {
    id: row.id,
    reference: row.reference,
    status: statusLabel(row.status),
    reviewStatus: reviewStatusOf(row),
    spacesFit: parts.spacesFit,
    waitlist: parts.waitlist,
    agreement: parts.agreement,
    accessPass: parts.accessPass,
    rates: parts.rates,
    moveOutDate: row.status === 'accepted' ? row.move_out_date : null,
    language: row.language,
    insuranceExpiresOn: row.insurance_expires_on,
    corrections: toCorrectionRequest(parts.correctionRequest),
    earlierDocuments: parts.earlierDocuments.flatMap((version) => {
      const known = documentOfKind(version.kind);
      return known && version.replaced_at
        ? [
            {
              id: version.id,
              kind: known.kind,
              label: known.label,
              contentType: version.content_type,
              size: Number(version.byte_size),
              url: ADMIN_API.documentVersion(row.id, version.id),
              uploadedAt: version.claimed_at ?? '',
              replacedAt: version.replaced_at,
            },
          ]
        : [];
    }),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decisionReason: row.decision_reason,
    ...toSections(parts),
    documents: DOCUMENT_KINDS.flatMap((document) => {
      const stored = documents.find((candidate) => candidate.kind === document.kind);
      return stored
        ? [
            {
              kind: document.kind,
              label: document.label,
              contentType: stored.content_type,
              size: Number(stored.byte_size),
              url: ADMIN_API.document(row.id, document.kind),
              ...(stored.content_type.startsWith('image/') && {
                thumbnailUrl: ADMIN_API.documentThumbnail(row.id, document.kind),
              }),
              ...(stored.claimed_at ? { receivedAt: stored.claimed_at } : {}),
            },
          ]
        : [];
    }),
    history: history.map((event) => ({ ...event })),
  };
}
