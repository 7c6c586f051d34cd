import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASS_API } from '../../../domain/access-pass.schema.ts';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import type { DeepPartial } from '../../../tests/factories/booking.factory.ts';
import { type ApplicantKit, startApplicantKit } from '../../../tests/support/applicant-kit.ts';
import { SERVED_STATUS_ELEMENT_ID, STATUS_PAGE_ELEMENT_ID } from '../../../domain/served-status.ts';
import { filledStatusPage } from '../applicant/status-page.service.ts';
import { insertPass } from './passes.repository.ts';
import { insertWithFreshCode, issueAccessPass, issueAndMailAccessPass } from './passes.service.ts';
import { YARDS_API } from '../../../domain/yards.schema.ts';

/**
 * The customer's access pass, on SQLite and (in the PostgreSQL pass) PostgreSQL: issued after
 * acceptance (the countersignature calls the same function), checked at the gate against the
 * move-in date in Toronto, revoked, reissued and ended with the tenancy; the status answer never
 * carries the code.
 */

const START = '2026-11-25T15:00:00.000Z';
const CODE_SHAPE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
let kit: ApplicantKit;

beforeAll(async () => {
  kit = await startApplicantKit(START);
});
afterAll(async () => {
  await kit.close();
});

/** A booking accepted and given its pass, as the countersignature will. */
async function passHolder(overrides: DeepPartial<BookingInput> = {}) {
  const booked = await kit.bookAsNewPerson('pass', overrides);
  const accepted = await kit.post(ADMIN_API.action, { id: booked.id, status: 0 });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const pass = await issueAccessPass(kit.t.app.database.db, booked.id, new Date(START));
  return { ...booked, pass };
}

