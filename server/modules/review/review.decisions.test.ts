import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { insertApplication, insertApplications } from '../../../tests/factories/application.factory.ts';
import { signInAsAdmin, signInWithCookies } from '../../../tests/support/admin-session.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../../../tests/support/smtp-test-server.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp | undefined;
let smtp: SmtpTestServer | undefined;
afterEach(async () => {
  await testApp?.close();
  await smtp?.stop();
  testApp = undefined;
  smtp = undefined;
});

const NOW = new Date('2026-11-23T15:30:00.000Z');

/** A real app whose outbox delivers to a real SMTP server on 127.0.0.1. */
async function start() {
  smtp = await startSmtpTestServer();
  const t = await createTestApp({ clock: () => NOW, environment: { SMTP_URL: smtp.url } });
  testApp = t;
  const { headers, adminId } = await signInAsAdmin(t);
  const applicant = await insertApplication(t.database.db, t.app.secrets.dataEncryptionKey, {
    firstName: 'Marie',
    email: 'marie.tremblay@example.com',
    locationAppliedFor: 'Derry Rd W & Mavis Rd',
  });
  return {
    t,
    headers,
    adminId,
    applicant,
    decide: (payload: unknown, extra: Record<string, string> = headers) =>
      t.app.inject({ method: 'POST', url: ADMIN_API.action, payload: payload as object, headers: extra }),
    listIds: async (statusCode?: number) => {
      const query = statusCode === undefined ? '' : `?Status=${statusCode}`;
      const response = await t.app.inject({ method: 'GET', url: `${ADMIN_API.list}${query}`, headers });
      return response.json<{ data: Array<{ id: number }> }>().data.map((row) => row.id);
    },
    statistic: async (statusCode: number) =>
      (await t.app.inject({ method: 'GET', url: `${ADMIN_API.statistics}?Status=${statusCode}`, headers })).json()
        .count as number,
  };
}

async function decisionEvents(t: TestApp, applicationId: number) {
  return t.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('action', 'in', ['application_accepted', 'application_rejected'])
    .execute();
}

async function mailsTo(t: TestApp, address: string) {
  return t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();
}

