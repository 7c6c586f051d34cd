import { ADMIN_API, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../domain/admin.schema.ts';
import { createAdminAccount } from '../../server/modules/auth/admin-accounts.service.ts';
import { findAdminByUserName } from '../../server/modules/auth/auth.repository.ts';
import { ensureFirstAdmin } from '../../server/modules/auth/first-admin.ts';
import type { TestApp } from './test-app.ts';

/**
 * Signing in for tests goes through the real `POST /api/Login`, with a real admin row: the first
 * admin made by `ensureFirstAdmin` (as at server start), or a further one as `npm run admin` makes.
 */
export const TEST_ADMIN = {
  username: 'admin',
  password: 'correct horse battery staple',
  email: 'admin@example.com',
} as const;

export interface AdminCredentials {
  username?: string;
  password?: string;
  email?: string;
}

/** Creates the admin unless one of that name exists (its password must then be the one given). */
export async function ensureTestAdmin(testApp: TestApp, options: AdminCredentials = {}): Promise<number> {
  const username = options.username ?? TEST_ADMIN.username;
  const password = options.password ?? TEST_ADMIN.password;
  const email = options.email ?? TEST_ADMIN.email;
  const { db } = testApp.database;
  const now = testApp.app.clock();
  const first = await ensureFirstAdmin(db, { username, password, email }, testApp.app.log, now);
  if (first.status === 'exists') await createAdminAccount(db, { userName: username, email, password }, now);
  const admin = await findAdminByUserName(db, username);
  if (!admin) throw new Error(`test admin ${username} could not be created`);
  return admin.id;
}

/** POST /api/Login with the test admin's (or the given) credentials; throws unless it succeeds. */
async function postLogin(testApp: TestApp, options: AdminCredentials) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { userName: options.username ?? TEST_ADMIN.username, password: options.password ?? TEST_ADMIN.password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed with ${response.statusCode}: ${response.body}`);
  }
  return response;
}

export interface AdminSignIn {
  /** `authorization: Bearer <token>`: pass as `headers` to `app.inject`. */
  headers: Record<string, string>;
  token: string;
  adminId: number;
}

/** Signs in (creating the admin if missing) and returns bearer headers for admin calls. */
export async function signInAsAdmin(testApp: TestApp, options: AdminCredentials = {}): Promise<AdminSignIn> {
  const adminId = await ensureTestAdmin(testApp, options);
  const response = await postLogin(testApp, options);
  const token = response.json<{ token: string }>().token;
  return { headers: { authorization: `Bearer ${token}` }, token, adminId };
}

export interface CookieSignIn {
  /** The cookies a browser would send back, as a `cookie` header value. */
  cookie: string;
  /** The XSRF-TOKEN cookie's value, to echo in X-XSRF-TOKEN. */
  xsrfToken: string;
  /** `cookie` plus the matching X-XSRF-TOKEN: what our own page sends on an unsafe request. */
  headers: Record<string, string>;
  token: string;
  adminId: number;
}

/** Signs in like the browser does and returns the session and XSRF cookies. */
export async function signInWithCookies(testApp: TestApp, options: AdminCredentials = {}): Promise<CookieSignIn> {
  const adminId = await ensureTestAdmin(testApp, options);
  const response = await postLogin(testApp, options);
  const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  const xsrfToken = response.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!session || !xsrfToken) throw new Error('sign-in set no session or XSRF cookie');
  const cookie = `${SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${xsrfToken}`;
  return {
    cookie,
    xsrfToken,
    headers: { cookie, [XSRF_HEADER.toLowerCase()]: xsrfToken },
    token: response.json<{ token: string }>().token,
    adminId,
  };
}
