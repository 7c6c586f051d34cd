import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { insertApplication } from '../../../tests/factories/application.factory.ts';
import { type ApplicantKit, startApplicantKit } from '../../../tests/support/applicant-kit.ts';
import { uploadDocument } from '../../../tests/support/documents.ts';
import { TEST_DATABASE_KIND } from '../../../tests/support/test-app.ts';
import { createInsuranceReminderJob } from './insurance-reminder-job.ts';
import { sendDueInsuranceReminders } from './insurance-reminders.service.ts';

const START = '2026-11-24T15:00:00.000Z';
let kit: ApplicantKit;
beforeAll(async () => {
  kit = await startApplicantKit(START);
});
afterAll(async () => {
  await kit.close();
});

const decide = (id: number, status: 0 | 1, reason?: string) =>
  kit.post(ADMIN_API.action, { id, status, ...(reason ? { reason } : {}) });

async function acceptedCustomer(email: string, expiresOn: string) {
  const customer = await insertApplication(kit.t.database.db, kit.t.app.secrets.dataEncryptionKey, {
    email,
    firstName: 'Navdeep',
  });
  expect(
    (await kit.post(APPLICANT_API.updateInsuranceExpiry, { id: customer.id, insuranceExpiresOn: expiresOn }))
      .statusCode,
  ).toBe(200);
  expect((await decide(customer.id, 0)).statusCode).toBe(200);
  return customer;
}

function reminderContext() {
  return {
    db: kit.t.database.db,
    publicUrl: kit.t.config.publicUrl,
    companyInbox: kit.t.config.mail.companyInbox,
    dataEncryptionKey: kit.t.app.secrets.dataEncryptionKey,
  };
}

async function remindersOf(applicationId: number) {
  return kit.t.database.db
    .selectFrom('insurance_reminders')
    .select(['expires_on', 'days_before', 'sent_at'])
    .where('application_id', '=', applicationId)
    .orderBy('sent_at')
    .execute();
}

