import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { ForgotPasswordFormSchema } from '../../components/admin/reset-request-step.tsx';
import { stubAdminApi, type StubHandler } from './testing/admin-fetch-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';

afterEach(() => vi.unstubAllGlobals());

const ACCEPTED = { status: 200, body: { isSuccess: true } };

function stubReset(confirm: StubHandler = ACCEPTED, request: StubHandler = ACCEPTED) {
  return stubAdminApi({
    [`POST ${ADMIN_API.forgotPasswordRequest}`]: request,
    [`POST ${ADMIN_API.forgotPasswordConfirm}`]: confirm,
  });
}

async function completeStepOne(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'lead@example.com');
  await user.type(screen.getByLabelText('New Password'), 'a long new password');
  await user.type(screen.getByLabelText('Confirm Password'), 'a long new password');
  await user.click(screen.getByRole('button', { name: 'Complete' }));
}

function boxes() {
  return Array.from({ length: 6 }, (_, index) => screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }));
}

test('step 1 shows the required-field messages once touched', async () => {
  stubReset();
  const { user } = renderAdmin('/ForgetPassword');
  await user.click(screen.getByLabelText('E-mail'));
  await user.tab();
  expect(await screen.findByText('E-mail is required.')).toBeInTheDocument();
  await user.tab();
  expect(await screen.findByText('New Password is required.')).toBeInTheDocument();
});

test('the form schema refuses a short or mismatched password with the house messages', () => {
  const messages = (value: object) =>
    ForgotPasswordFormSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  expect(messages({ email: 'lead@example.com', newPassword: 'short', confirmPassword: 'short' })).toEqual([
    'Use at least 12 characters',
  ]);
  expect(
    messages({ email: 'lead@example.com', newPassword: 'a long new password', confirmPassword: 'another one!!' }),
  ).toEqual(['New password and Confirm Password Not Match']);
});

test('the whole reset: e-mail and new password, then the code from the e-mail, then sign in', async () => {
  const { calls } = stubReset();
  const { user } = renderAdmin('/ForgetPassword');
  expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 2: E-mail' })).toBeInTheDocument();
  await completeStepOne(user);

  const stepTwo = await screen.findByRole('heading', { level: 2, name: 'Step 2 of 2: Code' });
  await waitFor(() => expect(stepTwo).toHaveFocus());
  expect(calls[0]?.body).toEqual({ email: 'lead@example.com', newPassword: 'a long new password' });
  expect(screen.getByRole('group', { name: 'Code from the e-mail' })).toBeInTheDocument();

  await user.click(boxes()[0]!);
  await user.paste('482107');
  await user.click(screen.getByRole('button', { name: 'Complete' }));

  expect(await screen.findByText('Your password is changed. Sign in with your new password.')).toBeInTheDocument();
  expect(calls[1]?.url.pathname).toBe(ADMIN_API.forgotPasswordConfirm);
  expect(calls[1]?.body).toEqual({ email: 'lead@example.com', code: '482107' });
  expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/Login');
});

test('an incomplete code is not sent', async () => {
  const { calls } = stubReset();
  const { user } = renderAdmin('/ForgetPassword');
  await completeStepOne(user);
  await screen.findByRole('heading', { name: 'Step 2 of 2: Code' });
  await user.click(boxes()[0]!);
  await user.keyboard('48');
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(await screen.findByText('Enter all 6 digits of the code from the e-mail.')).toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

test('a refused code is shown at the boxes; Back keeps what was typed in step 1', async () => {
  stubReset({
    status: 400,
    body: {
      isSuccess: false,
      code: 'validation_failed',
      message: 'That code is not right or has expired.',
      errors: [{ path: 'code', message: 'That code is not right or has expired.' }],
    },
  });
  const { user } = renderAdmin('/ForgetPassword');
  await completeStepOne(user);
  await screen.findByRole('heading', { name: 'Step 2 of 2: Code' });
  await user.click(boxes()[0]!);
  await user.paste('000000');
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(await screen.findByText('That code is not right or has expired.')).toBeInTheDocument();
  expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByLabelText('E-mail')).toHaveValue('lead@example.com');
});

test('a weak password refused by the server is shown at the field', async () => {
  stubReset(ACCEPTED, {
    status: 400,
    body: {
      isSuccess: false,
      code: 'validation_failed',
      message: 'This password is too common.',
      errors: [{ path: 'newPassword', message: 'This password is too common.' }],
    },
  });
  const { user } = renderAdmin('/ForgetPassword');
  await completeStepOne(user);
  expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
  expect(screen.getByLabelText('New Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('heading', { name: 'Step 2 of 2: Code' })).not.toBeInTheDocument();
});

test('too many requests say how long to wait', async () => {
  stubReset(ACCEPTED, {
    status: 429,
    headers: { 'Retry-After': '30' },
    body: { isSuccess: false, code: 'rate_limited', message: 'Too many requests.' },
  });
  const { user } = renderAdmin('/ForgetPassword');
  await completeStepOne(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait 30 seconds and try again.');
});
