import {
  AdminUserSchema,
  ApplicationDetailsSchema,
  ApplicationSummarySchema,
  type AdminUser,
  type ApplicationDetails,
  type ApplicationSummary,
} from '../../domain/admin.schema.ts';
import {
  ApplicantStatusViewSchema,
  AttentionItemSchema,
  NeedsAttentionSchema,
  type ApplicantStatusView,
  type NeedsAttention,
} from '../../domain/applicant-status.schema.ts';
import {
  EnquiryDetailsSchema,
  EnquirySummarySchema,
  JobApplicationDetailsSchema,
  JobApplicationSummarySchema,
  type EnquiryDetails,
  type EnquirySummary,
  type JobApplicationDetails,
  type JobApplicationSummary,
} from '../../domain/contact-admin.schema.ts';
import { DOCUMENT_KIND_NAMES } from '../../domain/documents.ts';
import { createEnquiryInput, createJobApplicationInput } from './contact.factory.ts';
import { createBookingInput } from './booking.factory.ts';

/**
 * What the API answers, for the unit tests of the screens that read it (fetch is stubbed there).
 * Each reply is parsed by the contract's own schema, so a test cannot feed a screen a shape the
 * server never sends. Names and numbers are made up (555-01xx, example.com); the Contact page
 * messages are the people of contact.factory.ts, as the server would give them back.
 */

/** The signed-in admin (ADMIN_API.me). */
export function createAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return AdminUserSchema.parse({
    id: 1,
    userName: 'dispatch.lead',
    email: 'lead@example.com',
    twoFactorEnabled: false,
    ...overrides,
  });
}

/** The admin most screen tests sign in as. */
export const SAMPLE_ADMIN = createAdminUser();

/** One card of the admin lists (ADMIN_API.list); `id` also numbers the reference, name and e-mail. */
export function createApplicationSummary(id: number, overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return ApplicationSummarySchema.parse({
    id,
    reference: `YRD-${String(id).padStart(4, '0')}`,
    status: 'Pending',
    firstName: 'Harpreet',
    middleName: 'K',
    lastName: `Gill ${id}`,
    state: 'ON',
    city: 'Mississauga',
    streetAddress: '2150 Fictional Court',
    phoneNumber: '905-555-0142',
    email: `applicant${id}@example.com`,
    postalZipCode: 'L5N 7Z9',
    locationAppliedFor: 'Lawson Rd & Hwy 25',
    createdAt: '2026-11-20T15:04:00.000Z',
    ...overrides,
  });
}

const BOOKED = createBookingInput();

/** One application as GetApplicationFormById answers it (ADMIN_API.byId). */
export function createApplicationDetails(overrides: Partial<ApplicationDetails> = {}): ApplicationDetails {
  return ApplicationDetailsSchema.parse({
    id: 42,
    reference: 'YRD-7K2Q-9M4T',
    status: 'Pending',
    createdAt: '2026-11-20T15:04:00.000Z',
    decidedAt: null,
    decisionReason: null,
    personalInfo: {
      firstName: 'Harpreet',
      middleName: 'K',
      lastName: 'Gill',
      phoneNumber: '905-555-0142',
      email: 'harpreet.gill@example.com',
      streetAddress: '2150 Fictional Court',
      aptUnitNumber: '',
      city: 'Mississauga',
      state: 'ON',
      postalZipCode: 'L5N 7Z9',
      applicantDate: '2026-11-20',
    },
    // The fleet and move-in answers are the booking factory's, as the booking stored them.
    truck: BOOKED.truck,
    moveInInfo: BOOKED.moveInInfo,
    fleetInfo: {
      hasBouncedCheckOrMissedPayment: true,
      lastBouncedCheckOrMissedPayment: '2025-03-14',
      bouncedCheckExplanation: 'A customer paid late; the cheque was re-issued within a week.',
      hasInternalFleetRepairShop: true,
      willPerformMaintenanceOnProperties: false,
    },
    bankingInfo: { bank: 'Example Credit Union', contact: '•••34', phone: '•••', address: '••••••5678' },
    references: [
      {
        name: 'Marie Tremblay',
        relationship: 'Dispatcher at a partner carrier',
        company: 'Tremblay Transport',
        phone: '514-555-0110',
        address: '45 Rue Exemple, Laval',
        email: 'marie@example.com',
      },
      {
        name: 'Owen Clarke',
        relationship: 'Former employer',
        company: 'Clarke Logistics',
        phone: '416-555-0123',
        address: '9 Sample Ave, Toronto',
        email: 'owen@example.com',
      },
    ],
    previousLandlords: [1, 2, 3].map((index) => ({
      company: `Yard Company ${index}`,
      phone: `905-555-01${30 + index}`,
      address: `${index} Depot Road, Brampton`,
      landlordName: `Landlord ${index}`,
      spaceRented: `${index * 2} trailer spots`,
      rentalStartDate: '2022-01-01',
      rentalEndDate: '2023-12-31',
      canContactForReference: index !== 2,
    })),
    documents: [
      {
        kind: 'ArticleOfIncorporation',
        label: 'Article of Incorporation',
        contentType: 'application/pdf',
        size: 182_000,
        url: '/api/ApplicationFormData/Document/42/ArticleOfIncorporation',
      },
      {
        kind: 'CompanyOwnersDriverLicense',
        label: "Company owner's driver's licence",
        contentType: 'image/jpeg',
        size: 96_000,
        url: '/api/ApplicationFormData/Document/42/CompanyOwnersDriverLicense',
        thumbnailUrl: '/api/ApplicationFormData/DocumentThumbnail/42/CompanyOwnersDriverLicense',
        receivedAt: '2026-11-20T15:04:00.000Z',
      },
    ],
    history: [
      {
        action: 'document_viewed',
        occurredAt: '2026-11-21T14:00:00.000Z',
        adminUserName: 'dispatch.lead',
        details: { kind: 'CompanyOwnersDriverLicense' },
      },
    ],
    ...overrides,
  });
}

