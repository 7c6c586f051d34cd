import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { signInAsAdmin } from '../../../tests/support/admin-session.ts';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { countRows } from '../../../tests/support/row-counts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * What the booking asks since ADR 064, through the real endpoint and database: the carrier's company,
 * zero to three previous landlords with the note that says why, the province of a carrier based in
 * Ontario, postal codes in their country's format and placeholder answers refused.
 */
const CREATE = '/api/ApplicationFormData/CreateApplicationForm';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start() {
  testApp = await createTestApp();
  return testApp;
}

async function book(t: TestApp, changes: (booking: Record<string, unknown>) => void) {
  const booking = createBookingInput({}, await uploadAllDocuments(t.app)) as unknown as Record<string, unknown>;
  changes(booking);
  return t.app.inject({ method: 'POST', url: CREATE, payload: booking });
}

function personal(booking: Record<string, unknown>) {
  return booking.personalInfo as Record<string, unknown>;
}

async function details(t: TestApp, id: number) {
  const { headers } = await signInAsAdmin(t);
  const response = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe(`the company and previous landlords on ${TEST_DATABASE_KIND}`, () => {
  test('one landlord with a note and the company are stored, and the admin reads them back', async () => {
    const t = await start();
    const response = await book(t, (booking) => {
      Object.assign(personal(booking), { companyName: 'Frostbite Haulage Inc.', cvorOrUsdot: '123-456-789' });
      booking.previousLandlords = (booking.previousLandlords as unknown[]).slice(0, 1);
      booking.previousLandlordsNote = 'Our other yards were our own';
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<{ id: number }>();
    expect(await countRows(t.database.db, 'application_previous_landlords')).toBe(1);

    const application = await details(t, id);
    expect(application.personalInfo).toMatchObject({
      companyName: 'Frostbite Haulage Inc.',
      cvorOrUsdot: '123-456-789',
    });
    expect(application.previousLandlords).toHaveLength(1);
    expect(application.previousLandlordsNote).toBe('Our other yards were our own');

    const { headers } = await signInAsAdmin(t);
    for (const search of [undefined, 'frostbite']) {
      const query = new URLSearchParams({ skip: '0', take: '10', ...(search ? { search } : {}) });
      const list = await t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?${query}`, headers });
      const items = list.json<{ data: Array<{ id: number; companyName?: string }> }>().data;
      expect(
        items.map((item) => [item.id, item.companyName]),
        search,
      ).toEqual([[id, 'Frostbite Haulage Inc.']]);
    }
  });

  test('no previous landlord at all, with the note, is a booking; without the note nothing is stored', async () => {
    const t = await start();
    const refused = await book(t, (booking) => {
      booking.previousLandlords = [];
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'previousLandlordsNote', message: 'Say in one line why you give fewer than 3 previous landlords' },
    ]);
    expect(await countRows(t.database.db, 'applications')).toBe(0);

    const response = await book(t, (booking) => {
      booking.previousLandlords = [];
      booking.previousLandlordsNote = 'First yard we rent';
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await countRows(t.database.db, 'application_previous_landlords')).toBe(0);
    const application = await details(t, response.json().id);
    expect(application.previousLandlords).toEqual([]);
    expect(application.previousLandlordsNote).toBe('First yard we rent');
  });

  test('a carrier based in Ontario may leave its province out, or send null: it is stored as Ontario', async () => {
    const t = await start();
    for (const stateOrProvince of [undefined, null]) {
      const response = await book(t, (booking) => {
        const moveIn = booking.moveInInfo as Record<string, unknown>;
        moveIn.isCarrierBasedInOntario = true;
        if (stateOrProvince === undefined) delete moveIn.stateOrProvince;
        else moveIn.stateOrProvince = stateOrProvince;
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await details(t, response.json().id)).moveInInfo.stateOrProvince).toBe('Ontario');
    }
    const elsewhere = await book(t, (booking) => {
      const moveIn = booking.moveInInfo as Record<string, unknown>;
      moveIn.isCarrierBasedInOntario = false;
      delete moveIn.stateOrProvince;
    });
    expect(elsewhere.json().errors).toEqual([
      { path: 'moveInInfo.stateOrProvince', message: 'Province or state of the carrier is required' },
    ]);
  });

  test('a Canadian postal code is stored as A1A 1A1; one of the wrong shape is refused', async () => {
    const t = await start();
    const response = await book(t, (booking) =>
      Object.assign(personal(booking), { state: 'Ontario', postalZipCode: 'l5n7z9' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom('applications')
      .select(['postal_zip_code', 'company_name', 'cvor_or_usdot', 'previous_landlords_note'])
      .executeTakeFirstOrThrow();
    // The original client's booking: no company, three landlords, no note.
    expect(row).toEqual({
      postal_zip_code: 'L5N 7Z9',
      company_name: '',
      cvor_or_usdot: '',
      previous_landlords_note: '',
    });

    const refused = await book(t, (booking) =>
      Object.assign(personal(booking), { state: 'ON', postalZipCode: 'L4T 3X' }),
    );
    expect(refused.json().errors).toEqual([
      { path: 'personalInfo.postalZipCode', message: 'Enter a Canadian postal code like A1A 1A1' },
    ]);
    const zip = await book(t, (booking) => Object.assign(personal(booking), { state: 'NY', postalZipCode: 'L5N 7Z9' }));
    expect(zip.json().errors).toEqual([
      { path: 'personalInfo.postalZipCode', message: 'Enter a US ZIP code like 12345 or 12345-6789' },
    ]);
  });

  test('placeholder names and phones of references and landlords are refused on their fields', async () => {
    const t = await start();
    const response = await book(t, (booking) => {
      const [reference] = booking.references as Array<Record<string, unknown>>;
      const [, landlord] = booking.previousLandlords as Array<Record<string, unknown>>;
      Object.assign(reference ?? {}, { name: 'N/A', phone: '000-000-0000' });
      Object.assign(landlord ?? {}, { company: 'none', landlordName: '-', phone: '1111111111' });
      Object.assign(personal(booking), { cvorOrUsdot: '12-34' });
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        path: 'personalInfo.cvorOrUsdot',
        message:
          'Enter a CVOR number (9 digits, like 123-456-789) or a USDOT number (1 to 8 digits, like USDOT 1234567)',
      },
      { path: 'references.0.name', message: 'Enter a real name, not a placeholder such as N/A' },
      { path: 'references.0.phone', message: 'Enter a real phone number, not a placeholder such as 000-000-0000' },
      { path: 'previousLandlords.1.company', message: 'Enter the real company name, not a placeholder such as N/A' },
      {
        path: 'previousLandlords.1.phone',
        message: 'Enter a real phone number, not a placeholder such as 000-000-0000',
      },
      { path: 'previousLandlords.1.landlordName', message: 'Enter a real name, not a placeholder such as N/A' },
    ]);
    expect(await countRows(t.database.db, 'applications')).toBe(0);
  });
});
