import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { JOB_APPLICATION_PATH } from '../../domain/job-application.schema.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { createEnquiryInput, createJobApplicationInput } from '../factories/contact.factory.ts';
import { uploadAllDocuments } from '../support/documents.ts';
import { contactRowCounts, countRows, NO_CONTACT_ROWS } from '../support/row-counts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../support/test-app.ts';

/**
 * What a fuzz of the API found answering 500 after validation had accepted it: a tab in a name
 * (the mail layer refuses it in a subject) and a `null` among the previous landlords (a refinement
 * read it). Each is a 400 naming the field, and nothing is stored.
 */
const CREATE = '/api/ApplicationFormData/CreateApplicationForm';

let t: TestApp;
let documents: Awaited<ReturnType<typeof uploadAllDocuments>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  documents = await uploadAllDocuments(t.app);
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;

function withValueAt(payload: Json, path: string, value: unknown): Json {
  const copy = structuredClone(payload);
  const keys = path.split('.');
  let node: Json = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Json;
  node[keys.at(-1) as string] = value;
  return copy;
}

async function expectRefusedAt(url: string, payload: Json, path: string) {
  const response = await t.app.inject({ method: 'POST', url, payload });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ code: string; errors: Array<{ path: string; message: string }> }>();
  expect(body.code).toBe('validation_failed');
  expect(body.errors.map((error) => error.path)).toContain(path);
}

describe(`input a later stage would refuse is a 400, on ${TEST_DATABASE_KIND}`, () => {
  test.each([
    'personalInfo.firstName',
    'personalInfo.middleName',
    'personalInfo.lastName',
    'personalInfo.city',
    'references.1.name',
    'previousLandlords.2.landlordName',
  ])('a tab inside the booking field %s is refused, and nothing is stored', async (path) => {
    await expectRefusedAt(CREATE, withValueAt(createBookingInput({}, documents), path, 'Ab\tcd'), path);
    expect(await countRows(t.database.db, 'applications')).toBe(0);
    expect(await countRows(t.database.db, 'mail_outbox')).toBe(0);
  });

  test.each(['FullName', 'CompanyName'])('a tab inside the enquiry field %s is refused', async (field) => {
    await expectRefusedAt(ENQUIRY_PATH, createEnquiryInput({ [field]: 'Ab\tcd' }), field);
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test.each(['FullName', 'hiringFor'])('a tab inside the job application field %s is refused', async (field) => {
    await expectRefusedAt(JOB_APPLICATION_PATH, createJobApplicationInput({ [field]: 'Ab\tcd' }), field);
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test.each([
    ['enquiry', ENQUIRY_PATH, createEnquiryInput({ PhoneNumber: '416\u000b555\u000b0123' }), 'PhoneNumber'],
    ['job application', JOB_APPLICATION_PATH, createJobApplicationInput({ telephone: '905\t555\t0188' }), 'telephone'],
  ])('a control character inside the %s phone number is refused', async (_form, url, payload, field) => {
    await expectRefusedAt(url, payload, field);
  });

  test('a tab inside a booking phone number is refused', async () => {
    const path = 'personalInfo.phoneNumber';
    await expectRefusedAt(CREATE, withValueAt(createBookingInput({}, documents), path, '905\t555\t0142'), path);
  });

  test.each([0, 1, 2])('a null previous landlord at index %i is a 400 naming it', async (index) => {
    const booking = createBookingInput({}, documents) as Json;
    (booking.previousLandlords as unknown[])[index] = null;
    await expectRefusedAt(CREATE, booking, `previousLandlords.${index}`);
    expect(await countRows(t.database.db, 'applications')).toBe(0);
  });

  test.each([0, 1])('a null reference at index %i is a 400 naming it', async (index) => {
    const booking = createBookingInput({}, documents) as Json;
    (booking.references as unknown[])[index] = null;
    await expectRefusedAt(CREATE, booking, `references.${index}`);
  });

  test.each([
    ['a number', 42],
    ['a string', 'landlord'],
    ['an array', []],
  ])('%s in place of a previous landlord is a 400 naming it', async (_kind, value) => {
    const booking = createBookingInput({}, documents) as Json;
    (booking.previousLandlords as unknown[])[1] = value;
    await expectRefusedAt(CREATE, booking, 'previousLandlords.1');
  });

  test('the same booking without the tab is then stored', async () => {
    const response = await t.app.inject({ method: 'POST', url: CREATE, payload: createBookingInput({}, documents) });
    expect(response.statusCode, response.body).toBe(200);
  });
});
