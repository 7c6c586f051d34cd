import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API, MAX_TAKE, PAGE_SIZE } from '../../../domain/admin.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { insertApplication, insertApplications } from '../../../tests/factories/application.factory.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { signInAsAdmin, signInWithCookies } from '../../../tests/support/admin-session.ts';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start() {
  const t = await createTestApp();
  testApp = t;
  const { headers, adminId } = await signInAsAdmin(t);
  const key = t.app.secrets.dataEncryptionKey;
  return {
    t,
    headers,
    adminId,
    key,
    get: (url: string, extra: Record<string, string> = headers) => t.app.inject({ method: 'GET', url, headers: extra }),
    list: (query: Record<string, string | number> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `${ADMIN_API.list}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))}`,
        headers,
      }),
  };
}

type ListBody = { data: Array<{ id: number; status: string; createdAt: string; email: string }>; count: number };

/** What of an application's details a list card carries too: all but the details' own facts. */
function nestedShapeOf(details: Record<string, unknown>) {
  const {
    documents: _documents,
    history: _history,
    decidedAt: _decided,
    decisionReason: _reason,
    // The review's facts (corrections, earlier documents) are the details' alone; a list card
    // carries its reviewStatus, and the insurance date among its flat summary fields.
    insuranceExpiresOn: _insurance,
    corrections: _corrections,
    earlierDocuments: _earlier,
    // The yard's facts of one application: its place on the waitlist, its tenancy's end.
    waitlist: _waitlist,
    moveOutDate: _moveOut,
    agreement: _agreement,
    accessPass: _accessPass,
    rates: _rates,
    ...nested
  } = details;
  return nested;
}

async function bookThroughTheWizardEndpoint(t: TestApp, overrides: Parameters<typeof createBookingInput>[0] = {}) {
  const booking = createBookingInput(overrides, await uploadAllDocuments(t.app));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload: booking,
  });
  expect(response.statusCode).toBe(200);
  return { booking, id: response.json().id as number, reference: response.json().reference as string };
}

