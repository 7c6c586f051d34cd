import { afterEach, expect, test } from 'vitest';
import { PASS_API } from '../../../domain/access-pass.schema.ts';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { AGREEMENT_API } from '../../../domain/agreement.schema.ts';
import { createBookingInput } from '../../../tests/factories/booking.factory.ts';
import { createEnquiryInput } from '../../../tests/factories/contact.factory.ts';
import { signInAsAdmin } from '../../../tests/support/admin-session.ts';
import { uploadAllDocuments } from '../../../tests/support/documents.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { thumbnailKeyOf } from '../../lib/documents/thumbnail-key.ts';
import { createRetentionJob } from './retention-job.ts';
import { YARDS_API } from '../../../domain/yards.schema.ts';

/**
 * The retention schedule with a moved clock, on a real database: a rejected application keeps its
 * documents and bank numbers for RETENTION_DECIDED_DAYS after its decision, a tenant for as long
 * after its move-out, then they are destroyed and the rest anonymised, with an audit record; the
 * job runs once even with several runners.
 */
const START = new Date('2026-01-05T09:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;
let now = START;
let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  now = START;
});

async function start() {
  testApp = await createTestApp({
    clock: () => now,
    environment: { RETENTION_DECIDED_DAYS: String(RETENTION_DAYS), RETENTION_CONTACT_DAYS: '60' },
  });
  return { t: testApp };
}

/** A booking made through the API with its five documents, accepted (or rejected) by the admin at `now`. */
async function decidedBooking(t: TestApp, decision: 'accept' | 'reject' | 'none' = 'accept'): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload: createBookingInput({ moveInInfo: { moveInDate: '2026-01-05' } }, await uploadAllDocuments(t.app)),
  });
  expect(created.statusCode).toBe(200);
  const id = created.json().id as number;
  if (decision !== 'none') {
    // Signed in at this moment: the clock moves further than a session lasts.
    const { headers } = await signInAsAdmin(t);
    const status = decision === 'accept' ? 0 : 1;
    const decided = await t.app.inject({ method: 'POST', url: ADMIN_API.action, payload: { id, status }, headers });
    expect(decided.statusCode).toBe(200);
  }
  return id;
}

/** Ends an accepted application's tenancy: its spaces are free from `moveOutDate`. */
async function endTenancy(t: TestApp, id: number, moveOutDate: string) {
  const { headers } = await signInAsAdmin(t);
  const ended = await t.app.inject({
    method: 'POST',
    url: YARDS_API.endTenancy,
    payload: { id, moveOutDate, reason: 'The customer gave notice' },
    headers,
  });
  expect(ended.statusCode, ended.body).toBe(200);
}

async function storageKeysOf(t: TestApp, applicationId: number): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('documents')
    .select('storage_key')
    .where('application_id', '=', applicationId)
    .execute();
  return rows.map((row) => row.storage_key);
}

async function fileExists(t: TestApp, key: string): Promise<boolean> {
  return t.app.documentStore.has(key);
}

async function auditActions(t: TestApp, action: string) {
  return t.database.db.selectFrom('audit_events').selectAll().where('action', '=', action).execute();
}

