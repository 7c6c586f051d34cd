import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, expect, test } from 'vitest';
import { ADMIN_API, SESSION_COOKIE, XSRF_COOKIE } from '../../../domain/admin.schema.ts';
import { signInAsAdmin, signInWithCookies, TEST_ADMIN } from '../../../tests/support/admin-session.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signSessionToken, xsrfTokenFor } from '../../lib/sessions/session-token.ts';
import { revokeAllSessionsOfAdmin } from '../../lib/sessions/sessions.service.ts';
import { DUMMY_PASSWORD_HASH } from './auth.service.ts';
import { ARGON2_OPTIONS } from './first-admin.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const START = new Date('2026-03-02T09:00:00.000Z');

async function startApp(environment: Record<string, string> = {}) {
  let now = START;
  const app = await createTestApp({ clock: () => now, environment });
  testApp = app;
  return {
    testApp: app,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

function login(app: TestApp, userName: string, password: string, extra: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: ADMIN_API.login, payload: { userName, password, ...extra } });
}

function me(app: TestApp, headers: Record<string, string>) {
  return app.app.inject({ method: 'GET', url: ADMIN_API.me, headers });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

test('the dummy hash for unknown users is made with the same argon2id cost as real ones', () => {
  expect(DUMMY_PASSWORD_HASH).toMatch(
    new RegExp(
      `^\\$argon2id\\$v=19\\$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}\\$`,
    ),
  );
});

test('signing in answers a signed JWT bound to a new session, and sets the session and XSRF cookies', async () => {
  const { testApp } = await startApp();
  const { adminId } = await signInAsAdmin(testApp);
  const response = await login(testApp, 'ADMIN', TEST_ADMIN.password);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toEqual({
    isSuccess: true,
    token: expect.any(String),
    user: { id: adminId, userName: 'admin', email: TEST_ADMIN.email, twoFactorEnabled: false },
  });

  expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
  const claims = decodeJwt(body.token);
  expect(claims).toEqual({
    sub: String(adminId),
    sid: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    name: 'admin',
    email: TEST_ADMIN.email,
    iat: START.getTime() / 1000,
    exp: START.getTime() / 1000 + 12 * 3600,
  });

  const session = await testApp.database.db
    .selectFrom('admin_sessions')
    .selectAll()
    .where('id_hash', '=', createHash('sha256').update(String(claims.sid)).digest('hex'))
    .executeTakeFirstOrThrow();
  expect(session).toMatchObject({
    admin_id: adminId,
    created_at: START.toISOString(),
    last_seen_at: START.toISOString(),
    expires_at: new Date(START.getTime() + 12 * HOUR).toISOString(),
    revoked_at: null,
    ip: '127.0.0.1',
  });
  const stored = await testApp.database.db.selectFrom('admin_sessions').select('id_hash').execute();
  expect(stored.map((row) => row.id_hash)).not.toContain(claims.sid);

  const sessionCookie = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(sessionCookie).toMatchObject({
    value: body.token,
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: 43_200,
  });
  expect(sessionCookie?.secure).toBeFalsy();
  const xsrfCookie = response.cookies.find((cookie) => cookie.name === XSRF_COOKIE);
  expect(xsrfCookie).toMatchObject({
    value: xsrfTokenFor(testApp.app.secrets.sessionSecret, String(claims.sid)),
    sameSite: 'Strict',
    path: '/',
  });
  expect(xsrfCookie?.httpOnly).toBeFalsy();
});

test('cookies are Secure and __Host- prefixed (host-only, Path=/) when the site is served over https', async () => {
  const { testApp } = await startApp({ PUBLIC_URL: 'https://yard.example.com' });
  await signInAsAdmin(testApp);
  const response = await login(testApp, TEST_ADMIN.username, TEST_ADMIN.password);
  for (const name of [SESSION_COOKIE, XSRF_COOKIE]) {
    const cookie = response.cookies.find((candidate) => candidate.name === `__Host-${name}`);
    expect(cookie).toMatchObject({ secure: true, path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.find((candidate) => candidate.name === name)).toBeUndefined();
  }
});

test('every sign-in gets a fresh session id, and both sessions work side by side', async () => {
  const { testApp } = await startApp();
  const first = await signInAsAdmin(testApp);
  const second = await signInAsAdmin(testApp);
  expect(decodeJwt(second.token).sid).not.toBe(decodeJwt(first.token).sid);
  const rows = await testApp.database.db.selectFrom('admin_sessions').select('id_hash').execute();
  expect(new Set(rows.map((row) => row.id_hash)).size).toBe(2);
  expect((await me(testApp, first.headers)).statusCode).toBe(200);
  expect((await me(testApp, second.headers)).statusCode).toBe(200);
});

test('a wrong password and an unknown user get the same 401 answer, and both are audited without the password', async () => {
  const { testApp } = await startApp();
  await signInAsAdmin(testApp);
  const wrongPassword = await login(testApp, TEST_ADMIN.username, 'not the right password');
  const unknownUser = await login(testApp, 'nobody-here', 'not the right password');
  expect(wrongPassword.statusCode).toBe(401);
  expect(unknownUser.statusCode).toBe(401);
  expect(wrongPassword.json()).toEqual({
    isSuccess: false,
    code: 'unauthorized',
    message: 'The username or password is incorrect.',
    requestId: expect.any(String),
  });
  // The same answer but for the request's own (random) id.
  expect({ ...unknownUser.json(), requestId: 'x' }).toEqual({ ...wrongPassword.json(), requestId: 'x' });
  expect(unknownUser.cookies).toEqual([]);

  const events = await testApp.database.db
    .selectFrom('audit_events')
    .select(['action', 'ip', 'details'])
    .where('action', 'in', ['sign_in', 'sign_in_failed'])
    .orderBy('id')
    .execute();
  expect(events.map((event) => event.action)).toEqual(['sign_in', 'sign_in_failed', 'sign_in_failed']);
  expect(JSON.parse(events[1]?.details ?? '{}')).toMatchObject({ userName: 'admin' });
  expect(JSON.parse(events[2]?.details ?? '{}')).toMatchObject({ userName: 'nobody-here' });
  expect(events[2]?.ip).toBe('127.0.0.1');
  for (const event of events) expect(event.details).not.toContain('not the right password');
});

test('the dummy hash is a real argon2id hash: checking a password against it does the full work and fails', async () => {
  // A malformed hash would make verify() throw or return at once, and unknown users would be
  // refused faster than wrong passwords.
  await expect(verify(DUMMY_PASSWORD_HASH, 'some wrong password')).resolves.toBe(false);
});

// Timing on a shared machine is a figure to read, not a gate: the two tests above are what hold
// the cost equal. Expected ratio near 1 (without the dummy hash it is below 0.1).
test('an unknown user and a wrong password are both refused, and the time ratio is reported', async () => {
  const { testApp } = await startApp();
  await signInAsAdmin(testApp);
  // Warm up both paths (module loading, first argon2 allocation).
  await login(testApp, 'warm-up-user', 'some wrong password');
  const timed = async (userName: string) => {
    const started = performance.now();
    const response = await login(testApp, userName, 'some wrong password');
    expect(response.statusCode).toBe(401);
    return performance.now() - started;
  };
  const wrongPassword: number[] = [];
  const unknownUser: number[] = [];
  // Interleaved, so a burst of load elsewhere on the machine hits both series alike. Four wrong
  // passwords stay under the account's five free failures.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (attempt < 4) wrongPassword.push(await timed(TEST_ADMIN.username));
    unknownUser.push(await timed(`nobody-${attempt}`));
  }
  const ratio = median(unknownUser) / median(wrongPassword);
  console.info(
    `figure: sign-in refusal, unknown user / wrong password = ${ratio.toFixed(2)} ` +
      `(medians ${median(unknownUser).toFixed(0)} / ${median(wrongPassword).toFixed(0)} ms)`,
  );
  expect(unknownUser).toHaveLength(5);
  expect(wrongPassword).toHaveLength(4);
});

test('the login body is validated with the original messages', async () => {
  const { testApp } = await startApp();
  const response = await testApp.app.inject({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { userName: ' ', password: '' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors).toEqual(
    expect.arrayContaining([
      { path: 'userName', message: 'username is required.' },
      { path: 'password', message: 'password is required.' },
    ]),
  );
});

test('admin calls without a token, with a malformed header or a forged token are 401', async () => {
  const { testApp } = await startApp();
  const { token, adminId } = await signInAsAdmin(testApp);
  const noToken = await me(testApp, {});
  expect(noToken.statusCode).toBe(401);
  expect(noToken.json()).toMatchObject({ isSuccess: false, code: 'unauthorized' });

  expect((await me(testApp, { authorization: `Basic ${token}` })).statusCode).toBe(401);
  expect((await me(testApp, { authorization: 'Bearer' })).statusCode).toBe(401);

  const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
  expect((await me(testApp, { authorization: `Bearer ${tampered}` })).statusCode).toBe(401);

  // Right session id and claims, signed with a secret that is not the server's.
  const forged = await signSessionToken('a-secret-that-is-not-the-server-secret', {
    adminId,
    sessionId: String(decodeJwt(token).sid),
    name: 'admin',
    email: TEST_ADMIN.email,
    issuedAt: START,
    expiresAt: new Date(START.getTime() + HOUR),
  });
  expect((await me(testApp, { authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  // A well-signed token for a session that does not exist.
  const unknownSession = await signSessionToken(testApp.app.secrets.sessionSecret, {
    adminId,
    sessionId: 'no-such-session',
    name: 'admin',
    email: TEST_ADMIN.email,
    issuedAt: START,
    expiresAt: new Date(START.getTime() + HOUR),
  });
  expect((await me(testApp, { authorization: `Bearer ${unknownSession}` })).statusCode).toBe(401);
  expect((await me(testApp, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
});

test('a bearer header is the only credential looked at when present, even beside a good cookie', async () => {
  const { testApp } = await startApp();
  const cookies = await signInWithCookies(testApp);
  expect((await me(testApp, { cookie: cookies.cookie })).statusCode).toBe(200);
  expect((await me(testApp, { cookie: cookies.cookie, authorization: 'Bearer null' })).statusCode).toBe(401);
});

test('GET /api/Me answers the signed-in admin', async () => {
  const { testApp } = await startApp();
  const { headers, adminId } = await signInAsAdmin(testApp);
  const response = await me(testApp, headers);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ id: adminId, userName: 'admin', email: TEST_ADMIN.email, twoFactorEnabled: false });
});

test('a revoked session is refused', async () => {
  const { testApp } = await startApp();
  const { headers, adminId } = await signInAsAdmin(testApp);
  const other = await signInAsAdmin(testApp);
  const ended = await revokeAllSessionsOfAdmin(
    testApp.database.db,
    adminId,
    testApp.app.clock(),
    createHash('sha256')
      .update(String(decodeJwt(other.token).sid))
      .digest('hex'),
  );
  expect(ended).toBe(1);
  expect((await me(testApp, headers)).statusCode).toBe(401);
  expect((await me(testApp, other.headers)).statusCode).toBe(200);
});

test('a session idle for 31 minutes is refused, while use every 25 minutes keeps it alive', async () => {
  const { testApp, advance } = await startApp();
  const active = await signInAsAdmin(testApp);
  const idle = await signInAsAdmin(testApp);
  for (let step = 0; step < 3; step += 1) {
    advance(25 * MINUTE);
    expect((await me(testApp, active.headers)).statusCode).toBe(200);
  }
  expect((await me(testApp, idle.headers)).statusCode).toBe(401);
  advance(31 * MINUTE);
  const afterIdle = await me(testApp, active.headers);
  expect(afterIdle.statusCode).toBe(401);
  expect(afterIdle.json()).toMatchObject({ code: 'unauthorized', message: 'Your session has ended. Sign in again.' });
});

test('last_seen_at is written at most once a minute', async () => {
  const { testApp, advance } = await startApp();
  const { headers, token } = await signInAsAdmin(testApp);
  const idHash = createHash('sha256')
    .update(String(decodeJwt(token).sid))
    .digest('hex');
  const lastSeen = async () =>
    (
      await testApp.database.db
        .selectFrom('admin_sessions')
        .select('last_seen_at')
        .where('id_hash', '=', idHash)
        .executeTakeFirstOrThrow()
    ).last_seen_at;
  advance(30 * 1000);
  await me(testApp, headers);
  expect(await lastSeen()).toBe(START.toISOString());
  advance(31 * 1000);
  await me(testApp, headers);
  expect(await lastSeen()).toBe(new Date(START.getTime() + 61 * 1000).toISOString());
});

test('however active, a session ends 12 hours after sign-in', async () => {
  const { testApp, advance } = await startApp();
  const { headers } = await signInAsAdmin(testApp);
  for (let elapsed = 0; elapsed < 12 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
    advance(20 * MINUTE);
    expect((await me(testApp, headers)).statusCode).toBe(200);
  }
  advance(20 * MINUTE);
  expect((await me(testApp, headers)).statusCode).toBe(401);
});

test('a cookie-authenticated unsafe request needs the X-XSRF-TOKEN of its own session', async () => {
  const { testApp } = await startApp();
  const session = await signInWithCookies(testApp);
  const other = await signInWithCookies(testApp);
  const logout = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: ADMIN_API.logout, headers });

  // Safe requests ride on the cookie alone.
  expect((await me(testApp, { cookie: session.cookie })).statusCode).toBe(200);

  const missing = await logout({ cookie: session.cookie });
  expect(missing.statusCode).toBe(403);
  expect(missing.json()).toMatchObject({ isSuccess: false, code: 'forbidden' });
  // A header that does not match the cookie.
  expect((await logout({ cookie: session.cookie, 'x-xsrf-token': 'guess' })).statusCode).toBe(403);
  // Header and cookie planted equal (e.g. by a sibling subdomain), but not this session's token.
  const planted = `${SESSION_COOKIE}=${session.cookie.split(';')[0]?.split('=')[1]}; ${XSRF_COOKIE}=planted`;
  expect((await logout({ cookie: planted, 'x-xsrf-token': 'planted' })).statusCode).toBe(403);
  // Another session's pair does not fit this session.
  const mixed = `${session.cookie.split(';')[0]}; ${XSRF_COOKIE}=${other.xsrfToken}`;
  expect((await logout({ cookie: mixed, 'x-xsrf-token': other.xsrfToken })).statusCode).toBe(403);
  // The refused requests did nothing: the session still works.
  expect((await me(testApp, { cookie: session.cookie })).statusCode).toBe(200);

  const passed = await logout(session.headers);
  expect(passed.statusCode).toBe(200);
  expect(passed.json()).toEqual({ isSuccess: true });
});

test('a bearer-authenticated unsafe request needs no XSRF token', async () => {
  const { testApp } = await startApp();
  const { headers } = await signInAsAdmin(testApp);
  const response = await testApp.app.inject({ method: 'POST', url: ADMIN_API.logout, headers });
  expect(response.statusCode).toBe(200);
});

test('logout revokes the session, clears both cookies and is audited; the token no longer works', async () => {
  const { testApp } = await startApp();
  const session = await signInWithCookies(testApp);
  const response = await testApp.app.inject({ method: 'POST', url: ADMIN_API.logout, headers: session.headers });
  expect(response.statusCode).toBe(200);
  for (const name of [SESSION_COOKIE, XSRF_COOKIE]) {
    const cleared = response.cookies.find((cookie) => cookie.name === name);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
    expect(cleared?.expires?.getTime() ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(Date.now());
  }
  expect((await me(testApp, { cookie: session.cookie })).statusCode).toBe(401);
  expect((await me(testApp, { authorization: `Bearer ${session.token}` })).statusCode).toBe(401);
  const again = await testApp.app.inject({ method: 'POST', url: ADMIN_API.logout, headers: session.headers });
  expect(again.statusCode).toBe(401);

  const events = await testApp.database.db
    .selectFrom('audit_events')
    .select(['action', 'admin_id'])
    .where('action', '=', 'sign_out')
    .execute();
  expect(events).toEqual([{ action: 'sign_out', admin_id: session.adminId }]);
});