describe(`admin review API on ${TEST_DATABASE_KIND}`, () => {
  test('every admin call refuses a caller without a session, and one with a forged token', async () => {
    const { t } = await start();
    const { id } = await insertApplication(t.database.db, t.app.secrets.dataEncryptionKey);
    const calls = [
      { method: 'GET' as const, url: ADMIN_API.list },
      { method: 'GET' as const, url: ADMIN_API.byId(id) },
      { method: 'GET' as const, url: ADMIN_API.statistics },
      { method: 'POST' as const, url: ADMIN_API.revealBankDetails(id) },
      { method: 'POST' as const, url: ADMIN_API.action, payload: { id, status: 0 } },
    ];
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer not.a.real.token' }]) {
        const response = await t.app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.json()).toMatchObject({ isSuccess: false, code: 'unauthorized' });
      }
    }
    const stored = await t.database.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    expect(
      await t.database.db.selectFrom('audit_events').select('action').where('application_id', '=', id).execute(),
    ).toEqual([]);
  });

  test('each status code lists its applications, no code lists them all, newest first', async () => {
    const { t, key, list } = await start();
    const statuses = ['pending', 'accepted', 'pending', 'rejected', 'accepted', 'pending'] as const;
    // Index 0 is the newest: the factory steps back in time with each index.
    const inserted = await insertApplications(t.database.db, {
      count: statuses.length,
      dataEncryptionKey: key,
      overrides: (index) => ({ status: statuses[index] }),
    });
    const idsWith = (status?: string) =>
      inserted.filter((row) => !status || row.status === status).map((row) => row.id);

    for (const [code, status] of [
      [0, 'pending'],
      [1, 'accepted'],
      [2, 'rejected'],
    ] as const) {
      const response = await list({ Status: code });
      expect(response.statusCode).toBe(200);
      const body = response.json<ListBody>();
      expect(body.data.map((row) => row.id)).toEqual(idsWith(status));
      expect(body.count).toBe(idsWith(status).length);
      expect(new Set(body.data.map((row) => row.status))).toEqual(
        new Set([status[0]?.toUpperCase() + status.slice(1)]),
      );
    }
    const all = (await list()).json<ListBody>();
    expect(all.data.map((row) => row.id)).toEqual(idsWith());
    expect(all.count).toBe(statuses.length);
    const createdAt = all.data.map((row) => row.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
  });

  test('a list card carries what the dashboard shows, from the stored application', async () => {
    const { t, key, list, headers } = await start();
    const { id, reference, createdAt } = await insertApplication(t.database.db, key, {
      firstName: 'Harpreet',
      middleName: 'Kaur',
      lastName: 'Gill',
      email: 'harpreet.gill@example.com',
      phoneNumber: '905-555-0142',
      city: 'Mississauga',
      streetAddress: '2150 Fictional Court',
      postalZipCode: 'L5N 7Z9',
      locationAppliedFor: 'Lawson Rd & Hwy 25',
    });
    const body = (await list()).json<ListBody>();
    expect(body.data).toEqual([
      expect.objectContaining({
        id,
        reference,
        status: 'Pending',
        firstName: 'Harpreet',
        middleName: 'Kaur',
        lastName: 'Gill',
        state: 'ON',
        city: 'Mississauga',
        streetAddress: '2150 Fictional Court',
        phoneNumber: '905-555-0142',
        email: 'harpreet.gill@example.com',
        postalZipCode: 'L5N 7Z9',
        locationAppliedFor: 'Lawson Rd & Hwy 25',
        createdAt,
      }),
    ]);
    // Beside the card's fields, the item is the application in the shape of GetApplicationFormById.
    const details = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers })).json();
    expect(body.data[0]).toMatchObject(nestedShapeOf(details));
  });

  test('applications stored in the same millisecond are ordered by id, newest first', async () => {
    const { t, key, list } = await start();
    const sameTime = '2026-11-20T10:00:00.000Z';
    const inserted = await insertApplications(t.database.db, {
      count: 3,
      dataEncryptionKey: key,
      overrides: () => ({ createdAt: sameTime }),
    });
    const body = (await list()).json<ListBody>();
    expect(body.data.map((row) => row.id)).toEqual(inserted.map((row) => row.id).sort((a, b) => b - a));
  });

  test('skip and take page through every application once, each page with the full count', async () => {
    const { t, key, list } = await start();
    const inserted = await insertApplications(t.database.db, { count: 25, dataEncryptionKey: key });

    const pages = [];
    for (const skip of [0, 10, 20]) {
      const body = (await list({ skip, take: 10 })).json<ListBody>();
      expect(body.count).toBe(25);
      pages.push(body.data.map((row) => row.id));
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(pages.flat()).toEqual(inserted.map((row) => row.id));

    const defaults = (await list()).json<ListBody>();
    expect(defaults.data).toHaveLength(PAGE_SIZE);
    const beyond = (await list({ skip: 25 })).json<ListBody>();
    expect(beyond).toEqual({ data: [], count: 25, pageSize: PAGE_SIZE });
    const pendingPage = (await list({ Status: 0, skip: 1, take: 2 })).json<ListBody>();
    expect(pendingPage.data.map((row) => row.id)).toEqual(
      inserted
        .filter((row) => row.status === 'pending')
        .slice(1, 3)
        .map((row) => row.id),
    );
  });

  test.each([
    ['take above the maximum', { take: MAX_TAKE + 1 }, 'take'],
    ['take of zero', { take: 0 }, 'take'],
    ['a negative skip', { skip: -1 }, 'skip'],
    ['an unknown status code', { Status: 3 }, 'Status'],
    ['a status that is not a number', { Status: 'x' }, 'Status'],
  ])('%s is refused with 400 naming the parameter', async (_name, query, path) => {
    const { list } = await start();
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      code: 'validation_failed',
      errors: [expect.objectContaining({ path })],
    });
  });

  test('take at the maximum is served', async () => {
    const { t, key, list } = await start();
    await insertApplications(t.database.db, { count: MAX_TAKE + 5, dataEncryptionKey: key });
    const body = (await list({ take: MAX_TAKE })).json<ListBody>();
    expect(body.data).toHaveLength(MAX_TAKE);
    expect(body.count).toBe(MAX_TAKE + 5);
  });

  describe('search', () => {
    async function withNeedle() {
      const context = await start();
      const { t, key } = context;
      // The haystack: made-up people whose names, e-mails, companies and references (BK-2222-22xx)
      // never contain the needle's.
      await insertApplications(t.database.db, { count: 40, dataEncryptionKey: key, referenceBase: 0 });
      const needle = await insertApplication(t.database.db, key, {
        firstName: 'Zebulon',
        middleName: 'Ignatius',
        lastName: 'Quartermaine',
        email: 'z.quartermaine@example.com',
        phoneNumber: '+1 (289) 555-0177',
        reference: 'BK-QZ7W-4XK2',
        referenceCompanies: ['Frostbite Haulage Ltd.', 'Ptarmigan Cartage Inc.'],
      });
      return { ...context, needle };
    }

    test.each([
      ['first name, any case', 'zebulon'],
      ['middle name', 'IGNATIUS'],
      ['last name, part of it', 'termai'],
      ['first and last name', 'Zebulon Quartermaine'],
      ['e-mail', 'z.quartermaine@example'],
      ['phone', '(289) 555'],
      ['reference', 'bk-qz7w-4xk2'],
      ['reference company', 'frostbite haulage'],
      ['second reference company', 'Ptarmigan'],
    ])('finds an application by its %s', async (_field, search) => {
      const { list, needle } = await withNeedle();
      const body = (await list({ search })).json<ListBody>();
      expect(body.data.map((row) => row.id)).toEqual([needle.id]);
      expect(body.count).toBe(1);
    });

    test('each card a search finds is its application in the shape of its details, children in order', async () => {
      const { t, key, list, get } = await start();
      const lastName = 'Vexmoorland';
      const first = await bookThroughTheWizardEndpoint(t, { personalInfo: { lastName } });
      const second = await bookThroughTheWizardEndpoint(t, {
        personalInfo: { lastName },
        references: [{ name: 'Ana Costa' }, { name: 'Ben Wright', company: 'Wright Example Haulage' }],
        previousLandlords: [{ company: 'Zed Example Yards' }, { company: 'Alpha Sample Lots' }],
      });
      // Without references, landlords or documents: empty lists, no document path.
      const bare = await insertApplication(t.database.db, key, { lastName });
      await t.database.db.deleteFrom('application_references').where('application_id', '=', bare.id).execute();
      await t.database.db.deleteFrom('application_previous_landlords').where('application_id', '=', bare.id).execute();

      const body = (await list({ search: lastName.toLowerCase() })).json<{
        data: Array<Record<string, unknown> & { id: number }>;
      }>();

      expect(body.data.map((item) => item.id).sort()).toEqual([first.id, second.id, bare.id].sort());
      for (const item of body.data) {
        expect(item, `application ${item.id}`).toMatchObject(
          nestedShapeOf((await get(ADMIN_API.byId(item.id))).json()),
        );
      }
      expect(second.booking.references.map((reference) => reference.name)).toEqual(['Ana Costa', 'Ben Wright']);
      expect(body.data.find((item) => item.id === second.id)).toMatchObject({
        references: second.booking.references,
        previousLandlords: second.booking.previousLandlords,
      });
      expect(body.data.find((item) => item.id === bare.id)).toMatchObject({ references: [], previousLandlords: [] });
    });

    test('a word with punctuation matches only with that punctuation, in that order', async () => {
      const { list, needle } = await withNeedle();
      const count = async (search: string) => (await list({ search })).json<ListBody>().count;
      expect(await count('quartermaine@example.com')).toBe(1);
      expect(await count('4xk2')).toBe(1);
      expect(await count('qz7w-4xk2')).toBe(1);
      expect((await list({ search: 'BK-QZ7W' })).json<ListBody>().data.map((row) => row.id)).toEqual([needle.id]);
      for (const lookalike of [
        'z_quartermaine@example',
        'z.quartermaine.example',
        'zquartermaine@example',
        'z..quartermaine@example',
        'qz7w--4xk2',
        'qz7w-4xk3',
        '4xk2-qz7w',
        'example.com@quartermaine',
      ]) {
        expect(await count(lookalike), lookalike).toBe(0);
      }
    });

    test('a word of one or two characters must match too, beside longer words or alone', async () => {
      const { t, key, list } = await start();
      const person = (firstName: string, lastName: string, tag: string) =>
        insertApplication(t.database.db, key, {
          firstName,
          middleName: '',
          lastName,
          email: `${tag}@example.com`,
          phoneNumber: '+1 (289) 555-0100',
          reference: `BK-${tag.toUpperCase()}-2222`,
          referenceCompanies: ['Plain Example Haulage', 'Mill Example Cartage'],
        });
      const zebulonMaxquill = await person('Zebulon', 'Maxquill', 'aaaa');
      await person('Zebulon', 'Abbott', 'bbbb');
      const ottolineMaxquist = await person('Ottoline', 'Maxquist', 'cccc');
      const found = async (search: string) =>
        (await list({ search }))
          .json<ListBody>()
          .data.map((row) => row.id)
          .sort((a, b) => a - b);

      // SQLite checks a short word on the longer words' matches, not as a scan of its own.
      expect(await found('zebulon xq')).toEqual([zebulonMaxquill.id]);
      expect(await found('XQ Zebulon')).toEqual([zebulonMaxquill.id]);
      expect(await found('xq')).toEqual([zebulonMaxquill.id, ottolineMaxquist.id].sort((a, b) => a - b));
      expect(await found('xq ot')).toEqual([ottolineMaxquist.id]);
      expect(await found('zebulon zz')).toEqual([]);
      expect(await found('zebulon %')).toEqual([]);
      expect(await found('zebulon _')).toEqual([]);
    });

    test('every word must match: a known name with an unknown word finds nothing', async () => {
      const { list } = await withNeedle();
      expect((await list({ search: 'Zebulon Nobody' })).json<ListBody>().count).toBe(0);
    });

    test('search keeps the status filter', async () => {
      const { list } = await withNeedle();
      expect((await list({ search: 'zebulon', Status: 0 })).json<ListBody>().count).toBe(1);
      expect((await list({ search: 'zebulon', Status: 1 })).json<ListBody>().count).toBe(0);
    });

    test('% and _ are searched as themselves, not as wildcards', async () => {
      const { t, key, list } = await start();
      await insertApplications(t.database.db, { count: 5, dataEncryptionKey: key, referenceBase: 0 });
      await insertApplication(t.database.db, key, { firstName: 'Abcde' });
      expect((await list({ search: 'bcd' })).json<ListBody>().count).toBe(1);
      expect((await list({ search: 'b_d' })).json<ListBody>().count).toBe(0);
      expect((await list({ search: '%' })).json<ListBody>().count).toBe(0);
      expect((await list({ search: '\\' })).json<ListBody>().count).toBe(0);
    });

    test('an empty search lists everything', async () => {
      const { t, key, list } = await start();
      await insertApplications(t.database.db, { count: 3, dataEncryptionKey: key });
      expect((await list({ search: '   ' })).json<ListBody>().count).toBe(3);
    });
  });

  test('statistics count each status and, without one, every application', async () => {
    const { t, key, get } = await start();
    const statuses = [
      'pending',
      'pending',
      'pending',
      'pending',
      'accepted',
      'accepted',
      'accepted',
      'rejected',
      'rejected',
    ] as const;
    await insertApplications(t.database.db, {
      count: statuses.length,
      dataEncryptionKey: key,
      overrides: (index) => ({ status: statuses[index] }),
    });

    const count = async (query: string) => {
      const response = await get(`${ADMIN_API.statistics}${query}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await count('?Status=0')).toEqual({ count: 4 });
    expect(await count('?Status=1')).toEqual({ count: 3 });
    expect(await count('?Status=2')).toEqual({ count: 2 });
    expect(await count('')).toEqual({ count: 9 });
    expect((await get(`${ADMIN_API.statistics}?Status=7`)).statusCode).toBe(400);
  });

  test('the details of a booking hold every group of the wizard, masked bank numbers and document links', async () => {
    const { t, get } = await start();
    const { booking, id, reference } = await bookThroughTheWizardEndpoint(t, {
      fleetInfo: {
        hasBouncedCheckOrMissedPayment: true,
        lastBouncedCheckOrMissedPayment: '2025-04-03',
        bouncedCheckExplanation: 'A customer paid us late; settled in May.',
      },
    });

    const response = await get(ADMIN_API.byId(id));

    expect(response.statusCode).toBe(200);
    const details = response.json();
    // Each *Path is the authenticated document route, absolute on PUBLIC_URL (as the original gave them).
    const personalInfo = {
      // A booking that names no company (as the original client's) reads back empty ones.
      companyName: '',
      cvorOrUsdot: '',
      ...booking.personalInfo,
      ...Object.fromEntries(
        DOCUMENT_KINDS.map((document) => [
          document.field,
          `${t.config.publicUrl}${ADMIN_API.document(id, document.kind)}`,
        ]),
      ),
    };
    expect(details).toEqual({
      id,
      reference,
      status: 'Pending',
      reviewStatus: 'Pending',
      // Its yard has no capacity set: not judged.
      spacesFit: null,
      // Not on a waitlist, and not accepted (no tenancy to end, no agreement); the rates an
      // acceptance would confirm: the applicant's, its yard publishing none.
      waitlist: null,
      moveOutDate: null,
      agreement: null,
      accessPass: null,
      rates: {
        confirmed: false,
        truckRate: booking.moveInInfo.rateApprovedPerSpot,
        trailerRate: booking.moveInInfo.rateApprovedPerSpot,
      },
      // A caller that says no language books in English.
      language: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      decidedAt: null,
      decisionReason: null,
      insuranceExpiresOn: booking.personalInfo.insuranceExpiresOn ?? null,
      corrections: null,
      earlierDocuments: [],
      personalInfo,
      truck: booking.truck,
      moveInInfo: booking.moveInInfo,
      fleetInfo: {
        hasBouncedCheckOrMissedPayment: true,
        lastBouncedCheckOrMissedPayment: '2025-04-03',
        bouncedCheckExplanation: 'A customer paid us late; settled in May.',
        hasInternalFleetRepairShop: true,
        willPerformMaintenanceOnProperties: false,
      },
      // The factory's numbers: transit 01234, institution 004, account 0012345678.
      bankingInfo: { bank: 'Example Credit Union', contact: '•••34', phone: '•••04', address: '•••78' },
      references: booking.references,
      previousLandlords: booking.previousLandlords,
      previousLandlordsNote: '',
      documents: DOCUMENT_KINDS.map((document) => ({
        kind: document.kind,
        label: document.label,
        contentType: 'image/jpeg',
        size: expect.any(Number),
        url: ADMIN_API.document(id, document.kind),
        // Each image has its thumbnail, and each version the moment it came in (with the booking).
        thumbnailUrl: ADMIN_API.documentThumbnail(id, document.kind),
        receivedAt: details.createdAt,
      })),
      history: [],
    });
    expect(details.documents.every((document: { size: number }) => document.size > 0)).toBe(true);
    expect(response.body).not.toContain('0012345678');
    expect(response.body).not.toContain('01234');
    // The upload references are secrets of the applicant's browser; they never come back.
    expect(response.body).not.toContain(booking.personalInfo.certificateOfInsurancePath);
  });

  test('an application without bank numbers shows them empty, not masked', async () => {
    const { t, key, get } = await start();
    const { id } = await insertApplication(t.database.db, key, {
      bank: { bank: '', transit: '', institution: '', account: '' },
    });
    expect((await get(ADMIN_API.byId(id))).json().bankingInfo).toEqual({
      bank: '',
      contact: '',
      phone: '',
      address: '',
    });
  });

  test('details answer 404 for an unknown id and 400 for one that is not a positive number', async () => {
    const { get } = await start();
    const unknown = await get(ADMIN_API.byId(987654));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
    for (const id of ['abc', '12abc', '0', '-3', '1e3']) {
      const response = await get(ADMIN_API.byId(id));
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  test('revealing bank details answers the full numbers and records who saw them', async () => {
    const { t, headers, adminId } = await start();
    const { id } = await bookThroughTheWizardEndpoint(t);

    const response = await t.app.inject({ method: 'POST', url: ADMIN_API.revealBankDetails(id), headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bank: 'Example Credit Union',
      contact: '01234',
      phone: '004',
      address: '0012345678',
    });
    const events = await t.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('application_id', '=', id)
      .execute();
    expect(events).toEqual([expect.objectContaining({ action: 'bank_details_revealed', admin_id: adminId })]);
    const history = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(id), headers })).json().history;
    expect(history).toEqual([expect.objectContaining({ action: 'bank_details_revealed', adminUserName: 'admin' })]);
  });

  test('revealing bank details of an unknown application answers 404 and records nothing', async () => {
    const { t, headers } = await start();
    const response = await t.app.inject({ method: 'POST', url: ADMIN_API.revealBankDetails(424242), headers });
    expect(response.statusCode).toBe(404);
    expect(
      await t.database.db
        .selectFrom('audit_events')
        .select('action')
        .where('action', '=', 'bank_details_revealed')
        .execute(),
    ).toEqual([]);
  });

  test('a browser session reveals bank details only with the XSRF header', async () => {
    const { t, key } = await start();
    const { id } = await insertApplication(t.database.db, key);
    const browser = await signInWithCookies(t);

    const forged = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.revealBankDetails(id),
      headers: { cookie: browser.cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toMatch(/"contact":"\d/);

    const ours = await t.app.inject({ method: 'POST', url: ADMIN_API.revealBankDetails(id), headers: browser.headers });
    expect(ours.statusCode).toBe(200);
    const events = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('application_id', '=', id)
      .execute();
    expect(events).toEqual([{ action: 'bank_details_revealed' }]);
  });
});