test(`a rejected application keeps its documents and bank numbers until its retention ends, then they are destroyed and the rest anonymised (${TEST_DATABASE_KIND})`, async () => {
  const { t } = await start();
  const old = await decidedBooking(t, 'reject');
  const oldKeys = await storageKeysOf(t, old);
  expect(oldKeys).toHaveLength(5);
  // An admin saw one document's thumbnail, which is kept beside the document from then on.
  const { headers: viewer } = await signInAsAdmin(t);
  const thumbnail = await t.app.inject({
    method: 'GET',
    url: ADMIN_API.documentThumbnail(old, 'ArticleOfIncorporation'),
    headers: viewer,
  });
  expect(thumbnail.statusCode).toBe(200);
  const thumbnailKeys = oldKeys.map(thumbnailKeyOf);
  const keptThumbnails = async () =>
    (await Promise.all(thumbnailKeys.map((key) => fileExists(t, key)))).filter(Boolean);
  expect(await keptThumbnails()).toHaveLength(1);
  now = new Date(START.getTime() + 10 * DAY_MS);
  const recent = await decidedBooking(t, 'reject');
  const pending = await decidedBooking(t, 'none');

  // One day short of the schedule: nothing is touched.
  now = new Date(START.getTime() + (RETENTION_DAYS - 1) * DAY_MS);
  expect(await t.app.retentionJob.runIfDue()).toEqual({
    status: 'ran',
    result: expect.objectContaining({ anonymisedApplications: 0 }),
  });
  expect(await storageKeysOf(t, old)).toHaveLength(5);

  // A day later (the job's next daily run) the first decision is past its 30 days.
  now = new Date(START.getTime() + RETENTION_DAYS * DAY_MS + 60_000);
  const outcome = await t.app.retentionJob.runIfDue();
  expect(outcome).toEqual({
    status: 'ran',
    result: expect.objectContaining({ anonymisedApplications: 1, destroyedDocuments: 5 }),
  });

  for (const key of oldKeys) expect(await fileExists(t, key)).toBe(false);
  expect(await keptThumbnails()).toEqual([]);
  const { headers } = await signInAsAdmin(t);
  const details = await t.app.inject({ method: 'GET', url: ADMIN_API.byId(old), headers });
  expect(details.statusCode).toBe(200);
  const body = details.json();
  expect(body.status).toBe('Rejected');
  expect(body.documents).toEqual([]);
  expect(JSON.stringify(body)).not.toMatch(/Harpreet|Gill|example\.com|Fictional|905-555/);
  const bank = await t.app.inject({ method: 'POST', url: ADMIN_API.revealBankDetails(old), headers });
  expect(bank.statusCode).toBe(200);
  expect(bank.json()).toMatchObject({ bank: '', contact: '', phone: '', address: '' });
  const row = await t.database.db
    .selectFrom('applications')
    .selectAll()
    .where('id', '=', old)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ first_name: '', last_name: '', email: '', phone_number: '', street_address: '' });
  expect(row.anonymised_at).toBe(now.toISOString());
  for (const table of ['application_references', 'application_previous_landlords'] as const) {
    const left = await t.database.db.selectFrom(table).select('id').where('application_id', '=', old).execute();
    expect(left).toEqual([]);
  }

  // The recent decision and the pending application are whole.
  expect(await storageKeysOf(t, recent)).toHaveLength(5);
  expect(await storageKeysOf(t, pending)).toHaveLength(5);

  const anonymised = await auditActions(t, 'application_anonymised');
  expect(anonymised.map((event) => event.application_id)).toEqual([old]);
  expect(JSON.parse(anonymised[0]?.details ?? '{}')).toMatchObject({ reason: 'retention', documentsDestroyed: 5 });
  const runs = await auditActions(t, 'retention_applied');
  expect(runs).toHaveLength(1);
  expect(JSON.parse(runs[0]?.details ?? '{}')).toMatchObject({ anonymisedApplications: 1, decidedApplicationDays: 30 });
});

