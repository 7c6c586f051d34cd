import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { ensureTestAdmin, TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { DEVICE_COOKIE, deviceCookieName } from './device-cookie.ts';
import { ACCOUNT_CEILING, DEVICE_THROTTLE } from './sign-in-throttle.service.ts';

/**
 * A crowd of strangers guessing the admin's password from many addresses reaches the account-wide
 * ceiling; the admin, on a browser that signed in before (its device cookie), still gets in with
 * the right password, while the same password from an unknown device waits like everyone else.
 */
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const SECOND = 1000;

async function startApp(environment: Record<string, string> = {}) {
  let now = new Date('2026-03-02T09:00:00.000Z');
  testApp = await createTestApp({ clock: () => now, environment });
  await ensureTestAdmin(testApp);
  return {
    t: testApp,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

function login(t: TestApp, password: string, ip: string, cookies: Record<string, string> = {}, userName?: string) {
  return t.app.inject({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { userName: userName ?? TEST_ADMIN.username, password },
    remoteAddress: ip,
    cookies,
  });
}

/** Signs in from the admin's office and keeps the device cookie the answer sets. */
async function deviceCookieOf(t: TestApp, ip = '192.0.2.10'): Promise<Record<string, string>> {
  const response = await login(t, TEST_ADMIN.password, ip);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  expect(cookie).toBeDefined();
  return { [DEVICE_COOKIE]: cookie?.value ?? '' };
}

/**
 * 60 wrong guesses from 12 addresses, 5 from each: no address is held back, the account is (past
 * its ceiling the last guesses are refused unchecked).
 */
async function crowdGuesses(t: TestApp) {
  const statuses: number[] = [];
  for (let address = 0; address < 12; address += 1) {
    for (let guess = 0; guess < 5; guess += 1) {
      statuses.push((await login(t, `wrong guess ${address}-${guess}`, `203.0.113.${address + 1}`)).statusCode);
    }
  }
  expect(statuses.slice(0, ACCOUNT_CEILING.freeFailures + 1).every((status) => status === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
}

async function accountFailures(t: TestApp): Promise<number | undefined> {
  const row = await t.database.db
    .selectFrom('sign_in_throttle')
    .select('failures')
    .where('key', '=', 'user:admin')
    .executeTakeFirst();
  return row?.failures;
}

describe(`device cookies on ${TEST_DATABASE_KIND}`, () => {
  test('a sign-in sets a signed, HttpOnly, SameSite=Strict device cookie for the sign-in endpoint only', async () => {
    const { t } = await startApp();
    const response = await login(t, TEST_ADMIN.password, '192.0.2.10');
    const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: ADMIN_API.login });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeGreaterThan(90 * 24 * 60 * 60);
    // `<admin id>.<issued at>.<random id>.<signature>`
    expect(cookie?.value).toMatch(/^\d+\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9+/_-]+$/);
  });

  test('over https the device cookie is Secure and named with the __Secure- prefix', async () => {
    const { t } = await startApp({ PUBLIC_URL: 'https://parking.example' });
    const response = await login(t, TEST_ADMIN.password, '192.0.2.10');
    const cookie = response.cookies.find((candidate) => candidate.name === deviceCookieName(true));
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' });
  });

  test('after a crowd of guesses, the admin with the device cookie gets in; without it, 429', async () => {
    const { t } = await startApp();
    const device = await deviceCookieOf(t);
    await crowdGuesses(t);

    // The right password from a fresh address, on a browser that never signed in: held back.
    const stranger = await login(t, TEST_ADMIN.password, '198.51.100.200');
    expect(stranger.statusCode).toBe(429);
    // The admin's own browser, from another fresh address: in.
    const admin = await login(t, TEST_ADMIN.password, '198.51.100.201', device);
    expect(admin.statusCode, admin.body).toBe(200);

    // The admin's sign-in did not lift the ceiling for strangers.
    expect((await login(t, TEST_ADMIN.password, '198.51.100.202')).statusCode).toBe(429);
    // And the admin was told by e-mail that the account is under attack.
    const alerts = await t.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', '=', 'Failed sign-ins on your admin account')
      .execute();
    expect(alerts).toEqual([{ to_address: TEST_ADMIN.email }]);
  }, 120_000);

  test('wrong passwords with the device cookie lock that device alone, for a while', async () => {
    const { t, advance } = await startApp();
    const device = await deviceCookieOf(t);
    await crowdGuesses(t);
    const crowdFailures = await accountFailures(t);
    for (let attempt = 0; attempt <= DEVICE_THROTTLE.freeFailures; attempt += 1) {
      expect((await login(t, `mistyped ${attempt}`, '192.0.2.10', device)).statusCode).toBe(401);
    }
    // Held back, the device counts as unknown: the account-wide ceiling applies to it too.
    expect((await login(t, TEST_ADMIN.password, '192.0.2.10', device)).statusCode).toBe(429);
    // Its own block over, and the crowd guessing on, it passes again where a stranger does not.
    advance(2 * SECOND);
    expect((await login(t, 'one more guess', '203.0.113.99')).statusCode).toBe(401);
    expect((await login(t, TEST_ADMIN.password, '198.51.100.77')).statusCode).toBe(429);
    expect((await login(t, TEST_ADMIN.password, '192.0.2.10', device)).statusCode).toBe(200);
    // Its mistakes counted on the device alone, not on the account's ceiling.
    expect(await accountFailures(t)).toBe((crowdFailures ?? 0) + 1);
  }, 120_000);

  test('a device cookie of another account, or an altered one, is no proof', async () => {
    const { t } = await startApp();
    await ensureTestAdmin(t, {
      username: 'night-shift',
      password: 'another long passphrase here',
      email: 'n@example.com',
    });
    const nightShift = await login(t, 'another long passphrase here', '192.0.2.11', {}, 'night-shift');
    const nightCookie = nightShift.cookies.find((candidate) => candidate.name === DEVICE_COOKIE)?.value ?? '';
    expect(nightCookie).not.toBe('');
    const device = await deviceCookieOf(t);
    await crowdGuesses(t);

    expect((await login(t, TEST_ADMIN.password, '198.51.100.50', { [DEVICE_COOKIE]: nightCookie })).statusCode).toBe(
      429,
    );
    const value = device[DEVICE_COOKIE] ?? '';
    const altered = value.replace(/^\d+/, '999');
    expect((await login(t, TEST_ADMIN.password, '198.51.100.51', { [DEVICE_COOKIE]: altered })).statusCode).toBe(429);
  }, 120_000);
});
