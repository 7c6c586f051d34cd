import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { CONTACT_ADMIN_API } from '../../../domain/contact-admin.schema.ts';
import { rememberAdmin } from '../../lib/admin-hint.ts';
import { stubAdminApi, unauthorized, type StubReply } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin } from './testing/render-admin.tsx';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';

/*
 * The router runs the loaders of the layout and of the screens below it at once. The session is
 * asked first and once; no screen's own call goes out before the answer (the earlier attempt sent
 * several calls that all came back 401 on a signed-out visit).
 */

const EMPTY_LIST = { status: 200, body: { data: [], count: 0 } };
const EMPTY_MESSAGES = { status: 200, body: { data: [], count: 0, unreadCount: 0 } };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test.each([
  '/Dashboard/AcceptRequests?page=2',
  '/Dashboard/Messages',
  '/Dashboard/Messages/enquiry/7',
  '/ReqestInformation/42',
])('a signed-out visit to %s asks only who is signed in, then goes to Login and back', async (path) => {
  // A stale hint from an earlier session must not let a screen call before the answer.
  rememberAdmin({ userName: SAMPLE_ADMIN.userName });
  const { calls } = stubAdminApi({ [`GET ${ADMIN_API.me}`]: unauthorized() });
  renderAdmin(path);
  expect(await screen.findByText('Sign in to continue to the dashboard.')).toBeInTheDocument();
  expect(currentUrl()).toBe(`/Login?${new URLSearchParams({ redirectTo: path }).toString()}`);
  expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([`GET ${ADMIN_API.me}`]);
});

test("a screen's own calls wait for the session's answer, then go out together", async () => {
  let answerMe: (reply: StubReply) => void = () => undefined;
  const { calls } = stubAdminApi({
    [`GET ${ADMIN_API.me}`]: () => new Promise<StubReply>((resolve) => (answerMe = resolve)),
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${ADMIN_API.list}`]: EMPTY_LIST,
  });
  renderAdmin('/Dashboard/AllApplication');
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
  expect(calls[0]?.url.pathname).toBe(ADMIN_API.me);

  answerMe({ status: 200, body: SAMPLE_ADMIN });
  expect(await screen.findByRole('heading', { level: 1, name: 'All applications' })).toBeInTheDocument();
  expect(calls.filter((call) => call.url.pathname === ADMIN_API.me)).toHaveLength(1);
  expect(calls.map((call) => call.url.pathname)).toContain(ADMIN_API.list);
});

test('a session that ends while the admin works sends them to sign in from the page they were on', async () => {
  let signedIn = true;
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: () => (signedIn ? { status: 200, body: SAMPLE_ADMIN } : unauthorized()),
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 0 } },
    [`GET ${ADMIN_API.list}`]: EMPTY_LIST,
    [`GET ${CONTACT_ADMIN_API.enquiries}`]: () => (signedIn ? EMPTY_MESSAGES : unauthorized()),
    [`GET ${CONTACT_ADMIN_API.unreadCounts}`]: () =>
      signedIn ? { status: 200, body: { enquiries: 0, jobApplications: 0 } } : unauthorized(),
  });
  const { user } = renderAdmin('/Dashboard/AllApplication');
  await user.click(await screen.findByRole('link', { name: 'Messages' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();

  signedIn = false;
  await user.click(screen.getByRole('link', { name: 'All applications' }));
  await user.click(await screen.findByRole('link', { name: 'Messages' }));
  expect(await screen.findByText('Sign in to continue to the dashboard.')).toBeInTheDocument();
  expect(currentUrl()).toBe('/Login?redirectTo=%2FDashboard%2FMessages');
});