test(`a tenant is kept whole while the tenancy runs, however long after the acceptance, and anonymised once its retention after the move-out has run (${TEST_DATABASE_KIND})`, async () => {
  const { t } = await start();
  const tenant = await decidedBooking(t, 'accept');
  const runAt = async (days: number) => {
    now = new Date(START.getTime() + days * DAY_MS + 60_000);
    return t.app.retentionJob.runIfDue();
  };
  // Three retention periods after the acceptance, and no move-out: the customer still parks here.
  for (const days of [RETENTION_DAYS + 1, 2 * RETENTION_DAYS, 3 * RETENTION_DAYS]) {
    expect(await runAt(days)).toMatchObject({ result: expect.objectContaining({ anonymisedApplications: 0 }) });
  }
  expect(await storageKeysOf(t, tenant)).toHaveLength(5);

  // The tenancy ends 100 days after the start; the retention counts from that day.
  await endTenancy(t, tenant, '2026-04-15');
  expect(await runAt(100 + RETENTION_DAYS - 1)).toMatchObject({
    result: expect.objectContaining({ anonymisedApplications: 0 }),
  });
  expect(await storageKeysOf(t, tenant)).toHaveLength(5);
  expect(await runAt(100 + RETENTION_DAYS + 1)).toMatchObject({
    result: expect.objectContaining({ anonymisedApplications: 1, destroyedDocuments: 5 }),
  });
  expect(await storageKeysOf(t, tenant)).toEqual([]);
  const [event] = await auditActions(t, 'application_anonymised');
  expect(event?.application_id).toBe(tenant);
  expect(JSON.parse(event?.details ?? '{}')).toMatchObject({ reason: 'retention', movedOutOn: '2026-04-15' });
});

test('contact messages past their retention are deleted, newer ones stay', async () => {
  const { t } = await start();
  const sent = await t.app.inject({ method: 'POST', url: '/api/Contact/Enquiry', payload: createEnquiryInput() });
  expect(sent.statusCode).toBe(200);
  now = new Date(START.getTime() + 59 * DAY_MS);
  await t.app.inject({ method: 'POST', url: '/api/Contact/Enquiry', payload: createEnquiryInput() });

  now = new Date(START.getTime() + 61 * DAY_MS);
  const outcome = await t.app.retentionJob.runIfDue();

  expect(outcome).toEqual({ status: 'ran', result: expect.objectContaining({ deletedEnquiries: 1 }) });
  const left = await t.database.db.selectFrom('contact_enquiries').select('created_at').execute();
  expect(left.map((row) => row.created_at)).toEqual([new Date(START.getTime() + 59 * DAY_MS).toISOString()]);
});

test(`the job runs once a day, and of two servers running it at the same moment exactly one does the work (${TEST_DATABASE_KIND})`, async () => {
  const { t } = await start();
  const ids = [await decidedBooking(t, 'reject'), await decidedBooking(t, 'reject')];
  now = new Date(START.getTime() + (RETENTION_DAYS + 1) * DAY_MS);

  // A second server on the same database: its own job, its own holder name.
  const context = {
    db: t.database.db,
    store: t.app.documentStore,
    dataEncryptionKey: t.app.secrets.dataEncryptionKey,
    logger: t.app.log,
    policy: t.config.retention,
    clock: () => now,
  };
  const otherServer = createRetentionJob(context);
  const outcomes = await Promise.all([t.app.retentionJob.runIfDue(), otherServer.runIfDue()]);

  expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['not_due', 'ran']);
  const ran = outcomes.find((outcome) => outcome.status === 'ran');
  expect(ran).toEqual({ status: 'ran', result: expect.objectContaining({ anonymisedApplications: 2 }) });
  const anonymised = await auditActions(t, 'application_anonymised');
  expect(anonymised.map((event) => event.application_id).sort()).toEqual(ids.sort());
  expect(await auditActions(t, 'retention_applied')).toHaveLength(1);

  // Not due again until a day later, on either server.
  now = new Date(now.getTime() + 23 * 60 * 60 * 1000);
  expect(await otherServer.runIfDue()).toEqual({ status: 'not_due' });
  now = new Date(now.getTime() + 60 * 60 * 1000);
  expect(await otherServer.runIfDue()).toEqual({ status: 'ran', result: expect.any(Object) });
});

