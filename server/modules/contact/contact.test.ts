import { afterEach, describe, expect, test } from 'vitest';
import { ENQUIRY_PATH } from '../../../domain/enquiry.schema.ts';
import { JOB_APPLICATION_PATH } from '../../../domain/job-application.schema.ts';
import { createEnquiryInput, createJobApplicationInput } from '../../../tests/factories/contact.factory.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import { contactRowCounts, NO_CONTACT_ROWS } from '../../../tests/support/row-counts.ts';
import { failingInsertsInto, INJECTED } from '../../../tests/support/failing-inserts.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { CONTACT_RATE_LIMIT } from './contact.routes.ts';

let testApp: TestApp | undefined;
let smtp: SmtpTestServer | undefined;
afterEach(async () => {
  await testApp?.close();
  await smtp?.stop();
  testApp = undefined;
  smtp = undefined;
});

const NOW = new Date('2026-11-23T15:30:00.000Z');

async function start(options: Parameters<typeof createTestApp>[0] = {}) {
  testApp = await createTestApp({ clock: () => NOW, ...options });
  return testApp;
}

function fieldErrors(body: { errors?: Array<{ path: string; message: string }> }) {
  return Object.fromEntries((body.errors ?? []).map((error) => [error.path, error.message]));
}

describe(`the Contact page's forms on ${TEST_DATABASE_KIND}`, () => {
  test('an enquiry is stored, unread, and its e-mail queued to the info inbox with the sender as Reply-To', async () => {
    const t = await start();
    const enquiry = createEnquiryInput();

    const response = await t.app.inject({ method: 'POST', url: ENQUIRY_PATH, payload: enquiry });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, message: expect.stringContaining('Thank you') });
    expect(await contactRowCounts(t.database.db)).toEqual({ enquiries: 1, jobApplications: 0, mails: 1 });
    const stored = await t.database.db.selectFrom('contact_enquiries').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      created_at: NOW.toISOString(),
      read_at: null,
      read_by: null,
      full_name: enquiry.FullName,
      phone_number: enquiry.PhoneNumber,
      company_name: enquiry.CompanyName,
      address: enquiry.Address,
      email: enquiry.Email,
      message: enquiry.message,
    });
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: t.config.mail.companyInbox,
      reply_to: enquiry.Email,
      subject: `New Message from ${enquiry.FullName} (${enquiry.CompanyName})`,
      status: 'pending',
    });
    expect(mail.html).toContain(`http://localhost:3000/Dashboard/Messages/enquiry/${stored.id}`);
    expect(mail.text).toContain(`Message: ${enquiry.message}`);
  });

  test('a job application is stored and its e-mail queued to the careers inbox with the sender as Reply-To', async () => {
    const t = await start({ environment: { CAREERS_INBOX: 'jobs@yard-hiring.example' } });
    const application = createJobApplicationInput();

    const response = await t.app.inject({ method: 'POST', url: JOB_APPLICATION_PATH, payload: application });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccess: true });
    expect(await contactRowCounts(t.database.db)).toEqual({ enquiries: 0, jobApplications: 1, mails: 1 });
    const stored = await t.database.db.selectFrom('contact_job_applications').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      created_at: NOW.toISOString(),
      read_at: null,
      full_name: application.FullName,
      telephone: application.telephone,
      address: application.Address,
      email: application.Email,
      hiring_for: application.hiringFor,
      years_of_experience: application.years,
    });
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: 'jobs@yard-hiring.example',
      reply_to: application.Email,
      subject: `Job application from ${application.FullName}: ${application.hiringFor}`,
    });
    expect(mail.html).toContain(`/Dashboard/Messages/job-application/${stored.id}`);
  });

  test('values are stored trimmed, as the schema gives them', async () => {
    const t = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      payload: createEnquiryInput({ FullName: '  Ann Lee ', Email: ' ann@example.com ' }),
    });
    expect(response.statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('contact_enquiries').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ full_name: 'Ann Lee', email: 'ann@example.com' });
  });

  test('an enquiry without a name, a message or a way to reply is refused, and nothing is stored', async () => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: ENQUIRY_PATH, payload: {} });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'validation_failed' });
    expect(fieldErrors(response.json())).toEqual({ FullName: 'Full Name required', message: 'Message required' });
    const nameOnly = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      payload: { FullName: 'Ann Lee', message: 'Room for two trailers in Milton?' },
    });
    expect(nameOnly.statusCode).toBe(400);
    expect(fieldErrors(nameOnly.json())).toEqual({ Email: 'Give an email address or a phone number so we can reply' });
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test('an enquiry with a name, a phone number and the message is stored; its e-mail says to call back', async () => {
    const t = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      payload: { FullName: 'Ann Lee', PhoneNumber: '416-555-0123', message: 'Room for two trailers in Milton?' },
    });

    expect(response.statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('contact_enquiries').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      full_name: 'Ann Lee',
      phone_number: '416-555-0123',
      email: '',
      company_name: '',
      address: '',
      message: 'Room for two trailers in Milton?',
    });
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ reply_to: null, subject: 'New Message from Ann Lee' });
    expect(mail.text).toContain('Call them back at 416-555-0123.');
    expect(mail.text).not.toContain('Company:');
    expect(mail.text).not.toContain('Email:');
  });

  test('an enquiry with an e-mail address and no phone number is stored, the sender as Reply-To', async () => {
    const t = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      // An older caller may send null for what it leaves out: null is absent.
      payload: { FullName: 'Ann Lee', Email: 'ann@example.com', PhoneNumber: null, message: 'Rates for one truck?' },
    });

    expect(response.statusCode).toBe(200);
    const stored = await t.database.db.selectFrom('contact_enquiries').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email: 'ann@example.com', phone_number: '', company_name: '' });
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ reply_to: 'ann@example.com', subject: 'New Message from Ann Lee' });
  });

  test("an empty job application is refused with the original form's messages, and nothing is stored", async () => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: JOB_APPLICATION_PATH, payload: {} });

    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      FullName: 'Full Name required',
      telephone: 'Telephone Number required',
      Address: 'Address is required',
      Email: 'Email is required',
      hiringFor: 'Job title required',
      years: 'Number of years of experience required',
    });
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test.each([
    ['a short full name', { FullName: 'Al' }, 'FullName', 'Full Name must be at least 3 characters'],
    ['a long full name', { FullName: 'A'.repeat(31) }, 'FullName', 'Use at most 30 characters'],
    ['a 4-digit phone number', { PhoneNumber: '1234' }, 'PhoneNumber', 'Phone Number must have 5 to 10 digits'],
    [
      'an 11-digit phone number',
      { PhoneNumber: '14165550123' },
      'PhoneNumber',
      'Phone Number must have 5 to 10 digits',
    ],
    ['a short company name', { CompanyName: 'AB' }, 'CompanyName', 'Company Name must be at least 3 characters'],
    ['a long address', { Address: 'A'.repeat(41) }, 'Address', 'Use at most 40 characters'],
    ['an invalid e-mail', { Email: 'not-an-email' }, 'Email', 'Enter a valid email address, like name@example.com'],
    ['a second recipient in the e-mail', { Email: 'a@example.com\r\nBcc: b@example.com' }, 'Email', undefined],
    ['a short message', { message: 'Hello' }, 'message', 'Message must be at least 8 characters'],
    [
      'a NUL byte in the message',
      { message: 'Hello there\u0000' },
      'message',
      'Remove the invisible control characters',
    ],
  ])('an enquiry with %s is refused on its field, and nothing is stored', async (_name, override, path, message) => {
    const t = await start();
    const response = await t.app.inject({ method: 'POST', url: ENQUIRY_PATH, payload: createEnquiryInput(override) });

    expect(response.statusCode).toBe(400);
    const errors = fieldErrors(response.json());
    expect(Object.keys(errors)).toEqual([path]);
    if (message) expect(errors[path]).toBe(message);
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test.each([
    ['a one-letter name', { FullName: 'A' }, 'FullName', 'Full Name must be at least 2 characters'],
    ['a 4-character telephone', { telephone: '1234' }, 'telephone', 'Telephone Number must be at least 5 characters'],
    ['a 21-character telephone', { telephone: '1'.repeat(21) }, 'telephone', 'Use at most 20 characters'],
    ['a one-letter address', { Address: 'A' }, 'Address', 'Address must be at least 2 characters'],
    ['a long job title', { hiringFor: 'J'.repeat(21) }, 'hiringFor', 'Use at most 20 characters'],
    ['1 year of experience', { years: 1 }, 'years', 'At least 2 years of experience are required'],
    ['11 years of experience', { years: 11 }, 'years', 'Enter at most 10 (10 means 10 or more)'],
    ['years as text', { years: 'five' }, 'years', 'Number of years of experience required'],
    ['a line break in the name', { FullName: 'Ann\r\nBcc: x@example.com' }, 'FullName', 'Keep this on one line'],
  ])(
    'a job application with %s is refused on its field, and nothing is stored',
    async (_name, override, path, message) => {
      const t = await start();
      const response = await t.app.inject({
        method: 'POST',
        url: JOB_APPLICATION_PATH,
        payload: createJobApplicationInput(override),
      });

      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual({ [path]: message });
      expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
    },
  );

  // Form-encoded bodies are the page's own no-script posts: contact-form-post.test.ts.
  test('a body that is neither JSON nor a form post is refused, and nothing is stored', async () => {
    const t = await start();
    for (const url of [ENQUIRY_PATH, JOB_APPLICATION_PATH]) {
      const plain = await t.app.inject({
        method: 'POST',
        url,
        payload: 'FullName=Ann',
        headers: { 'content-type': 'text/plain' },
      });
      expect(plain.statusCode).toBe(415);
    }
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
  });

  test('the caller cannot choose where the e-mail goes: a `to` or `subject` in the body is ignored', async () => {
    const t = await start();
    const response = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      payload: { ...createEnquiryInput(), to: 'victim@example.com', subject: 'Buy now' },
    });
    expect(response.statusCode).toBe(200);
    const mail = await t.database.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(t.config.mail.companyInbox);
    expect(mail.subject).not.toContain('Buy now');
  });

  test('a failure before the commit leaves neither the message nor its e-mail, and a retry succeeds', async () => {
    const crash = failingInsertsInto('mail_outbox');
    const t = await start({ wrapDatabase: crash.wrapDatabase });

    const failed = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_PATH,
      payload: createJobApplicationInput(),
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain(INJECTED);
    expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);

    crash.heal();
    const retried = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_PATH,
      payload: createJobApplicationInput(),
    });
    expect(retried.statusCode).toBe(200);
    expect(await contactRowCounts(t.database.db)).toEqual({ enquiries: 0, jobApplications: 1, mails: 1 });
  });

  test('each form is rate limited per client with Retry-After; the other form and other clients still get through', async () => {
    const t = await start();
    const post = (url: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, payload: {}, remoteAddress });

    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt += 1) {
      expect((await post(ENQUIRY_PATH, '203.0.113.7')).statusCode).toBe(400);
    }
    const limited = await post(ENQUIRY_PATH, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ isSuccess: false, code: 'rate_limited' });

    expect((await post(ENQUIRY_PATH, '203.0.113.8')).statusCode).toBe(400);
    expect((await post(JOB_APPLICATION_PATH, '203.0.113.7')).statusCode).toBe(400);
  });

  test.each([
    ['an enquiry', ENQUIRY_PATH, () => createEnquiryInput({ website: 'http://spam.example' })],
    ['a job application', JOB_APPLICATION_PATH, () => createJobApplicationInput({ website: 'spam' })],
  ])(
    '%s with a filled honeypot is answered as a success, and nothing is stored or mailed',
    async (_name, url, input) => {
      const t = await start();
      const response = await t.app.inject({ method: 'POST', url, payload: input() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isSuccess: true, message: expect.stringContaining('Thank you') });
      expect(await contactRowCounts(t.database.db)).toEqual(NO_CONTACT_ROWS);
    },
  );
});

