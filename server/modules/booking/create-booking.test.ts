import { afterEach, describe, expect, test } from 'vitest';
import { open } from '../../lib/sealed-box.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { countClaimedDocuments, countRows as countTableRows } from '../../../tests/support/row-counts.ts';
import { failingInsertsInto, INJECTED } from '../../../tests/support/failing-inserts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { BookingSchema } from '../../../domain/booking.schema.ts';
import { INTERNAL_ERROR_MESSAGES } from '../../plugins/error-handler.plugin.ts';
import { type BookingDependencies, createBooking } from './booking.service.ts';

const CREATE = '/api/ApplicationFormData/CreateApplicationForm';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  testApp = await createTestApp(options);
  return testApp;
}

async function countRows(t: TestApp) {
  const { db } = t.database;
  return {
    applications: await countTableRows(db, 'applications'),
    references: await countTableRows(db, 'application_references'),
    landlords: await countTableRows(db, 'application_previous_landlords'),
    mails: await countTableRows(db, 'mail_outbox'),
    claimedDocuments: await countClaimedDocuments(db),
  };
}

const NOTHING_STORED = { applications: 0, references: 0, landlords: 0, mails: 0, claimedDocuments: 0 };

describe(`CreateApplicationForm on ${TEST_DATABASE_KIND}`, () => {
  test('a complete booking is stored with its people, documents and both e-mails, and answers Done', async () => {
    const t = await start();
    const documents = await uploadAllDocuments(t.app);
    const booking = createBookingInput({}, documents);

    const response = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: true, message: 'Done' });
    expect(body.id).toEqual(expect.any(Number));
    expect(body.reference).toMatch(/^BK-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(await countRows(t)).toEqual({ applications: 1, references: 2, landlords: 3, mails: 2, claimedDocuments: 5 });

    const stored = await t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reference: body.reference,
      status: 'pending',
      first_name: booking.personalInfo.firstName,
      email: booking.personalInfo.email,
      location_applied_for: booking.moveInInfo?.locationAppliedFor,
    });
    const landlords = await t.database.db
      .selectFrom('application_previous_landlords')
      .select(['position', 'landlord_name'])
      .where('application_id', '=', body.id)
      .orderBy('position')
      .execute();
    expect(landlords.map((landlord) => landlord.landlord_name)).toEqual(
      booking.previousLandlords?.map((landlord) => landlord?.landlordName),
    );

    const mails = await t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([booking.personalInfo.email, t.config.mail.companyInbox]);
    expect(mails[0]?.subject).toContain(body.reference);
    expect(mails[1]?.html).toContain(`http://localhost:3000/ReqestInformation/${body.id}`);
    expect(mails[1]?.reply_to).toBe(booking.personalInfo.email);
  });

  test('bank numbers are encrypted at rest and can be opened with the data key', async () => {
    const t = await start();
    const booking = createBookingInput(
      { bankingInfo: { bank: 'Royal Bank', contact: '01234', phone: '003', address: '9876543210' } },
      await uploadAllDocuments(t.app),
    );
    const response = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });
    expect(response.statusCode).toBe(200);

    const row = await t.database.db.selectFrom('applications').select('bank_numbers_sealed').executeTakeFirstOrThrow();
    expect(row.bank_numbers_sealed).not.toContain('9876543210');
    expect(
      JSON.parse(open(row.bank_numbers_sealed, Buffer.from(t.config.secrets.dataEncryptionKey ?? '', 'base64'))),
    ).toEqual({
      transit: '01234',
      institution: '003',
      account: '9876543210',
    });
  });

  test('every value placed in the e-mails is escaped', async () => {
    const t = await start();
    const booking = createBookingInput(
      { personalInfo: { firstName: '<img src=x onerror=alert(1)>', city: 'Whitby & <b>Oshawa</b>' } },
      await uploadAllDocuments(t.app),
    );
    expect((await t.app.inject({ method: 'POST', url: CREATE, payload: booking })).statusCode).toBe(200);

    const mails = await t.database.db.selectFrom('mail_outbox').select('html').execute();
    for (const mail of mails) {
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).not.toContain('<b>Oshawa');
    }
    expect(mails.some((mail) => mail.html.includes('&lt;img src=x onerror=alert(1)&gt;'))).toBe(true);
  });

  test('an empty body is refused with every missing field named, and nothing is stored', async () => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: CREATE, payload: {} });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ isSuccess: false, code: 'validation_failed' });
    expect(body.errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['personalInfo', 'moveInInfo', 'fleetInfo', 'references', 'previousLandlords']),
    );
    expect(await countRows(t)).toEqual(NOTHING_STORED);
  });

  test.each([
    ['an invalid e-mail', { personalInfo: { email: 'not-an-email' } }, 'personalInfo.email'],
    ['a short street address', { personalInfo: { streetAddress: 'ab' } }, 'personalInfo.streetAddress'],
    ['letters in the transit number', { bankingInfo: { contact: '12a45' } }, 'bankingInfo.contact'],
    ['an unknown location', { moveInInfo: { locationAppliedFor: 'Somewhere else' } }, 'moveInInfo.locationAppliedFor'],
    ['truck or trailers out of range', { moveInInfo: { truckOrTrailers: 2 } }, 'moveInInfo.truckOrTrailers'],
    ['a negative fleet count', { truck: { reefer: -1 } }, 'truck.reefer'],
    ['a reference without e-mail', { references: [{ email: '' }] }, 'references.0.email'],
    [
      'a landlord without a name',
      { previousLandlords: [{}, { landlordName: '' }] },
      'previousLandlords.1.landlordName',
    ],
    ['a NUL byte in a name', { personalInfo: { lastName: 'Smith\u0000' } }, 'personalInfo.lastName'],
    ['a line break in a name', { personalInfo: { firstName: 'Jane\r\nBcc: x@example.com' } }, 'personalInfo.firstName'],
    ['a line break in a reference', { references: [{ company: 'Acme\nInc' }] }, 'references.0.company'],
    ['half of a surrogate pair in a city', { personalInfo: { city: 'Toronto \uD800' } }, 'personalInfo.city'],
    ['a move-in date in the year 0001', { moveInInfo: { moveInDate: '0001-01-01' } }, 'moveInInfo.moveInDate'],
    ['a move-in date in the year 9999', { moveInInfo: { moveInDate: '9999-12-31' } }, 'moveInInfo.moveInDate'],
  ])('%s is refused with a message on its field, and nothing is stored', async (_name, override, path) => {
    const t = await start();
    const booking = createBookingInput(override as never, await uploadAllDocuments(t.app));

    const response = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });

    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Array<{ path: string; message: string }>;
    expect(errors.map((error) => error.path)).toContain(path);
    expect(errors.every((error) => error.message.length > 0)).toBe(true);
    expect(await countRows(t)).toEqual(NOTHING_STORED);
  });

  test('a body that is not JSON is refused with a clear message', async () => {
    const t = await start();
    const plain = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: 'personalInfo=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toMatchObject({ isSuccess: false, code: 'unsupported_media_type' });

    const broken = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: '{"personalInfo": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ isSuccess: false, code: 'validation_failed' });
    expect(await countRows(t)).toEqual(NOTHING_STORED);
  });

  test("a document reference cannot be used by another applicant's booking", async () => {
    const t = await start();
    const documents = await uploadAllDocuments(t.app);
    const first = await t.app.inject({ method: 'POST', url: CREATE, payload: createBookingInput({}, documents) });
    expect(first.statusCode).toBe(200);

    // (The same applicant sending them again is a retry: booking-retry.test.ts.)
    const another = createBookingInput({ personalInfo: { email: 'another.carrier@example.com' } }, documents);
    const second = await t.app.inject({ method: 'POST', url: CREATE, payload: another });

    expect(second.statusCode).toBe(400);
    const errors = second.json().errors as Array<{ path: string; message: string }>;
    expect(errors).toHaveLength(5);
    expect(errors[0]).toEqual({
      path: 'personalInfo.articleOfIncorporationPath',
      message: expect.stringContaining('already attached'),
    });
    expect(await countRows(t)).toEqual({ applications: 1, references: 2, landlords: 3, mails: 2, claimedDocuments: 5 });
  });

  test('unknown references and a document sent as another kind are refused, and nothing is claimed', async () => {
    const t = await start();
    const documents = await uploadAllDocuments(t.app);
    const booking = createBookingInput(
      {},
      {
        ...documents,
        // The licence's upload offered as the insurance certificate, and a reference nobody was given.
        certificateOfInsurancePath: documents.companyOwnersDriverLicensePath,
        postdatedChecksPath: 'A'.repeat(43),
      },
    );

    const response = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });

    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      (response.json().errors as Array<{ path: string; message: string }>).map((error) => [error.path, error.message]),
    );
    expect(messages['personalInfo.certificateOfInsurancePath']).toContain('belongs to another document');
    expect(messages['personalInfo.postdatedChecksPath']).toContain('not found');
    // The three good uploads, the licence's among them, are not reported.
    expect(Object.keys(messages).sort()).toEqual([
      'personalInfo.certificateOfInsurancePath',
      'personalInfo.postdatedChecksPath',
    ]);
    expect(await countRows(t)).toEqual(NOTHING_STORED);
  });

  test('a crash between the insert and the commit leaves nothing behind, and the same booking then succeeds', async () => {
    const crash = failingInsertsInto('mail_outbox');
    const t = await start({ wrapDatabase: crash.wrapDatabase });
    const booking = createBookingInput({}, await uploadAllDocuments(t.app));

    const failed = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });

    expect(failed.statusCode).toBe(500);
    // The transaction was rolled back and nothing else written: the answer may say so.
    expect(failed.json()).toMatchObject({
      isSuccess: false,
      code: 'internal_error',
      message: INTERNAL_ERROR_MESSAGES.nothingStored,
    });
    expect(failed.body).not.toContain(INJECTED);
    expect(await countRows(t)).toEqual(NOTHING_STORED);

    crash.heal();
    const retried = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });
    expect(retried.statusCode).toBe(200);
    expect(await countRows(t)).toEqual({ applications: 1, references: 2, landlords: 3, mails: 2, claimedDocuments: 5 });
  });

  test('a booking with a filled honeypot is answered as a success, and nothing is stored or mailed', async () => {
    const t = await start();
    const booking = createBookingInput({ website: 'http://spam.example' }, await uploadAllDocuments(t.app));

    const response = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccess: true, message: 'Done' });
    expect(await countRows(t)).toEqual(NOTHING_STORED);
  });

  test('past the daily cap on visitor mail, a booking is still stored but sends no confirmation to the visitor', async () => {
    const t = await start({ environment: { VISITOR_MAIL_DAILY_CAP: '1' } });
    for (const expected of [2, 3]) {
      const booking = createBookingInput({}, await uploadAllDocuments(t.app));
      const response = await t.app.inject({ method: 'POST', url: CREATE, payload: booking });
      expect(response.statusCode).toBe(200);
      expect((await countRows(t)).mails).toBe(expected);
    }
    const mails = await t.database.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails.filter((mail) => mail.to_address === t.config.mail.companyInbox)).toHaveLength(2);
  });

  test('a reference already taken is drawn again, and five taken draws store nothing', async () => {
    const t = await start();
    const first = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: createBookingInput({}, await uploadAllDocuments(t.app)),
    });
    const taken: string = first.json().reference;
    const dependencies = (draws: string[]): BookingDependencies => ({
      db: t.database.db,
      dataEncryptionKey: t.app.secrets.dataEncryptionKey,
      now: new Date(),
      companyInbox: t.config.mail.companyInbox,
      publicUrl: t.config.publicUrl,
      visitorMailDailyCap: t.config.visitorMailDailyCap,
      newReference: () => draws.shift() ?? 'BK-ZZZZ-ZZZZ',
    });

    const booking = BookingSchema.parse(createBookingInput({}, await uploadAllDocuments(t.app)));
    await expect(createBooking(dependencies(Array(5).fill(taken)), booking)).rejects.toThrow(
      'Could not find a free booking reference',
    );
    expect((await countRows(t)).applications).toBe(1);

    const created = await createBooking(dependencies([taken, taken, 'BK-2345-6789']), booking);
    expect(created.reference).toBe('BK-2345-6789');
    expect(await countRows(t)).toEqual({
      applications: 2,
      references: 4,
      landlords: 6,
      mails: 4,
      claimedDocuments: 10,
    });
  });

  test('submissions are rate limited per client with Retry-After', async () => {
    const t = await start();
    let last;
    for (let attempt = 0; attempt <= 20; attempt += 1) {
      last = await t.app.inject({ method: 'POST', url: CREATE, payload: {}, remoteAddress: '203.0.113.7' });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.json()).toMatchObject({ isSuccess: false, code: 'rate_limited' });

    const otherClient = await t.app.inject({ method: 'POST', url: CREATE, payload: {}, remoteAddress: '203.0.113.8' });
    expect(otherClient.statusCode).toBe(400);
  });
});
