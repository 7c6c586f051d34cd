import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { AGREEMENT_API } from '../../../domain/agreement.schema.ts';
import { PASS_API } from '../../../domain/access-pass.schema.ts';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import type { DeepPartial } from '../../../tests/factories/booking.factory.ts';
import { type ApplicantKit, startApplicantKit } from '../../../tests/support/applicant-kit.ts';
import { pdfText, sha256 } from '../../../tests/support/pdf-reading.ts';
import { openBankNumbers } from '../../lib/bank-numbers.ts';

/**
 * The agreement completed, on SQLite and (in the PostgreSQL pass) PostgreSQL: the admin's
 * countersign after the customer's signature, the signed PDF (the agreement's pages unchanged, a
 * signature page, an audit trail naming the hash of the PDF the customer was shown) sent to both
 * parties and verifiable by its hash; new rates before completion making a new version; the
 * payor's account given at signing; and every refusal storing nothing.
 */
const START = '2026-12-01T15:00:00.000Z';
const LATER = '2026-12-02T16:30:00.000Z';
let kit: ApplicantKit;

beforeAll(async () => {
  kit = await startApplicantKit(START);
});
afterAll(async () => {
  await kit.close();
});

async function acceptedBooking(overrides: DeepPartial<BookingInput> = {}) {
  const booked = await kit.bookAsNewPerson('countersign', overrides);
  expect((await kit.post(ADMIN_API.action, { id: booked.id, status: 0 })).statusCode).toBe(200);
  return booked;
}

const signature = { fullName: 'Harpreet Gill', title: 'Owner', consent: true };
const sign = (token: string, body: object = signature) =>
  kit.t.app.inject({
    method: 'POST',
    url: AGREEMENT_API.sign(token),
    payload: body,
    headers: { 'user-agent': 'Carrier phone browser' },
  });
const countersign = (id: number) => kit.post(AGREEMENT_API.countersign, { id });
const applicantPdf = (token: string) => kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.forApplicant(token) });
const verify = (hash: string) => kit.t.app.inject({ method: 'GET', url: AGREEMENT_API.verify(hash) });

function agreementRow(applicationId: number) {
  return kit.t.app.database.db
    .selectFrom('agreements')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('superseded_at', 'is', null)
    .executeTakeFirstOrThrow();
}

async function attachmentsOf(subject: string) {
  const mail = await kit.mail((message) => message.subject === subject);
  return { mail, files: (await simpleParser(mail.raw)).attachments };
}

