import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { ADMIN_HINT_KEY } from '../../lib/admin-hint.ts';
import { stubAdminApi, unauthorized, type StubHandler } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin } from './testing/render-admin.tsx';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function stubChange(answer: StubHandler) {
  return stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 0 } },
    [`POST ${ADMIN_API.changePassword}`]: answer,
  });
}

async function changePassword(user: ReturnType<typeof renderAdmin>['user']) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Current password'), 'old password here');
  await user.type(screen.getByLabelText('New password'), 'a brand new long password');
  await user.type(screen.getByLabelText('Confirm password'), 'a brand new long password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

test('a changed password goes to sign-in at once: nothing of the page it leaves is asked again', async () => {
  const { calls } = stubChange({ status: 200, body: { isSuccess: true } });
  const { user } = renderAdmin('/Dashboard/settingEmail');
  await changePassword(user);
  expect(await screen.findByText('Password changed. Sign in with your new password.')).toBeInTheDocument();
  expect(currentUrl()).toBe('/Login');
  // The session ended with the change: asking who is signed in, or the counts, would only be refused.
  expect(calls.at(-1)?.url.pathname).toBe(ADMIN_API.changePassword);
  expect(calls.find((call) => call.url.pathname === ADMIN_API.changePassword)?.body).toEqual({
    currentPassword: 'old password here',
    password: 'a brand new long password',
    confirmPassword: 'a brand new long password',
  });
});

test("the server's refusal of a field is shown under it, which gets the focus, and the page stays", async () => {
  stubChange({
    status: 400,
    body: {
      isSuccess: false,
      code: 'validation_failed',
      message: 'Some answers are not valid.',
      errors: [{ path: 'currentPassword', message: 'The current password is not right.' }],
    },
  });
  const { user } = renderAdmin('/Dashboard/settingEmail');
  await changePassword(user);
  const current = screen.getByLabelText('Current password');
  expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
  expect(current).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(current).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change password' })).not.toHaveAttribute('aria-disabled');
  expect(currentUrl()).toBe('/Dashboard/settingEmail');
});

test('any other failure is said in an alert and keeps what was typed', async () => {
  stubChange({
    status: 503,
    body: { isSuccess: false, code: 'service_unavailable', message: 'We are updating the site.' },
  });
  const { user } = renderAdmin('/Dashboard/settingEmail');
  await changePassword(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('We are updating the site.');
  expect(screen.getByLabelText('New password')).toHaveValue('a brand new long password');
});

test('a session that had already ended goes to sign in all the same', async () => {
  stubChange(unauthorized());
  const { user } = renderAdmin('/Dashboard/settingEmail');
  await changePassword(user);
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/Login');
  expect(localStorage.getItem(ADMIN_HINT_KEY)).toBeNull();
});
