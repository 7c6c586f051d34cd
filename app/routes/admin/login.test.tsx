import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, test, vi } from 'vitest';
import { ADMIN_API, TWO_FACTOR_ERROR_PATH } from '../../../domain/admin.schema.ts';
import { ADMIN_HINT_KEY } from '../../lib/admin-hint.ts';
import { documentLoad } from '../../lib/document-load.ts';
import { meta } from './login.tsx';
import { stubAdminApi, unauthorized, type StubRequest } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin } from './testing/render-admin.tsx';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';

const EMPTY_LIST = { status: 200, body: { data: [], count: 0 } };
const COUNT = { status: 200, body: { count: 0 } };

function signedInReply() {
  return { status: 200, body: { isSuccess: true, token: 'header.payload.signature', user: SAMPLE_ADMIN } };
}

// jsdom cannot load a document; the sign-in's last step is recorded instead (e2e follows it).
let replaceDocument: MockInstance<(path: string) => void>;
beforeEach(() => {
  localStorage.clear();
  replaceDocument = vi.spyOn(documentLoad, 'replace').mockImplementation(() => undefined);
});
afterEach(() => replaceDocument.mockRestore());
afterEach(() => vi.unstubAllGlobals());

async function fillCredentials(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(screen.getByLabelText('Username'), 'dispatch.lead');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
}

test('the login page is titled, has its fields and the forgot-password link', () => {
  expect(meta({} as never)).toContainEqual({ title: expect.stringContaining('Login') });
  renderAdmin('/Login');
  expect(screen.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/ForgetPassword');
});

test('messages appear once a field is touched', async () => {
  const { user } = renderAdmin('/Login');
  await user.click(screen.getByLabelText('Username'));
  await user.tab();
  expect(await screen.findByText('username is required.')).toBeInTheDocument();
  await user.tab();
  expect(await screen.findByText('password is required.')).toBeInTheDocument();
});

test('a signed-out visitor of a dashboard page signs in and lands back on that page', async () => {
  let signedIn = false;
  const { calls } = stubAdminApi({
    [`GET ${ADMIN_API.me}`]: () => (signedIn ? { status: 200, body: SAMPLE_ADMIN } : unauthorized()),
    [`POST ${ADMIN_API.login}`]: () => {
      signedIn = true;
      return signedInReply();
    },
    [`GET ${ADMIN_API.list}`]: EMPTY_LIST,
    [`GET ${ADMIN_API.statistics}`]: COUNT,
  });
  const { user } = renderAdmin('/Dashboard/AcceptRequests?page=2');

  expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/Login?redirectTo=%2FDashboard%2FAcceptRequests%3Fpage%3D2');
  expect(screen.getByText('Sign in to continue to the dashboard.')).toBeInTheDocument();

  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Login' }));

  // A new document, so the dashboard runs under its own opener isolation.
  await waitFor(() => expect(replaceDocument).toHaveBeenCalledWith('/Dashboard/AcceptRequests?page=2'));
  expect(replaceDocument).toHaveBeenCalledOnce();
  expect(currentUrl()).toMatch(/^\/Login/);
  const login = calls.find((call) => call.url.pathname === ADMIN_API.login);
  expect(login?.body).toEqual({ userName: 'dispatch.lead', password: 'correct horse battery staple' });
  // Only the name is kept in the browser; the session is the server's httpOnly cookie.
  expect(localStorage.getItem(ADMIN_HINT_KEY)).toBe(JSON.stringify({ userName: SAMPLE_ADMIN.userName }));
  expect(JSON.stringify(localStorage)).not.toContain('header.payload.signature');
});

test('without a place to go back to, sign-in opens the review queue', async () => {
  stubAdminApi({
    [`POST ${ADMIN_API.login}`]: signedInReply(),
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.list}`]: EMPTY_LIST,
    [`GET ${ADMIN_API.statistics}`]: COUNT,
  });
  const { user } = renderAdmin('/Login?redirectTo=https%3A%2F%2Fevil.example');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(replaceDocument).toHaveBeenCalledWith('/Dashboard'));
});

test('wrong credentials show the server’s message in an alert and keep the page', async () => {
  stubAdminApi({
    [`POST ${ADMIN_API.login}`]: {
      status: 401,
      body: { isSuccess: false, code: 'unauthorized', message: 'The username or password is incorrect.' },
    },
  });
  const { user } = renderAdmin('/Login');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
  expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
});

test('too many attempts say how long to wait', async () => {
  stubAdminApi({
    [`POST ${ADMIN_API.login}`]: {
      status: 429,
      headers: { 'Retry-After': '120' },
      body: { isSuccess: false, code: 'rate_limited', message: 'Too many failed sign-ins.' },
    },
  });
  const { user } = renderAdmin('/Login');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many sign-in attempts. Wait about 2 minutes and try again.',
  );
});

test('with two-factor sign-in on, the page asks for the code and sends it with the password', async () => {
  const requests: StubRequest[] = [];
  stubAdminApi({
    [`POST ${ADMIN_API.login}`]: (request) => {
      requests.push(request);
      const body = request.body as { code?: string };
      if (body.code === '123456') return signedInReply();
      const message = body.code
        ? 'That code is not right. Enter the current code, or one of your recovery codes.'
        : 'Enter the 6-digit code from your authenticator app';
      return {
        status: 401,
        body: { isSuccess: false, code: 'unauthorized', message, errors: [{ path: TWO_FACTOR_ERROR_PATH, message }] },
      };
    },
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.list}`]: EMPTY_LIST,
    [`GET ${ADMIN_API.statistics}`]: COUNT,
  });
  const { user } = renderAdmin('/Login');
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Login' }));

  const codeField = await screen.findByLabelText('Code from your authenticator app');
  await waitFor(() => expect(codeField).toHaveFocus());
  expect(screen.getByText(/Two-factor sign-in is on for this account/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(requests[0]?.body).toEqual({ userName: 'dispatch.lead', password: 'correct horse battery staple' });

  // An empty code is not sent.
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(
    await screen.findByText('Enter the code from your authenticator app, or a recovery code.'),
  ).toBeInTheDocument();
  expect(requests).toHaveLength(1);

  await user.type(codeField, '654321');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
  expect(codeField).toHaveValue('');
  expect(codeField).toHaveAttribute('aria-invalid', 'true');

  await user.type(codeField, '123456');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(replaceDocument).toHaveBeenCalledWith('/Dashboard'));
  expect(requests[2]?.body).toEqual({
    userName: 'dispatch.lead',
    password: 'correct horse battery staple',
    code: '123456',
  });
});

test('a changed password signs the admin out and the login page says why', async () => {
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: COUNT,
    [`POST ${ADMIN_API.changePassword}`]: { status: 200, body: { isSuccess: true } },
  });
  const { user } = renderAdmin('/Dashboard/settingEmail');
  expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Current password'), 'old password here');
  await user.type(screen.getByLabelText('New password'), 'a brand new long password');
  await user.type(screen.getByLabelText('Confirm password'), 'a brand new long password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const notice = await screen.findByText('Password changed. Sign in with your new password.');
  expect(notice).toHaveAttribute('role', 'status');
  expect(screen.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/Login');
  expect(localStorage.getItem(ADMIN_HINT_KEY)).toBeNull();
});
