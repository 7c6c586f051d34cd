import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { stubAdminApi } from './testing/admin-fetch-stub.ts';
import { currentUrl, renderAdmin } from './testing/render-admin.tsx';
import {
  createAttentionItem,
  createNeedsAttention,
  SAMPLE_ADMIN,
} from '../../../tests/factories/api-replies.factory.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const ATTENTION = createNeedsAttention({
  correctionsReceived: { count: 1, data: [createAttentionItem(42, { reference: 'YRD-7K2Q-9M4T' })] },
  insuranceExpiring: {
    count: 2,
    data: [
      createAttentionItem(7, { status: 'Accepted', date: '2026-12-20' }),
      createAttentionItem(8, { status: 'Accepted', date: '2027-01-10' }),
    ],
  },
});

test('"Needs attention" lists corrections received and certificates expiring or expired, with counts', async () => {
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${APPLICANT_API.needsAttention}`]: { status: 200, body: ATTENTION },
    [`GET ${ADMIN_API.byId(42)}`]: { status: 404, body: { isSuccess: false, code: 'not_found', message: 'Gone.' } },
  });
  const { user } = renderAdmin('/Dashboard/NeedsAttention');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Needs attention' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  const menu = within(screen.getByRole('navigation', { name: 'Dashboard' }));
  expect(menu.getByRole('link', { name: 'Needs attention' })).toHaveAttribute('aria-current', 'page');

  expect(await screen.findByTestId('attention-count-correctionsReceived')).toHaveTextContent('1');
  expect(screen.getByTestId('attention-count-insuranceExpiring')).toHaveTextContent('2');
  expect(screen.getByTestId('attention-count-insuranceExpired')).toHaveTextContent('0');
  const expiring = within(screen.getByRole('region', { name: 'Insurance expiring within 60 days (2)' }));
  expect(expiring.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringContaining('Expires Dec 20, 2026'),
    expect.stringContaining('Expires Jan 10, 2027'),
  ]);
  expect(screen.getByText('No certificate has expired.')).toBeInTheDocument();

  const received = within(screen.getByRole('region', { name: 'Corrections received (1)' }));
  expect(received.getByText('Pending review')).toBeInTheDocument();
  await user.click(received.getByRole('link', { name: 'YRD-7K2Q-9M4T' }));
  // The details screen opens once its loader has answered.
  await waitFor(() => expect(currentUrl()).toBe('/ReqestInformation/42'));
});

test('"Needs attention" lists the e-mails the mail server refused for good, with its answer', async () => {
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${APPLICANT_API.needsAttention}`]: {
      status: 200,
      body: createNeedsAttention({
        mailNotDelivered: {
          count: 1,
          data: [
            {
              id: 9,
              to: 'harpreet.gill@example.com',
              subject: 'Your booking BK-7K2Q-9M4T was received',
              queuedAt: '2026-11-23T16:00:00.000Z',
              reason: '554 5.7.1 Message rejected',
            },
          ],
        },
      }),
    },
  });
  renderAdmin('/Dashboard/NeedsAttention');
  const undelivered = within(
    await screen.findByRole('region', { name: 'E-mails not delivered (1)' }, { timeout: 5000 }),
  );
  expect(undelivered.getByRole('listitem')).toHaveTextContent(
    /harpreet\.gill@example\.com.*BK-7K2Q-9M4T.*Queued Nov 23, 2026.*554 5\.7\.1 Message rejected/,
  );
});

test('"Needs attention" lists agreements waiting for the customer or the company, each since when', async () => {
  // Only the clock is faked: the router and the page's requests run on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T17:00:00.000Z'));
  try {
    stubAdminApi({
      [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
      [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
      [`GET ${APPLICANT_API.needsAttention}`]: {
        status: 200,
        body: createNeedsAttention({
          agreementsAwaitingSignature: {
            count: 1,
            data: [
              createAttentionItem(51, {
                reference: 'YRD-5151-AAAA',
                status: 'Accepted',
                date: '2026-12-01T15:00:00.000Z',
              }),
            ],
          },
          agreementsAwaitingCountersignature: {
            count: 1,
            data: [
              createAttentionItem(52, {
                reference: 'YRD-5252-BBBB',
                status: 'Accepted',
                date: '2026-12-10T14:30:00.000Z',
              }),
            ],
          },
        }),
      },
      [`GET ${ADMIN_API.byId(52)}`]: { status: 404, body: { isSuccess: false, code: 'not_found', message: 'Gone.' } },
    });
    const { user } = renderAdmin('/Dashboard/NeedsAttention');
    const unsigned = within(
      await screen.findByRole(
        'region',
        { name: 'Agreements awaiting the customer’s signature (1)' },
        { timeout: 5000 },
      ),
    );
    expect(screen.getByTestId('attention-count-agreementsAwaitingSignature')).toHaveTextContent('1');
    expect(screen.getByTestId('attention-count-agreementsAwaitingCountersignature')).toHaveTextContent('1');
    expect(unsigned.getByRole('listitem')).toHaveTextContent(/YRD-5151-AAAA.*Made Dec 1, 2026.*, waiting 9 days/);
    expect(unsigned.getByRole('link', { name: 'YRD-5151-AAAA' })).toHaveAttribute('href', '/ReqestInformation/51');

    const countersign = within(screen.getByRole('region', { name: 'Agreements awaiting your countersignature (1)' }));
    expect(countersign.getByRole('listitem')).toHaveTextContent(
      /YRD-5252-BBBB.*Signed by the customer Dec 10, 2026.*, waiting less than a day/,
    );
    await user.click(countersign.getByRole('link', { name: 'YRD-5252-BBBB' }));
    await waitFor(() => expect(currentUrl()).toBe('/ReqestInformation/52'));
  } finally {
    vi.useRealTimers();
  }
});
