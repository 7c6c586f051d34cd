import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { AGREEMENT_API } from '../../../domain/agreement.schema.ts';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import type { DeepPartial } from '../../../tests/factories/booking.factory.ts';
import { type ApplicantKit, startApplicantKit } from '../../../tests/support/applicant-kit.ts';
import { pdfText, sha256 } from '../../../tests/support/pdf-reading.ts';
import { YARDS_API } from '../../../domain/yards.schema.ts';

/**
 * The parking agreement made at acceptance, on SQLite and (in the PostgreSQL pass) PostgreSQL:
 * the rates confirmed (given, or suggested when the original API's call gives none), the PDF read
 * back as text, its SHA-256 the one recorded, the same file for the applicant and the admin.
 */
const START = '2026-12-01T15:00:00.000Z';
let kit: ApplicantKit;

beforeAll(async () => {
  kit = await startApplicantKit(START);
});
afterAll(async () => {
  await kit.close();
});

function book(overrides: DeepPartial<BookingInput> = {}) {
  return kit.bookAsNewPerson('agreement', overrides);
}

describe('the parking agreement', () => {
  test('an acceptance with no rates (the original call) confirms the applicant’s and makes version 1', async () => {
    const booked = await book();
    const accepted = await kit.post(ADMIN_API.action, { id: booked.id, status: 0 });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const details = await kit.details(booked.id);
    // The booking factory's "rate approved per spot" is $325.
    expect(details.rates).toEqual({ confirmed: true, truckRate: 325, trailerRate: 325 });
    const agreement = details.agreement as { state: string; version: number; sha256: string };
    expect(agreement).toMatchObject({ state: 'AwaitingSignature', version: 1 });
    const status = (await kit.status(booked.token)).json<{ agreement: unknown }>();
    expect(status.agreement).toEqual({ ...agreement, accountNeeded: false });

    const forAdmin = await kit.t.app.inject({
      method: 'GET',
      url: AGREEMENT_API.forAdmin(booked.id),
      headers: kit.admin,
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['content-type']).toBe('application/pdf');
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    expect(sha256(forAdmin.rawPayload)).toBe(agreement.sha256);
    const forApplicant = await kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forApplicant(booked.token) });
    expect(forApplicant.statusCode).toBe(200);
    expect(sha256(forApplicant.rawPayload)).toBe(agreement.sha256);

    const text = await pdfText(forAdmin.rawPayload);
    // 5 trucks and 8 trailers at $325: $4,225.00, HST $549.25, $4,774.25 a month.
    expect(text).toContain('Yard: Lawson Rd & Hwy 25');
    expect(text).toContain('Monthly total: $4,225.00 plus HST (13%) of $549.25, that is $4,774.25 a month.');
    expect(text).toContain('5 truck space(s) at $325.00 a month each and 8 trailer space(s) at $325.00');
    // What a business PAD must say (Payments Canada Rule H1).
    expect(text).toContain('transit 01234, institution 004, account ending in 5678');
    expect(text).toContain('on the 1st of each month');
    expect(text).toMatch(/at least 10 days before the debit/);
    expect(text).toMatch(/may revoke this authorization at any time, with 30 days’ notice/);
    expect(text).toMatch(/certain recourse rights .* www\.payments\.ca/);
    expect(text).toContain('SafeYard Truck Parking, 2150 Derry Rd W, Unit 4, Mississauga ON L5N 0A1');
    // The full account number is never in the file the private link serves.
    expect(text).not.toContain('0012345678');
  });

  test('rates given at acceptance are the ones confirmed; a yard’s published rate is the suggestion', async () => {
    const set = await kit.t.app.inject({
      method: 'PUT',
      url: YARDS_API.capacity('dean'),
      headers: kit.admin,
      payload: { truckSpaces: 100, trailerSpaces: 100, truckRate: 410, trailerRate: 95.5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const suggested = await book({ moveInInfo: { locationAppliedFor: 'Dean Dr & Concession Rd 7' } });
    expect((await kit.details(suggested.id)).rates).toEqual({ confirmed: false, truckRate: 410, trailerRate: 95.5 });

    const given = await book({ moveInInfo: { locationAppliedFor: 'Dean Dr & Concession Rd 7' } });
    const accepted = await kit.post(ADMIN_API.action, { id: given.id, status: 0, truckRate: 300, trailerRate: 120.25 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await kit.details(given.id)).rates).toEqual({ confirmed: true, truckRate: 300, trailerRate: 120.25 });
    const pdf = await kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forAdmin(given.id), headers: kit.admin });
    // 5 × $300 + 8 × $120.25 = $2,462.00; HST $320.06; $2,782.06.
    expect(await pdfText(pdf.rawPayload)).toContain(
      'Monthly total: $2,462.00 plus HST (13%) of $320.06, that is $2,782.06',
    );
  });

  test('a French application’s agreement is in French', async () => {
    const booked = await book({ language: 'fr' });
    expect((await kit.post(ADMIN_API.action, { id: booked.id, status: 0 })).statusCode).toBe(200);
    const pdf = await kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forAdmin(booked.id), headers: kit.admin });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Convention de stationnement et de débit préautorisé (version 1)');
    expect(text).toMatch(/plus la TVH \(13 %\) de 549,25 \$, soit 4 774,25 \$ par mois/);
    expect(text).toContain('www.paiements.ca');
  });

  test('refuses, storing nothing: bad rates, no agreement yet, an unknown link', async () => {
    const booked = await book();
    for (const rates of [{ truckRate: -1 }, { trailerRate: 10.005 }, { truckRate: '300' }]) {
      const refused = await kit.post(ADMIN_API.action, { id: booked.id, status: 0, ...rates });
      expect(refused.statusCode, JSON.stringify(rates)).toBe(400);
    }
    expect((await kit.details(booked.id)).agreement).toBeNull();
    const none = await kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forAdmin(booked.id), headers: kit.admin });
    expect(none.statusCode).toBe(404);
    expect((await kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forApplicant(booked.token) })).statusCode).toBe(
      404,
    );
    expect(
      (await kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forApplicant('C'.repeat(43)) })).statusCode,
    ).toBe(404);
    const count = await kit.t.app.database.db
      .selectFrom('agreements')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('application_id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  test('the customer signs the version they read: recorded with who, when, where from and its hash, once', async () => {
    const booked = await book();
    expect((await kit.post(ADMIN_API.action, { id: booked.id, status: 0 })).statusCode).toBe(200);
    const first = (await kit.details(booked.id)).agreement as { sha256: string };
    const sign = (body: object) =>
      kit.t.app.inject({
        method: 'POST',
        url: AGREEMENT_API.sign(booked.token),
        payload: body,
        headers: { 'user-agent': 'Carrier phone browser' },
      });
    const signature = { fullName: 'Harpreet Gill', title: 'Owner', consent: true, sha256: first.sha256 };
    for (const [body, message] of [
      [{ ...signature, consent: false }, /Tick the box/],
      [{ fullName: 'Harpreet Gill', title: 'Owner' }, /Tick the box/],
      [{ ...signature, fullName: ' ' }, /Type your full name/],
      [{ ...signature, signature: '<script>' }, /drawing could not be read/],
      // Path data a PDF could not draw again: a bare command, a point cut short, a sign.
      [{ ...signature, signature: 'M' }, /drawing could not be read/],
      [{ ...signature, signature: 'M 10 10 L' }, /drawing could not be read/],
      [{ ...signature, signature: 'M 1-2-3' }, /drawing could not be read/],
      [{ ...signature, sha256: 'XYZ' }, /sha256/],
    ] as const) {
      const refused = await sign(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatch(message);
    }
    // Reopened and accepted again at new rates: version 2 replaces the one the customer read.
    expect((await kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'New rates agreed' })).statusCode).toBe(200);
    expect(
      (await kit.post(ADMIN_API.action, { id: booked.id, status: 0, truckRate: 300, trailerRate: 300 })).statusCode,
    ).toBe(200);
    const superseded = await sign(signature);
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toMatch(/replaced by a new version/);

    const current = (await kit.details(booked.id)).agreement as { sha256: string; version: number };
    expect(current.version).toBe(2);
    const signed = await sign({ ...signature, sha256: current.sha256, signature: 'M 10 10 L 20 25 L 40 5' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toEqual({
      isSuccess: true,
      agreement: { state: 'AwaitingCountersignature', version: 2, sha256: current.sha256 },
    });
    const stored = await kit.t.app.database.db
      .selectFrom('agreements')
      .selectAll()
      .where('application_id', '=', booked.id)
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      signer_name: 'Harpreet Gill',
      signer_title: 'Owner',
      signer_agent: 'Carrier phone browser',
      signer_ip: '127.0.0.1',
      signature_drawing: 'M 10 10 L 20 25 L 40 5',
      signed_at: START,
    });
    // The hash in the history is the SHA-256 of the unsigned PDF the customer was shown.
    const pdf = await kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forApplicant(booked.token) });
    const history = (await kit.details(booked.id)).history.find((event) => event.action === 'agreement_signed');
    expect(history?.details).toMatchObject({ version: 2, sha256: sha256(pdf.rawPayload) });
    expect((await kit.status(booked.token)).json()).toMatchObject({ agreement: { state: 'AwaitingCountersignature' } });
    await kit.mail((mail) => mail.subject === `Agreement signed for ${booked.reference} by Harpreet Gill`);

    const twice = await sign({ ...signature, sha256: current.sha256 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/signed this agreement already/);
  });

  test('nothing to sign before acceptance', async () => {
    const booked = await book();
    const refused = await kit.t.app.inject({
      method: 'POST',
      url: AGREEMENT_API.sign(booked.token),
      payload: { fullName: 'Harpreet Gill', title: 'Owner', consent: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/once the application is accepted/);
  });
});
