import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API, type ApplicationDetails } from '../../../domain/admin.schema.ts';
import { YARDS_API } from '../../../domain/yards.schema.ts';
import { standInForDialogs, stubDetailsPage } from './testing/details-page-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';

/**
 * The details page from acceptance to tenancy: a pending application its yard has no room for
 * offers the waitlist and the yards with room; one on the waitlist says where it stands; an
 * acceptance confirms the agreement's rates; an accepted one shows its agreement, and its tenancy
 * can be ended.
 */
beforeAll(standInForDialogs);
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const SLOW_PAGE = { timeout: 5000 };
const NO_ROOM: Partial<ApplicationDetails> = {
  spacesFit: {
    fits: false,
    from: '2026-12-15',
    shortfall: { truckSpaces: 3, trailerSpaces: 0 },
    alternatives: [
      { slug: 'lake', name: 'Lake Ridge Rd & Taunton Rd W', truckSpaces: { free: 9 }, trailerSpaces: { free: 20 } },
    ],
  },
  waitlist: null,
};

const stub = stubDetailsPage;

test('no room: the waitlist asks first, posts the id, and the reloaded page shows the place in line', async () => {
  const page = stub(NO_ROOM, {
    [`POST ${YARDS_API.waitlist}`]: () => {
      page.reloadAs({ waitlist: { position: 2, waitlistedAt: '2026-12-01T15:00:00.000Z', offerExpiresAt: null } });
      return { status: 200, body: { isSuccess: true, position: 2 } };
    },
  });
  const { user } = renderAdmin('/ReqestInformation/42');
  const room = within(await screen.findByRole('region', { name: /^No room at / }, SLOW_PAGE));
  expect(room.getByText(/No: 3 truck spaces short from Dec 15, 2026/)).toBeInTheDocument();
  expect(
    room.getByRole('button', {
      name: 'Move to Lake Ridge Rd & Taunton Rd W (9 truck spaces free, 20 trailer spaces free)',
    }),
  ).toBeInTheDocument();
  await user.click(room.getByRole('button', { name: 'Put on the waitlist' }));
  const dialog = within(screen.getByRole('dialog', { name: /Put application .* on the waitlist\?/ }));
  expect(page.calls.some((call) => call.url.pathname === YARDS_API.waitlist)).toBe(false);
  await user.click(dialog.getByRole('button', { name: 'Put on the waitlist' }));
  expect(await screen.findByTestId('waitlist-place', {}, SLOW_PAGE)).toHaveTextContent(/number 2 in line/);
  expect(page.calls.find((call) => call.url.pathname === YARDS_API.waitlist)?.body).toEqual({ id: 42 });
});

test('no room: moving to a yard with room posts its slug; a refusal shows in the dialog', async () => {
  const page = stub(NO_ROOM, {
    [`POST ${YARDS_API.changeYard}`]: {
      status: 409,
      body: { isSuccess: false, code: 'conflict', message: 'This application changed meanwhile; reload it.' },
    },
  });
  const { user } = renderAdmin('/ReqestInformation/42');
  await user.click(await screen.findByRole('button', { name: /^Move to Lake Ridge/ }, SLOW_PAGE));
  const dialog = within(screen.getByRole('dialog', { name: /to Lake Ridge Rd & Taunton Rd W\?$/ }));
  await user.click(dialog.getByRole('button', { name: 'Move to this yard' }));
  expect(await dialog.findByText(/changed meanwhile/)).toBeInTheDocument();
  expect(page.calls.find((call) => call.url.pathname === YARDS_API.changeYard)?.body).toEqual({ id: 42, slug: 'lake' });
});

test('an offer held: the page says until when, and offers no waitlist', async () => {
  stub({
    ...NO_ROOM,
    waitlist: { position: null, waitlistedAt: '2026-12-01T15:00:00.000Z', offerExpiresAt: '2026-12-04T15:00:00.000Z' },
  });
  renderAdmin('/ReqestInformation/42');
  expect(await screen.findByTestId('waitlist-place', {}, SLOW_PAGE)).toHaveTextContent(
    /held for this application until/,
  );
  expect(screen.queryByRole('button', { name: 'Put on the waitlist' })).not.toBeInTheDocument();
});

