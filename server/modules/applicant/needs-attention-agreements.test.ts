import { afterAll, beforeAll, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { AGREEMENT_API } from '../../../domain/agreement.schema.ts';
import { APPLICANT_API, type NeedsAttention } from '../../../domain/applicant-status.schema.ts';
import { type ApplicantKit, startApplicantKit } from '../../../tests/support/applicant-kit.ts';

/**
 * "Needs attention" lists the agreements waiting for either side, on SQLite and (in the PostgreSQL
 * pass) PostgreSQL: the version in force of accepted applications still on file, since when each
 * waits, and nothing for one reopened, erased or replaced by a newer version.
 */
const MADE = '2026-12-01T15:00:00.000Z';
const SIGNED = '2026-12-03T10:30:00.000Z';
let kit: ApplicantKit;
let people = 0;

beforeAll(async () => {
  kit = await startApplicantKit(MADE);
});
afterAll(async () => {
  await kit.close();
});

async function acceptedCustomer() {
  people += 1;
  const booked = await kit.book({ personalInfo: { email: `waiting${people}@example.com` } });
  expect((await kit.post(ADMIN_API.action, { id: booked.id, status: 0 })).statusCode).toBe(200);
  return booked;
}

async function sign(token: string) {
  const signed = await kit.t.app.inject({
    method: 'POST',
    url: AGREEMENT_API.sign(token),
    payload: { fullName: 'Harpreet Gill', title: 'Owner', consent: true },
  });
  expect(signed.statusCode, signed.body).toBe(200);
}

async function needsAttention(): Promise<NeedsAttention> {
  const response = await kit.t.app.inject({ method: 'GET', url: APPLICANT_API.needsAttention, headers: kit.admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ids = (group: NeedsAttention['agreementsAwaitingSignature']) => group.data.map((item) => item.id);

test('agreements waiting for the customer and for the company, each since when, the version in force only', async () => {
  const unsigned = await acceptedCustomer();
  const signedByCustomer = await acceptedCustomer();
  const newVersion = await acceptedCustomer();
  const reopened = await acceptedCustomer();
  const erased = await acceptedCustomer();

  await kit.setNow(SIGNED);
  await sign(signedByCustomer.token);
  // Version 2 replaces version 1, made at acceptance: it waits, once, since it was made.
  expect((await kit.post(APPLICANT_API.reopen, { id: newVersion.id, reason: 'New rates agreed' })).statusCode).toBe(
    200,
  );
  expect(
    (await kit.post(ADMIN_API.action, { id: newVersion.id, status: 0, truckRate: 300, trailerRate: 300 })).statusCode,
  ).toBe(200);
  expect((await kit.post(APPLICANT_API.reopen, { id: reopened.id, reason: 'Wrong yard' })).statusCode).toBe(200);
  await kit.t.app.database.db
    .updateTable('applications')
    .set({ anonymised_at: SIGNED })
    .where('id', '=', erased.id)
    .execute();

  const attention = await needsAttention();
  expect(attention.agreementsAwaitingSignature).toEqual({
    count: 2,
    data: [
      { id: unsigned.id, reference: unsigned.reference, name: expect.any(String), status: 'Accepted', date: MADE },
      {
        id: newVersion.id,
        reference: newVersion.reference,
        name: expect.any(String),
        status: 'Accepted',
        date: SIGNED,
      },
    ],
  });
  expect(attention.agreementsAwaitingCountersignature).toEqual({
    count: 1,
    data: [
      {
        id: signedByCustomer.id,
        reference: signedByCustomer.reference,
        name: expect.any(String),
        status: 'Accepted',
        date: SIGNED,
      },
    ],
  });
  for (const gone of [reopened.id, erased.id]) {
    expect(ids(attention.agreementsAwaitingSignature)).not.toContain(gone);
    expect(ids(attention.agreementsAwaitingCountersignature)).not.toContain(gone);
  }
});

test('once the customer signs, the agreement moves from one wait to the other; the countersign ends both', async () => {
  const customer = await acceptedCustomer();
  expect(ids((await needsAttention()).agreementsAwaitingSignature)).toContain(customer.id);
  await sign(customer.token);
  const attention = await needsAttention();
  expect(ids(attention.agreementsAwaitingSignature)).not.toContain(customer.id);
  expect(ids(attention.agreementsAwaitingCountersignature)).toContain(customer.id);
  const countersigned = await kit.post(AGREEMENT_API.countersign, { id: customer.id });
  expect(countersigned.statusCode, countersigned.body).toBe(200);
  const after = await needsAttention();
  expect(ids(after.agreementsAwaitingSignature)).not.toContain(customer.id);
  expect(ids(after.agreementsAwaitingCountersignature)).not.toContain(customer.id);
});
