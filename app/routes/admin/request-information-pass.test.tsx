import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { type AdminPass, PASS_API } from '../../../domain/access-pass.schema.ts';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { unitAxeViolations } from '../../../tests/support/unit-axe.ts';
import { standInForDialogs, stubDetailsPage } from './testing/details-page-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';

/**
 * An accepted application's access pass on its details page: the code, the day it opens the yard
 * from and its state; Revoke asks for the reason first, Reissue asks first; each reloads the page.
 */
beforeAll(standInForDialogs);
afterEach(() => vi.unstubAllGlobals());

const SLOW_PAGE = { timeout: 5000 };
const LIVE: AdminPass = {
  code: '7KQ4-MX2P',
  yard: 'mavid',
  validFrom: '2026-12-01',
  issuedAt: '2026-11-28T15:00:00.000Z',
  revokedAt: null,
  revokedReason: null,
};
const ACCEPTED: Partial<ApplicationDetails> = {
  status: 'Accepted',
  reviewStatus: 'Accepted',
  decidedAt: '2026-11-25T15:00:00.000Z',
  moveOutDate: null,
  accessPass: LIVE,
};

const stub = stubDetailsPage;

const passRegion = async () => within(await screen.findByRole('region', { name: 'Access pass' }, SLOW_PAGE));

test('the pass in force: its code, the day it opens the yard from, and no axe violation', async () => {
  stub(ACCEPTED);
  renderAdmin('/ReqestInformation/42');
  const pass = await passRegion();
  expect(pass.getByText('7KQ4-MX2P')).toBeInTheDocument();
  expect(screen.getByTestId('access-pass')).toHaveTextContent('Valid fromDec 1, 2026');
  expect(screen.getByTestId('access-pass')).toHaveTextContent(/In force since/);
  expect(await unitAxeViolations(screen.getByRole('region', { name: 'Access pass' }))).toEqual([]);
});

test('revoking asks for the reason, checked before sending; the reloaded page says revoked', async () => {
  const page = stub(ACCEPTED, {
    [`POST ${PASS_API.revoke}`]: () => {
      const revoked = { ...LIVE, revokedAt: '2026-12-02T15:00:00.000Z', revokedReason: 'Truck sold' };
      page.reloadAs({ ...ACCEPTED, accessPass: revoked });
      return { status: 200, body: { isSuccess: true, pass: revoked } };
    },
  });
  const { user } = renderAdmin('/ReqestInformation/42');
  await user.click((await passRegion()).getByRole('button', { name: 'Revoke the pass' }));
  const dialog = within(screen.getByRole('dialog', { name: /Revoke the access pass of/ }));
  const reason = dialog.getByLabelText(/Why the pass is revoked/);
  await waitFor(() => expect(reason).toHaveFocus());
  await user.click(dialog.getByRole('button', { name: 'Revoke the pass' }));
  expect(reason).toHaveAccessibleDescription(/Say why the pass is revoked/);
  expect(page.calls.some((call) => call.url.pathname === PASS_API.revoke)).toBe(false);
  await user.type(reason, 'Truck sold');
  await user.click(dialog.getByRole('button', { name: 'Revoke the pass' }));
  await waitFor(() => expect(screen.getByTestId('access-pass')).toHaveTextContent(/Revoked .*: Truck sold/), SLOW_PAGE);
  expect(page.calls.find((call) => call.url.pathname === PASS_API.revoke)?.body).toEqual({
    id: 42,
    reason: 'Truck sold',
  });
  expect(screen.queryByRole('button', { name: 'Revoke the pass' })).not.toBeInTheDocument();
});

test('reissuing asks first and posts the id; a refusal shows in the dialog', async () => {
  const page = stub(ACCEPTED, {
    [`POST ${PASS_API.reissue}`]: {
      status: 409,
      body: {
        isSuccess: false,
        code: 'conflict',
        message: 'This tenancy has ended: its access pass cannot be reissued.',
      },
    },
  });
  const { user } = renderAdmin('/ReqestInformation/42');
  await user.click((await passRegion()).getByRole('button', { name: 'Reissue the pass' }));
  const dialog = within(screen.getByRole('dialog', { name: /Reissue the access pass of/ }));
  expect(dialog.getByText(/new code is e-mailed to the customer/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Reissue the pass' }));
  expect(await dialog.findByRole('alert', {}, SLOW_PAGE)).toHaveTextContent(/tenancy has ended/);
  expect(page.calls.find((call) => call.url.pathname === PASS_API.reissue)?.body).toEqual({ id: 42 });
});

test('no pass yet (the agreement is not signed by both): no panel', async () => {
  stub({ ...ACCEPTED, accessPass: null });
  renderAdmin('/ReqestInformation/42');
  await screen.findByRole('region', { name: 'Tenancy' }, SLOW_PAGE);
  expect(screen.queryByRole('region', { name: 'Access pass' })).not.toBeInTheDocument();
});
