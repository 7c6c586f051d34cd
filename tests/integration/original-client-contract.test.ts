import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API, SESSION_COOKIE } from '../../domain/admin.schema.ts';
import { DOCUMENT_KINDS, type DocumentField } from '../../domain/documents.ts';
import { createBookingInput } from '../factories/booking.factory.ts';
import { ensureTestAdmin, TEST_ADMIN } from '../support/admin-session.ts';
import { makeJpeg, multipartBody } from '../support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../support/test-app.ts';

/**
 * The original Angular client's calls (angularparking.client: auth, booking, sendimg and
 * getrequests services; the all-requests, reqest-details and setting-email screens), replayed as it
 * sends them: its paths, methods, `Authorization: Bearer` header (no XSRF header, no cookie), body
 * casing and nulls. Each answer is checked for every field its templates read, with the type they
 * expect (docs/api-contract.md).
 */

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const START = new Date('2026-11-24T09:00:00.000Z');

async function start() {
  let now = START;
  const t = await createTestApp({ clock: () => now });
  testApp = t;
  await ensureTestAdmin(t);
  return {
    t,
    advanceMinutes(minutes: number) {
      now = new Date(now.getTime() + minutes * 60_000);
    },
  };
}

/** `loginPerson({ userName, password })`; the token is kept and sent as a bearer header. */
async function originalSignIn(t: TestApp, userName: string = TEST_ADMIN.username) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { userName, password: TEST_ADMIN.password },
  });
  expect(response.statusCode).toBe(200);
  const token = response.json().token;
  expect(typeof token).toBe('string');
  // The client decodes it with jwt-decode.
  expect(token.split('.')).toHaveLength(3);
  return { authorization: `Bearer ${token}` };
}

/** One `FormData` with the file in "Image", posted to the document's endpoint; `res.response` is kept. */
async function originalUpload(t: TestApp, kind: string, field = 'Image') {
  const { payload, headers } = await multipartBody(await makeJpeg(), { field, filename: 'scan.jpg' });
  const response = await t.app.inject({ method: 'POST', url: `/api/ApplicationFormData/${kind}`, payload, headers });
  expect(response.statusCode).toBe(200);
  const reference = response.json().response;
  expect(typeof reference).toBe('string');
  return reference as string;
}

/**
 * The body `submitForm` builds for the factory's booking: blank optional inputs are `null`
 * (FormControl(null)); p-calendar dates are Date objects, so JSON date-times of midnight in Ontario;
 * `hasBouncedCheckOrMissedPayment` is derived from the date field and so always false, even with a
 * date picked; the bank inputs left empty stay null.
 */
function originalBookingBody(paths: Record<DocumentField, string>) {
  const bouncedOn = '2025-04-03';
  const booking = createBookingInput(
    { fleetInfo: { hasBouncedCheckOrMissedPayment: false, lastBouncedCheckOrMissedPayment: bouncedOn } },
    paths,
  );
  const { personalInfo, moveInInfo, fleetInfo } = booking;
  return {
    ...booking,
    personalInfo: {
      ...personalInfo,
      middleName: null,
      aptUnitNumber: null,
      applicantDate: calendarDate(personalInfo.applicantDate),
    },
    moveInInfo: { ...moveInInfo, moveInDate: calendarDate(moveInInfo.moveInDate) },
    fleetInfo: {
      ...fleetInfo,
      lastBouncedCheckOrMissedPayment: calendarDate(bouncedOn),
      bouncedCheckExplanation: null,
    },
    bankingInfo: { bank: null, contact: null, phone: null, address: null },
    previousLandlords: booking.previousLandlords.map((landlord) => ({
      ...landlord,
      rentalStartDate: calendarDate(landlord.rentalStartDate),
      rentalEndDate: calendarDate(landlord.rentalEndDate),
    })),
  };
}

