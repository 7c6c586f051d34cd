import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ADMIN_API } from '../../../domain/admin.schema.ts';
import { todayInToronto } from '../../components/admin/insurance-expiry-state.ts';
import { stubAdminApi } from './testing/admin-fetch-stub.ts';
import { renderAdmin } from './testing/render-admin.tsx';
import { createApplicationSummary, SAMPLE_ADMIN } from '../../../tests/factories/api-replies.factory.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The calendar day `days` from today in Toronto (negative: in the past), as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const today = Date.parse(`${todayInToronto(new Date())}T00:00:00Z`);
  return new Date(today + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The answer next to a label in a card's description list. */
function answer(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const BOOKED = { moveInDate: '2026-12-01', trucks: 3, trailers: 1, rateApprovedPerSpot: 325 };

describe("what each card of the admin's lists says of the booking", () => {
  test('the yard, move-in day, trucks and trailers, rate per spot and insurance expiry, flagged in words', async () => {
    stubAdminApi({
      [`GET ${ADMIN_API.me}`]: { status: 200, body: SAMPLE_ADMIN },
      [`GET ${ADMIN_API.statistics}`]: { status: 200, body: { count: 5 } },
      [`GET ${ADMIN_API.list}`]: {
        status: 200,
        body: {
          data: [
            createApplicationSummary(5, { ...BOOKED, insuranceExpiresOn: dayFromToday(-3) }),
            createApplicationSummary(4, { ...BOOKED, trucks: 1, trailers: 0, insuranceExpiresOn: dayFromToday(12) }),
            createApplicationSummary(3, { ...BOOKED, insuranceExpiresOn: dayFromToday(31) }),
            createApplicationSummary(2, { ...BOOKED, insuranceExpiresOn: null }),
            // An older server's item: none of these facts.
            createApplicationSummary(1),
          ],
          count: 5,
        },
      },
    });
    renderAdmin('/Dashboard/AllApplication');
    const [expired, soon, valid, none, older] = await screen.findAllByRole('article', {}, { timeout: 5000 });

    expect(answer(expired!, 'Yard')).toBe('Lawson Rd & Hwy 25');
    expect(answer(expired!, 'Move-in')).toBe('Dec 1, 2026');
    expect(answer(expired!, 'Vehicles')).toBe('3 trucks, 1 trailer');
    expect(answer(expired!, 'Rate per spot')).toBe('$325.00');
    expect(answer(expired!, 'Insurance expires')).toMatch(/Expired 3 days ago$/);
    expect(within(expired!).getByText('Expired 3 days ago').tagName).toBe('STRONG');

    expect(answer(soon!, 'Vehicles')).toBe('1 truck, 0 trailers');
    expect(answer(soon!, 'Insurance expires')).toMatch(/Expires in 12 days$/);
    expect(answer(valid!, 'Insurance expires')).not.toMatch(/Expire/);
    expect(answer(none!, 'Insurance expires')).toBe('Not given');

    expect(answer(older!, 'Yard')).toBe('Lawson Rd & Hwy 25');
    for (const label of ['Move-in', 'Vehicles', 'Rate per spot', 'Insurance expires']) {
      expect(within(older!).queryByText(label, { selector: 'dt' })).not.toBeInTheDocument();
    }
  });
});
