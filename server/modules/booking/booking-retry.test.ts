import { afterEach, describe, expect, test } from 'vitest';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { countClaimedDocuments, countRows } from '../../../tests/support/row-counts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { BookingSchema } from '../../../domain/booking.schema.ts';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, RETRY_WINDOW_MS } from './booking-retry.ts';
import { createBooking } from './booking.service.ts';

/*
 * A booking whose answer was lost on the way back (a phone losing its signal) is sent again by the
 * wizard. The retry gets the first booking's answer, not a 400 for its uploads and not a second
 * application: by its Idempotency-Key, or, for a caller that sends none, by its five uploads held
 * already by one application of the same e-mail.
 */

const CREATE = '/api/ApplicationFormData/CreateApplicationForm';
const KEY = 'f6b0c0a4-7d7e-4bb0-9a55-6a3b8d2f4e11';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start() {
  testApp = await createTestApp();
  return testApp;
}

function send(t: TestApp, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: CREATE,
    payload,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

async function stored(t: TestApp) {
  const { db } = t.database;
  return {
    applications: await countRows(db, 'applications'),
    mails: await countRows(db, 'mail_outbox'),
    claimedDocuments: await countClaimedDocuments(db),
  };
}

const ONE_BOOKING = { applications: 1, mails: 2, claimedDocuments: 5 };

describe(`a booking sent again after its answer was lost, on ${TEST_DATABASE_KIND}`, () => {
  test('the same key and booking get the first answer again; one application, two e-mails', async () => {
    const t = await start();
    const booking = createBookingInput({}, await uploadAllDocuments(t.app));

    const first = await send(t, booking, KEY);
    const again = await send(t, booking, KEY);

    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ isSuccess: true, message: 'Done', id: first.json().id });
    expect(again.json().reference).toBe(first.json().reference);
    // A link of its own: links are stored hashed, so the first one cannot be shown twice.
    expect(again.json().statusUrl).toMatch(/\/status\/[A-Za-z0-9_-]{43}$/);
    expect(await stored(t)).toEqual(ONE_BOOKING);
  });

  test('the same key with a different booking is a 409 naming the key, and stores nothing more', async () => {
    const t = await start();
    const booking = createBookingInput({}, await uploadAllDocuments(t.app));
    expect((await send(t, booking, KEY)).statusCode).toBe(200);

    const changed = { ...booking, personalInfo: { ...booking.personalInfo, firstName: 'Gurpreet' } };
    const response = await send(t, changed, KEY);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      code: 'conflict',
      errors: [{ path: 'Idempotency-Key', message: IDEMPOTENCY_KEY_REUSED_MESSAGE }],
    });
    expect(await stored(t)).toEqual(ONE_BOOKING);
  });

  test('without a key, the same booking sent again is recognised by its uploads', async () => {
    const t = await start();
    const booking = createBookingInput({}, await uploadAllDocuments(t.app));

    const first = await send(t, booking);
    const again = await send(t, booking);

    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, reference: first.json().reference });
    expect(await stored(t)).toEqual(ONE_BOOKING);
  });

  test('a changed booking with the same uploads and e-mail (the wizard sends a new key) is the first one', async () => {
    const t = await start();
    const booking = createBookingInput({}, await uploadAllDocuments(t.app));
    const first = await send(t, booking, KEY);

    const changed = { ...booking, personalInfo: { ...booking.personalInfo, city: 'Oshawa' } };
    const again = await send(t, changed, `${KEY}-2`);

    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, reference: first.json().reference });
    expect(await stored(t)).toEqual(ONE_BOOKING);
  });

  test('the same uploads under another e-mail are still refused: only their owner gets the answer', async () => {
    const t = await start();
    const booking = createBookingInput({}, await uploadAllDocuments(t.app));
    expect((await send(t, booking)).statusCode).toBe(200);

    const other = { ...booking, personalInfo: { ...booking.personalInfo, email: 'someone.else@example.com' } };
    const response = await send(t, other);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.body).not.toContain(booking.personalInfo.email);
    expect(await stored(t)).toEqual(ONE_BOOKING);
  });

  test.each([
    ['too short', 'abc'],
    ['with a space', 'abc def ghi'],
    ['too long', 'k'.repeat(129)],
  ])('a key %s is refused with a 400 naming the header, before anything is stored', async (_, key) => {
    const t = await start();
    const booking = createBookingInput({}, await uploadAllDocuments(t.app));
    const response = await send(t, booking, key);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'validation_failed' });
    expect(JSON.stringify(response.json().errors)).toMatch(/idempotency-key/i);
    expect(await stored(t)).toEqual({ applications: 0, mails: 0, claimedDocuments: 0 });
  });

  test('past the retry window the key and the uploads no longer answer: the uploads are refused', async () => {
    const t = await start();
    const booking = BookingSchema.parse(createBookingInput({}, await uploadAllDocuments(t.app)));
    const deps = {
      db: t.database.db,
      dataEncryptionKey: t.app.secrets.dataEncryptionKey,
      companyInbox: t.config.mail.companyInbox,
      publicUrl: t.config.publicUrl,
      visitorMailDailyCap: t.config.visitorMailDailyCap,
    };
    const bookedAt = new Date('2026-11-20T12:00:00.000Z');
    const first = await createBooking({ ...deps, now: bookedAt }, booking, { idempotencyKey: KEY });

    const withinWindow = new Date(bookedAt.getTime() + RETRY_WINDOW_MS - 1000);
    await expect(
      createBooking({ ...deps, now: withinWindow }, booking, { idempotencyKey: KEY }),
    ).resolves.toMatchObject({
      id: first.id,
    });
    const pastWindow = new Date(bookedAt.getTime() + RETRY_WINDOW_MS + 1000);
    await expect(createBooking({ ...deps, now: pastWindow }, booking, { idempotencyKey: KEY })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await stored(t)).toEqual(ONE_BOOKING);
  });
});
