import { afterEach, describe, expect, test } from 'vitest';
import { CONTACT_ADMIN_API } from '../../../domain/contact-admin.schema.ts';
import { ENQUIRY_PATH } from '../../../domain/enquiry.schema.ts';
import { JOB_APPLICATION_PATH } from '../../../domain/job-application.schema.ts';
import { createEnquiryInput, createJobApplicationInput } from '../../../tests/factories/contact.factory.ts';
import { signInAsAdmin, signInWithCookies } from '../../../tests/support/admin-session.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { previewOf } from './contact-admin.service.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A clock the test moves, so each message has its own time. */
async function start() {
  let now = new Date('2026-11-20T09:00:00.000Z');
  const t = await createTestApp({ clock: () => now, rateLimits: false });
  testApp = t;
  const { headers, adminId } = await signInAsAdmin(t);
  const advance = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
    return now.toISOString();
  };
  const sendEnquiry = async (fullName: string, message = 'Please call me about parking.') => {
    const at = advance(5);
    const response = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      payload: createEnquiryInput({ FullName: fullName, message }),
    });
    expect(response.statusCode).toBe(200);
    return at;
  };
  const sendJobApplication = async (fullName: string) => {
    advance(5);
    const response = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_PATH,
      payload: createJobApplicationInput({ FullName: fullName }),
    });
    expect(response.statusCode).toBe(200);
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  return { t, headers, adminId, advance, sendEnquiry, sendJobApplication, get };
}

