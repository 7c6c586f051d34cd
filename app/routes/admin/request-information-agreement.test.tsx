import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { AGREEMENT_API } from '../../../domain/agreement.schema.ts';
import { unitAxeViolations } from '../../../tests/support/unit-axe.ts';
import { standInForDialogs, stubDetailsPage } from './testing/details-page-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';

/**
 * The agreement on the details page: the countersign asks first, posts the id and shows the
 * agreement complete; new rates make a new version; a signed agreement offers neither.
 */
beforeAll(standInForDialogs);
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const SLOW_PAGE = { timeout: 5000 };
const HASH = 'ab'.repeat(32);
const ACCEPTED: Partial<ApplicationDetails> = {
  status: 'Accepted',
  reviewStatus: 'Accepted',
  rates: { confirmed: true, truckRate: 325, trailerRate: 120.25 },
  agreement: { state: 'AwaitingCountersignature', version: 1, sha256: HASH },
};

const stub = stubDetailsPage;

async function agreementSection() {
  return screen.findByRole('region', { name: 'Parking agreement' }, SLOW_PAGE);
}

test('countersign asks first, posts the id, and the reloaded page shows the agreement signed by both', async () => {
  const page = stub(ACCEPTED, {
    [`POST ${AGREEMENT_API.countersign}`]: () => {
      page.reloadAs({ ...ACCEPTED, agreement: { state: 'Signed', version: 1, sha256: HASH } });
      return { status: 200, body: { isSuccess: true, agreement: { state: 'Signed', version: 1, sha256: HASH } } };
    },
  });
  const { user } = renderAdmin('/ReqestInformation/42');
  const section = await agreementSection();
  expect(within(section).getByText('Signed by the customer; awaiting yours')).toBeInTheDocument();
  expect(await unitAxeViolations(section)).toEqual([]);
  await user.click(within(section).getByRole('button', { name: 'Countersign' }));
  const dialog = within(screen.getByRole('dialog', { name: /Countersign the agreement for/ }));
  expect(page.calls.some((call) => call.url.pathname === AGREEMENT_API.countersign)).toBe(false);
  await user.click(dialog.getByRole('button', { name: 'Countersign' }));
  expect(await screen.findByText('Signed by both', {}, SLOW_PAGE)).toBeInTheDocument();
  expect(page.calls.find((call) => call.url.pathname === AGREEMENT_API.countersign)?.body).toEqual({
    id: 42,
    sha256: HASH,
  });
  const signed = within(await agreementSection());
  expect(signed.getByRole('link', { name: 'Open the signed agreement (PDF)' })).toHaveAttribute(
    'href',
    '/api/ApplicationFormData/Agreement/42',
  );
  expect(signed.queryByRole('button', { name: 'Countersign' })).not.toBeInTheDocument();
  expect(signed.queryByRole('button', { name: 'Change the rates' })).not.toBeInTheDocument();
});

test('a refused countersign says why in the dialog', async () => {
  stub(ACCEPTED, {
    [`POST ${AGREEMENT_API.countersign}`]: {
      status: 409,
      body: { isSuccess: false, code: 'conflict', message: 'This agreement changed meanwhile; reload the page.' },
    },
  });
  const { user } = renderAdmin('/ReqestInformation/42');
  await user.click(within(await agreementSection()).getByRole('button', { name: 'Countersign' }));
  const dialog = within(screen.getByRole('dialog', { name: /Countersign the agreement for/ }));
  await user.click(dialog.getByRole('button', { name: 'Countersign' }));
  expect(await dialog.findByText(/changed meanwhile/, {}, SLOW_PAGE)).toBeInTheDocument();
});

test('new rates are checked, then posted as figures; the page shows the new version to sign', async () => {
  const page = stub(
    { ...ACCEPTED, agreement: { state: 'AwaitingSignature', version: 1, sha256: HASH } },
    {
      [`POST ${AGREEMENT_API.rates}`]: () => {
        page.reloadAs({
          ...ACCEPTED,
          rates: { confirmed: true, truckRate: 300, trailerRate: 1200 },
          agreement: { state: 'AwaitingSignature', version: 2, sha256: 'cd'.repeat(32) },
        });
        return {
          status: 200,
          body: { isSuccess: true, agreement: { state: 'AwaitingSignature', version: 2, sha256: 'cd'.repeat(32) } },
        };
      },
    },
  );
  const { user } = renderAdmin('/ReqestInformation/42');
  const section = within(await agreementSection());
  expect(section.queryByRole('button', { name: 'Countersign' })).not.toBeInTheDocument();
  await user.click(section.getByRole('button', { name: 'Change the rates' }));
  const truck = section.getByLabelText(/Rate per truck space/);
  expect(truck).toHaveFocus();
  await user.clear(truck);
  await user.type(truck, '-3');
  await user.click(section.getByRole('button', { name: 'Make the new version' }));
  expect(truck).toHaveAccessibleDescription(/cannot be negative/);
  expect(page.calls.some((call) => call.url.pathname === AGREEMENT_API.rates)).toBe(false);

  await user.clear(truck);
  await user.type(truck, '$300');
  const trailer = section.getByLabelText(/Rate per trailer space/);
  await user.clear(trailer);
  await user.type(trailer, '1,200');
  await user.click(section.getByRole('button', { name: 'Make the new version' }));
  expect(await screen.findByText('$1,200.00 a month', {}, SLOW_PAGE)).toBeInTheDocument();
  expect(page.calls.find((call) => call.url.pathname === AGREEMENT_API.rates)?.body).toEqual({
    id: 42,
    truckRate: 300,
    trailerRate: 1200,
  });
  expect(within(await agreementSection()).getByText('2')).toBeInTheDocument();
});
