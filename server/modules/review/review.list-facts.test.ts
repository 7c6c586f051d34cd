import { afterEach, expect, test } from 'vitest';
import { ADMIN_API, ApplicationSummaryListSchema } from '../../../domain/admin.schema.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { signInAsAdmin } from '../../../tests/support/admin-session.ts';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function book(t: TestApp, overrides: Parameters<typeof createBookingInput>[0]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload: createBookingInput(overrides, await uploadAllDocuments(t.app)),
  });
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
}

test(`each list item says what was booked beside the fields it always had, on ${TEST_DATABASE_KIND}`, async () => {
  const t = await createTestApp();
  testApp = t;
  const insured = await book(t, {
    personalInfo: { email: 'insured@example.com', insuranceExpiresOn: '2027-06-30' },
    truck: {
      highwayTrucks: 2,
      dayCab: 1,
      boxTrucks: 3,
      dumpTrucks: 4,
      dryVans: 5,
      reefer: 6,
      flatbed: 7,
      otherTrailers: 8,
    },
    moveInInfo: { moveInDate: '2027-01-15', rateApprovedPerSpot: 412.5, locationAppliedFor: 'Derry Rd W & Mavis Rd' },
  });
  const uninsured = await book(t, {
    personalInfo: { email: 'uninsured@example.com' },
    truck: {
      highwayTrucks: 0,
      dayCab: 0,
      boxTrucks: 0,
      dumpTrucks: 0,
      dryVans: 0,
      reefer: 1,
      flatbed: 0,
      otherTrailers: 0,
    },
  });
  const { headers } = await signInAsAdmin(t);

  const response = await t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?skip=0&take=10`, headers });
  expect(response.statusCode).toBe(200);
  const items = response.json().data as Array<Record<string, unknown>>;
  const byId = (id: number) => items.find((item) => item.id === id);

  expect(byId(insured)).toMatchObject({
    locationAppliedFor: 'Derry Rd W & Mavis Rd',
    moveInDate: '2027-01-15',
    trucks: 10,
    trailers: 26,
    rateApprovedPerSpot: 412.5,
    insuranceExpiresOn: '2027-06-30',
    // What existing clients read is where it always was.
    moveInInfo: { moveInDate: '2027-01-15', rateApprovedPerSpot: 412.5, locationAppliedFor: 'Derry Rd W & Mavis Rd' },
    truck: {
      highwayTrucks: 2,
      dayCab: 1,
      boxTrucks: 3,
      dumpTrucks: 4,
      dryVans: 5,
      reefer: 6,
      flatbed: 7,
      otherTrailers: 8,
    },
    personalInfo: { email: 'insured@example.com' },
  });
  expect(byId(uninsured)).toMatchObject({ trucks: 0, trailers: 1, insuranceExpiresOn: null });

  // Our dashboard's reading of the answer keeps the new facts.
  const summaries = ApplicationSummaryListSchema.parse(response.json());
  expect(summaries.data.find((item) => item.id === insured)).toMatchObject({ trucks: 10, trailers: 26 });
});