/** What the applicant's private status page reads (APPLICANT_API.status): received, nothing asked yet. */
export function createApplicantStatusView(overrides: Partial<ApplicantStatusView> = {}): ApplicantStatusView {
  return ApplicantStatusViewSchema.parse({
    reference: 'YRD-7K2Q-9M4T',
    status: 'Pending',
    stage: 'Received',
    submittedAt: '2026-11-20T15:04:00.000Z',
    updatedAt: '2026-11-20T15:04:00.000Z',
    decidedAt: null,
    reason: null,
    corrections: [],
    insuranceExpiresOn: '2027-06-30',
    application: { locationAppliedFor: 'Lawson Rd & Hwy 25', moveInDate: '2026-12-01', trucks: 5, trailers: 8 },
    documents: DOCUMENT_KIND_NAMES.map((kind) => ({ kind, receivedAt: '2026-11-20T15:04:00.000Z' })),
    position: null,
    offerExpiresAt: null,
    moveOutDate: null,
    earliestMoveOutDate: null,
    agreement: null,
    ...overrides,
  });
}

type AttentionItem = NeedsAttention['correctionsReceived']['data'][number];

/** A row of "Needs attention" (APPLICANT_API.needsAttention): corrections that came in on `date`. */
export function createAttentionItem(id: number, overrides: Partial<AttentionItem> = {}): AttentionItem {
  return AttentionItemSchema.parse({
    id,
    reference: `YRD-${String(id).padStart(4, '0')}`,
    name: 'Harpreet K Gill',
    status: 'Pending',
    date: '2026-11-23T16:00:00.000Z',
    ...overrides,
  });
}

/** "Needs attention" as a whole: nothing waits unless `sections` say so. */
export function createNeedsAttention(sections: Partial<NeedsAttention> = {}): NeedsAttention {
  return NeedsAttentionSchema.parse({
    correctionsReceived: { count: 0, data: [] },
    insuranceExpiring: { count: 0, data: [] },
    insuranceExpired: { count: 0, data: [] },
    agreementsAwaitingSignature: { count: 0, data: [] },
    agreementsAwaitingCountersignature: { count: 0, data: [] },
    mailNotDelivered: { count: 0, data: [] },
    ...sections,
  });
}

/** An unread enquiry in the admin's inbox list (CONTACT_ADMIN_API.enquiries). */
export function createEnquirySummary(id: number, overrides: Partial<EnquirySummary> = {}): EnquirySummary {
  const sent = createEnquiryInput();
  return EnquirySummarySchema.parse({
    id,
    createdAt: '2026-11-28T15:00:00.000Z',
    readAt: null,
    fullName: sent.FullName,
    companyName: sent.CompanyName,
    email: sent.Email,
    phoneNumber: sent.PhoneNumber,
    preview: sent.message,
    ...overrides,
  });
}

/** One enquiry opened (CONTACT_ADMIN_API.enquiry): the whole message, already read. */
export function createEnquiryDetails(id: number, overrides: Partial<EnquiryDetails> = {}): EnquiryDetails {
  const sent = createEnquiryInput();
  return EnquiryDetailsSchema.parse({
    id,
    createdAt: '2026-11-28T15:00:00.000Z',
    readAt: '2026-11-28T16:30:00.000Z',
    fullName: sent.FullName,
    phoneNumber: sent.PhoneNumber,
    companyName: sent.CompanyName,
    address: sent.Address,
    email: sent.Email,
    message: sent.message,
    ...overrides,
  });
}

/** An unread job application in the admin's inbox list (CONTACT_ADMIN_API.jobApplications). */
export function createJobApplicationSummary(
  id: number,
  overrides: Partial<JobApplicationSummary> = {},
): JobApplicationSummary {
  const sent = createJobApplicationInput();
  return JobApplicationSummarySchema.parse({
    id,
    createdAt: '2026-11-22T10:00:00.000Z',
    readAt: null,
    fullName: sent.FullName,
    hiringFor: sent.hiringFor,
    years: sent.years,
    email: sent.Email,
    telephone: sent.telephone,
    ...overrides,
  });
}

/** One job application opened (CONTACT_ADMIN_API.jobApplication), already read. */
export function createJobApplicationDetails(
  id: number,
  overrides: Partial<JobApplicationDetails> = {},
): JobApplicationDetails {
  const sent = createJobApplicationInput();
  return JobApplicationDetailsSchema.parse({
    id,
    createdAt: '2026-11-22T10:00:00.000Z',
    readAt: '2026-11-22T11:00:00.000Z',
    fullName: sent.FullName,
    telephone: sent.telephone,
    address: sent.Address,
    email: sent.Email,
    hiringFor: sent.hiringFor,
    years: sent.years,
    ...overrides,
  });
}