describe(`CreateApplicationFormAction on ${TEST_DATABASE_KIND}`, () => {
  test('accepting moves the application to the accepted list and counts, and e-mails the applicant next steps', async () => {
    const { t, adminId, applicant, decide, listIds, statistic } = await start();

    const response = await decide({ id: applicant.id, status: 0 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, status: 'Accepted' });
    expect(await listIds(1)).toEqual([applicant.id]);
    expect(await listIds(0)).toEqual([]);
    expect([await statistic(0), await statistic(1), await statistic(2)]).toEqual([0, 1, 0]);

    const row = await t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'accepted',
      decided_at: NOW.toISOString(),
      decided_by: adminId,
      decision_reason: null,
    });
    expect(await decisionEvents(t, applicant.id)).toEqual([
      expect.objectContaining({ action: 'application_accepted', admin_id: adminId, occurred_at: NOW.toISOString() }),
    ]);

    await t.app.outboxWorker.drain();
    const [mail] = await smtp!.waitForMessages(1);
    expect(mail?.to).toEqual(['marie.tremblay@example.com']);
    expect(mail?.subject).toBe(`Your parking application ${applicant.reference} is accepted`);
    expect(mail?.text).toContain('Hello Marie,');
    expect(mail?.text).toContain('Derry Rd W & Mavis Rd');
    expect(mail?.text).toContain('Next step: read and sign your parking agreement');
    expect(mail?.text).toContain(BUSINESS_CONTACT.phoneDisplay);
    // A new private link opens the agreement to sign; a mail holding one is stored sealed.
    const token = /\/status\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const status = await t.app.inject({ method: 'GET', url: `/api/ApplicationStatus/${token}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'Accepted', agreement: { state: 'AwaitingSignature', version: 1 } });
    const queued = await t.app.database.db.selectFrom('mail_outbox').select(['sealed', 'text']).execute();
    expect(queued.at(-1)).toEqual({ sealed: 1, text: '' });
  });

  test('rejecting with a reason lists it under status 2 and sends the reason, escaped, to the applicant', async () => {
    const { t, applicant, decide, listIds, headers } = await start();
    const reason = 'No free <b>trailer</b> spots at "Derry" & none before <script>alert(1)</script> March.';

    const response = await decide({ id: applicant.id, status: 1, reason: `  ${reason}  ` });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, status: 'Rejected' });
    expect(await listIds(2)).toEqual([applicant.id]);
    expect(await listIds(0)).toEqual([]);

    const [mail] = await mailsTo(t, 'marie.tremblay@example.com');
    expect(mail?.html).toContain(
      'No free &lt;b&gt;trailer&lt;/b&gt; spots at &quot;Derry&quot; &amp; none before &lt;script&gt;alert(1)&lt;/script&gt; March.',
    );
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>trailer');
    expect(mail?.text).toContain(`Reason: ${reason}`);

    const details = (await t.app.inject({ method: 'GET', url: ADMIN_API.byId(applicant.id), headers })).json();
    expect(details).toMatchObject({ status: 'Rejected', decidedAt: NOW.toISOString(), decisionReason: reason });
    expect(details.history).toEqual([
      {
        action: 'application_rejected',
        occurredAt: NOW.toISOString(),
        adminUserName: 'admin',
        details: { reference: applicant.reference, reason },
      },
    ]);

    await t.app.outboxWorker.drain();
    const [delivered] = await smtp!.waitForMessages(1);
    expect(delivered?.subject).toBe(`Your parking application ${applicant.reference}`);
    expect(delivered?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('rejecting without a reason sends no reason line', async () => {
    const { t, applicant, decide } = await start();
    expect((await decide({ id: applicant.id, status: 1 })).statusCode).toBe(200);
    const [mail] = await mailsTo(t, 'marie.tremblay@example.com');
    expect(mail?.text).toContain('we cannot accept your application');
    expect(mail?.text).not.toContain('Reason:');
    const row = await t.database.db
      .selectFrom('applications')
      .select('decision_reason')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row.decision_reason).toBeNull();
  });

  test('a decided application cannot be decided again: 409, and nothing changes', async () => {
    const { t, applicant, decide } = await start();
    expect((await decide({ id: applicant.id, status: 0 })).statusCode).toBe(200);

    for (const status of [1, 0]) {
      const again = await decide({ id: applicant.id, status, reason: 'second thoughts' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        isSuccess: false,
        code: 'conflict',
        message: 'This application was already accepted.',
        requestId: expect.any(String),
      });
    }
    const row = await t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'accepted', decision_reason: null });
    expect(await decisionEvents(t, applicant.id)).toHaveLength(1);
    expect(await mailsTo(t, 'marie.tremblay@example.com')).toHaveLength(1);
  });

  test('a rejected application says so when decided again', async () => {
    const { applicant, decide } = await start();
    expect((await decide({ id: applicant.id, status: 1 })).statusCode).toBe(200);
    const again = await decide({ id: applicant.id, status: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This application was already rejected.');
  });

  test('deciding an unknown application answers 404 and records nothing', async () => {
    const { t, decide } = await start();
    const response = await decide({ id: 999_999, status: 0 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isSuccess: false, code: 'not_found' });
    expect(
      await t.database.db.selectFrom('audit_events').select('action').where('application_id', '=', 999_999).execute(),
    ).toEqual([]);
    expect(await t.database.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  test.each([
    ['status 2 (not an action code)', { status: 2 }, 'status'],
    ["status 'x'", { status: 'x' }, 'status'],
    ["status '0' as text", { status: '0' }, 'status'],
    ['no status', {}, 'status'],
    ['an id that is not a number', { id: 'abc', status: 0 }, 'id'],
    ['a reason over 1000 characters', { status: 1, reason: 'x'.repeat(1001) }, 'reason'],
  ])('%s is refused with 400 and changes nothing', async (_name, payload, path) => {
    const { t, applicant, decide } = await start();
    const response = await decide({ id: applicant.id, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ path })] });
    const row = await t.database.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  test('a browser session decides only with the XSRF header', async () => {
    const { t, applicant, decide } = await start();
    const browser = await signInWithCookies(t);

    const forged = await decide({ id: applicant.id, status: 0 }, { cookie: browser.cookie });
    expect(forged.statusCode).toBe(403);
    expect(await decisionEvents(t, applicant.id)).toEqual([]);

    const ours = await decide({ id: applicant.id, status: 0 }, browser.headers);
    expect(ours.statusCode).toBe(200);
  });

  test('20 concurrent decisions by two admins on one pending application: exactly one wins, the rest get 409', async () => {
    const { t, applicant, headers, decide } = await start();
    const second = await signInAsAdmin(t, {
      username: 'second-admin',
      password: 'another long passphrase 42',
      email: 'second@example.com',
    });
    // Another pending application, so a decision that touched the wrong row would show.
    const [bystander] = await insertApplications(t.database.db, {
      count: 1,
      dataEncryptionKey: t.app.secrets.dataEncryptionKey,
      overrides: () => ({ status: 'pending' }),
    });

    const attempts = Array.from({ length: 20 }, (_, index) => ({
      status: index % 2 === 0 ? 0 : 1,
      headers: index % 4 < 2 ? headers : second.headers,
    }));
    const responses = await Promise.all(
      attempts.map((attempt) => decide({ id: applicant.id, status: attempt.status, reason: 'race' }, attempt.headers)),
    );

    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const winner = responses.find((response) => response.statusCode === 200)?.json().status as 'Accepted' | 'Rejected';
    const row = await t.database.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(winner.toLowerCase());
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json().message).toBe(`This application was already ${row.status}.`);
    }
    expect(await decisionEvents(t, applicant.id)).toHaveLength(1);
    expect(await mailsTo(t, 'marie.tremblay@example.com')).toHaveLength(1);
    const untouched = await t.database.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', bystander!.id)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('pending');
  });
});
