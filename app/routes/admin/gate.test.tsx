import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PASS_API, type PassCheck } from '../../../domain/access-pass.schema.ts';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';
import { unitAxeViolations } from '../../../tests/support/unit-axe.ts';
import { stubAdminApi, type StubHandler, unauthorized } from './testing/admin-fetch-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';

/**
 * The Gate screen: pick the yard, type or scan a code, Enter; the answer (Valid or Not valid, why,
 * whose pass) is in a status region, and the code is selected for the next scan. Keyboard only.
 */
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const SLOW_PAGE = { timeout: 5000 };
const KNOWN = { validFrom: '2026-12-01', company: 'Gill Haulage Ltd', spaces: { trucks: 5, trailers: 8 } };

function stub(checks: Record<string, StubHandler>) {
  return stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    ...checks,
  });
}

const answer = (body: PassCheck): StubHandler => ({ status: 200, body });

async function openGate() {
  const view = renderAdmin('/Dashboard/Gate');
  expect(await screen.findByRole('heading', { level: 1, name: 'Gate' }, SLOW_PAGE)).toBeInTheDocument();
  return view;
}

test('keyboard only: the yard, a scanned code and Enter; Valid with the company and spaces, announced', async () => {
  const page = stub({ [`GET ${PASS_API.check('mavid', '7kq4mx2p')}`]: answer({ valid: true, ...KNOWN }) });
  const { user } = await openGate();
  const yard = screen.getByRole('combobox', { name: /Yard/ });
  yard.focus();
  await user.selectOptions(yard, 'mavid');
  await user.tab();
  expect(screen.getByRole('textbox', { name: /Access code/ })).toHaveFocus();
  await user.keyboard('7kq4mx2p{Enter}');
  const status = within(screen.getByRole('status'));
  expect(await status.findByText('Valid', {}, SLOW_PAGE)).toBeInTheDocument();
  expect(screen.getByTestId('gate-answer')).toHaveTextContent('7kq4mx2p opens Lawson Rd & Hwy 25 today.');
  expect(screen.getByTestId('gate-answer')).toHaveTextContent('CompanyGill Haulage Ltd');
  expect(screen.getByTestId('gate-answer')).toHaveTextContent('Spaces5 truck spaces, 8 trailer spaces');
  expect(page.calls.filter((call) => call.url.pathname.startsWith('/api/Yards/'))).toHaveLength(1);
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Access code/ })).toHaveFocus());
  expect(await unitAxeViolations(document.body)).toEqual([]);
});

test.each([
  ['revoked', 'This pass was revoked.'],
  ['not_yet_valid', 'Not valid yet: it opens the yard from Dec 1, 2026.'],
  ['ended', 'The tenancy has ended.'],
] as const)('Not valid, %s: said in words, with whose pass it was', async (reason, words) => {
  stub({ [`GET ${PASS_API.check('derry', '7KQ4-MX2P')}`]: answer({ valid: false, reason, ...KNOWN }) });
  const { user } = await openGate();
  await user.selectOptions(screen.getByRole('combobox', { name: /Yard/ }), 'derry');
  await user.type(screen.getByRole('textbox', { name: /Access code/ }), '7KQ4-MX2P{Enter}');
  expect(await within(screen.getByRole('status')).findByText('Not valid', {}, SLOW_PAGE)).toBeInTheDocument();
  expect(screen.getByTestId('gate-answer')).toHaveTextContent(`7KQ4-MX2P at Derry Rd W & Mavis Rd: ${words}`);
  expect(screen.getByTestId('gate-answer')).toHaveTextContent('CompanyGill Haulage Ltd');
});

test('an unknown code: Not valid and nothing about anyone', async () => {
  stub({ [`GET ${PASS_API.check('lake', 'ABCD-EFGH')}`]: answer({ valid: false, reason: 'unknown' }) });
  const { user } = await openGate();
  await user.selectOptions(screen.getByRole('combobox', { name: /Yard/ }), 'lake');
  await user.type(screen.getByRole('textbox', { name: /Access code/ }), 'ABCD-EFGH{Enter}');
  expect(await screen.findByTestId('gate-answer', {}, SLOW_PAGE)).toHaveTextContent(
    'Not validABCD-EFGH at Lake Ridge Rd & Taunton Rd W: This yard never issued this code.',
  );
  expect(screen.getByTestId('gate-answer')).not.toHaveTextContent('Company');
});

test('no yard, or a code of the wrong shape: said under the field and focused, nothing asked', async () => {
  const page = stub({});
  const { user } = await openGate();
  await user.click(screen.getByRole('button', { name: 'Check the pass' }));
  const yard = screen.getByRole('combobox', { name: /Yard/ });
  expect(yard).toHaveFocus();
  expect(yard).toHaveAccessibleDescription(/Choose the yard you are at/);
  await user.selectOptions(yard, 'dean');
  const code = screen.getByRole('textbox', { name: /Access code/ });
  await user.type(code, 'O0O0-1111{Enter}');
  expect(code).toHaveFocus();
  expect(code).toHaveAccessibleDescription(/A pass code is 8 letters and digits/);
  expect(page.calls.some((call) => call.url.pathname.startsWith('/api/Yards/'))).toBe(false);
  expect(await unitAxeViolations(document.body)).toEqual([]);
});

test('a session that ended meanwhile leads to sign in and back', async () => {
  stub({ [`GET ${PASS_API.check('mavid', 'ABCD-EFGH')}`]: unauthorized() });
  const { user } = await openGate();
  await user.selectOptions(screen.getByRole('combobox', { name: /Yard/ }), 'mavid');
  await user.type(screen.getByRole('textbox', { name: /Access code/ }), 'ABCD-EFGH{Enter}');
  await waitFor(() => expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/Login/), SLOW_PAGE);
});