async function check(code: string, slug = 'mavid') {
  const response = await kit.t.app.inject({ method: 'GET', url: PASS_API.check(slug, code), headers: kit.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

async function atMoment(moment: string, run: () => Promise<void>) {
  await kit.setNow(moment);
  try {
    await run();
  } finally {
    await kit.setNow(START);
  }
}

describe('the access pass', () => {
  test('issued: a code of the pass alphabet for the yard, valid from the move-in date, in the history', async () => {
    const holder = await passHolder();
    expect(holder.pass).toEqual({
      code: expect.stringMatching(CODE_SHAPE),
      validFrom: '2026-12-01',
      yard: 'mavid',
      yardName: 'Lawson Rd & Hwy 25',
    });
    const details = await kit.details(holder.id);
    expect(details.accessPass).toMatchObject({ code: holder.pass.code, yard: 'mavid', revokedAt: null });
    expect(details.history.map((event) => event.action)).toContain('access_pass_issued');
  });

  test('issued with its e-mail (what the countersignature may call): the code and its QR, in English', async () => {
    const booked = await kit.bookAsNewPerson('pass');
    expect((await kit.post(ADMIN_API.action, { id: booked.id, status: 0 })).statusCode).toBe(200);
    const db = kit.t.app.database.db;
    const pass = await db.transaction().execute((trx) =>
      issueAndMailAccessPass(trx, booked.id, {
        now: new Date(START),
        dataEncryptionKey: kit.t.app.secrets.dataEncryptionKey,
      }),
    );
    const mail = await kit.mail(
      (message) => message.subject === `Your access pass for Lawson Rd & Hwy 25 (${booked.reference})`,
    );
    expect(mail.to).toContain(booked.email);
    expect(mail.text).toContain(`Access code: ${pass.code}`);
    expect(mail.text).toContain('Valid from: 2026-12-01');
    expect(mail.html).toContain(`alt="QR code of your access code ${pass.code}"`);
  });

  test('the status answer says from when, never the code; the private /Pass has the code and its QR', async () => {
    const holder = await passHolder();
    const status = await kit.status(holder.token);
    expect(status.json().accessPass).toEqual({ validFrom: '2026-12-01' });
    const bare = holder.pass.code.replace('-', '');
    expect(status.body).not.toContain(holder.pass.code);
    expect(status.body).not.toContain(bare);

    const own = await kit.t.app.inject({ method: 'GET', url: PASS_API.forApplicant(holder.token) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const pass = own.json();
    expect(pass).toMatchObject({ code: holder.pass.code, validFrom: '2026-12-01', yard: 'mavid' });
    expect(pass.qrSvg).toMatch(/^<svg [^>]*viewBox/);

    // The page served filled carries the same pass in its data, for browsers without scripts.
    const frame = `<html><head></head><body><div id="${STATUS_PAGE_ELEMENT_ID}"></div></body></html>`;
    const page = await filledStatusPage(
      { db: kit.t.app.database.db, now: new Date(START) },
      (served) => `<p>${served.pass?.code ?? 'no pass'}</p>`,
      { token: holder.token, language: 'en', frame },
    );
    const data = new RegExp(`<script type="application/json" id="${SERVED_STATUS_ELEMENT_ID}">(.*?)</script>`).exec(
      page ?? '',
    );
    expect(JSON.parse(data?.[1] ?? '{}').pass).toEqual(pass);
    expect(page).toContain(`<p>${holder.pass.code}</p>`);

    const pending = await kit.book({ personalInfo: { email: 'pass-pending@example.com' } });
    expect((await kit.status(pending.token)).json().accessPass).toBeNull();
    const none = await kit.t.app.inject({ method: 'GET', url: PASS_API.forApplicant(pending.token) });
    expect(none.statusCode).toBe(404);
  });

  test('valid from the move-in date in Toronto, not before; typed in any case, with or without the dash', async () => {
    const { pass } = await passHolder();
    expect(await check(pass.code)).toMatchObject({ valid: false, reason: 'not_yet_valid', validFrom: '2026-12-01' });
    // 10 p.m. on November 30 in Toronto is already December 1 in UTC.
    await atMoment('2026-12-01T03:00:00.000Z', async () => {
      expect(await check(pass.code)).toMatchObject({ valid: false, reason: 'not_yet_valid' });
    });
    await atMoment('2026-12-01T05:30:00.000Z', async () => {
      expect(await check(pass.code)).toEqual({
        valid: true,
        validFrom: '2026-12-01',
        // The booking factory's fleet: 5 trucks and 8 trailers.
        company: expect.any(String),
        spaces: { trucks: 5, trailers: 8 },
      });
      expect((await check(` ${pass.code.replace('-', '').toLowerCase()} `)).valid).toBe(true);
      expect((await check(pass.code.replace('-', ' '))).valid).toBe(true);
      // The code opens its own yard only.
      expect(await check(pass.code, 'derry')).toEqual({ valid: false, reason: 'unknown' });
    });
  });

  test('revoked with a reason: the code answers revoked, the status page no longer has it', async () => {
    const holder = await passHolder();
    const revoked = await kit.post(PASS_API.revoke, { id: holder.id, reason: 'Truck sold; driver left' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().pass).toMatchObject({ code: holder.pass.code, revokedReason: 'Truck sold; driver left' });
    await atMoment('2026-12-05T15:00:00.000Z', async () => {
      expect(await check(holder.pass.code)).toMatchObject({
        valid: false,
        reason: 'revoked',
        company: expect.any(String),
      });
    });
    expect((await kit.status(holder.token)).json().accessPass).toBeNull();
    expect((await kit.t.app.inject({ method: 'GET', url: PASS_API.forApplicant(holder.token) })).statusCode).toBe(404);
    const history = (await kit.details(holder.id)).history.find((event) => event.action === 'access_pass_revoked');
    expect(history?.details.reason).toBe('Truck sold; driver left');
    const again = await kit.post(PASS_API.revoke, { id: holder.id, reason: 'Twice' });
    expect(again.statusCode).toBe(409);
  });

  test('reissued: a new code e-mailed in the customer’s language; the old one answers revoked', async () => {
    const holder = await passHolder({ language: 'fr' });
    const reissued = await kit.post(PASS_API.reissue, { id: holder.id });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const fresh = reissued.json().pass as { code: string; revokedAt: string | null };
    expect(fresh.code).toMatch(CODE_SHAPE);
    expect(fresh.code).not.toBe(holder.pass.code);
    expect(fresh.revokedAt).toBeNull();
    await atMoment('2026-12-02T15:00:00.000Z', async () => {
      expect(await check(holder.pass.code)).toMatchObject({ valid: false, reason: 'revoked' });
      expect(await check(fresh.code)).toMatchObject({ valid: true });
    });
    const mail = await kit.mail((message) => message.subject.startsWith('Votre nouveau code d’accès'));
    expect(mail.to).toContain(holder.email);
    expect(mail.text).toContain(fresh.code);
    expect(mail.text).not.toContain(holder.pass.code);
    expect(mail.html).toContain(`alt="Code QR de votre code d’accès ${fresh.code}"`);
    // The picture is the message's own attachment (the parser inlines it where `cid:` named it).
    expect(mail.html).toContain('src="data:image/png;base64,');
    const [qr] = (await simpleParser(mail.raw)).attachments;
    expect(qr).toMatchObject({ filename: 'access-pass-qr.png', contentType: 'image/png', cid: 'access-pass-qr' });
    expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');
    // Queued sealed, and once sent nothing of it stays: neither the code nor its picture.
    const stored = await kit.t.app.database.db
      .selectFrom('mail_outbox')
      .select(['html', 'text', 'sealed', 'attachment', 'status'])
      .where('subject', '=', mail.subject)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ html: '', text: '', sealed: 1, attachment: null, status: 'sent' });
    expect((await kit.details(holder.id)).history.map((event) => event.action)).toContain('access_pass_reissued');
  });

  test('an ended tenancy ends the pass: at once when the move-out day has come, from that day otherwise', async () => {
    const later = await passHolder();
    const notice = await kit.post(YARDS_API.endTenancy, {
      id: later.id,
      moveOutDate: '2027-01-15',
      reason: 'Moving out',
    });
    expect(notice.statusCode, notice.body).toBe(200);
    await atMoment('2027-01-14T20:00:00.000Z', async () => {
      expect(await check(later.pass.code)).toMatchObject({ valid: true });
    });
    await atMoment('2027-01-15T12:00:00.000Z', async () => {
      expect(await check(later.pass.code)).toMatchObject({ valid: false, reason: 'ended' });
    });

    const now = await passHolder();
    await atMoment('2026-12-10T15:00:00.000Z', async () => {
      const ended = await kit.post(YARDS_API.endTenancy, {
        id: now.id,
        moveOutDate: '2026-12-10',
        reason: 'Unpaid rent',
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect(await check(now.pass.code)).toMatchObject({ valid: false, reason: 'ended' });
      const details = await kit.details(now.id);
      expect(details.accessPass).toMatchObject({ revokedReason: 'Tenancy ended (move-out 2026-12-10): Unpaid rent' });
      expect((await kit.post(PASS_API.reissue, { id: now.id })).statusCode).toBe(409);
    });
  });

  test('codes are unique in a yard for good: a clash with any earlier code, revoked too, draws again', async () => {
    const first = await passHolder();
    const taken = first.pass.code.replace('-', '');
    expect((await kit.post(PASS_API.revoke, { id: first.id, reason: 'Lost' })).statusCode).toBe(200);
    const db = kit.t.app.database.db;
    const drawn = [taken, 'ABCDEFGH'];
    const draw = () => drawn.shift() ?? 'ZZZZZZZZ';
    // Its first pass is revoked, so it may have a live one again.
    const pass = { application_id: first.id, valid_from: '2026-12-01', issued_at: START };
    // The revoked code is taken for good: the next draw is the one stored.
    expect(await insertWithFreshCode(db, { ...pass, yard: 'mavid' }, draw)).toBe('ABCDEFGH');
    expect(drawn).toEqual([]);
    // The same code in another yard is another pass.
    const row = { ...pass, code: 'ABCDEFGH', revoked_at: START, revoked_reason: 'test' };
    expect(await insertPass(db, { ...row, yard: 'mavid' })).toBe(false);
    expect(await insertPass(db, { ...row, yard: 'lake' })).toBe(true);
  });

  test('refusals: an unknown id, no pass, a code of the wrong shape, an unknown yard, no session', async () => {
    expect((await kit.post(PASS_API.revoke, { id: 999_999, reason: 'x' })).statusCode).toBe(404);
    expect((await kit.post(PASS_API.reissue, { id: 999_999 })).statusCode).toBe(404);
    const booked = await kit.bookAsNewPerson('pass');
    expect((await kit.post(ADMIN_API.action, { id: booked.id, status: 0 })).statusCode).toBe(200);
    const noPass = await kit.post(PASS_API.reissue, { id: booked.id });
    expect(noPass.statusCode).toBe(409);
    expect(noPass.json().message).toMatch(/no access pass to reissue/);
    expect((await kit.post(PASS_API.revoke, { id: booked.id, reason: 'x' })).statusCode).toBe(409);
    expect((await kit.post(PASS_API.revoke, { id: booked.id, reason: '  ' })).statusCode).toBe(400);

    for (const code of ['O0O0-1111', 'ABC', 'ABCD-EFGHJ', 'ABCD_EFGH']) {
      const refused = await kit.t.app.inject({ method: 'GET', url: PASS_API.check('mavid', code), headers: kit.admin });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().errors[0].message).toMatch(/pass code is 8 letters and digits/);
    }
    const yard = await kit.t.app.inject({
      method: 'GET',
      url: PASS_API.check('nowhere', 'ABCD-EFGH'),
      headers: kit.admin,
    });
    expect(yard.statusCode).toBe(400);
    const anonymous = await kit.t.app.inject({ method: 'GET', url: PASS_API.check('mavid', 'ABCD-EFGH') });
    expect(anonymous.statusCode).toBe(401);
  });
});