describe(`Contact page e-mails through a real SMTP server on ${TEST_DATABASE_KIND}`, () => {
  test('the enquiry arrives at the info inbox with Reply-To and every value escaped', async () => {
    smtp = await startSmtpTestServer();
    const t = await start({ environment: { SMTP_URL: smtp.url, COMPANY_INBOX: 'office@yard-company.example' } });
    const enquiry = createEnquiryInput({
      FullName: '<b>Eve</b> & Co',
      CompanyName: '"Quotes" Inc',
      message: '<script>alert(1)</script>\nSecond line & more',
      Email: 'eve@example.com',
    });

    expect((await t.app.inject({ method: 'POST', url: ENQUIRY_PATH, payload: enquiry })).statusCode).toBe(200);
    expect(await t.app.outboxWorker.drain()).toBe(true);
    const [mail] = await smtp.waitForMessages(1);

    expect(mail?.to).toEqual(['office@yard-company.example']);
    expect(mail?.envelope.to).toEqual(['office@yard-company.example']);
    expect(mail?.replyTo).toBe('eve@example.com');
    expect(mail?.from).toBe(t.config.mail.from);
    expect(mail?.subject).toBe('New Message from <b>Eve</b> & Co ("Quotes" Inc)');
    const html = mail?.html ?? '';
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Second line &amp; more');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; Co');
    expect(html).toContain('&quot;Quotes&quot; Inc');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Eve');
    expect(mail?.text).toContain('<script>alert(1)</script>');
  });

  test('the job application arrives at the careers inbox with Reply-To and every value escaped', async () => {
    smtp = await startSmtpTestServer();
    const t = await start({ environment: { SMTP_URL: smtp.url, CAREERS_INBOX: 'careers@yard-company.example' } });
    const application = createJobApplicationInput({
      FullName: 'Olena <img src=x>',
      hiringFor: 'Driver & "shunter"',
      Email: 'olena@example.com',
    });

    expect((await t.app.inject({ method: 'POST', url: JOB_APPLICATION_PATH, payload: application })).statusCode).toBe(
      200,
    );
    expect(await t.app.outboxWorker.drain()).toBe(true);
    const [mail] = await smtp.waitForMessages(1);

    expect(mail?.to).toEqual(['careers@yard-company.example']);
    expect(mail?.replyTo).toBe('olena@example.com');
    const html = mail?.html ?? '';
    expect(html).toContain('Olena &lt;img src=x&gt;');
    expect(html).toContain('Driver &amp; &quot;shunter&quot;');
    expect(html).toContain('6 years');
    expect(html).not.toContain('<img src=x>');
  });
});
