import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';
import { BOOKING_DRAFT_KEY } from '../../../lib/booking-draft.ts';
import RequestPage from '../request.tsx';

/** Test data for the wizard's unit tests: a complete application as a saved draft. */
export const DOCUMENT_REFERENCE = 'R'.repeat(43);

export function completeDraftValues() {
  return {
    personalInfo: {
      firstName: 'Ada',
      middleName: '',
      lastName: 'Lovelace',
      phoneNumber: '416-555-0199',
      email: 'ada@example.com',
      streetAddress: '12 Yard Rd',
      aptUnitNumber: '',
      city: 'Milton',
      state: 'Ontario',
      postalZipCode: 'L9T 1A1',
      applicantDate: '2026-11-22',
      articleOfIncorporationPath: DOCUMENT_REFERENCE,
      companyOwnersDriverLicensePath: DOCUMENT_REFERENCE,
      certificateOfInsurancePath: DOCUMENT_REFERENCE,
      insuranceExpiresOn: '2027-06-30',
      certifiedPaymentPath: DOCUMENT_REFERENCE,
      postdatedChecksPath: DOCUMENT_REFERENCE,
    },
    truck: {
      highwayTrucks: 2,
      dayCab: 0,
      boxTrucks: 0,
      dumpTrucks: 0,
      dryVans: 0,
      reefer: 0,
      flatbed: 0,
      otherTrailers: 1,
    },
    moveInInfo: {
      moveInDate: '2026-12-01',
      truckOrTrailers: 0,
      rateApprovedPerSpot: 250,
      locationAppliedFor: 'Lawson Rd & Hwy 25',
      isCarrierBasedInOntario: true,
      stateOrProvince: 'Ontario',
    },
    fleetInfo: {
      hasBouncedCheckOrMissedPayment: false,
      lastBouncedCheckOrMissedPayment: '',
      bouncedCheckExplanation: '',
      hasInternalFleetRepairShop: false,
      willPerformMaintenanceOnProperties: false,
    },
    bankingInfo: { bank: '', contact: '', phone: '', address: '' },
    references: [0, 1].map((index) => ({
      name: `Reference Person ${index + 1}`,
      relationship: 'Customer',
      company: 'Smith Haulage',
      phone: '905-555-0100',
      address: '1 Main St',
      email: `reference${index + 1}@example.com`,
    })),
    previousLandlords: [0, 1, 2].map((index) => ({
      company: `Old Yard ${index + 1}`,
      phone: '905-555-0111',
      address: '2 Side Rd',
      landlordName: 'Carol Jones',
      spaceRented: '10 spots',
      rentalStartDate: '2020-01-01',
      rentalEndDate: '2022-01-01',
      canContactForReference: true,
    })),
  };
}

export function storeDraft(overrides: { step?: number; values?: unknown; documents?: unknown } = {}) {
  localStorage.setItem(
    BOOKING_DRAFT_KEY,
    JSON.stringify({
      version: 1,
      savedAt: '2026-11-22T10:00:00.000Z',
      step: overrides.step ?? 3,
      values: overrides.values ?? completeDraftValues(),
      documents: overrides.documents ?? {
        ArticleOfIncorporation: { fileName: 'articles.pdf', contentType: 'application/pdf' },
      },
    }),
  );
}

export function storedDraft(): {
  step: number;
  values: Record<string, unknown>;
  documents: Record<string, unknown>;
} | null {
  const stored = localStorage.getItem(BOOKING_DRAFT_KEY);
  return stored === null ? null : JSON.parse(stored);
}

export function renderRequestPage(
  initialEntry: string | { pathname: string; search?: string; state?: unknown } = '/request',
) {
  const Stub = createRoutesStub([{ path: '/request', Component: RequestPage }]);
  const user = userEvent.setup();
  const view = render(<Stub initialEntries={[initialEntry]} />);
  return { user, ...view };
}

/** fetch is the browser's: in these unit tests a test double answers as the server would. */
export function answerFetchWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchStub = vi.fn(
    async (_path: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}