test('a run whose server died holding the job is taken over once its lease has run out', async () => {
  const { t } = await start();
  await t.database.db
    .insertInto('job_leases')
    .values({
      name: 'retention',
      holder: 'a-dead-server',
      leased_until: new Date(START.getTime() + 60 * 60 * 1000).toISOString(),
      next_run_at: START.toISOString(),
      last_started_at: START.toISOString(),
    })
    .execute();

  expect(await t.app.retentionJob.runIfDue()).toEqual({ status: 'not_due' });
  now = new Date(START.getTime() + 61 * 60 * 1000);
  expect(await t.app.retentionJob.runIfDue()).toEqual({ status: 'ran', result: expect.any(Object) });
  const lease = await t.database.db
    .selectFrom('job_leases')
    .selectAll()
    .where('name', '=', 'retention')
    .executeTakeFirstOrThrow();
  expect(lease).toMatchObject({ holder: null, leased_until: null, last_error: null });
  expect(lease.next_run_at).toBe(new Date(now.getTime() + DAY_MS).toISOString());
});

test(`an erased customer's signed agreement and pass: the copy and who signed go, its hashes still verify, the pass opens nothing (${TEST_DATABASE_KIND})`, async () => {
  const { t } = await start();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload: createBookingInput({ moveInInfo: { moveInDate: '2026-01-05' } }, await uploadAllDocuments(t.app)),
  });
  const { id, statusUrl } = created.json<{ id: number; statusUrl: string }>();
  const token = statusUrl.split('/status/')[1] ?? '';
  const { headers } = await signInAsAdmin(t);
  expect(
    (await t.app.inject({ method: 'POST', url: ADMIN_API.action, payload: { id, status: 0 }, headers })).statusCode,
  ).toBe(200);
  const signed = await t.app.inject({
    method: 'POST',
    url: AGREEMENT_API.sign(token),
    payload: { fullName: 'Harpreet Gill', title: 'Owner', consent: true },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const done = await t.app.inject({ method: 'POST', url: AGREEMENT_API.countersign, payload: { id }, headers });
  expect(done.statusCode, done.body).toBe(200);
  const code = (await t.app.inject({ method: 'GET', url: PASS_API.forApplicant(token) })).json<{ code: string }>().code;
  const before = await t.database.db
    .selectFrom('agreements')
    .selectAll()
    .where('application_id', '=', id)
    .executeTakeFirstOrThrow();
  expect(await fileExists(t, before.signed_storage_key ?? '')).toBe(true);

  // The tenancy ends the next day; its retention runs from then.
  await endTenancy(t, id, '2026-01-06');
  now = new Date(START.getTime() + (RETENTION_DAYS + 2) * DAY_MS + 60_000);
  expect(await t.app.retentionJob.runIfDue()).toMatchObject({
    result: expect.objectContaining({ anonymisedApplications: 1, destroyedDocuments: 6 }),
  });
  expect(await fileExists(t, before.signed_storage_key ?? '')).toBe(false);
  const after = await t.database.db
    .selectFrom('agreements')
    .selectAll()
    .where('application_id', '=', id)
    .executeTakeFirstOrThrow();
  expect(after).toMatchObject({
    signer_name: null,
    signer_title: null,
    signer_ip: null,
    signer_agent: null,
    signed_storage_key: null,
    sha256: before.sha256,
    signed_sha256: before.signed_sha256,
    countersigned_at: before.countersigned_at,
  });
  const verify = await t.app.inject({ method: 'GET', url: AGREEMENT_API.verify(before.signed_sha256 ?? '') });
  expect(verify.json()).toEqual({ signed: true, completedAt: before.countersigned_at });
  const gate = await t.app.inject({
    method: 'GET',
    url: PASS_API.check('mavid', code),
    headers: (await signInAsAdmin(t)).headers,
  });
  // The gate names the ended tenancy first; the erasure revoked the pass besides.
  expect(gate.json()).toEqual({
    valid: false,
    reason: 'ended',
    validFrom: '2026-01-05',
    company: '',
    spaces: { trucks: 5, trailers: 8 },
  });
  const pass = await t.database.db
    .selectFrom('access_passes')
    .select(['revoked_at', 'revoked_reason'])
    .where('application_id', '=', id)
    .executeTakeFirstOrThrow();
  expect(pass).toEqual({ revoked_at: now.toISOString(), revoked_reason: 'Personal data erased' });
});
