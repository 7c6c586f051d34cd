import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../domain/admin.schema.ts';
import { stubAdminApi, unauthorized } from '../routes/admin/testing/admin-fetch-stub.ts';
import { ADMIN_HINT_KEY, forgetAdmin, readAdminHint, rememberAdmin, useAdminHint } from './admin-hint.ts';
import { loginPathFor, requireAdmin, safeRedirectTarget } from './admin-session.ts';
import { SAMPLE_ADMIN } from '../../tests/factories/api-replies.factory.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('where sign-in leads', () => {
  test('back to a page of this site', () => {
    expect(safeRedirectTarget('/Dashboard/AcceptRequests?page=2')).toBe('/Dashboard/AcceptRequests?page=2');
    expect(safeRedirectTarget('/ReqestInformation/42')).toBe('/ReqestInformation/42');
  });

  test('to the dashboard when there is nowhere to go back to', () => {
    expect(safeRedirectTarget(null)).toBe('/Dashboard');
    expect(safeRedirectTarget('')).toBe('/Dashboard');
  });

  test.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'Dashboard',
    '/\tevil',
    '/Login?redirectTo=/Login',
  ])('never off the site or in a loop: %s', (target) => {
    expect(safeRedirectTarget(target)).toBe('/Dashboard');
  });

  test('the login page is told where to come back to', () => {
    expect(loginPathFor({ pathname: '/Dashboard/AllApplication', search: '?page=3&status=all' })).toBe(
      '/Login?redirectTo=%2FDashboard%2FAllApplication%3Fpage%3D3%26status%3Dall',
    );
  });
});

describe('the guard of the admin pages', () => {
  test('a signed-out visitor is sent to the login page, which brings them back', async () => {
    rememberAdmin({ userName: 'stale' });
    stubAdminApi({ [`GET ${ADMIN_API.me}`]: unauthorized() });
    const thrown = await requireAdmin(new Request('http://localhost/Dashboard/AcceptRequests?page=2')).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '', 'http://localhost');
    expect(location.pathname).toBe('/Login');
    expect(location.searchParams.get('redirectTo')).toBe('/Dashboard/AcceptRequests?page=2');
    // The stale hint goes, so the navbar icon points at Login again.
    expect(readAdminHint()).toBeNull();
  });

  test('a signed-in admin passes, and the browser remembers only the name', async () => {
    const { calls } = stubAdminApi({ [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN } });
    const session = await requireAdmin(new Request('http://localhost/ReqestInformation/42'));
    expect(session).toEqual({ status: 'signed-in', user: SAMPLE_ADMIN });
    expect(calls[0]?.method).toBe('GET');
    expect(JSON.parse(localStorage.getItem(ADMIN_HINT_KEY) ?? '')).toEqual({ userName: SAMPLE_ADMIN.userName });
  });

  test('a server that cannot answer is not mistaken for a sign-out', async () => {
    stubAdminApi({
      [`GET ${ADMIN_API.me}`]: {
        status: 503,
        body: { isSuccess: false, code: 'service_unavailable', message: 'Down for a moment.' },
      },
    });
    const session = await requireAdmin(new Request('http://localhost/Dashboard'));
    expect(session).toEqual({ status: 'unavailable', message: 'Down for a moment.' });
  });
});

describe('the signed-in hint', () => {
  test('components see it appear and go, without a reload', () => {
    const { result } = renderHook(() => useAdminHint());
    expect(result.current).toBeNull();
    act(() => rememberAdmin({ userName: 'dispatch.lead' }));
    expect(result.current).toEqual({ userName: 'dispatch.lead' });
    act(() => forgetAdmin());
    expect(result.current).toBeNull();
  });

  test('holds no token, only the name', () => {
    rememberAdmin({ userName: 'dispatch.lead', ...{ token: 'secret' } });
    expect(localStorage.getItem(ADMIN_HINT_KEY)).toBe('{"userName":"dispatch.lead"}');
  });

  test('a malformed hint reads as signed out', () => {
    localStorage.setItem(ADMIN_HINT_KEY, '{not json');
    expect(readAdminHint()).toBeNull();
  });
});