describe('the countersign', () => {
  test('completes the agreement: signed PDF to both parties, the audit trail naming the hash shown', async () => {
    const booked = await acceptedBooking();
    const shown = await applicantPdf(booked.token);
    const shownSha256 = sha256(shown.rawPayload);
    expect((await sign(booked.token, { ...signature, signature: 'M 10 10 L 200 150 L 400 20' })).statusCode).toBe(200);

    await kit.setNow(LATER);
    const completed = await countersign(booked.id);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toEqual({
      isSuccess: true,
      agreement: { state: 'Signed', version: 1, sha256: shownSha256 },
    });
    expect((await kit.status(booked.token)).json()).toMatchObject({ agreement: { state: 'Signed' } });
    const row = await agreementRow(booked.id);
    expect(row).toMatchObject({ countersigned_at: LATER, countersigned_by: 'admin' });

    // The private link now serves the signed copy, the one whose hash was recorded.
    const signedPdf = await applicantPdf(booked.token);
    expect(signedPdf.statusCode).toBe(200);
    expect(signedPdf.headers['content-disposition']).toBe(
      `inline; filename="agreement-${booked.reference}-v1-signed.pdf"`,
    );
    expect(sha256(signedPdf.rawPayload)).toBe(row.signed_sha256);
    const forAdmin = await kit.t.app.inject({
      method: 'GET',
      url: AGREEMENT_API.forAdmin(booked.id),
      headers: kit.admin,
    });
    expect(sha256(forAdmin.rawPayload)).toBe(row.signed_sha256);

    const text = await pdfText(signedPdf.rawPayload);
    expect(text).toContain('Yard: Lawson Rd & Hwy 25');
    expect(text).toContain('that is $4,774.25 a month');
    expect(text).toMatch(/certain recourse rights/);
    expect(text).toContain('Signed electronically by Harpreet Gill, Owner');
    expect(text).toContain('Drawn signature below.');
    expect(text).toContain('IP address and browser: 127.0.0.1; Carrier phone browser.');
    expect(text).toContain('Countersigned electronically by admin for SafeYard Truck Parking');
    expect(text).toContain(`SHA-256 of pages 1 to`);
    // Each event of the audit trail carries the SHA-256 of the unsigned PDF the customer was shown.
    expect(text.split(shownSha256).length - 1).toBe(4);
    expect(text).toContain(`signed by Harpreet Gill (127.0.0.1) · ${shownSha256}`);
    expect(text).toContain(`countersigned by admin · ${shownSha256}`);

    // Complete: the access pass is issued with it, valid from the move-in date, and mailed with its QR code.
    const status = (await kit.status(booked.token)).json<{ accessPass: unknown }>();
    expect(status.accessPass).toEqual({ validFrom: '2026-12-01' });
    const pass = await kit.t.app.inject({ method: 'GET', url: PASS_API.forApplicant(booked.token) });
    const { code } = pass.json<{ code: string }>();
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(JSON.stringify(status)).not.toContain(code);
    const passMail = await kit.mail((message) => Boolean(message.text?.includes(code)));
    expect(passMail.to).toEqual([booked.email]);
    expect((await simpleParser(passMail.raw)).attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const gate = await kit.t.app.inject({ method: 'GET', url: PASS_API.check('mavid', code), headers: kit.admin });
    expect(gate.json()).toMatchObject({ valid: true, spaces: { trucks: 5, trailers: 8 } });

    const history = (await kit.details(booked.id)).history.find((event) => event.action === 'agreement_countersigned');
    expect(history?.details).toMatchObject({ version: 1, sha256: shownSha256, signedSha256: row.signed_sha256 });

    // Both parties get the signed PDF by e-mail.
    const customer = await attachmentsOf(
      `Your parking agreement for Lawson Rd & Hwy 25 is signed (${booked.reference})`,
    );
    expect(customer.mail.to).toEqual([booked.email]);
    expect(customer.files.map((file) => [file.filename, sha256(file.content)])).toEqual([
      [`agreement-${booked.reference}-v1-signed.pdf`, row.signed_sha256],
    ]);
    const company = await attachmentsOf(`Agreement complete for ${booked.reference}`);
    expect(company.mail.to).toEqual(['info@safeyard.example']);
    expect(company.files.map((file) => sha256(file.content))).toEqual([row.signed_sha256]);
    // Sent, nothing of the files stays in the outbox.
    const queued = await kit.t.app.database.db
      .selectFrom('mail_outbox')
      .select('attachment')
      .where('attachment', 'is not', null)
      .execute();
    expect(queued).toEqual([]);

    // Verifiable by either hash, saying nothing personal.
    for (const hash of [shownSha256, row.signed_sha256 ?? '', shownSha256.toUpperCase()]) {
      const answer = await verify(hash);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ signed: true, completedAt: LATER });
    }
    expect((await verify('0'.repeat(64))).json()).toEqual({ signed: false });
    const bad = await verify('not-a-hash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'sha256', message: 'sha256 must be 64 hexadecimal characters' }]);
  });

  test('refuses, changing nothing: before the customer signs, twice, unknown, or after completion', async () => {
    const booked = await acceptedBooking();
    const early = await countersign(booked.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/has not signed this agreement yet/);
    expect((await verify((await agreementRow(booked.id)).sha256)).json()).toEqual({ signed: false });
    expect((await countersign(999_999)).statusCode).toBe(404);
    expect((await kit.post(AGREEMENT_API.countersign, { id: 'x' })).statusCode).toBe(400);
    expect((await kit.post(AGREEMENT_API.countersign, { id: booked.id }, {})).statusCode).toBe(401);

    expect((await sign(booked.token)).statusCode).toBe(200);
    // The admin countersigns the version they saw: another one's fingerprint is refused.
    const stale = await kit.post(AGREEMENT_API.countersign, { id: booked.id, sha256: 'e'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/replaced by a new version/);
    const { sha256: seen } = await agreementRow(booked.id);
    expect((await kit.post(AGREEMENT_API.countersign, { id: booked.id, sha256: seen })).statusCode).toBe(200);
    const twice = await countersign(booked.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/countersigned already/);
    const signAgain = await sign(booked.token);
    expect(signAgain.statusCode).toBe(409);
    const revise = await kit.post(AGREEMENT_API.rates, { id: booked.id, truckRate: 1, trailerRate: 1 });
    expect(revise.statusCode).toBe(409);
    expect(revise.json().message).toMatch(/can no longer change/);
    expect((await agreementRow(booked.id)).version).toBe(1);
  });

  test('a store that fails records nothing: still waiting, no mail, and it can be done again', async () => {
    const booked = await acceptedBooking();
    expect((await sign(booked.token)).statusCode).toBe(200);
    const put = vi.spyOn(kit.t.app.documentStore, 'put').mockRejectedValueOnce(new Error('EIO: disk failed'));
    const failed = await countersign(booked.id);
    put.mockRestore();
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    const row = await agreementRow(booked.id);
    expect(row).toMatchObject({ countersigned_at: null, signed_sha256: null, signed_storage_key: null });
    await kit.t.app.outboxWorker.drain();
    expect(kit.smtp.messages.filter((mail) => mail.subject.includes(`complete for ${booked.reference}`))).toEqual([]);
    expect((await countersign(booked.id)).statusCode).toBe(200);
  });
});

describe('a reopened application', () => {
  test('loses its pass at once, revoked with the reason', async () => {
    const booked = await acceptedBooking();
    expect((await sign(booked.token)).statusCode).toBe(200);
    expect((await countersign(booked.id)).statusCode).toBe(200);
    const pass = await kit.t.app.inject({ method: 'GET', url: PASS_API.forApplicant(booked.token) });
    const { code } = pass.json<{ code: string }>();
    const gate = async (typed: string) =>
      (await kit.t.app.inject({ method: 'GET', url: PASS_API.check('mavid', typed), headers: kit.admin })).json();
    expect(await gate(code)).toMatchObject({ valid: true });

    const reopened = await kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'Two more trucks' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await gate(code)).toMatchObject({ valid: false });
    const passes = await kit.t.app.database.db
      .selectFrom('access_passes')
      .select(['revoked_at', 'revoked_reason'])
      .where('application_id', '=', booked.id)
      .execute();
    expect(passes).toEqual([{ revoked_at: expect.any(String), revoked_reason: 'Application reopened' }]);
    const history = (await kit.details(booked.id)).history.find((event) => event.action === 'access_pass_revoked');
    expect(history).toMatchObject({ details: { cause: 'reopened' } });
  });
});

