import { SMTPServer } from 'smtp-server';
import { afterEach, expect, test } from 'vitest';
import { createBookingInput } from '../factories/booking.factory.ts';
import { uploadAllDocuments } from '../support/documents.ts';
import { findFreePort, type SmtpTestServer, startSmtpTestServer } from '../support/smtp-test-server.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../support/test-app.ts';

/**
 * Mail out of service, for real: the SMTP relay is first down (nothing listens on its port), then
 * up but refusing every message (451), then back. Bookings succeed throughout; their e-mails wait
 * in the outbox and go out, each once, when the relay accepts again.
 */
const CREATE = '/api/ApplicationFormData/CreateApplicationForm';
const START = new Date('2026-06-01T12:00:00.000Z');
let now = START;
let testApp: TestApp | undefined;
let refusing: SMTPServer | undefined;
let smtp: SmtpTestServer | undefined;

afterEach(async () => {
  await testApp?.close();
  if (refusing) await new Promise<void>((resolve) => refusing?.close(() => resolve()));
  await smtp?.stop();
  testApp = undefined;
  refusing = undefined;
  smtp = undefined;
  now = START;
});

/** A relay that answers but refuses each recipient with a temporary failure, as a full or throttled relay does. */
async function startRefusingRelay(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      callback(error);
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return server;
}

async function outbox(t: TestApp) {
  return t.database.db.selectFrom('mail_outbox').select(['status', 'attempts', 'last_error']).execute();
}

/** Moves the clock past every message's retry time and lets the worker run once. */
async function retryDue(t: TestApp) {
  const rows = await t.database.db.selectFrom('mail_outbox').select('next_attempt_at').execute();
  const latest = Math.max(...rows.map((row) => Date.parse(row.next_attempt_at)));
  now = new Date(Math.max(now.getTime(), latest) + 1_000);
  return t.app.outboxWorker.runOnce();
}

test(`bookings succeed while SMTP is down and then refusing, and their e-mails go out once it is back (${TEST_DATABASE_KIND})`, async () => {
  const port = await findFreePort();
  testApp = await createTestApp({ clock: () => now, environment: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  const t = testApp;

  // Down: nothing listens.
  const first = await t.app.inject({
    method: 'POST',
    url: CREATE,
    payload: createBookingInput({}, await uploadAllDocuments(t.app)),
  });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ message: 'Done' });
  expect(await t.app.outboxWorker.runOnce()).toMatchObject({ sent: 0, retried: 2 });
  expect((await outbox(t)).map((row) => row.last_error)).toEqual([
    expect.stringMatching(/ECONNREFUSED/),
    expect.stringMatching(/ECONNREFUSED/),
  ]);

  // Up, but refusing.
  refusing = await startRefusingRelay(port);
  const second = await t.app.inject({
    method: 'POST',
    url: CREATE,
    payload: createBookingInput(
      { personalInfo: { email: 'second.carrier@example.com' } },
      await uploadAllDocuments(t.app),
    ),
  });
  expect(second.statusCode).toBe(200);
  expect(await retryDue(t)).toMatchObject({ sent: 0, retried: 4 });
  expect((await outbox(t)).every((row) => row.status === 'pending' && /451/.test(row.last_error ?? ''))).toBe(true);

  // Back: every mail of both bookings goes out, each exactly once.
  await new Promise<void>((resolve) => refusing?.close(() => resolve()));
  refusing = undefined;
  smtp = await startSmtpTestServer({ port });
  expect(await retryDue(t)).toMatchObject({ sent: 4, retried: 0 });
  const received = await smtp.waitForMessages(4);
  expect(received.flatMap((message) => message.to).sort()).toEqual(
    [
      t.config.mail.companyInbox,
      t.config.mail.companyInbox,
      'harpreet.gill@example.com',
      'second.carrier@example.com',
    ].sort(),
  );
  expect((await outbox(t)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  expect(await retryDue(t)).toMatchObject({ sent: 0, retried: 0 });
  expect(smtp.messages).toHaveLength(4);
});