describe(`the admin's inbox of Contact page messages on ${TEST_DATABASE_KIND}`, () => {
  test('an enquiry sent with a phone number only is listed and opened with what it left out empty', async () => {
    const { t, get } = await start();
    const sent = await t.app.inject({
      method: 'POST',
      url: ENQUIRY_PATH,
      payload: { FullName: 'Ann Lee', PhoneNumber: '416-555-0123', message: 'Room for two trailers in Milton?' },
    });
    expect(sent.statusCode).toBe(200);

    const list = await get(CONTACT_ADMIN_API.enquiries);
    expect(list.statusCode).toBe(200);
    const [row] = list.json().data;
    expect(row).toMatchObject({ fullName: 'Ann Lee', email: '', companyName: '', phoneNumber: '416-555-0123' });
    const details = await get(CONTACT_ADMIN_API.enquiry(row.id));
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ email: '', address: '', phoneNumber: '416-555-0123' });
  });

  test('enquiries are listed newest first, paged, with the total and unread counts', async () => {
    const { sendEnquiry, get } = await start();
    for (const name of ['First Sender', 'Second Sender', 'Third Sender']) await sendEnquiry(name);

    const all = await get(CONTACT_ADMIN_API.enquiries);
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('private, no-store');
    const body = all.json();
    expect(body).toMatchObject({ count: 3, unreadCount: 3 });
    expect(body.data.map((row: { fullName: string }) => row.fullName)).toEqual([
      'Third Sender',
      'Second Sender',
      'First Sender',
    ]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      createdAt: '2026-11-20T09:15:00.000Z',
      readAt: null,
      fullName: 'Third Sender',
      companyName: 'Sandhu Freight Lines',
      email: 'gurpreet@sandhu-freight.example',
      phoneNumber: '4165550123',
      preview: 'Please call me about parking.',
    });

    const secondPage = await get(`${CONTACT_ADMIN_API.enquiries}?skip=2&take=2`);
    expect(secondPage.json()).toMatchObject({ count: 3, unreadCount: 3, data: [{ fullName: 'First Sender' }] });
  });

  test('opening an enquiry shows all of it and marks it read once, by the first opening', async () => {
    const { t, sendEnquiry, get, advance, adminId } = await start();
    await sendEnquiry('Only Sender', 'Line one\nLine two, with <b>markup</b>.');
    const [listed] = (await get(CONTACT_ADMIN_API.enquiries)).json().data as Array<{ id: number }>;
    const openedAt = advance(3);

    const opened = await get(CONTACT_ADMIN_API.enquiry(listed?.id ?? 0));

    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({
      id: listed?.id,
      createdAt: '2026-11-20T09:05:00.000Z',
      readAt: openedAt,
      fullName: 'Only Sender',
      phoneNumber: '4165550123',
      companyName: 'Sandhu Freight Lines',
      address: '80 Courtneypark Dr, Mississauga',
      email: 'gurpreet@sandhu-freight.example',
      message: 'Line one\nLine two, with <b>markup</b>.',
    });
    const row = await t.database.db.selectFrom('contact_enquiries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ read_at: openedAt, read_by: adminId });
    expect((await get(CONTACT_ADMIN_API.enquiries)).json()).toMatchObject({
      unreadCount: 0,
      data: [{ readAt: openedAt }],
    });

    advance(10);
    expect((await get(CONTACT_ADMIN_API.enquiry(listed?.id ?? 0))).json().readAt).toBe(openedAt);
  });

  test('job applications are listed newest first and marked read when opened', async () => {
    const { sendJobApplication, get } = await start();
    await sendJobApplication('Early Applicant');
    await sendJobApplication('Late Applicant');

    const list = (await get(CONTACT_ADMIN_API.jobApplications)).json();
    expect(list).toMatchObject({ count: 2, unreadCount: 2 });
    expect(list.data[0]).toEqual({
      id: expect.any(Number),
      createdAt: '2026-11-20T09:10:00.000Z',
      readAt: null,
      fullName: 'Late Applicant',
      hiringFor: 'Yard shunter',
      years: 6,
      email: 'olena.kovalenko@example.com',
      telephone: '+1 905-555-0188',
    });

    const opened = await get(CONTACT_ADMIN_API.jobApplication(list.data[1].id));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      fullName: 'Early Applicant',
      address: '14 Main St N, Milton, ON',
      readAt: expect.any(String),
    });
    expect((await get(CONTACT_ADMIN_API.jobApplications)).json()).toMatchObject({ unreadCount: 1 });
  });

  test('the unread counts of both kinds are one call', async () => {
    const { sendEnquiry, sendJobApplication, get } = await start();
    await sendEnquiry('Ann Sender');
    await sendEnquiry('Bob Sender');
    await sendJobApplication('Cleo Applicant');
    const response = await get(CONTACT_ADMIN_API.unreadCounts);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enquiries: 2, jobApplications: 1 });
  });

  test('a signed-in browser session (cookie) can read the inbox too', async () => {
    const { t, sendEnquiry } = await start();
    await sendEnquiry('Cookie Reader');
    const { cookie } = await signInWithCookies(t);
    const response = await t.app.inject({ method: 'GET', url: CONTACT_ADMIN_API.enquiries, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 1 });
  });

  test('without a session every inbox call is 401, and nothing is marked read', async () => {
    const { t, sendEnquiry, sendJobApplication } = await start();
    await sendEnquiry('Private Sender');
    await sendJobApplication('Private Applicant');
    const [enquiry] = await t.database.db.selectFrom('contact_enquiries').select('id').execute();
    const [application] = await t.database.db.selectFrom('contact_job_applications').select('id').execute();

    for (const url of [
      CONTACT_ADMIN_API.enquiries,
      CONTACT_ADMIN_API.enquiry(enquiry?.id ?? 0),
      CONTACT_ADMIN_API.jobApplications,
      CONTACT_ADMIN_API.jobApplication(application?.id ?? 0),
      CONTACT_ADMIN_API.unreadCounts,
    ]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ isSuccess: false, code: 'unauthorized' });
      expect(anonymous.body).not.toContain('Private');
      const forged = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-session' } });
      expect(forged.statusCode, url).toBe(401);
    }
    const unread = await t.database.db.selectFrom('contact_enquiries').select('read_at').executeTakeFirstOrThrow();
    expect(unread.read_at).toBeNull();
    const unreadApplication = await t.database.db
      .selectFrom('contact_job_applications')
      .select('read_at')
      .executeTakeFirstOrThrow();
    expect(unreadApplication.read_at).toBeNull();
  });

  test('an unknown id is 404, a malformed id or page size is 400', async () => {
    const { get } = await start();
    expect((await get(CONTACT_ADMIN_API.enquiry(999))).statusCode).toBe(404);
    expect((await get(CONTACT_ADMIN_API.jobApplication(999))).json()).toMatchObject({ code: 'not_found' });
    expect((await get(CONTACT_ADMIN_API.enquiry('12abc'))).statusCode).toBe(400);
    expect((await get(CONTACT_ADMIN_API.jobApplication('-1'))).statusCode).toBe(400);
    expect((await get(`${CONTACT_ADMIN_API.enquiries}?take=101`)).statusCode).toBe(400);
    expect((await get(`${CONTACT_ADMIN_API.jobApplications}?take=0`)).statusCode).toBe(400);
    expect((await get(`${CONTACT_ADMIN_API.enquiries}?skip=-1`)).statusCode).toBe(400);
  });
});

test('a long message is previewed on one line, cut at a word', () => {
  expect(previewOf('  Short\n\nmessage  ')).toBe('Short message');
  const long = `${'word '.repeat(40)}end`;
  const preview = previewOf(long);
  expect(preview.length).toBeLessThanOrEqual(161);
  expect(preview.endsWith('word…')).toBe(true);
});
