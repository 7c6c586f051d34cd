import { redirect } from 'react-router';
import type { AdminUser } from '../../domain/admin.schema.ts';
import { failureMessage, fetchCurrentAdmin } from './admin-api.ts';
import { forgetAdmin, rememberAdmin } from './admin-hint.ts';
import { ADMIN_PATHS } from './admin-paths.ts';

/*
 * The session's guard and redirects. The hint of who is signed in lives in admin-hint.ts, apart
 * from the API client, so the navbar's dashboard icon on every public page does not pull zod and
 * the API client into the page's JavaScript.
 */

/**
 * Where to go after sign-in: only a path of this site. An absolute URL, a protocol-relative
 * `//host` or a backslash trick would make the login page an open redirect.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  const fallback = ADMIN_PATHS.dashboard;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const pathname = value.split(/[?#]/)[0]?.toLowerCase() ?? '';
  if (pathname === ADMIN_PATHS.login.toLowerCase()) return fallback;
  return value;
}

/** The login page, told to come back to `pathname + search` afterwards. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const target = `${location.pathname}${location.search}`;
  return `${ADMIN_PATHS.login}?${new URLSearchParams({ redirectTo: target }).toString()}`;
}

export type AdminSession = { status: 'signed-in'; user: AdminUser } | { status: 'unavailable'; message: string };

/**
 * The guard of /Dashboard/* and /ReqestInformation/:id (spec §2): asks the server who is signed in.
 * Signed out (401) throws a redirect to the login page that comes back here. When the server
 * cannot be reached the answer is "unavailable", not "signed out": sending the admin to the login
 * page for a dropped connection would lose their place for nothing.
 */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const result = await fetchCurrentAdmin({ signal: request.signal });
  if (result.status === 'success') {
    rememberAdmin(result.data);
    return { status: 'signed-in', user: result.data };
  }
  if (result.status === 'error' && result.httpStatus === 401) {
    forgetAdmin();
    throw redirect(loginPathFor(new URL(request.url)));
  }
  return { status: 'unavailable', message: failureMessage(result) };
}
