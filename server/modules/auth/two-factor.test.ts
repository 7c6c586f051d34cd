import { afterEach, describe, expect, test } from 'vitest';
import { ADMIN_API, TWO_FACTOR_ERROR_PATH } from '../../../domain/admin.schema.ts';
import { signInAsAdmin, TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { totpAt, TOTP_PERIOD_SECONDS } from '../../lib/totp.ts';
import { findAdminById } from './auth.repository.ts';
import { TWO_FACTOR_LIMIT } from './two-factor.routes.ts';
import {
  DISABLE_WRONG_PASSWORD_MESSAGE,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_NOT_STARTED_MESSAGE,
  TWO_FACTOR_WRONG_CODE_MESSAGE,
  verifySecondFactor,
} from './two-factor.service.ts';

/** On a step boundary, so "one step later" is unambiguous. */
const START = new Date('2026-11-22T15:00:00.000Z');
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

type ClockedApp = TestApp & { now(): Date; advance(ms: number): void };

async function start(): Promise<ClockedApp> {
  let now = START;
  testApp = await createTestApp({ clock: () => now });
  return Object.assign(testApp, {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  });
}

function post(t: TestApp, url: string, headers: Record<string, string>, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
}

function login(t: TestApp, code?: string) {
  return t.app.inject({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { userName: TEST_ADMIN.username, password: TEST_ADMIN.password, ...(code === undefined ? {} : { code }) },
  });
}

function codeAt(secret: string, time: Date): string {
  return totpAt(secret, time);
}

/** Signs in, sets up and turns on two-factor sign-in; returns what the admin would have noted. */
async function enableTwoFactor(t: ClockedApp) {
  const session = await signInAsAdmin(t);
  const setup = await post(t, ADMIN_API.twoFactorSetup, session.headers);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string; otpauthUrl: string }>();
  const enable = await post(t, ADMIN_API.twoFactorEnable, session.headers, { code: codeAt(secret, t.now()) });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes } = enable.json<{ recoveryCodes: string[] }>();
  return { ...session, secret, recoveryCodes };
}

async function adminRow(t: TestApp, adminId: number) {
  return t.database.db.selectFrom('admins').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
}