/** A picked day as p-calendar's Date gives it in JSON: midnight in Ontario (UTC-5, or UTC-4 in summer). */
function calendarDate(day: string): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', timeZoneName: 'shortOffset' })
    .formatToParts(new Date(`${day}T12:00:00.000Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(offset?.replace('GMT', ''));
  if (!Number.isInteger(hours)) throw new Error(`no UTC offset for Ontario on ${day}: ${offset}`);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - hours * 3_600_000).toISOString();
}

/** The five uploads the original makes before its booking, by the booking's field. */
async function uploadAll(t: TestApp): Promise<Record<DocumentField, string>> {
  const paths = {} as Record<DocumentField, string>;
  for (const document of DOCUMENT_KINDS) paths[document.field] = await originalUpload(t, document.kind);
  return paths;
}

/** CreateApplicationForm with `payload`, answered as the original expects ("Done"); the new id. */
async function bookAsOriginal(t: TestApp, payload: object): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().message).toBe('Done');
  return response.json().id as number;
}

/** The whole booking as the original makes it: five uploads, then CreateApplicationForm. */
async function originalBooking(t: TestApp) {
  return bookAsOriginal(t, originalBookingBody(await uploadAll(t)));
}

/** What the original client's bounced-cheque date box holds until a date is picked: the question. */
const UNTOUCHED_BOUNCED_DATE_BOX = 'Have you ever bounced a cheque or missed a payment?';

const STRING = expect.any(String);
const NUMBER = expect.any(Number);
const BOOLEAN = expect.any(Boolean);

/** What all-requests.component.html reads of each list item. */
const LIST_ITEM_READS = {
  id: NUMBER,
  personalInfo: {
    firstName: STRING,
    middleName: STRING,
    lastName: STRING,
    state: STRING,
    city: STRING,
    streetAddress: STRING,
    phoneNumber: STRING,
    email: STRING,
    postalZipCode: STRING,
  },
};

/** What reqest-details.component.{ts,html} reads of one application. */
const DETAILS_READS = {
  id: NUMBER,
  status: expect.stringMatching(/^(Pending|Accepted|Rejected)$/),
  personalInfo: {
    firstName: STRING,
    middleName: STRING,
    lastName: STRING,
    email: STRING,
    applicantDate: STRING,
    phoneNumber: STRING,
    aptUnitNumber: STRING,
    streetAddress: STRING,
    state: STRING,
    articleOfIncorporationPath: STRING,
    certificateOfInsurancePath: STRING,
    companyOwnersDriverLicensePath: STRING,
    certifiedPaymentPath: STRING,
    postdatedChecksPath: STRING,
  },
  moveInInfo: {
    moveInDate: STRING,
    truckOrTrailers: NUMBER,
    rateApprovedPerSpot: NUMBER,
    locationAppliedFor: STRING,
    isCarrierBasedInOntario: BOOLEAN,
    stateOrProvince: STRING,
  },
  fleetInfo: { hasInternalFleetRepairShop: BOOLEAN, hasBouncedCheckOrMissedPayment: BOOLEAN },
  truck: {
    dryVans: NUMBER,
    reefer: NUMBER,
    flatbed: NUMBER,
    otherTrailers: NUMBER,
    highwayTrucks: NUMBER,
    dayCab: NUMBER,
    boxTrucks: NUMBER,
    dumpTrucks: NUMBER,
  },
  bankingInfo: { bank: STRING, phone: STRING, contact: STRING, address: STRING },
};
const REFERENCE_READS = {
  name: STRING,
  company: STRING,
  address: STRING,
  relationship: STRING,
  phone: STRING,
  email: STRING,
};
const LANDLORD_READS = {
  company: STRING,
  spaceRented: STRING,
  landlordName: STRING,
  phone: STRING,
  address: STRING,
  rentalStartDate: STRING,
  rentalEndDate: STRING,
};

describe(`the original Angular client against our API on ${TEST_DATABASE_KIND}`, () => {
  test('a booking with five uploads, null blanks and the always-false bounced flag is stored whole', async () => {
    const { t } = await start();
    const id = await originalBooking(t);

    const headers = await originalSignIn(t);
    const details = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers })).json();
    // Nulls were taken as blanks; the date that was sent is kept although the flag says no.
    expect(details.personalInfo).toMatchObject({ middleName: '', aptUnitNumber: '', applicantDate: '2026-11-20' });
    expect(details.bankingInfo).toEqual({ bank: '', contact: '', phone: '', address: '' });
    expect(details.fleetInfo).toMatchObject({
      hasBouncedCheckOrMissedPayment: false,
      lastBouncedCheckOrMissedPayment: '2025-04-03',
      bouncedCheckExplanation: '',
    });
  });

  test('a "No" with its date box untouched sends the question in the date, which is booked and not stored', async () => {
    const { t } = await start();
    const body = originalBookingBody(await uploadAll(t));
    // Exactly what it sends for a "No": its date box's default value is the question's own sentence.
    const answeredNo = {
      ...body,
      fleetInfo: {
        ...body.fleetInfo,
        hasBouncedCheckOrMissedPayment: false,
        lastBouncedCheckOrMissedPayment: UNTOUCHED_BOUNCED_DATE_BOX,
        bouncedCheckExplanation: null,
      },
    };
    const id = await bookAsOriginal(t, answeredNo);

    const headers = await originalSignIn(t);
    const details = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers })).json();
    expect(details.fleetInfo).toMatchObject({
      hasBouncedCheckOrMissedPayment: false,
      lastBouncedCheckOrMissedPayment: '',
      bouncedCheckExplanation: '',
    });
    const stored = await t.database.db
      .selectFrom('applications')
      .select('last_bounced_check_or_missed_payment')
      .executeTakeFirstOrThrow();
    expect(stored.last_bounced_check_or_missed_payment).toBe('');
  });

  test('a "Yes" without a date is refused naming the date, and nothing is stored', async () => {
    const { t } = await start();
    const body = originalBookingBody(await uploadAll(t));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CreateApplicationForm',
      payload: {
        ...body,
        fleetInfo: {
          ...body.fleetInfo,
          hasBouncedCheckOrMissedPayment: true,
          lastBouncedCheckOrMissedPayment: null,
          bouncedCheckExplanation: 'A cheque bounced after a bank merger; repaid the same week',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        path: 'fleetInfo.lastBouncedCheckOrMissedPayment',
        message: 'Date of the last bounced cheque or missed payment is required',
      }),
    ]);
    expect(await t.database.db.selectFrom('applications').select('id').execute()).toEqual([]);
  });

  test('its booking knows nothing of the company or the note on landlords, and is stored as before', async () => {
    const { t } = await start();
    const body = originalBookingBody(await uploadAll(t));
    // Exactly what it sends: three landlords, a province however the carrier is based, no new field.
    expect(Object.keys(body)).not.toContain('previousLandlordsNote');
    expect(Object.keys(body.personalInfo)).not.toContain('companyName');
    expect(body.previousLandlords).toHaveLength(3);
    const carrierElsewhere = {
      ...body,
      moveInInfo: { ...body.moveInInfo, isCarrierBasedInOntario: false, stateOrProvince: 'Quebec' },
    };
    const id = await bookAsOriginal(t, carrierElsewhere);

    const headers = await originalSignIn(t);
    const details = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers })).json();
    expect(details).toMatchObject(DETAILS_READS);
    expect(details.previousLandlords).toHaveLength(3);
    expect(details.moveInInfo).toMatchObject({
      isCarrierBasedInOntario: false,
      stateOrProvince: 'Quebec',
      truckOrTrailers: 1,
    });
    expect(details.personalInfo).toMatchObject({ postalZipCode: 'L5N 7Z9', companyName: '', cvorOrUsdot: '' });
    expect(details.previousLandlordsNote).toBe('');
  });

  test('the dashboard tiles, the three lists and the pager get what their templates read', async () => {
    const { t } = await start();
    const id = await originalBooking(t);
    const headers = await originalSignIn(t);

    // getstatises(status) and getAllstatises(): `count`.
    for (const url of [
      '/api/ApplicationFormData/GetStatiscs?Status=0',
      '/api/ApplicationFormData/GetStatiscs?Status=1',
      '/api/ApplicationFormData/GetStatiscs?Status=2',
      '/api/ApplicationFormData/GetStatiscs',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().count, url).toEqual(NUMBER);
    }

    // getRequests(skip, take, Status): `data` (each a full application) and `count`.
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ApplicationFormData/GetAllApplicationForm?skip=0&take=10&Status=0',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ count: 1, pageSize: 10 });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ ...LIST_ITEM_READS, id });
    expect(list.data[0].personalInfo).toMatchObject({ firstName: 'Harpreet', lastName: 'Gill', city: 'Mississauga' });
    for (const status of [1, 2]) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/ApplicationFormData/GetAllApplicationForm?skip=0&take=10&Status=${status}`,
        headers,
      });
      expect(other.json()).toMatchObject({ data: [], count: 0 });
    }
  });

  test('the details screen gets every field it reads, and each document loads from its *Path with the cookie alone', async () => {
    const { t } = await start();
    const id = await originalBooking(t);
    const headers = await originalSignIn(t);

    const details = (
      await t.app.inject({ method: 'GET', url: `/api/ApplicationFormData/GetApplicationFormById/${id}`, headers })
    ).json();
    expect(details).toMatchObject(DETAILS_READS);
    expect(details.references).toHaveLength(2);
    for (const reference of details.references) expect(reference).toMatchObject(REFERENCE_READS);
    expect(details.previousLandlords).toHaveLength(3);
    for (const landlord of details.previousLandlords) expect(landlord).toMatchObject(LANDLORD_READS);

    // An <img src> sends the browser's cookies and no Authorization header.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { userName: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    const session = signIn.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    for (const document of DOCUMENT_KINDS) {
      const url = new URL(details.personalInfo[document.field]);
      expect(url.origin).toBe(t.config.publicUrl);
      const withCookie = await t.app.inject({
        method: 'GET',
        url: url.pathname,
        cookies: { [SESSION_COOKIE]: session! },
      });
      expect(withCookie.statusCode, document.kind).toBe(200);
      expect(withCookie.headers['content-type']).toBe('image/jpeg');
      const anonymous = await t.app.inject({ method: 'GET', url: url.pathname });
      expect(anonymous.statusCode, document.kind).toBe(401);
    }
  });

  test('accept and reject are sent as { id, status } and answer isSuccess', async () => {
    const { t } = await start();
    const first = await originalBooking(t);
    const second = await originalBooking(t);
    const headers = await originalSignIn(t);
    for (const [id, status, label] of [
      [first, 0, 'Accepted'],
      [second, 1, 'Rejected'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ApplicationFormData/CreateApplicationFormAction',
        headers,
        payload: { id, status },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().isSuccess).toBe(true);
      const details = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers })).json();
      expect(details.status).toBe(label);
    }
  });

  test('ChangePassword with { password, confirmPassword } succeeds in a fresh session and signs out', async () => {
    const { t } = await start();
    const headers = await originalSignIn(t);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/ChangePassword',
      headers,
      payload: { password: 'a brand new passphrase', confirmPassword: 'another passphrase' },
    });
    // The screen shows its "Not Match" alert when the error body says isSuccess false.
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ isSuccess: false, errors: [{ path: 'confirmPassword' }] });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ChangePassword',
      headers,
      payload: { password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().isSuccess).toBe(true);
    // The client then logs out; the old token no longer works either way.
    expect((await t.app.inject({ method: 'GET', url: ADMIN_API.me, headers })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { userName: TEST_ADMIN.username, password: 'a brand new passphrase' },
    });
    expect(again.statusCode).toBe(200);
  });

  test('ChangePassword without the current password in a session older than 10 minutes asks to sign in again', async () => {
    const { t, advanceMinutes } = await start();
    const headers = await originalSignIn(t);
    advanceMinutes(9);
    await t.app.inject({ method: 'GET', url: ADMIN_API.me, headers });
    advanceMinutes(2);
    const payload = { password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' };
    const stale = await t.app.inject({ method: 'POST', url: '/api/ChangePassword', headers, payload });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ isSuccess: false, code: 'reauthentication_required' });
    expect(stale.json().message).toMatch(/sign in again/i);
    // With the current password the same session may (our dashboard always sends it).
    const withCurrent = await t.app.inject({
      method: 'POST',
      url: '/api/ChangePassword',
      headers,
      payload: { ...payload, currentPassword: TEST_ADMIN.password },
    });
    expect(withCurrent.statusCode, withCurrent.body).toBe(200);
  });

  test('the password rules still hold without the current password, with a clear message', async () => {
    const { t } = await start();
    const headers = await originalSignIn(t);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/ChangePassword',
      headers,
      payload: { password: 'short', confirmPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'password', message: 'Use at least 12 characters' }]);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/ChangePassword',
      headers,
      payload: { password: TEST_ADMIN.password, confirmPassword: TEST_ADMIN.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].path).toBe('password');
  });
});

