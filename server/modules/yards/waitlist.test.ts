import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import type { DeepPartial } from '../../../tests/factories/booking.factory.ts';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { type ApplicantKit, startApplicantKit } from '../../../tests/support/applicant-kit.ts';
import { countRows } from '../../../tests/support/row-counts.ts';
import type { ReceivedMail } from '../../../tests/support/smtp-test-server.ts';
import { runWaitlist } from './offers.service.ts';
import { YARDS_API, type YardSlug } from '../../../domain/yards.schema.ts';

/**
 * A full yard's waitlist, on SQLite and (in the PostgreSQL pass) on PostgreSQL, with e-mail read
 * from a real SMTP server: joining the line in order, an offer made when spaces free up (a tenancy
 * ended, a capacity raised, a notice), accepted, declined or lapsed after 72 hours on a moved
 * clock, a move to another yard, and two runs of the job offering the same spaces once.
 */
const START = '2026-12-01T15:00:00.000Z';
const MILTON = 'Lawson Rd & Hwy 25';
const WHITBY = 'Lake Ridge Rd & Taunton Rd W';
/** The booking factory's fleet: 5 trucks and 8 trailers. */
const FULL_MILTON = { truckSpaces: 5, trailerSpaces: 8 };

let kit: ApplicantKit;

beforeAll(async () => {
  kit = await startApplicantKit(START);
});
afterAll(async () => {
  await kit.close();
});

/** A booking by a new person (their own e-mail, so each one's mail is told apart). */
async function bookAs(overrides: DeepPartial<BookingInput> = {}) {
  return kit.bookAsNewPerson('carrier', {
    ...overrides,
    moveInInfo: { locationAppliedFor: MILTON, moveInDate: '2026-12-15', ...overrides.moveInInfo },
  });
}