describe(`two-factor sign-in on ${TEST_DATABASE_KIND}`, () => {
  test('setting up gives a base32 secret and an otpauth URL, stores it sealed and leaves sign-in unchanged', async () => {
    const t = await start();
    const { headers, adminId } = await signInAsAdmin(t);

    const response = await post(t, ADMIN_API.twoFactorSetup, headers);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl } = response.json<{ secret: string; otpauthUrl: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(`otpauth://totp/SafeYard:${TEST_ADMIN.username}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'SafeYard',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    const row = await adminRow(t, adminId);
    expect(row.totp_enabled_at).toBeNull();
    expect(row.totp_secret_sealed).toMatch(/^v1\./);
    expect(row.totp_secret_sealed).not.toContain(secret);
    // Pending is not on: the password alone still signs in.
    expect((await login(t)).statusCode).toBe(200);
  });

  test('turning it on needs a right code from the new secret and answers ten recovery codes, stored hashed', async () => {
    const t = await start();
    const { headers, adminId } = await signInAsAdmin(t);
    const { secret } = (await post(t, ADMIN_API.twoFactorSetup, headers)).json<{ secret: string }>();

    const wrong = await post(t, ADMIN_API.twoFactorEnable, headers, {
      code: codeAt(secret, new Date(t.now().getTime() + 5 * STEP_MS)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ path: 'code', message: TWO_FACTOR_WRONG_CODE_MESSAGE }] });
    expect((await adminRow(t, adminId)).totp_enabled_at).toBeNull();

    const right = await post(t, ADMIN_API.twoFactorEnable, headers, { code: codeAt(secret, t.now()) });

    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json<{ isSuccess: true; recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await adminRow(t, adminId)).totp_enabled_at).toBe(START.toISOString());

    const stored = await t.database.db
      .selectFrom('admin_recovery_codes')
      .selectAll()
      .where('admin_id', '=', adminId)
      .execute();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedHashes = stored.map((row) => row.code_hash).join(' ');
    for (const code of recoveryCodes) {
      expect(storedHashes).not.toContain(code);
      expect(storedHashes).not.toContain(code.replace('-', ''));
    }
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('admin_id', '=', adminId)
      .execute();
    expect(audit.map((event) => event.action)).toContain('two_factor_enabled');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', TEST_ADMIN.email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual(['Two-factor sign-in is on']);
  });

  test('once on, sign-in asks for the code, refuses a wrong or reused one, and accepts the current one', async () => {
    const t = await start();
    const { secret } = await enableTwoFactor(t);

    const withoutCode = await login(t);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ errors: [{ path: TWO_FACTOR_ERROR_PATH }] });

    // The code that turned it on was spent doing so.
    expect((await login(t, codeAt(secret, t.now()))).statusCode).toBe(401);
    expect((await login(t, '000000')).statusCode).toBe(401);

    t.advance(STEP_MS);
    const code = codeAt(secret, t.now());
    const signedIn = await login(t, code);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { twoFactorEnabled: true } });

    // Within the same 30 seconds, the same code does not sign in a second time.
    expect((await login(t, code)).statusCode).toBe(401);
    // A step at or before the last one accepted never works again, even within the ±1 window.
    t.advance(STEP_MS);
    expect((await login(t, codeAt(secret, new Date(t.now().getTime() - STEP_MS)))).statusCode).toBe(401);
    expect((await login(t, codeAt(secret, t.now()))).statusCode).toBe(200);
  });

  test('a code from a phone one step behind is accepted; two steps behind is refused', async () => {
    const t = await start();
    const { secret } = await enableTwoFactor(t);
    t.advance(3 * STEP_MS);

    expect((await login(t, codeAt(secret, new Date(t.now().getTime() - 2 * STEP_MS)))).statusCode).toBe(401);
    expect((await login(t, codeAt(secret, new Date(t.now().getTime() - STEP_MS)))).statusCode).toBe(200);
  });

  test('a recovery code signs in once, however it is typed', async () => {
    const t = await start();
    const { recoveryCodes, adminId } = await enableTwoFactor(t);
    const [first, second] = recoveryCodes as [string, string];

    expect((await login(t, first)).statusCode).toBe(200);
    expect((await login(t, first)).statusCode).toBe(401);
    expect((await login(t, ` ${second.toUpperCase().replace('-', ' ')} `)).statusCode).toBe(200);
    expect((await login(t, second)).statusCode).toBe(401);

    const used = await t.database.db
      .selectFrom('admin_recovery_codes')
      .select('used_at')
      .where('admin_id', '=', adminId)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  test('a TOTP code or a recovery code raced by two sign-ins works for exactly one of them', async () => {
    const t = await start();
    const { secret, recoveryCodes, adminId } = await enableTwoFactor(t);
    t.advance(STEP_MS);
    const admin = await findAdminById(t.database.db, adminId);
    if (!admin) throw new Error('admin missing');
    const key = t.app.secrets.dataEncryptionKey;

    const totpResults = await Promise.all(
      Array.from({ length: 4 }, () => verifySecondFactor(t.database.db, admin, codeAt(secret, t.now()), t.now(), key)),
    );
    expect(totpResults.filter(Boolean)).toHaveLength(1);

    const recoveryResults = await Promise.all(
      Array.from({ length: 4 }, () => verifySecondFactor(t.database.db, admin, recoveryCodes[0] ?? '', t.now(), key)),
    );
    expect(recoveryResults.filter(Boolean)).toHaveLength(1);
  });

  test('another admin’s recovery code does not work', async () => {
    const t = await start();
    const { recoveryCodes } = await enableTwoFactor(t);
    const other = await signInAsAdmin(t, {
      username: 'second',
      email: 'second@example.com',
      password: 'juniper lantern gravel',
    });
    const setup = (await post(t, ADMIN_API.twoFactorSetup, other.headers)).json<{ secret: string }>();
    await post(t, ADMIN_API.twoFactorEnable, other.headers, { code: codeAt(setup.secret, t.now()) });

    const response = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { userName: 'second', password: 'juniper lantern gravel', code: recoveryCodes[0] },
    });
    expect(response.statusCode).toBe(401);
  });

  test('setting up again while on is refused; turning on without a set-up is refused', async () => {
    const t = await start();
    const { headers } = await signInAsAdmin(t);
    const notStarted = await post(t, ADMIN_API.twoFactorEnable, headers, { code: '123456' });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json()).toMatchObject({ message: TWO_FACTOR_NOT_STARTED_MESSAGE });

    const { secret } = (await post(t, ADMIN_API.twoFactorSetup, headers)).json<{ secret: string }>();
    await post(t, ADMIN_API.twoFactorEnable, headers, { code: codeAt(secret, t.now()) });
    const again = await post(t, ADMIN_API.twoFactorSetup, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: TWO_FACTOR_ALREADY_ON_MESSAGE });
  });

  test('turning it off needs the password, then clears the secret and the recovery codes', async () => {
    const t = await start();
    const { headers, adminId, recoveryCodes } = await enableTwoFactor(t);

    const wrong = await post(t, ADMIN_API.twoFactorDisable, headers, { password: 'not my password at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ path: 'password', message: DISABLE_WRONG_PASSWORD_MESSAGE }] });
    expect((await adminRow(t, adminId)).totp_enabled_at).not.toBeNull();

    const right = await post(t, ADMIN_API.twoFactorDisable, headers, { password: TEST_ADMIN.password });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ isSuccess: true });

    const row = await adminRow(t, adminId);
    expect(row.totp_enabled_at).toBeNull();
    expect(row.totp_secret_sealed).toBeNull();
    const codes = await t.database.db
      .selectFrom('admin_recovery_codes')
      .selectAll()
      .where('admin_id', '=', adminId)
      .execute();
    expect(codes).toHaveLength(0);
    expect((await login(t)).statusCode).toBe(200);
    expect((await login(t, recoveryCodes[0])).statusCode).toBe(200);
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('admin_id', '=', adminId)
      .execute();
    expect(audit.map((event) => event.action)).toContain('two_factor_disabled');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', TEST_ADMIN.email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toContain('Two-factor sign-in was turned off');
  });

  test('every two-factor call needs a session', async () => {
    const t = await start();
    for (const url of [ADMIN_API.twoFactorSetup, ADMIN_API.twoFactorEnable, ADMIN_API.twoFactorDisable]) {
      expect((await post(t, url, {}, { code: '123456', password: 'x' })).statusCode, url).toBe(401);
    }
  });

  test('guessing codes to turn it on is rate limited per admin', async () => {
    const t = await start();
    const { headers } = await signInAsAdmin(t);
    await post(t, ADMIN_API.twoFactorSetup, headers);
    for (let attempt = 2; attempt <= TWO_FACTOR_LIMIT.max; attempt += 1) {
      expect((await post(t, ADMIN_API.twoFactorEnable, headers, { code: '000000' })).statusCode).not.toBe(429);
    }
    const limited = await post(t, ADMIN_API.twoFactorEnable, headers, { code: '000000' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
