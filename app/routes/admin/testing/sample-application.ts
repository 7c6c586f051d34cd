import { ApplicationDetailsSchema, type ApplicationDetails } from '../../../../domain/admin.schema.ts';

/**
 * One application as GetApplicationFormById answers it, checked against the contract so the tests
 * cannot drift from what the server sends. Names and numbers are made up (555-01xx, example.com).
 */
export function sampleApplication(overrides: Partial<ApplicationDetails> = {}): ApplicationDetails {
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
