import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CONTACT_ADMIN_API, CONTACT_MESSAGES_PAGE, type EnquirySummary } from '../../../domain/contact-admin.schema.ts';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { DASHBOARD_MENU } from './dashboard.tsx';
import { stubAdminApi, unauthorized, type StubHandler } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin as renderMessages } from './testing/render-admin.tsx';
import {
  createEnquiryDetails,
  createEnquirySummary,
  createJobApplicationDetails,
  createJobApplicationSummary,
  SAMPLE_ADMIN,
} from '../../../tests/factories/api-replies.factory.ts';

afterEach(() => vi.unstubAllGlobals());

/** Each enquiry of the list is told apart by its number. */
function enquiry(id: number, overrides: Partial<EnquirySummary> = {}) {
  return createEnquirySummary(id, {
    createdAt: `2026-11-2${id % 10}T15:00:00.000Z`,
    fullName: `Sender ${id}`,
    companyName: `Freight ${id}`,
    email: `sender${id}@example.com`,
    preview: `Question number ${id}`,
    ...overrides,
  });
}

function stubInbox(routes: Record<string, StubHandler> = {}) {
  return stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${CONTACT_ADMIN_API.unreadCounts}`]: { status: 200, body: { enquiries: 1, jobApplications: 2 } },
    [`GET ${CONTACT_ADMIN_API.enquiries}`]: {
      status: 200,
      body: { data: [enquiry(8), enquiry(7, { readAt: '2026-11-27T16:00:00.000Z' })], count: 2, unreadCount: 1 },
    },
    ...routes,
  });
}

test('the dashboard menu leads to the messages', () => {
  expect(DASHBOARD_MENU).toContainEqual({ to: CONTACT_MESSAGES_PAGE, label: 'Messages' });
});

test('enquiries are listed as the server orders them (newest first), unread ones marked in words', async () => {
  const { calls } = stubInbox();
  renderMessages('/Dashboard/Messages');

  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Sender 8', 'Sender 7']);
  expect(within(cards[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();
  expect(within(cards[0] as HTMLElement).getByText('Question number 8')).toBeInTheDocument();
  expect(within(cards[1] as HTMLElement).queryByText('Unread')).not.toBeInTheDocument();
  expect(within(cards[1] as HTMLElement).getByText('Read')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('2 enquiries, 1 unread');
  expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Sender 8' })).toHaveAttribute(
    'href',
    '/Dashboard/Messages/enquiry/8',
  );

  const tabs = within(screen.getByRole('navigation', { name: 'Kind of message' }));
  await waitFor(() =>
    expect(tabs.getByRole('link', { name: 'Enquiries (1 unread)' })).toHaveAttribute('aria-current', 'page'),
  );
  expect(tabs.getByRole('link', { name: 'Job applications (2 unread)' })).toHaveAttribute(
    'href',
    '/Dashboard/Messages?kind=job-application',
  );
  const listCall = calls.find((call) => call.url.pathname === CONTACT_ADMIN_API.enquiries);
  expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({ skip: '0', take: '10' });
});

test('the job applications tab lists them, and later pages ask the server for the right slice', async () => {
  const { calls } = stubInbox({
    [`GET ${CONTACT_ADMIN_API.jobApplications}`]: {
      status: 200,
      body: {
        data: [createJobApplicationSummary(31)],
        count: 21,
        unreadCount: 2,
      },
    },
  });
  const { user } = renderMessages('/Dashboard/Messages?kind=job-application&page=3');

  const card = await screen.findByRole('article');
  expect(within(card).getByRole('heading', { name: 'Olena Kovalenko' })).toBeInTheDocument();
  expect(within(card).getByText('Yard shunter · 6 years of experience')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('21 job applications, 2 unread, page 3 of 3');
  const listCall = calls.find((call) => call.url.pathname === CONTACT_ADMIN_API.jobApplications);
  expect(Object.fromEntries(listCall?.url.searchParams ?? [])).toEqual({ skip: '20', take: '10' });

  await user.click(screen.getByRole('link', { name: 'Page 1' }));
  await waitFor(() => expect(currentUrl()).toBe('/Dashboard/Messages?kind=job-application'));
});

test('opening an enquiry shows it in full (as text) and leads back to the same list', async () => {
  const { calls } = stubInbox({
    [`GET ${CONTACT_ADMIN_API.enquiry(8)}`]: {
      status: 200,
      body: createEnquiryDetails(8, {
        fullName: 'Sender 8',
        phoneNumber: '(416) 555-0123',
        email: 'sender8@example.com',
        message: 'Line one\n<b>not bold</b>',
      }),
    },
  });
  const { user } = renderMessages('/Dashboard/Messages');
  await user.click(await screen.findByRole('link', { name: 'Sender 8' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sender 8' })).toBeInTheDocument();
  expect(calls.some((call) => call.url.pathname === CONTACT_ADMIN_API.enquiry(8))).toBe(true);
  expect(screen.getByText(/first opened/)).toBeInTheDocument();
  const message = screen.getByRole('region', { name: 'Message' });
  expect(message).toHaveTextContent('Line one <b>not bold</b>');
  expect(message.querySelector('b')).toBeNull();
  expect(screen.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    'mailto:sender8@example.com?subject=Your%20message%20to%20us',
  );
  expect(screen.getByRole('link', { name: 'Call (416) 555-0123' })).toHaveAttribute('href', 'tel:4165550123');

  await user.click(screen.getByRole('link', { name: /Back to the messages/ }));
  await waitFor(() => expect(currentUrl()).toBe('/Dashboard/Messages'));
});

test('an enquiry sent with a phone number only offers the call, and names what was not given', async () => {
  stubInbox({
    [`GET ${CONTACT_ADMIN_API.enquiry(9)}`]: {
      status: 200,
      body: createEnquiryDetails(9, {
        fullName: 'Sender 9',
        phoneNumber: '416-555-0123',
        email: '',
        companyName: '',
        address: '',
      }),
    },
  });
  renderMessages('/Dashboard/Messages/enquiry/9');
  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sender 9' })).toBeInTheDocument();
  const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(terms).toContainEqual(['Email', 'Not given']);
  expect(terms).toContainEqual(['Company', 'Not given']);
  expect(screen.queryByRole('link', { name: 'Reply by e-mail' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call 416-555-0123' })).toHaveAttribute('href', 'tel:4165550123');
});

test('a job application opens with its job title and years', async () => {
  stubInbox({
    [`GET ${CONTACT_ADMIN_API.jobApplication(31)}`]: { status: 200, body: createJobApplicationDetails(31) },
  });
  renderMessages('/Dashboard/Messages/job-application/31');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Job application from Olena Kovalenko' }),
  ).toBeInTheDocument();
  const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(terms).toContainEqual(['Job title', 'Yard shunter']);
  expect(terms).toContainEqual(['Years of experience', '6']);
  expect(screen.getByRole('link', { name: /Back to the messages/ })).toHaveAttribute(
    'href',
    '/Dashboard/Messages?kind=job-application',
  );
});

test('a message that is not there says so, and an address that names none asks the server nothing', async () => {
  const { calls } = stubInbox({
    [`GET ${CONTACT_ADMIN_API.enquiry(99)}`]: {
      status: 404,
      body: { isSuccess: false, code: 'not_found', message: 'No enquiry with this id.' },
    },
  });
  renderMessages('/Dashboard/Messages/enquiry/99');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The enquiry could not be loaded. No enquiry with this id.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

  const inboxCalls = () => calls.filter((call) => call.url.pathname.startsWith('/api/Contact/')).length;
  const before = inboxCalls();
  renderMessages('/Dashboard/Messages/spam/1');
  expect(await screen.findByRole('heading', { name: 'Message not found' })).toBeInTheDocument();
  expect(inboxCalls()).toBe(before);
});

test('an ended session sends the admin to sign in and back here afterwards', async () => {
  stubInbox({ [`GET ${CONTACT_ADMIN_API.enquiries}`]: unauthorized() });
  renderMessages('/Dashboard/Messages');
  expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
  expect(currentUrl()).toBe(`/Login?${new URLSearchParams({ redirectTo: '/Dashboard/Messages' })}`);
});

test('a list that fails to load says so and offers to try again', async () => {
  let attempts = 0;
  stubInbox({
    [`GET ${CONTACT_ADMIN_API.enquiries}`]: () => {
      attempts += 1;
      return attempts === 1
        ? { status: 500, body: { isSuccess: false, code: 'internal_error', message: 'Something went wrong.' } }
        : { status: 200, body: { data: [enquiry(5)], count: 1, unreadCount: 1 } };
    },
  });
  const { user } = renderMessages('/Dashboard/Messages');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The enquiries could not be loaded. Something went wrong.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Sender 5' })).toBeInTheDocument();
});
