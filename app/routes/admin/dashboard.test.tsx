import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { ADMIN_HINT_KEY } from '../../lib/admin-hint.ts';
import { stubAdminApi, type StubHandler } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin } from './testing/render-admin.tsx';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';

const COUNTS: Record<string, number> = { all: 57, '0': 12, '1': 38, '2': 7 };

const countsByStatus: StubHandler = (request) => ({
  status: 200,
  body: { count: COUNTS[request.url.searchParams.get('Status') ?? 'all'] },
});

function stubDashboard(statistics: StubHandler = countsByStatus) {
  return stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: statistics,
    [`GET ${ADMIN_API.list}`]: { status: 200, body: { data: [], count: 0 } },
    [`POST ${ADMIN_API.logout}`]: { status: 200, body: { isSuccess: true } },
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

test('the shell greets the admin by name and offers the side menu, with the current page marked', async () => {
  stubDashboard();
  renderAdmin('/Dashboard/AcceptRequests');
  expect(await screen.findByText(`Hello, ${SAMPLE_ADMIN.userName}`)).toBeInTheDocument();
  expect(screen.getByText(/Welcome to the .* dashboard\./)).toBeInTheDocument();
  const menu = within(screen.getByRole('navigation', { name: 'Dashboard' }));
  expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['All applications', '/Dashboard/AllApplication'],
    ['Needs attention', '/Dashboard/NeedsAttention'],
    ['Yards', '/Dashboard/Yards'],
    ['Occupancy', '/Dashboard/Occupancy'],
    ['Gate', '/Dashboard/Gate'],
    ['Accepted requests', '/Dashboard/AcceptRequests'],
    ['Rejected Requests', '/Dashboard/CanceledRequests'],
    ['Messages', '/Dashboard/Messages'],
    ['Change password', '/Dashboard/settingEmail'],
    ['Two-factor sign-in', '/Dashboard/security'],
  ]);
  expect(menu.getByRole('link', { name: 'Accepted requests' })).toHaveAttribute('aria-current', 'page');
  expect(menu.getByRole('link', { name: 'All applications' })).not.toHaveAttribute('aria-current');
});

test('the tiles show the real counts: total, active and inactive customers, pending review', async () => {
  const { calls } = stubDashboard();
  renderAdmin('/Dashboard/AllApplication');
  const counts = within(await screen.findByRole('region', { name: 'Application counts' }));
  await waitFor(() => expect(counts.getByText('57')).toBeInTheDocument());
  const tile = (label: string) => counts.getByText(label).closest('div');
  expect(tile('Total Requests')).toHaveTextContent('Total Requests57');
  expect(tile('Total Customers')).toHaveTextContent('Total CustomersActive 38Inactive 7');
  expect(tile('Pending review')).toHaveTextContent('Pending review12');
  const statuses = calls
    .filter((call) => call.url.pathname === ADMIN_API.statistics)
    .map((call) => call.url.searchParams.get('Status'));
  expect(statuses.sort()).toEqual(['0', '1', '2', null].sort());
});

test('the counts are asked when the dashboard is entered, not again on every list page', async () => {
  const { calls } = stubDashboard();
  const { user } = renderAdmin('/Dashboard/AllApplication');
  const counts = within(await screen.findByRole('region', { name: 'Application counts' }));
  expect(counts.getByText('57')).toBeInTheDocument();
  const statisticsCalls = () => calls.filter((call) => call.url.pathname === ADMIN_API.statistics).length;
  expect(statisticsCalls()).toBe(4);
  await user.click(screen.getByRole('link', { name: 'Accepted requests' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Accepted requests' })).toBeInTheDocument();
  expect(statisticsCalls()).toBe(4);
});

test('counts that fail to load say so, and Try again loads them', async () => {
  let failing = true;
  stubDashboard((request) =>
    failing
      ? { status: 503, body: { isSuccess: false, code: 'service_unavailable', message: 'Busy, try again.' } }
      : { status: 200, body: { count: COUNTS[request.url.searchParams.get('Status') ?? 'all'] } },
  );
  const { user } = renderAdmin('/Dashboard/AllApplication');
  expect(await screen.findByText(/The counts could not be loaded\. Busy, try again\./)).toBeInTheDocument();
  failing = false;
  const region = within(screen.getByRole('region', { name: 'Application counts' }));
  await user.click(region.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('57')).toBeInTheDocument();
});

test('/Dashboard opens the review queue', async () => {
  stubDashboard();
  renderAdmin('/Dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'All applications' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/Dashboard/AllApplication');
});

test('Log out ends the session on the server, forgets the name and goes home', async () => {
  const { calls } = stubDashboard();
  const { user } = renderAdmin('/Dashboard/AllApplication');
  await screen.findByText(`Hello, ${SAMPLE_ADMIN.userName}`);
  expect(localStorage.getItem(ADMIN_HINT_KEY)).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST' && call.url.pathname === ADMIN_API.logout)).toBe(true);
  expect(localStorage.getItem(ADMIN_HINT_KEY)).toBeNull();
});

test('moving to another dashboard page puts focus on its heading', async () => {
  stubDashboard();
  const { user } = renderAdmin('/Dashboard/AllApplication');
  await screen.findByRole('heading', { level: 1, name: 'All applications' });
  await user.click(screen.getByRole('link', { name: 'Change password' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Change password' });
  await waitFor(() => expect(heading).toHaveFocus());
});

test('focus the admin moves while the next page loads stays where they put it', async () => {
  /** The list requests held back, each answered when the test says so. */
  const heldLists: Array<() => void> = [];
  let holdLists = false;
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: countsByStatus,
    [`GET ${ADMIN_API.list}`]: async () => {
      if (holdLists) await new Promise<void>((resolve) => heldLists.push(resolve));
      return { status: 200, body: { data: [], count: 0 } };
    },
  });
  const { user } = renderAdmin('/Dashboard/AllApplication');
  await screen.findByRole('heading', { level: 1, name: 'All applications' });
  holdLists = true;
  const answerHeldList = async () => {
    await waitFor(() => expect(heldLists).toHaveLength(1));
    heldLists.pop()?.();
  };

  // Left alone while it loads, focus goes to the new page's heading once it is there.
  await user.click(screen.getByRole('link', { name: 'Accepted requests' }));
  await answerHeldList();
  const accepted = await screen.findByRole('heading', { level: 1, name: 'Accepted requests' });
  await waitFor(() => expect(accepted).toHaveFocus());

  // Tabbing on while the next page loads: the heading does not pull focus back from there.
  await user.click(screen.getByRole('link', { name: 'Rejected Requests' }));
  await waitFor(() => expect(heldLists).toHaveLength(1));
  await user.tab();
  const movedTo = document.activeElement;
  expect(movedTo).toHaveAccessibleName('Messages');
  await answerHeldList();
  const rejected = await screen.findByRole('heading', { level: 1, name: 'Rejected Requests' });
  expect(rejected).not.toHaveFocus();
  expect(movedTo).toHaveFocus();
});
