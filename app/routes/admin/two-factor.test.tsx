import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { stubAdminApi } from './testing/admin-fetch-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test('turning two-factor sign-in on: the key to type, a code, then the recovery codes once', async () => {
  let enabled = false;
  const { calls } = stubAdminApi({
    [`GET ${ADMIN_API.me}`]: () => ({ status: 200, body: { ...SAMPLE_ADMIN, twoFactorEnabled: enabled } }),
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 0 } },
    [`POST ${ADMIN_API.twoFactorSetup}`]: {
      status: 200,
      body: {
        secret: 'JBSWY3DPEHPK3PXPJBSW',
        otpauthUrl: 'otpauth://totp/Yard:dispatch.lead?secret=JBSWY3DPEHPK3PXPJBSW',
      },
    },
    [`POST ${ADMIN_API.twoFactorEnable}`]: (request) => {
      if ((request.body as { code: string }).code !== '123456') {
        return {
          status: 400,
          body: {
            isSuccess: false,
            code: 'validation_failed',
            message: 'That code is not right.',
            errors: [{ path: 'code', message: 'That code is not right.' }],
          },
        };
      }
      enabled = true;
      return { status: 200, body: { isSuccess: true, recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] } };
    },
  });
  const { user } = renderAdmin('/Dashboard/security');
  expect(await screen.findByText('Status: Off')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeInTheDocument();

  const code = screen.getByLabelText('Code from your authenticator app');
  await user.type(code, '12a34');
  expect(code).toHaveValue('1234');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '999999');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText('That code is not right.')).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  const codes = within(await screen.findByRole('region', { name: /save your recovery codes/ }));
  expect(codes.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['aaaa-bbbb', 'cccc-dddd']);

  await user.click(codes.getByRole('button', { name: 'I have saved the codes' }));
  expect(await screen.findByText('Status: On')).toBeInTheDocument();
  expect(screen.queryByText('aaaa-bbbb')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  expect(calls.filter((call) => call.url.pathname === ADMIN_API.me).length).toBeGreaterThanOrEqual(2);
});

test('turning it off needs the password', async () => {
  let enabled = true;
  const { calls } = stubAdminApi({
    [`GET ${ADMIN_API.me}`]: () => ({ status: 200, body: { ...SAMPLE_ADMIN, twoFactorEnabled: enabled } }),
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 0 } },
    [`POST ${ADMIN_API.twoFactorDisable}`]: () => {
      enabled = false;
      return { status: 200, body: { isSuccess: true } };
    },
  });
  const { user } = renderAdmin('/Dashboard/security');
  expect(await screen.findByText('Status: On')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('password is required.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Password'), 'my current password');
  await user.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
  expect(await screen.findByText('Status: Off')).toBeInTheDocument();
  expect(calls.find((call) => call.url.pathname === ADMIN_API.twoFactorDisable)?.body).toEqual({
    password: 'my current password',
  });
});