describe('new rates before completion', () => {
  test('make a new version to sign; the one signed before can no longer be countersigned or signed', async () => {
    const booked = await acceptedBooking();
    const first = await agreementRow(booked.id);
    expect((await sign(booked.token, { ...signature, sha256: first.sha256 })).statusCode).toBe(200);
    const refused = await kit.post(AGREEMENT_API.rates, { id: booked.id, truckRate: -5, trailerRate: 100 });
    expect(refused.statusCode).toBe(400);

    const revised = await kit.post(AGREEMENT_API.rates, { id: booked.id, truckRate: 300, trailerRate: 100 });
    expect(revised.statusCode, revised.body).toBe(200);
    const second = await agreementRow(booked.id);
    expect(revised.json().agreement).toEqual({ state: 'AwaitingSignature', version: 2, sha256: second.sha256 });
    expect((await kit.details(booked.id)).rates).toEqual({ confirmed: true, truckRate: 300, trailerRate: 100 });
    expect(await pdfText((await applicantPdf(booked.token)).rawPayload)).toContain('version 2');

    expect((await countersign(booked.id)).json().message).toMatch(/has not signed this agreement yet/);
    const old = await sign(booked.token, { ...signature, sha256: first.sha256 });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toMatch(/replaced by a new version/);
    const history = (await kit.details(booked.id)).history.find((event) => event.action === 'agreement_revised');
    expect(history?.details).toMatchObject({ version: 2, supersedes: 1, truckRate: 300, trailerRate: 100 });
    // The customer is told, with a new private link that opens the new version to sign.
    const told = await kit.mail(
      (mail) => mail.subject === `A new version of your parking agreement to sign (${booked.reference})`,
    );
    const link = /\/status\/([A-Za-z0-9_-]{43})/.exec(told.text ?? '')?.[1] ?? '';
    expect((await kit.status(link)).json()).toMatchObject({ agreement: { state: 'AwaitingSignature', version: 2 } });

    expect((await sign(booked.token, { ...signature, sha256: second.sha256 })).statusCode).toBe(200);
    expect((await countersign(booked.id)).json().agreement).toMatchObject({ state: 'Signed', version: 2 });
  });
});

describe('the payor’s account given at signing', () => {
  test('is required when the booking left it out, taken as pasted, and kept sealed; the signed PDF shows it', async () => {
    const booked = await acceptedBooking({ bankingInfo: { contact: '', phone: '', address: '' } });
    const shown = await applicantPdf(booked.token);
    expect(await pdfText(shown.rawPayload)).toContain('transit to be given at signing');

    const missing = await sign(booked.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'account', message: 'Give the transit, institution and account numbers' },
    ]);
    const wrong = await sign(booked.token, {
      ...signature,
      account: { transit: '12 34', institution: '004', account: '1234567' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatch(/The transit number has 5 digits/);
    expect((await agreementRow(booked.id)).signed_at).toBeNull();

    const pasted = { transit: '01 234', institution: '004', account: '0012-345-678' };
    const signed = await sign(booked.token, { ...signature, account: pasted });
    expect(signed.statusCode, signed.body).toBe(200);
    const application = await kit.t.app.database.db
      .selectFrom('applications')
      .select('bank_numbers_sealed')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(application.bank_numbers_sealed).not.toContain('0012345678');
    expect(openBankNumbers(application.bank_numbers_sealed, kit.t.app.secrets.dataEncryptionKey)).toEqual({
      transit: '01234',
      institution: '004',
      account: '0012345678',
    });
    // The version signed is still the file that was shown.
    expect(sha256((await applicantPdf(booked.token)).rawPayload)).toBe(sha256(shown.rawPayload));

    expect((await countersign(booked.id)).statusCode).toBe(200);
    const text = await pdfText((await applicantPdf(booked.token)).rawPayload);
    expect(text).toContain("Payor's account for the debits: transit 01234, institution 004, account ending 5678.");
    expect(text).not.toContain('0012345678');
  });
});
