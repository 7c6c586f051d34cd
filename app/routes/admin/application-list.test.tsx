import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { stubAdminApi, type StubHandler } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin } from './testing/render-admin.tsx';
import { createApplicationSummary, SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';

function stubList(list: StubHandler) {
  return stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${ADMIN_API.list}`]: list,
  });
}

function listCalls(calls: ReturnType<typeof stubAdminApi>['calls']) {
  return calls
    .filter((call) => call.url.pathname === ADMIN_API.list)
    .map((call) => Object.fromEntries(call.url.searchParams));
}

beforeEach(() => localStorage.clear());

/** Page 1 of 20 at once; any later page never arrives. */
function stubAndRender() {
  stubList((request) =>
    request.url.searchParams.get('skip') === '0'
      ? {
          status: 200,
          body: { data: Array.from({ length: 10 }, (_, index) => createApplicationSummary(100 - index)), count: 200 },
        }
      : new Promise(() => undefined),
  );
  return renderAdmin('/Dashboard/AllApplication');
}
afterEach(() => vi.unstubAllGlobals());

describe('the review queue (AllApplication)', () => {
  test('opens on the pending applications, ten to a page, and shows each as a card', async () => {
    const { calls } = stubList({
      status: 200,
      body: { data: [createApplicationSummary(7), createApplicationSummary(6)], count: 2 },
    });
    renderAdmin('/Dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'All applications' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/Dashboard/AllApplication');
    const cards = await screen.findAllByRole('article');
    expect(listCalls(calls)).toEqual([{ skip: '0', take: '10', Status: '0' }]);
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: 'Harpreet K Gill 7' })).toBeInTheDocument();
    for (const text of [
      '7',
      'YRD-0007',
      '2150 Fictional Court, Mississauga, ON',
      'L5N 7Z9',
      'applicant7@example.com',
    ]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.getByRole('link', { name: '905-555-0142' })).toHaveAttribute('href', 'tel:9055550142');
    expect(card.getByText(/Nov 20, 2026/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See More about Harpreet K Gill 7' })).toHaveAttribute(
      'href',
      '/ReqestInformation/7',
    );
    expect(screen.getByText('2 pending applications')).toBeInTheDocument();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  test('a card with a company has the company as its title and the person under it', async () => {
    stubList({
      status: 200,
      body: {
        data: [createApplicationSummary(8, { companyName: 'Gill Haulage Inc.' }), createApplicationSummary(7)],
        count: 2,
      },
    });
    renderAdmin('/Dashboard/AllApplication');
    const [withCompany, without] = await screen.findAllByRole('article');
    const card = within(withCompany!);
    expect(card.getByRole('heading', { level: 2 })).toHaveTextContent('Gill Haulage Inc.');
    expect(card.getByText('Harpreet K Gill 8')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See More about Harpreet K Gill 8, Gill Haulage Inc.' })).toHaveAttribute(
      'href',
      '/ReqestInformation/8',
    );
    expect(within(without!).getByRole('heading', { level: 2 })).toHaveTextContent('Harpreet K Gill 7');
  });

  test('a search found in more applications than are listed says “more than” and how to narrow it', async () => {
    stubList({
      status: 200,
      body: {
        data: Array.from({ length: 10 }, (_, index) => createApplicationSummary(100 - index)),
        count: 1000,
        moreMatches: true,
      },
    });
    renderAdmin('/Dashboard/AllApplication?status=all&search=Gill');

    await screen.findAllByRole('article');
    expect(screen.getByText('More than 1,000 applications matching “Gill”, page 1 of 100')).toBeInTheDocument();
    // Inside the live region, so a screen reader reads it with the count.
    expect(
      screen
        .getByText('The newest 1,000 are listed. Add a word to the search to narrow it down.')
        .closest('[role="status"]'),
    ).toHaveTextContent(/^More than 1,000 applications/);
    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pager.getByRole('link', { name: 'Page 100' })).toBeInTheDocument();
  });

  test('page, status and search come from the URL, and every pager link keeps status and search', async () => {
    const { calls } = stubList({
      status: 200,
      body: { data: Array.from({ length: 10 }, (_, index) => createApplicationSummary(100 - index)), count: 200 },
    });
    renderAdmin('/Dashboard/AllApplication?page=6&status=all&search=Gill');

    await screen.findAllByRole('article');
    expect(listCalls(calls)).toEqual([{ skip: '50', take: '10', search: 'Gill' }]);
    expect(screen.getByLabelText('Search')).toHaveValue('Gill');
    expect(screen.getByText('200 applications matching “Gill”, page 6 of 20')).toBeInTheDocument();

    const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
    // What a screen reader lists (the gaps are decoration), and what the eye sees.
    expect(pager.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Previous page',
      'Page 1',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 8',
      'Page 20',
      'Next page',
    ]);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Previous1…45678…20Next');
    expect(pager.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(pager.getByRole('link', { name: 'Page 8' })).toHaveAttribute(
      'href',
      '/Dashboard/AllApplication?page=8&status=all&search=Gill',
    );
    expect(pager.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/Dashboard/AllApplication?page=5&status=all&search=Gill',
    );
    expect(pager.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Dashboard/AllApplication?page=7&status=all&search=Gill',
    );
  });

  test('previous from page 1 goes to the last page and next from the last to page 1', async () => {
    stubList((request) => ({
      status: 200,
      body: { data: [createApplicationSummary(Number(request.url.searchParams.get('skip')) + 1)], count: 25 },
    }));
    const { user } = renderAdmin('/Dashboard/AllApplication?status=accepted');
    const pager = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pager.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/Dashboard/AllApplication?page=3&status=accepted',
    );
    await user.click(pager.getByRole('link', { name: 'Previous page' }));
    await waitFor(() => expect(currentUrl()).toBe('/Dashboard/AllApplication?page=3&status=accepted'));
    const lastPager = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(lastPager.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Dashboard/AllApplication?page=1&status=accepted',
    );
  });

  test('a search goes into the URL, back to page 1, keeping the status', async () => {
    const { calls } = stubList({ status: 200, body: { data: [createApplicationSummary(1)], count: 1 } });
    const { user } = renderAdmin('/Dashboard/AllApplication?page=2&status=rejected');
    await screen.findByRole('heading', { level: 1, name: 'All applications' });
    await user.type(screen.getByLabelText('Search'), 'tremblay@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(currentUrl()).toBe('/Dashboard/AllApplication?status=rejected&search=tremblay%40example.com'),
    );
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ skip: '0', take: '10', Status: '2', search: 'tremblay@example.com' }),
    );
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(currentUrl()).toBe('/Dashboard/AllApplication?page=1&status=rejected'));
    expect(screen.getByLabelText('Search')).toHaveValue('');
  });

  test('a search sent with Enter leaves the focus in the search box', async () => {
    stubList({ status: 200, body: { data: [createApplicationSummary(1)], count: 1 } });
    const { user } = renderAdmin('/Dashboard/AllApplication');
    await screen.findByRole('heading', { level: 1, name: 'All applications' });
    await user.type(screen.getByLabelText('Search'), 'Gill{Enter}');

    await waitFor(() => expect(currentUrl()).toBe('/Dashboard/AllApplication?status=pending&search=Gill'));
    await screen.findByText('1 pending application matching “Gill”');
    expect(screen.getByLabelText('Search')).toHaveFocus();
    expect(screen.getByLabelText('Search')).toHaveValue('Gill');
  });

  test('the status filter shows which status is listed and keeps the search', async () => {
    stubList({ status: 200, body: { data: [createApplicationSummary(1)], count: 1 } });
    renderAdmin('/Dashboard/AllApplication?search=Gill');
    const filter = within(await screen.findByRole('navigation', { name: 'Filter by status' }));
    expect(filter.getByRole('link', { name: 'Pending' })).toHaveAttribute('aria-current', 'true');
    expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute(
      'href',
      '/Dashboard/AllApplication?page=1&status=all&search=Gill',
    );
  });

  test('an empty queue says so', async () => {
    stubList({ status: 200, body: { data: [], count: 0 } });
    renderAdmin('/Dashboard/AllApplication');
    expect(await screen.findByText('No applications are waiting for review.')).toBeInTheDocument();
  });

  test('a failed load says what happened and Try again loads again', async () => {
    let failing = true;
    stubList(() =>
      failing
        ? {
            status: 500,
            body: { isSuccess: false, code: 'internal_error', message: 'Something went wrong on our side.' },
          }
        : { status: 200, body: { data: [createApplicationSummary(3)], count: 1 } },
    );
    const { user } = renderAdmin('/Dashboard/AllApplication');
    const alert = await screen.findByText(/The applications could not be loaded/);
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  test('while another page loads, the list says so and keeps the last page on screen, marked busy', async () => {
    const { user } = stubAndRender();
    await screen.findAllByRole('article');
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('Loading applications…')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getAllByRole('list').some((list) => list.getAttribute('aria-busy') === 'true')).toBe(true);
  });
});

describe('the fixed lists', () => {
  test('AcceptRequests lists status 1 and CanceledRequests status 2', async () => {
    const { calls } = stubList({ status: 200, body: { data: [], count: 0 } });
    renderAdmin('/Dashboard/AcceptRequests?status=rejected');
    expect(await screen.findByText('No accepted applications yet.')).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([{ skip: '0', take: '10', Status: '1' }]);
    expect(screen.queryByRole('navigation', { name: 'Filter by status' })).not.toBeInTheDocument();
  });

  test('CanceledRequests is headed Rejected Requests and asks for status 2', async () => {
    const { calls } = stubList({ status: 200, body: { data: [], count: 0 } });
    renderAdmin('/Dashboard/CanceledRequests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rejected Requests' })).toBeInTheDocument();
    await screen.findByText('No rejected applications.');
    expect(listCalls(calls)).toEqual([{ skip: '0', take: '10', Status: '2' }]);
  });
});
