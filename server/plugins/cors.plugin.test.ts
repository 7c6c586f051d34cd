import { afterEach, expect, test } from 'vitest';
import { ADMIN_API, XSRF_HEADER } from '../../domain/admin.schema.ts';
import { signInWithCookies } from '../../tests/support/admin-session.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../tests/support/test-app.ts';
import { CORS_PREFLIGHT_MAX_AGE_SECONDS } from './cors.plugin.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const ALLOWED = 'https://admin.yard.example';
const FOREIGN = 'https://evil.example';

async function start(corsOrigins = `${ALLOWED}, http://localhost:4200`) {
  testApp = await createTestApp({ environment: { CORS_ORIGINS: corsOrigins } });
  return testApp;
}

function corsHeaders(headers: Record<string, unknown>) {
  return Object.keys(headers).filter((name) => name.startsWith('access-control-'));
}

test(`a listed origin's preflight is answered with credentials and cached (${TEST_DATABASE_KIND})`, async () => {
  const t = await start();
  const response = await t.app.inject({
    method: 'OPTIONS',
    url: ADMIN_API.action,
    headers: {
      origin: ALLOWED,
      'access-control-request-method': 'POST',
      'access-control-request-headers': `content-type, ${XSRF_HEADER.toLowerCase()}, authorization`,
    },
  });
  expect(response.statusCode).toBe(204);
  expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
  expect(response.headers['access-control-allow-credentials']).toBe('true');
  expect(response.headers['access-control-max-age']).toBe(String(CORS_PREFLIGHT_MAX_AGE_SECONDS));
  expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-xsrf-token');
  expect(String(response.headers['vary'])).toMatch(/origin/i);
});

test('a foreign origin gets no CORS header, on a preflight or on a call', async () => {
  const t = await start();
  const preflight = await t.app.inject({
    method: 'OPTIONS',
    url: ADMIN_API.action,
    headers: { origin: FOREIGN, 'access-control-request-method': 'POST' },
  });
  expect(corsHeaders(preflight.headers)).toEqual([]);
  const call = await t.app.inject({ method: 'GET', url: ADMIN_API.me, headers: { origin: FOREIGN } });
  expect(corsHeaders(call.headers)).toEqual([]);
  // A look-alike of a listed origin is foreign too.
  const lookalike = await t.app.inject({
    method: 'GET',
    url: ADMIN_API.me,
    headers: { origin: `${ALLOWED}.evil.example` },
  });
  expect(corsHeaders(lookalike.headers)).toEqual([]);
});

test('without CORS_ORIGINS no origin is allowed', async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({
    method: 'OPTIONS',
    url: ADMIN_API.login,
    headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
  });
  expect(corsHeaders(response.headers)).toEqual([]);
});

test('cookies and the XSRF token keep working for a listed origin, and the XSRF check still holds', async () => {
  const t = await start();
  const session = await signInWithCookies(t);
  const me = await t.app.inject({
    method: 'GET',
    url: ADMIN_API.me,
    headers: { origin: ALLOWED, cookie: session.cookie },
  });
  expect(me.statusCode).toBe(200);
  expect(me.headers['access-control-allow-origin']).toBe(ALLOWED);
  expect(me.headers['access-control-allow-credentials']).toBe('true');

  const withoutXsrf = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.logout,
    headers: { origin: ALLOWED, cookie: session.cookie },
  });
  expect(withoutXsrf.statusCode).toBe(403);

  const logout = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.logout,
    headers: { origin: ALLOWED, ...session.headers },
  });
  expect(logout.statusCode).toBe(200);
  expect(logout.headers['access-control-allow-origin']).toBe(ALLOWED);
});

test('a malformed CORS_ORIGINS stops the boot with the key named', async () => {
  await expect(start('https://ok.example, https://bad.example/path')).rejects.toThrow(/CORS_ORIGINS/);
});
