import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API, PASSWORD_MISMATCH_MESSAGE, SESSION_COOKIE, XSRF_COOKIE } from '../../../domain/admin.schema.ts';
import { signInAsAdmin, signInWithCookies, TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { PASSWORD_REASONS } from '../../lib/password-strength.ts';
import { CHANGE_PASSWORD_LIMIT } from './password-change.routes.ts';
import { CURRENT_PASSWORD_WRONG_MESSAGE, SAME_PASSWORD_MESSAGE } from './password-change.service.ts';

const NEW_PASSWORD = 'amber tractor lullaby fjord';
const START = new Date('2026-11-22T15:00:00.000Z');

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start(): Promise<TestApp> {
  testApp = await createTestApp({ clock: () => START });
  return testApp;
}

function changePassword(t: TestApp, headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: ADMIN_API.changePassword,
    headers,
    payload,
    remoteAddress: '203.0.113.7',
  });
}

function me(t: TestApp, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: ADMIN_API.me, headers });
}

function login(t: TestApp, password: string) {
  return t.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { userName: TEST_ADMIN.username, password } });
}

async function mailsTo(t: TestApp, address: string) {
  return t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
}

async function storedPasswordHash(t: TestApp, adminId: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('admins')
    .select('password_hash')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

describe(`ChangePassword on ${TEST_DATABASE_KIND}`, () => {
  test('a confirmation that differs is refused with the message of the original screen', async () => {
    const t = await start();
    const { headers } = await signInAsAdmin(t);

    const response = await changePassword(t, headers, {
      currentPassword: TEST_ADMIN.password,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      isSuccess: false,
      code: 'validation_failed',
      errors: [{ path: 'confirmPassword', message: PASSWORD_MISMATCH_MESSAGE }],
    });
  });

  test('a common or weak password is refused with its reason on the password field and changes nothing', async () => {
    const t = await start();
    const { headers, adminId } = await signInAsAdmin(t);
    const before = await storedPasswordHash(t, adminId);

    const cases: Array<[string, string]> = [
      ['Password2024!', PASSWORD_REASONS.common],
      ['iloveyou1234', PASSWORD_REASONS.common],
      ['aaaaaaaaaaaaaa', PASSWORD_REASONS.repeated],
      ['abcdefghijklm', PASSWORD_REASONS.sequence],
      ['the admin of the yard', PASSWORD_REASONS.userName],
      ['SafeYard forever 2026', PASSWORD_REASONS.company],
    ];
    for (const [password, reason] of cases) {
      const response = await changePassword(t, headers, {
        currentPassword: TEST_ADMIN.password,
        password,
        confirmPassword: password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({
        message: reason,
        errors: [{ path: 'password', message: reason }],
      });
    }
    const short = await changePassword(t, headers, {
      currentPassword: TEST_ADMIN.password,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.json()).toMatchObject({ errors: [{ path: 'password', message: 'Use at least 12 characters' }] });

    expect(await storedPasswordHash(t, adminId)).toBe(before);
    expect((await me(t, headers)).statusCode).toBe(200);
    expect(await mailsTo(t, TEST_ADMIN.email)).toHaveLength(0);
  });

  test('a wrong current password is refused on its field and the session stays signed in', async () => {
    const t = await start();
    const { headers, adminId } = await signInAsAdmin(t);
    const before = await storedPasswordHash(t, adminId);

    const response = await changePassword(t, headers, {
      currentPassword: 'not the password at all',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: CURRENT_PASSWORD_WRONG_MESSAGE,
      errors: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG_MESSAGE }],
    });
    expect(await storedPasswordHash(t, adminId)).toBe(before);
    expect((await me(t, headers)).statusCode).toBe(200);
  });

  test('the new password must differ from the current one', async () => {
    const t = await start();
    const { headers } = await signInAsAdmin(t, { password: NEW_PASSWORD });

    const response = await changePassword(t, headers, {
      currentPassword: NEW_PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ path: 'password', message: SAME_PASSWORD_MESSAGE }] });
  });

  test('success signs out every session including this one, e-mails the admin and is audited', async () => {
    const t = await start();
    const first = await signInAsAdmin(t);
    const second = await signInWithCookies(t);

    const response = await changePassword(t, first.headers, {
      currentPassword: TEST_ADMIN.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isSuccess: true });
    // The browser is told to drop its cookies too.
    const cleared = response.cookies.filter((cookie) => cookie.name === SESSION_COOKIE || cookie.name === XSRF_COOKIE);
    expect(cleared.map((cookie) => cookie.value)).toEqual(['', '']);

    expect((await me(t, first.headers)).statusCode).toBe(401);
    expect((await me(t, { cookie: second.cookie })).statusCode).toBe(401);
    const revoked = await t.database.db
      .selectFrom('admin_sessions')
      .select('revoked_at')
      .where('admin_id', '=', first.adminId)
      .execute();
    expect(revoked).toHaveLength(2);
    expect(revoked.every((session) => session.revoked_at === START.toISOString())).toBe(true);

    expect((await login(t, TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await login(t, NEW_PASSWORD)).statusCode).toBe(200);

    const mails = await mailsTo(t, TEST_ADMIN.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your password was changed');
    expect(mails[0]?.text).toContain('203.0.113.7');
    expect(mails[0]?.text).toContain(START.toISOString());
    expect(mails[0]?.text).toContain('If this was not you');
    expect(mails[0]?.text).not.toContain(NEW_PASSWORD);

    const audit = await t.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'password_changed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: first.adminId, ip: '203.0.113.7' });
    expect(audit[0]?.details).not.toContain(NEW_PASSWORD);

    const admin = await t.database.db
      .selectFrom('admins')
      .select(['password_hash', 'password_changed_at'])
      .where('id', '=', first.adminId)
      .executeTakeFirstOrThrow();
    expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(admin.password_changed_at).toBe(START.toISOString());
  });

  test('without a session the change is refused before the body is looked at', async () => {
    const t = await start();
    const response = await changePassword(t, {}, { password: 'x' });
    expect(response.statusCode).toBe(401);
  });

  test('a cookie-authenticated change without the X-XSRF-TOKEN header is refused', async () => {
    const t = await start();
    const { cookie, adminId } = await signInWithCookies(t);
    const before = await storedPasswordHash(t, adminId);

    const response = await changePassword(
      t,
      { cookie },
      {
        currentPassword: TEST_ADMIN.password,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    );

    expect(response.statusCode).toBe(403);
    expect(await storedPasswordHash(t, adminId)).toBe(before);
  });

  test('guessing the current password from a session is rate limited', async () => {
    const t = await start();
    const { headers } = await signInAsAdmin(t);
    const wrong = { currentPassword: 'a wrong guess of it', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

    for (let attempt = 1; attempt <= CHANGE_PASSWORD_LIMIT.max; attempt += 1) {
      expect((await changePassword(t, headers, wrong)).statusCode).toBe(400);
    }
    const limited = await changePassword(t, headers, wrong);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ isSuccess: false, code: 'rate_limited' });
  });
});