describe(`binding as the original server did, on ${TEST_DATABASE_KIND}`, () => {
  test('sign-in takes the username or the e-mail, with property names in any case', async () => {
    const { t } = await start();
    for (const payload of [
      { UserName: TEST_ADMIN.username.toUpperCase(), Password: TEST_ADMIN.password },
      { username: TEST_ADMIN.email, PASSWORD: TEST_ADMIN.password },
      // Unknown properties are ignored, as before.
      { userName: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password, rememberMe: true },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/Login', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
    }
  });

  test('query names, Status by name, JSON names at every depth and the multipart field bind in any case', async () => {
    const { t } = await start();
    const reference = await originalUpload(t, 'ArticleOfIncorporation', 'image');
    expect(reference).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = await originalBooking(t);
    const headers = await originalSignIn(t);

    for (const query of ['SKIP=0&TAKE=5&status=0', 'skip=0&take=5&Status=Pending', 'Skip=0&Take=5&STATUS=pending']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/ApplicationFormData/GetAllApplicationForm?${query}`,
        headers,
      });
      expect(response.statusCode, query).toBe(200);
      expect(response.json(), query).toMatchObject({ count: 1, pageSize: 5, data: [{ id }] });
    }
    const accepted = await t.app.inject({
      method: 'GET',
      url: '/api/ApplicationFormData/GetStatiscs?status=Accepted',
      headers,
    });
    expect(accepted.json()).toEqual({ count: 0 });

    const action = await t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CreateApplicationFormAction',
      headers,
      payload: { Id: id, Status: 0 },
    });
    expect(action.statusCode, action.body).toBe(200);
  });

  test('a booking with PascalCase groups and fields is stored like a camelCase one', async () => {
    const { t } = await start();
    const paths = {} as Record<DocumentField, string>;
    for (const document of DOCUMENT_KINDS) paths[document.field] = await originalUpload(t, document.kind);
    const pascal = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(pascal);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key[0]!.toUpperCase() + key.slice(1), pascal(item)]),
      );
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CreateApplicationForm',
      payload: pascal(originalBookingBody(paths)) as object,
    });
    expect(response.statusCode, response.body).toBe(200);
    const headers = await originalSignIn(t);
    const details = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(response.json().id), headers })).json();
    expect(details.personalInfo.firstName).toBe('Harpreet');
    expect(details.previousLandlords.map((landlord: { landlordName: string }) => landlord.landlordName)).toEqual([
      'Grace Lee',
      'Raj Patel',
      'Sophie Martin',
    ]);
  });

  test('ids and query numbers that are not plain whole numbers are refused, every error listed', async () => {
    const { t } = await start();
    const id = await originalBooking(t);
    const headers = await originalSignIn(t);
    for (const bad of [true, '0x3', [id], 1.5, -1, '1e3', null]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ApplicationFormData/CreateApplicationFormAction',
        headers,
        payload: { id: bad, status: 0 },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(['id']);
    }
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/ApplicationFormData/GetAllApplicationForm?skip=0x3&take=1e1&Status=3',
      headers,
    });
    expect(query.statusCode).toBe(400);
    expect(
      query
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['Status', 'skip', 'take']);
    const repeated = await t.app.inject({
      method: 'GET',
      url: '/api/ApplicationFormData/GetStatiscs?Status=1&Status=2',
      headers,
    });
    expect(repeated.statusCode).toBe(400);
    const stored = await t.database.db.selectFrom('applications').select('status').executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
  });

  test('a booking with several bad fields is refused with each listed, and nothing is stored', async () => {
    const { t } = await start();
    const paths = {} as Record<DocumentField, string>;
    for (const document of DOCUMENT_KINDS) paths[document.field] = await originalUpload(t, document.kind);
    const body = originalBookingBody(paths);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ApplicationFormData/CreateApplicationForm',
      payload: {
        ...body,
        personalInfo: { ...body.personalInfo, firstName: null, email: 'not an email' },
        fleetInfo: {
          ...body.fleetInfo,
          hasBouncedCheckOrMissedPayment: true,
          lastBouncedCheckOrMissedPayment: UNTOUCHED_BOUNCED_DATE_BOX,
          bouncedCheckExplanation: 'Repaid the same week',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['fleetInfo.lastBouncedCheckOrMissedPayment', 'personalInfo.email', 'personalInfo.firstName']);
    expect(
      response.json().errors.find((error: { path: string }) => error.path === 'personalInfo.firstName').message,
    ).toBe('First name is required');
    expect(await t.database.db.selectFrom('applications').select('id').execute()).toEqual([]);
    const claimed = await t.database.db.selectFrom('documents').select('claimed_at').execute();
    expect(claimed.every((document) => document.claimed_at === null)).toBe(true);
  });
});
