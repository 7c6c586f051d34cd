import { afterEach, expect, test } from 'vitest';
import { APPLICANT_API } from '../../domain/applicant-status.schema.ts';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { createEnquiryInput } from '../factories/contact.factory.ts';
import { signInAsAdmin } from '../support/admin-session.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../support/test-app.ts';

/**
 * A relay that refuses a message for good (SMTP 554) is not asked again every few minutes for
 * hours: the message is marked failed at once and shown to the admin in Needs attention. A
 * temporary refusal (451) is still retried.
 */
const START = new Date('2026-06-01T12:00:00.000Z');
let now = START;
let testApp: TestApp | undefined;
let smtp: SmtpTestServer | undefined;

afterEach(async () => {
  await testApp?.close();
  await smtp?.stop();
  testApp = undefined;
  smtp = undefined;
  now = START;
});

async function outbox(t: TestApp) {
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['id', 'status', 'attempts', 'last_error'])
    .orderBy('id')
    .execute();
}

async function sendEnquiry(t: TestApp) {
  const response = await t.app.inject({ method: 'POST', url: ENQUIRY_PATH, payload: createEnquiryInput() });
  expect(response.statusCode, response.body).toBe(200);
}

test(`a permanent SMTP refusal marks the mail failed at once and shows it to the admin (${TEST_DATABASE_KIND})`, async () => {
  smtp = await startSmtpTestServer();
  smtp.refuseWith({ responseCode: 554, message: '5.7.1 Message rejected as spam' });
  testApp = await createTestApp({ clock: () => now, environment: { SMTP_URL: smtp.url } });
  const t = testApp;

  await sendEnquiry(t);
  expect(await t.app.outboxWorker.runOnce()).toEqual({ sent: 0, failed: 1, retried: 0 });
  const [failed] = await outbox(t);
  expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
  expect(failed?.last_error).toContain('554');

  // Hours later, with the relay accepting again, it is not sent: it was given up on.
  smtp.refuseWith(null);
  now = new Date(START.getTime() + 6 * 60 * 60 * 1000);
  expect(await t.app.outboxWorker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 0 });
  expect(smtp.messages).toHaveLength(0);

  const { headers } = await signInAsAdmin(t);
  const attention = await t.app.inject({ method: 'GET', url: APPLICANT_API.needsAttention, headers });
  expect(attention.statusCode, attention.body).toBe(200);
  expect(attention.json().mailNotDelivered).toEqual({
    count: 1,
    data: [
      {
        id: failed?.id,
        to: t.config.mail.companyInbox,
        subject: expect.any(String),
        queuedAt: START.toISOString(),
        reason: expect.stringContaining('554'),
      },
    ],
  });
});

test(`a temporary SMTP refusal is retried, and not shown as undelivered (${TEST_DATABASE_KIND})`, async () => {
  smtp = await startSmtpTestServer();
  smtp.refuseWith({ responseCode: 451, message: '4.3.2 Try again later' });
  testApp = await createTestApp({ clock: () => now, environment: { SMTP_URL: smtp.url } });
  const t = testApp;

  await sendEnquiry(t);
  expect(await t.app.outboxWorker.runOnce()).toEqual({ sent: 0, failed: 0, retried: 1 });
  expect(await outbox(t)).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);

  const { headers } = await signInAsAdmin(t);
  const attention = await t.app.inject({ method: 'GET', url: APPLICANT_API.needsAttention, headers });
  expect(attention.json().mailNotDelivered).toEqual({ count: 0, data: [] });

  smtp.refuseWith(null);
  now = new Date(START.getTime() + 60 * 60 * 1000);
  expect(await t.app.outboxWorker.runOnce()).toEqual({ sent: 1, failed: 0, retried: 0 });
  expect(smtp.messages).toHaveLength(1);
});