test('an accepted tenancy ends on a date with a reason, checked before sending', async () => {
  const page = stub(
    { status: 'Accepted', reviewStatus: 'Accepted', decidedAt: '2026-11-25T15:00:00.000Z', moveOutDate: null },
    {
      [`POST ${YARDS_API.endTenancy}`]: () => {
        page.reloadAs({ status: 'Accepted', reviewStatus: 'Accepted', moveOutDate: '2027-01-31' });
        return { status: 200, body: { isSuccess: true, moveOutDate: '2027-01-31' } };
      },
    },
  );
  const { user } = renderAdmin('/ReqestInformation/42');
  await user.click(await screen.findByRole('button', { name: 'End the tenancy' }, SLOW_PAGE));
  const date = screen.getByLabelText(/Move-out date/);
  await waitFor(() => expect(date).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'End the tenancy' }));
  expect(screen.getByLabelText(/Move-out date/)).toHaveAccessibleDescription(/Enter the move-out date/);
  expect(page.calls.some((call) => call.url.pathname === YARDS_API.endTenancy)).toBe(false);
  await user.type(date, '2027-01-31');
  await user.type(screen.getByLabelText(/Why the tenancy ends/), 'Moving to our own yard');
  await user.click(screen.getByRole('button', { name: 'End the tenancy' }));
  expect(await screen.findByTestId('move-out-date', {}, SLOW_PAGE)).toHaveTextContent(
    'Ends: the spaces are free from Jan 31, 2027.',
  );
  expect(page.calls.find((call) => call.url.pathname === YARDS_API.endTenancy)?.body).toEqual({
    id: 42,
    moveOutDate: '2027-01-31',
    reason: 'Moving to our own yard',
  });
});

test('Accept confirms the rates, prefilled with the suggested ones, checked before sending', async () => {
  const page = stub(
    { rates: { confirmed: false, truckRate: 410, trailerRate: 95.5 } },
    {
      [`POST ${ADMIN_API.action}`]: { status: 200, body: { isSuccess: true, status: 'Accepted' } },
      [`GET ${ADMIN_API.list}`]: { status: 200, body: { data: [], count: 0 } },
    },
  );
  const { user } = renderAdmin('/ReqestInformation/42');
  await user.click(await screen.findByRole('button', { name: 'Accept' }, SLOW_PAGE));
  const dialog = within(screen.getByRole('dialog', { name: /^Accept application/ }));
  const truck = dialog.getByLabelText(/Rate per truck space/);
  expect(truck).toHaveValue('410');
  expect(dialog.getByLabelText(/Rate per trailer space/)).toHaveValue('95.5');
  await user.clear(truck);
  await user.type(truck, '3.999');
  await user.click(dialog.getByRole('button', { name: 'Accept application' }));
  expect(truck).toHaveAccessibleDescription(/at most two decimals/);
  expect(page.calls.some((call) => call.url.pathname === ADMIN_API.action)).toBe(false);
  await user.clear(truck);
  await user.type(truck, '$1,250');
  await user.click(dialog.getByRole('button', { name: 'Accept application' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'All applications' }, SLOW_PAGE)).toBeInTheDocument();
  expect(page.calls.find((call) => call.url.pathname === ADMIN_API.action)?.body).toEqual({
    id: 42,
    status: 0,
    truckRate: 1250,
    trailerRate: 95.5,
  });
});

test('an accepted application shows its agreement: version, state, confirmed rates and the PDF', async () => {
  stub({
    status: 'Accepted',
    reviewStatus: 'Accepted',
    rates: { confirmed: true, truckRate: 325, trailerRate: 120.25 },
    agreement: { state: 'AwaitingSignature', version: 2, sha256: 'ab'.repeat(32) },
  });
  renderAdmin('/ReqestInformation/42');
  const section = within(await screen.findByRole('region', { name: 'Parking agreement' }, SLOW_PAGE));
  expect(section.getByText("Awaiting the customer's signature")).toBeInTheDocument();
  expect(section.getByText('$120.25 a month')).toBeInTheDocument();
  expect(section.getByText('ab'.repeat(32))).toBeInTheDocument();
  expect(section.getByRole('link', { name: 'Open the agreement (PDF)' })).toHaveAttribute(
    'href',
    '/api/ApplicationFormData/Agreement/42',
  );
});
