import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import type { YardOccupancy } from '../../../domain/yards.schema.ts';
import { SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';
import { YARDS_API } from '../../../domain/yards.schema.ts';
import { stubAdminApi } from './testing/admin-fetch-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const weeks = (trucks: number[], trailers: number[]) =>
  trucks.map((count, index) => ({
    from: new Date(Date.UTC(2026, 11, 1 + index * 7)).toISOString().slice(0, 10),
    trucks: count,
    trailers: trailers[index] ?? 0,
  }));

const OCCUPANCY: YardOccupancy = {
  asOf: '2026-12-01',
  yards: [
    {
      slug: 'mavid',
      name: 'Lawson Rd & Hwy 25',
      truckCapacity: 10,
      trailerCapacity: 12,
      weeks: weeks([3, 5], [1, 12]),
      waitlist: [
        {
          id: 41,
          reference: 'BK-OFFR-0041',
          name: 'Amrit Sandhu',
          moveInDate: '2026-12-15',
          trucks: 2,
          trailers: 1,
          position: null,
          waitlistedAt: '2026-11-20T15:00:00.000Z',
          offerExpiresAt: '2026-12-03T17:00:00.000Z',
        },
        {
          id: 42,
          reference: 'BK-WAIT-0042',
          name: 'Chantal Roy',
          moveInDate: '2027-01-04',
          trucks: 4,
          trailers: 4,
          position: 1,
          waitlistedAt: '2026-11-21T15:00:00.000Z',
          offerExpiresAt: null,
        },
      ],
    },
    {
      slug: 'dean',
      name: 'Dean Dr & Concession Rd 7',
      truckCapacity: null,
      trailerCapacity: null,
      weeks: weeks([0, 0], [0, 0]),
      waitlist: [],
    },
  ],
};

test('Occupancy draws each yard’s weeks and gives the same figures as a table', async () => {
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${YARDS_API.occupancy}`]: { status: 200, body: OCCUPANCY },
  });
  renderAdmin('/Dashboard/Occupancy');
  expect(await screen.findByRole('heading', { level: 1, name: 'Occupancy' })).toBeInTheDocument();
  const milton = within(screen.getByRole('region', { name: 'Lawson Rd & Hwy 25' }));
  const table = milton.getByRole('table', { name: 'Week by week at Lawson Rd & Hwy 25' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
  expect(rows).toEqual(['Dec 1, 202637111', 'Dec 8, 202655120']);
  // The drawing is for the eye; the table speaks.
  expect(milton.getByText(/^Capacity:/)).toHaveTextContent('Capacity: truck spaces 10, trailer spaces 12.');
  const drawing = screen.getByRole('region', { name: 'Lawson Rd & Hwy 25' }).querySelector('svg[aria-hidden="true"]');
  expect(drawing?.querySelectorAll('rect')).toHaveLength(4);
  expect(drawing?.querySelectorAll('line')).toHaveLength(3);
  const dean = within(screen.getByRole('region', { name: 'Dean Dr & Concession Rd 7' }));
  expect(within(dean.getByRole('table', { name: /Week by week/ })).getAllByRole('row')[1]).toHaveTextContent(
    'Dec 1, 20260No limit0No limit',
  );
  expect(dean.getByText('Nobody is waiting for this yard.')).toBeInTheDocument();
});

test('Occupancy lists each yard’s waitlist in order, the offers held first, each linked to its application', async () => {
  stubAdminApi({
    [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
    [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 3 } },
    [`GET ${YARDS_API.occupancy}`]: { status: 200, body: OCCUPANCY },
  });
  renderAdmin('/Dashboard/Occupancy');
  const waitlist = await screen.findByRole('table', { name: 'Waitlist at Lawson Rd & Hwy 25' });
  const rows = within(waitlist).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent(/^Offered until .*BK-OFFR-0041 Amrit Sandhu2 trucks, 1 trailers/);
  expect(rows[1]).toHaveTextContent(/^1BK-WAIT-0042 Chantal Roy4 trucks, 4 trailersJan 4, 2027/);
  expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'BK-WAIT-0042' })).toHaveAttribute(
    'href',
    '/ReqestInformation/42',
  );
});
