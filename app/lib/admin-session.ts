import { redirect, replace, useLocation, useNavigate } from 'react-router';
import type { AdminUser } from '../../domain/admin.schema.ts';
import { failureMessage, fetchCurrentAdmin } from './admin-api.ts';
import type { ApiResult } from './api-client.ts';
import { forgetAdmin, readAdminHint, rememberAdmin } from './admin-hint.ts';
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

/*
 * React Router runs the loaders of every matched route at once: the layout's guard and the screen's
 * own loaders would all call the API together and, for a signed-out visitor, each get a 401 (and
 * each send the visitor to sign in). So one question per navigation is shared by all of them (keyed
 * by the navigation's Request, which the router hands to every loader), and a screen's call goes
 * out only once the answer is known: `loadAsAdmin` below is the only way an admin loader calls.
 */
type Answer = AdminSession | { status: 'signed-out' };
const askedFor = new WeakMap<Request, Promise<Answer>>();
/** Who the server confirmed in this page's life; a 401 or a logout (the hint gone) forgets it. */
let confirmedUser: string | undefined;

/**
 * The guard of /Dashboard/* and /ReqestInformation/:id: asks the server who is signed in.
 * Signed out (401) throws a redirect to the login page that comes back here. When the server
 * cannot be reached the answer is "unavailable", not "signed out": sending the admin to the login
 * page for a dropped connection would lose their place for nothing.
 */
export async function requireAdmin(request: Request): Promise<AdminSession> {
  const answer = await askOnce(request);
  // Each loader throws a redirect of its own: the router reads and settles every thrown Response.
  if (answer.status === 'signed-out') throw signInAgain(new URL(request.url));
  return answer;
}

function askOnce(request: Request): Promise<Answer> {
  let answer = askedFor.get(request);
  if (!answer) {
    answer = askWhoIsSignedIn(request);
    askedFor.set(request, answer);
  }
  return answer;
}

async function askWhoIsSignedIn(request: Request): Promise<Answer> {
  const result = await fetchCurrentAdmin({ signal: request.signal });
  if (result.status === 'success') {
    rememberAdmin(result.data);
    confirmedUser = result.data.userName;
    return { status: 'signed-in', user: result.data };
  }
  if (isSignedOut(result)) return { status: 'signed-out' };
  return { status: 'unavailable', message: failureMessage(result) };
}

/**
 * Before a screen's own call: the session this navigation is already asking about, or the one
 * confirmed earlier in this page (a page of a list does not ask again; its own call answers 401 by
 * itself when the session ended), or else a question of its own, shared with the layout's.
 */
function sessionBefore(request: Request): Promise<AdminSession> | undefined {
  if (!askedFor.has(request) && confirmedUser !== undefined && readAdminHint()?.userName === confirmedUser) {
    return undefined;
  }
  return requireAdmin(request);
}

/**
 * THE way an admin screen's loader or action calls the API: after the session is known (so a
 * signed-out visit sends exactly one request, GET /api/Me), with the navigation's abort signal, and
 * with the result turned into what the screen shows (`loaded`).
 */
export async function loadAsAdmin<T>(
  request: Request,
  call: (options: { signal: AbortSignal }) => Promise<ApiResult<T>>,
): Promise<Loaded<T>> {
  const session = await sessionBefore(request);
  if (session?.status === 'unavailable') return { status: 'error', message: session.message };
  return loaded(request, await call({ signal: request.signal }));
}

function isSignedOut(result: ApiResult<unknown>): boolean {
  return result.status === 'error' && result.httpStatus === 401;
}

/**
 * THE answer to a 401 from the admin API (idle timeout, logout in another tab, a password changed
 * elsewhere): forget who was signed in and go to sign in, told to come back to `from` afterwards.
 * Loaders and actions throw what this returns; a screen's own call uses `useSignInAgain`.
 */
function signInAgain(from: { pathname: string; search: string }, respond = redirect): Response {
  confirmedUser = undefined;
  forgetAdmin();
  return respond(loginPathFor(from));
}

/**
 * THE way an admin screen's clientAction calls the API. An action runs alone (the page's loaders
 * run after it), so it needs no session asked first: its own call answers 401 when the session
 * ended, which becomes the redirect to sign in and back (replacing the page, as the screen cannot
 * be used signed out). Any other result is the action's to word.
 */
export async function actAsAdmin<T>(request: Request, call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await call();
  if (isSignedOut(result)) throw signInAgain(new URL(request.url), replace);
  return result;
}

/** What an admin screen's loader hands its component: the data, or why it could not be had. */
export type Loaded<T> = { status: 'success'; data: T } | { status: 'error'; message: string };

/**
 * An admin call's result as loader data. A 401 never reaches the screen: it becomes the redirect to
 * sign in (thrown, so the router follows it), coming back to the address the request was for.
 */
function loaded<T>(request: Request, result: ApiResult<T>): Loaded<T> {
  if (result.status === 'success') return result;
  if (isSignedOut(result)) throw signInAgain(new URL(request.url));
  return { status: 'error', message: failureMessage(result) };
}

/**
 * For the calls a screen makes itself, outside a loader or action (the bank reveal): true when the
 * result was a 401, after sending the admin to sign in and back to this page, as `loaded` does.
 */
export function useSignInAgain(): (result: ApiResult<unknown>) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return (result) => {
    if (!isSignedOut(result)) return false;
    const target = signInAgain(location).headers.get('Location') ?? loginPathFor(location);
    void navigate(target, { replace: true });
    return true;
  };
}