async function setCapacity(slug: YardSlug, body: object) {
  const response = await kit.t.app.inject({
    method: 'PUT',
    url: YARDS_API.capacity(slug),
    headers: kit.admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function statusView(token: string) {
  const response = await kit.status(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ status: string; stage: string; position: number | null; offerExpiresAt: string | null }>();
}

async function rowOf(id: number) {
  return kit.t.app.database.db
    .selectFrom('applications')
    .select(['status', 'location_applied_for', 'waitlisted_at', 'offer_expires_at', 'move_out_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const tokenIn = (mail: ReceivedMail) => /\/status\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';
const mailTo = (email: string, subject: RegExp) =>
  kit.mail((mail) => mail.to.includes(email) && subject.test(mail.subject));

/** Milton full from the 1st with one accepted tenancy of the whole capacity; answers it. */
async function fillMilton() {
  await setCapacity('mavid', { truckSpaces: 100, trailerSpaces: 100 });
  const tenant = await bookAs({ moveInInfo: { moveInDate: '2026-12-01' } });
  expect((await kit.post(ADMIN_API.action, { id: tenant.id, status: 0 })).statusCode).toBe(200);
  await setCapacity('mavid', FULL_MILTON);
  return tenant;
}

async function emptyMilton() {
  // Every open tenancy at Milton ends today, so each test starts from an empty yard.
  const { db } = kit.t.app.database;
  await db
    .updateTable('applications')
    .set({ move_out_date: '2026-12-01' })
    .where('location_applied_for', '=', MILTON)
    .where('status', '=', 'accepted')
    .execute();
  await db
    .updateTable('applications')
    .set({ status: 'rejected', waitlisted_at: null, offer_expires_at: null })
    .where('status', '=', 'pending')
    .execute();
  await kit.setNow(START);
}

describe('the waitlist', () => {
  test('a pending application that does not fit joins its yard’s line in order; callers of the original API see it pending', async () => {
    await emptyMilton();
    await fillMilton();
    const first = await bookAs();
    const second = await bookAs();
    const refused = await kit.post(ADMIN_API.action, { id: first.id, status: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'no_capacity' });

    // The details say there is no room, and where there is.
    await setCapacity('lake', { truckSpaces: 50, trailerSpaces: 50 });
    const before = await kit.details(first.id);
    expect(before.spacesFit).toMatchObject({
      fits: false,
      alternatives: [expect.objectContaining({ slug: 'lake', truckSpaces: { free: 50 } })],
    });
    expect(before.waitlist).toBeNull();

    const joined = await kit.post(YARDS_API.waitlist, { id: first.id });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ isSuccess: true, position: 1 });
    expect((await kit.post(YARDS_API.waitlist, { id: second.id })).json()).toEqual({ isSuccess: true, position: 2 });

    expect(await statusView(first.token)).toMatchObject({ status: 'Waitlisted', stage: 'Waitlisted', position: 1 });
    expect(await statusView(second.token)).toMatchObject({ status: 'Waitlisted', position: 2 });
    expect(await kit.details(second.id)).toMatchObject({
      reviewStatus: 'Waitlisted',
      waitlist: { position: 2, offerExpiresAt: null },
    });
    // The original API's callers: still pending (Status=0), as before the waitlist.
    expect((await rowOf(first.id)).status).toBe('pending');
    const listed = await kit.t.app.inject({ method: 'GET', url: `${ADMIN_API.list}?Status=0`, headers: kit.admin });
    expect(listed.json<{ data: Array<{ id: number }> }>().data.map((row) => row.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    const mail = await mailTo(second.email, /waitlist/);
    expect(mail.text).toContain('number 2 in line');
    expect(tokenIn(mail)).not.toBe('');

    const again = await kit.post(YARDS_API.waitlist, { id: first.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/on the waitlist already/);

    const occupancy = await kit.t.app.inject({ method: 'GET', url: YARDS_API.occupancy, headers: kit.admin });
    const milton = occupancy
      .json<{ yards: Array<{ name: string; waitlist: Array<{ id: number; position: number }> }> }>()
      .yards.find((yard) => yard.name === MILTON);
    expect(milton?.waitlist.map((entry) => [entry.id, entry.position])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
  });

  test('refuses, storing nothing: bad input, an application that fits, a yard without a capacity, a decided one', async () => {
    await emptyMilton();
    const tenant = await fillMilton();
    await setCapacity('lake', { truckSpaces: 50, trailerSpaces: 50 });
    const fits = await bookAs({ moveInInfo: { locationAppliedFor: WHITBY } });
    const unlimited = await bookAs({ moveInInfo: { locationAppliedFor: 'Derry Rd W & Mavis Rd' } });
    const events = await countRows(kit.t.app.database.db, 'application_events');
    const cases: Array<[unknown, number, RegExp]> = [
      [{ id: 'seven' }, 400, /id/i],
      [{ id: fits.id, extra: 1 }, 400, /extra|unrecognized|unknown/i],
      [{ id: 999_999 }, 404, /No application/],
      [{ id: fits.id }, 409, /has room for this application/],
      [{ id: unlimited.id }, 409, /no capacity set/],
      [{ id: tenant.id }, 409, /Only a pending application/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await kit.post(YARDS_API.waitlist, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(response.json()), JSON.stringify(payload)).toMatch(message);
    }
    expect(await countRows(kit.t.app.database.db, 'application_events')).toBe(events);
    expect((await rowOf(fits.id)).waitlisted_at).toBeNull();
  });

  test('an ended tenancy offers the spaces to the first in line that fits; the offer link accepts them once', async () => {
    await emptyMilton();
    const tenant = await fillMilton();
    const first = await bookAs();
    const second = await bookAs();
    await kit.post(YARDS_API.waitlist, { id: first.id });
    await kit.post(YARDS_API.waitlist, { id: second.id });

    const ended = await kit.post(YARDS_API.endTenancy, {
      id: tenant.id,
      moveOutDate: '2026-12-10',
      reason: 'Moved to Brampton',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await kit.details(tenant.id)).toMatchObject({ moveOutDate: '2026-12-10' });
    const offered = await rowOf(first.id);
    expect(offered.offer_expires_at).toBe('2026-12-04T15:00:00.000Z');
    expect(await statusView(second.token)).toMatchObject({ status: 'Waitlisted', position: 1 });
    const mail = await mailTo(first.email, /Parking spaces are free/);
    expect(mail.text).toContain(MILTON);
    const token = tokenIn(mail);
    expect(await statusView(token)).toMatchObject({ status: 'Offered', offerExpiresAt: '2026-12-04T15:00:00.000Z' });

    const accepted = await kit.post(APPLICANT_API.acceptOffer(token), {}, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ isSuccess: true, status: 'Accepted', moveOutDate: null });
    expect(await rowOf(first.id)).toMatchObject({ status: 'accepted', waitlisted_at: null, offer_expires_at: null });
    // Accepted on its own: the suggested rates confirmed and its parking agreement made.
    expect(await kit.details(first.id)).toMatchObject({
      rates: { confirmed: true },
      agreement: { state: 'AwaitingSignature', version: 1 },
    });
    await mailTo(first.email, /is confirmed/);
    await kit.mail((received) => /Offer accepted/.test(received.subject) && received.subject.includes(first.reference));

    const twice = await kit.post(APPLICANT_API.acceptOffer(token), {}, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/accepted these spaces already/);
    const details = await kit.details(first.id);
    expect(details.history.map((event) => event.action)).toEqual(
      expect.arrayContaining(['waitlisted', 'offer_made', 'offer_accepted']),
    );
  });

  test('an offer not answered in 72 hours lapses on a moved clock, and the next in line is offered; a decline closes it', async () => {
    await emptyMilton();
    await fillMilton();
    const first = await bookAs();
    const second = await bookAs();
    await kit.post(YARDS_API.waitlist, { id: first.id });
    await kit.post(YARDS_API.waitlist, { id: second.id });
    // A capacity raised by one tenant's worth: one offer, to the first.
    await setCapacity('mavid', { truckSpaces: 10, trailerSpaces: 16 });
    expect((await rowOf(first.id)).offer_expires_at).not.toBeNull();
    expect((await rowOf(second.id)).offer_expires_at).toBeNull();
    const firstToken = tokenIn(await mailTo(first.email, /Parking spaces are free/));

    await kit.setNow('2026-12-04T14:59:00.000Z');
    expect(await kit.t.app.waitlistJob.runIfDue()).toEqual({ status: 'ran', result: { lapsed: 0, offered: 0 } });
    await kit.setNow('2026-12-04T15:01:00.000Z');
    const late = await kit.post(APPLICANT_API.acceptOffer(firstToken), {}, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/lapsed/);
    expect(await kit.t.app.waitlistJob.runIfDue()).toEqual({ status: 'ran', result: { lapsed: 1, offered: 1 } });
    expect(await rowOf(first.id)).toMatchObject({ status: 'pending', waitlisted_at: null, offer_expires_at: null });
    expect(await statusView(firstToken)).toMatchObject({ status: 'Pending', position: null });
    await mailTo(first.email, /gone to the next in line/);

    const secondToken = tokenIn(await mailTo(second.email, /Parking spaces are free/));
    const declined = await kit.post(APPLICANT_API.declineOffer(secondToken), {}, {});
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ isSuccess: true, status: 'OfferDeclined', moveOutDate: null });
    expect((await rowOf(second.id)).status).toBe('rejected');
    expect(await statusView(secondToken)).toMatchObject({ status: 'OfferDeclined', stage: 'OfferDeclined' });
    await kit.mail(
      (received) => /Offer declined/.test(received.subject) && received.subject.includes(second.reference),
    );
    const again = await kit.post(APPLICANT_API.declineOffer(secondToken), {}, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/declined these spaces already/);
  });

  test('two runs of the job at once offer freed spaces once', async () => {
    await emptyMilton();
    const tenant = await fillMilton();
    const waiting = await bookAs();
    await kit.post(YARDS_API.waitlist, { id: waiting.id });
    // A reopening frees the spaces without offering them: the job's walk does.
    const reopened = await kit.post(APPLICANT_API.reopen, { id: tenant.id, reason: 'Paperwork to check again' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const events = () =>
      kit.t.app.database.db
        .selectFrom('application_events')
        .select('id')
        .where('application_id', '=', waiting.id)
        .where('action', '=', 'offer_made')
        .execute();
    expect(await events()).toHaveLength(0);
    const context = {
      db: kit.t.app.database.db,
      publicUrl: kit.t.app.config.publicUrl,
      companyInbox: kit.t.app.config.mail.companyInbox,
      dataEncryptionKey: kit.t.app.secrets.dataEncryptionKey,
    };
    const now = new Date(START);
    const runs = await Promise.all([runWaitlist(context, now), runWaitlist(context, now)]);
    expect(runs.map((run) => run.offered).sort()).toEqual([0, 1]);
    expect(await events()).toHaveLength(1);
  });
});

describe('notice and a change of yard', () => {
  test('an accepted customer gives notice at least 30 days ahead; the company is told and the line is offered the spaces', async () => {
    await emptyMilton();
    const tenant = await fillMilton();
    const waiting = await bookAs({ moveInInfo: { moveInDate: '2027-02-01' } });
    await kit.post(YARDS_API.waitlist, { id: waiting.id });
    expect(await statusView(tenant.token)).toMatchObject({ earliestMoveOutDate: '2026-12-31', moveOutDate: null });

    const events = await countRows(kit.t.app.database.db, 'application_events');
    for (const [payload, status, message] of [
      [{ moveOutDate: '2026-12-30' }, 400, /at least 30 days' notice: choose 2026-12-31 or later/],
      [{ moveOutDate: '30/01/2027' }, 400, /moveOutDate/],
      [{}, 400, /moveOutDate/],
    ] as const) {
      const response = await kit.post(APPLICANT_API.notice(tenant.token), payload, {});
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(response.json())).toMatch(message);
    }
    expect(await countRows(kit.t.app.database.db, 'application_events')).toBe(events);
    const pendingNotice = await kit.post(APPLICANT_API.notice(waiting.token), { moveOutDate: '2027-03-01' }, {});
    expect(pendingNotice.statusCode).toBe(409);

    const given = await kit.post(APPLICANT_API.notice(tenant.token), { moveOutDate: '2027-01-15' }, {});
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ isSuccess: true, status: 'Accepted', moveOutDate: '2027-01-15' });
    expect((await rowOf(tenant.id)).move_out_date).toBe('2027-01-15');
    expect(await statusView(tenant.token)).toMatchObject({ moveOutDate: '2027-01-15', earliestMoveOutDate: null });
    const notice = await kit.mail(
      (mail) => /Notice of moving out/.test(mail.subject) && mail.subject.includes(tenant.reference),
    );
    expect(notice.to).toEqual([kit.t.app.config.mail.companyInbox]);
    expect((await rowOf(waiting.id)).offer_expires_at).not.toBeNull();
    const twice = await kit.post(APPLICANT_API.notice(tenant.token), { moveOutDate: '2027-02-15' }, {});
    expect(twice.statusCode).toBe(409);
  });

  test('an admin moves a pending application to a yard with room: recorded, told to the applicant, off the old line', async () => {
    await emptyMilton();
    await fillMilton();
    const moving = await bookAs();
    await kit.post(YARDS_API.waitlist, { id: moving.id });
    for (const [payload, status] of [
      [{ id: moving.id, slug: 'moon' }, 400],
      [{ id: 999_999, slug: 'lake' }, 404],
      [{ id: moving.id, slug: 'mavid' }, 409],
    ] as const) {
      expect((await kit.post(YARDS_API.changeYard, payload)).statusCode, JSON.stringify(payload)).toBe(status);
    }
    const moved = await kit.post(YARDS_API.changeYard, { id: moving.id, slug: 'lake' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ isSuccess: true, locationAppliedFor: WHITBY });
    expect(await rowOf(moving.id)).toMatchObject({ location_applied_for: WHITBY, waitlisted_at: null });
    const history = (await kit.details(moving.id)).history.find((event) => event.action === 'yard_changed');
    expect(history?.details).toMatchObject({ from: MILTON, to: WHITBY });
    const mail = await mailTo(moving.email, /is now for/);
    expect(mail.text).toContain(WHITBY);
    expect((await kit.post(ADMIN_API.action, { id: moving.id, status: 0 })).statusCode).toBe(200);
  });
});