describe(`reopening, insurance and reminders on ${TEST_DATABASE_KIND}`, () => {
  test('reopening needs a decided application and a reason; the applicant is told and the history says who and why', async () => {
    const booked = await kit.book({ personalInfo: { email: 'reopen@example.com', firstName: 'Gurleen' } });
    const pending = await kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'Second look' });
    expect(pending.statusCode).toBe(409);
    const invalid = await kit.post(APPLICANT_API.reopen, { id: 'seven', reason: '   ' });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['id', 'reason']);

    expect((await decide(booked.id, 1, 'No spots left')).statusCode).toBe(200);
    expect((await kit.status(booked.token)).json()).toMatchObject({
      status: 'Rejected',
      stage: 'Rejected',
      reason: 'No spots left',
      decidedAt: START,
    });

    const reopened = await kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'A spot came free at Milton.' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ isSuccess: true, status: 'Pending' });
    expect((await kit.status(booked.token)).json()).toMatchObject({
      status: 'Pending',
      stage: 'InReview',
      reason: 'A spot came free at Milton.',
      decidedAt: null,
    });
    const details = await kit.details(booked.id);
    expect(details).toMatchObject({ status: 'Pending', decidedAt: null, decisionReason: null });
    expect(details.history.map((event) => event.action)).toEqual(['application_rejected', 'application_reopened']);
    expect(details.history[1]).toMatchObject({
      adminUserName: 'admin',
      details: { reason: 'A spot came free at Milton.', previousStatus: 'rejected' },
    });
    const mail = await kit.mail(
      (candidate) => candidate.subject.includes('under review again') && candidate.to.includes('reopen@example.com'),
    );
    expect(mail.text).toContain('Reason: A spot came free at Milton.');
    expect(mail.text).toMatch(/\/status\/[A-Za-z0-9_-]{43}/);

    const twice = await kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
  });

  test('a reopened application is decided again exactly once when two decisions race, and reopenings race to one winner', async () => {
    const booked = await kit.book();
    expect((await decide(booked.id, 0)).statusCode).toBe(200);
    const reopenings = await Promise.all([
      kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'First admin' }),
      kit.post(APPLICANT_API.reopen, { id: booked.id, reason: 'Second admin' }),
    ]);
    expect(reopenings.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const decisions = await Promise.all([decide(booked.id, 0), decide(booked.id, 1, 'Changed our mind')]);
    expect(decisions.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const events = await kit.t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('application_id', '=', booked.id)
      .where('action', 'in', ['application_accepted', 'application_rejected'])
      .execute();
    expect(events).toHaveLength(2);
    const reopenEvents = await kit.t.database.db
      .selectFrom('application_events')
      .select('action')
      .where('application_id', '=', booked.id)
      .execute();
    expect(reopenEvents).toEqual([{ action: 'application_reopened' }]);
  });

  test('the admin corrects the insurance expiry; bad dates are refused listing each error', async () => {
    const booked = await kit.book({ personalInfo: { insuranceExpiresOn: '2027-03-01' } });
    const bad = await kit.post(APPLICANT_API.updateInsuranceExpiry, { id: 0, insuranceExpiresOn: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['id', 'insuranceExpiresOn']);
    const missing = await kit.post(APPLICANT_API.updateInsuranceExpiry, {
      id: 999_999,
      insuranceExpiresOn: '2027-04-01',
    });
    expect(missing.statusCode).toBe(404);

    const response = await kit.post(APPLICANT_API.updateInsuranceExpiry, {
      id: booked.id,
      insuranceExpiresOn: '2027-04-15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, insuranceExpiresOn: '2027-04-15' });
    const details = await kit.details(booked.id);
    expect(details.insuranceExpiresOn).toBe('2027-04-15');
    expect(details.history.at(-1)).toMatchObject({
      action: 'insurance_expiry_updated',
      adminUserName: 'admin',
      details: { from: '2027-03-01', to: '2027-04-15' },
    });
    expect((await kit.status(booked.token)).json().insuranceExpiresOn).toBe('2027-04-15');
  });

  test('Needs attention lists certificates expiring within 60 days and those expired', async () => {
    const soon = await acceptedCustomer('soon@example.com', '2027-01-20');
    const later = await acceptedCustomer('later@example.com', '2027-03-01');
    const lapsed = await acceptedCustomer('lapsed@example.com', '2026-11-01');
    const response = await kit.t.app.inject({ method: 'GET', url: APPLICANT_API.needsAttention, headers: kit.admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids = (group: { data: Array<{ id: number }> }) => group.data.map((item) => item.id);
    expect(ids(body.insuranceExpiring)).toContain(soon.id);
    expect(ids(body.insuranceExpiring)).not.toContain(later.id);
    expect(ids(body.insuranceExpired)).toContain(lapsed.id);
    expect(body.insuranceExpired.data.find((item: { id: number }) => item.id === lapsed.id)).toEqual({
      id: lapsed.id,
      reference: lapsed.reference,
      name: expect.stringContaining('Navdeep'),
      status: 'Accepted',
      date: '2026-11-01',
    });
    expect(body.insuranceExpiring.count).toBe(body.insuranceExpiring.data.length);
    expect((await kit.t.app.inject({ method: 'GET', url: APPLICANT_API.needsAttention })).statusCode).toBe(401);
  });

  test('reminders go 30 and 7 days before expiry, each exactly once, to the customer with a link and to the company', async () => {
    await kit.setNow('2026-12-01T12:00:00.000Z');
    const customer = await acceptedCustomer('remind.me@example.com', '2027-01-31');
    const job = kit.t.app.insuranceReminderJob;
    const runAt = async (moment: string) => {
      await kit.setNow(moment);
      const outcome = await job.runIfDue();
      expect(outcome.status).toBe('ran');
    };

    await runAt('2026-12-31T12:00:00.000Z');
    expect(await remindersOf(customer.id)).toEqual([]);
    await runAt('2027-01-01T08:00:00.000Z');
    expect((await remindersOf(customer.id)).map((row) => row.days_before)).toEqual([30]);
    await runAt('2027-01-01T20:00:00.000Z');
    await runAt('2027-01-12T08:00:00.000Z');
    expect((await remindersOf(customer.id)).map((row) => row.days_before)).toEqual([30]);
    await runAt('2027-01-24T08:00:00.000Z');
    await runAt('2027-01-25T08:00:00.000Z');
    await runAt('2027-02-02T08:00:00.000Z');
    expect(await remindersOf(customer.id)).toEqual([
      { expires_on: '2027-01-31', days_before: 30, sent_at: '2027-01-01T08:00:00.000Z' },
      { expires_on: '2027-01-31', days_before: 7, sent_at: '2027-01-24T08:00:00.000Z' },
    ]);

    await kit.t.app.outboxWorker.drain();
    const toCustomer = kit.smtp.messages.filter(
      (mail) => mail.to.includes('remind.me@example.com') && mail.subject.includes('insurance'),
    );
    expect(toCustomer.map((mail) => mail.subject)).toEqual([
      `Your certificate of insurance expires on 2027-01-31 (${customer.reference})`,
      `Your certificate of insurance expires on 2027-01-31 (${customer.reference})`,
    ]);
    expect(toCustomer[0]?.text).toContain('in 30 days');
    expect(toCustomer[1]?.text).toContain('in 7 days');
    const toCompany = kit.smtp.messages.filter((mail) => mail.subject.startsWith(`Insurance of ${customer.reference}`));
    expect(toCompany).toHaveLength(2);
    expect(toCompany[0]?.to).toEqual([kit.t.config.mail.companyInbox]);

    // The link in a reminder opens the page after the decision's weeks are over, and asks for the certificate.
    const token = /\/status\/([A-Za-z0-9_-]{43})/.exec(toCustomer[1]?.text ?? '')?.[1] ?? '';
    await kit.setNow('2027-01-26T08:00:00.000Z');
    const view = (await kit.status(token)).json();
    expect(view).toMatchObject({ status: 'Accepted', insuranceExpiresOn: '2027-01-31' });
    expect(view.corrections).toEqual([
      expect.objectContaining({ kind: 'CertificateOfInsurance', label: 'Certificate of Insurance' }),
    ]);
    const renewed = await kit.post(
      APPLICANT_API.submitCorrections(token),
      { documents: { CertificateOfInsurance: await uploadDocument(kit.t.app, 'CertificateOfInsurance') } },
      {},
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toEqual({ isSuccess: true, status: 'Accepted' });
    const notice = await kit.mail((mail) =>
      mail.subject.startsWith(`A renewed certificate of insurance for ${customer.reference}`),
    );
    expect(notice.to).toEqual([kit.t.config.mail.companyInbox]);

    // A new expiry date starts a new pair.
    await kit.post(APPLICANT_API.updateInsuranceExpiry, { id: customer.id, insuranceExpiresOn: '2028-01-31' });
    await runAt('2028-01-01T08:00:00.000Z');
    expect((await remindersOf(customer.id)).map((row) => `${row.expires_on}/${row.days_before}`)).toEqual([
      '2027-01-31/30',
      '2027-01-31/7',
      '2028-01-31/30',
    ]);
  });

  test('two job runners racing (two servers, or a restarted one) send each reminder once', async () => {
    await kit.setNow('2028-03-01T08:00:00.000Z');
    const customer = await acceptedCustomer('race@example.com', '2028-03-31');
    await kit.setNow('2028-03-02T08:00:00.000Z');
    const servers = [1, 2].map(() =>
      createInsuranceReminderJob({ ...reminderContext(), clock: () => kit.t.app.clock(), logger: kit.t.app.log }),
    );
    const outcomes = await Promise.all(servers.map((server) => server.runIfDue()));
    const sent = outcomes.map((outcome) => (outcome.status === 'ran' ? outcome.result.remindersSent : 0));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);

    // Without the lease's help: the reminders table alone keeps it to one.
    const direct = await Promise.all([
      sendDueInsuranceReminders(reminderContext(), kit.t.app.clock()),
      sendDueInsuranceReminders(reminderContext(), kit.t.app.clock()),
    ]);
    expect(direct.map((result) => result.remindersSent)).toEqual([0, 0]);
    await kit.setNow('2028-03-03T08:00:00.000Z');
    const restarted = createInsuranceReminderJob({
      ...reminderContext(),
      clock: () => kit.t.app.clock(),
      logger: kit.t.app.log,
    });
    const again = await restarted.runIfDue();
    expect(again.status === 'ran' ? again.result.remindersSent : 0).toBe(0);
    expect(await remindersOf(customer.id)).toHaveLength(1);
  });

  test('the link stops working some weeks after the final decision', async () => {
    await kit.setNow('2028-06-01T08:00:00.000Z');
    const booked = await kit.book();
    expect((await decide(booked.id, 1)).statusCode).toBe(200);
    await kit.setNow('2028-07-26T07:00:00.000Z');
    expect((await kit.status(booked.token)).statusCode).toBe(200);
    await kit.setNow('2028-07-27T09:00:00.000Z');
    expect((await kit.status(booked.token)).statusCode).toBe(404);
  });

  test('retention removes an application’s earlier versions, links, requests, history and reminders with it', async () => {
    await kit.setNow('2028-08-01T08:00:00.000Z');
    const booked = await kit.book();
    await kit.post(APPLICANT_API.requestCorrections, {
      id: booked.id,
      documents: [{ kind: 'CertificateOfInsurance', reason: 'Blurred' }],
    });
    const submitted = await kit.post(
      APPLICANT_API.submitCorrections(booked.token),
      { documents: { CertificateOfInsurance: await uploadDocument(kit.t.app, 'CertificateOfInsurance') } },
      {},
    );
    expect(submitted.statusCode).toBe(200);
    expect((await decide(booked.id, 1)).statusCode).toBe(200);
    const db = kit.t.database.db;
    const count = async (
      table: 'documents' | 'application_status_tokens' | 'correction_requests' | 'application_events',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('application_id', '=', booked.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([
      await count('documents'),
      await count('application_status_tokens'),
      await count('correction_requests'),
      await count('application_events'),
    ]).toEqual([6, 2, 1, 2]);

    await kit.setNow('2030-08-05T08:00:00.000Z');
    const outcome = await kit.t.app.retentionJob.runIfDue();
    expect(outcome.status).toBe('ran');
    expect([
      await count('documents'),
      await count('application_status_tokens'),
      await count('correction_requests'),
      await count('application_events'),
    ]).toEqual([0, 0, 0, 0]);
    expect((await kit.status(booked.token)).statusCode).toBe(404);
  });
});
