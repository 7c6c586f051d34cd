import { afterEach, expect, test } from 'vitest';
import { ADMIN_API, SESSION_COOKIE, TWO_FACTOR_ERROR_PATH } from '../../../domain/admin.schema.ts';
import { signInAsAdmin, TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { totpAt } from '../../lib/totp.ts';
import { enableTwoFactor, startTwoFactorSetup } from './two-factor.service.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const STEP_MS = 30 * 1000;

/** An admin with two-factor sign-in on, as the settings page turns it on; and a phone's clock. */
async function startWithTwoFactor() {
  let now = new Date('2026-03-02T09:00:05.000Z');
  testApp = await createTestApp({ clock: () => now });
  const app = testApp;
  const { adminId } = await signInAsAdmin(app);
  const context = () => ({
    db: app.database.db,
    dataEncryptionKey: app.app.secrets.dataEncryptionKey,
    now,
    ip: '127.0.0.1',
    publicUrl: app.config.publicUrl,
  });
  const { secret } = await startTwoFactorSetup(context(), adminId);
  const codeNow = () => totpAt(secret, now);
  const recoveryCodes = await enableTwoFactor(context(), adminId, codeNow());
  // The step that turned it on is spent; the next sign-in uses the next code.
  now = new Date(now.getTime() + STEP_MS);
  return {
    app,
    recoveryCodes,
    codeNow,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

function login(app: TestApp, body: Record<string, string>) {
  return app.app.inject({ method: 'POST', url: ADMIN_API.login, payload: body });
}

const PASSWORD_ONLY = { userName: TEST_ADMIN.username, password: TEST_ADMIN.password };

test('with two-factor on, the right password alone is answered 401 asking for the code, and starts no session', async () => {
  const { app } = await startWithTwoFactor();
  const sessionsBefore = await app.database.db.selectFrom('admin_sessions').select('id_hash').execute();
  const response = await login(app, PASSWORD_ONLY);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({
    isSuccess: false,
    code: 'unauthorized',
    errors: [{ path: TWO_FACTOR_ERROR_PATH, message: 'Enter the 6-digit code from your authenticator app' }],
  });
  expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
  expect(await app.database.db.selectFrom('admin_sessions').select('id_hash').execute()).toEqual(sessionsBefore);
});

test('a wrong password is refused with the generic answer, never the code prompt', async () => {
  const { app, codeNow } = await startWithTwoFactor();
  const response = await login(app, { ...PASSWORD_ONLY, password: 'not the password at all' });
  expect(response.json()).toEqual({
    isSuccess: false,
    code: 'unauthorized',
    message: 'The username or password is incorrect.',
    requestId: expect.any(String),
  });
  const withCode = await login(app, { ...PASSWORD_ONLY, password: 'not the password at all', code: codeNow() });
  // The same answer but for the request's own (random) id.
  expect({ ...withCode.json(), requestId: 'x' }).toEqual({ ...response.json(), requestId: 'x' });
});

test('the current code signs in once; the same code is refused the second time and counted as a failure', async () => {
  const { app, codeNow } = await startWithTwoFactor();
  const code = codeNow();
  const signedIn = await login(app, { ...PASSWORD_ONLY, code });
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json().user.twoFactorEnabled).toBe(true);

  const replayed = await login(app, { ...PASSWORD_ONLY, code });
  expect(replayed.statusCode).toBe(401);
  expect(replayed.json().errors).toEqual([{ path: TWO_FACTOR_ERROR_PATH, message: expect.any(String) }]);
  const row = await app.database.db
    .selectFrom('sign_in_throttle')
    .select('failures')
    .where('key', '=', 'user:admin')
    .executeTakeFirstOrThrow();
  expect(row.failures).toBe(1);
  const failed = await app.database.db
    .selectFrom('audit_events')
    .select('details')
    .where('action', '=', 'sign_in_failed')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(failed.details)).toMatchObject({ userName: 'admin', reason: 'second_factor' });
});

test('wrong codes are throttled like wrong passwords', async () => {
  const { app } = await startWithTwoFactor();
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const response = await login(app, { ...PASSWORD_ONLY, code: String(100000 + attempt) });
    expect(response.statusCode).toBe(401);
  }
  const blocked = await login(app, { ...PASSWORD_ONLY, code: '123456' });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.headers['retry-after']).toBe('2');
});

test('a recovery code signs in once in place of the app code', async () => {
  const { app, recoveryCodes } = await startWithTwoFactor();
  const recoveryCode = recoveryCodes[0] ?? '';
  expect((await login(app, { ...PASSWORD_ONLY, code: recoveryCode })).statusCode).toBe(200);
  expect((await login(app, { ...PASSWORD_ONLY, code: recoveryCode })).statusCode).toBe(401);
});
