import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { YardsAnswer } from '../../../domain/yards.schema.ts';
import {
  completeDraftValues,
  renderFrenchRequestPage,
  renderRequestPage,
  storeDraft,
} from './testing/booking-fixtures.tsx';

/*
 * The move-in step says, before Book, whether the chosen yard has room for the fleet from the chosen
 * day, which yards do when it has not, and its published rates, one of which can be taken as the rate.
 */

const MOVE_IN_STEP = 3;
/** The yards are asked 300 ms after the date rests, then the page renders: room on a busy machine. */
const WAIT = { timeout: 4000 };
const UNSET = { capacity: null, free: null, rate: null };
const YARDS: YardsAnswer = {
  asOf: '2027-01-04',
  yards: [
    { slug: 'dean', name: 'Dean Dr & Concession Rd 7', truckSpaces: UNSET, trailerSpaces: UNSET },
    {
      slug: 'lake',
      name: 'Lake Ridge Rd & Taunton Rd W',
      truckSpaces: { capacity: 40, free: 30, rate: null },
      trailerSpaces: { capacity: 40, free: 30, rate: null },
    },
    {
      slug: 'mavid',
      name: 'Lawson Rd & Hwy 25',
      truckSpaces: { capacity: 40, free: 3, rate: 310 },
      trailerSpaces: { capacity: 40, free: 20, rate: null },
    },
  ],
};

let asked: string[] = [];
beforeEach(() => {
  localStorage.clear();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify(YARDS), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const values = completeDraftValues();
  // The factory's fleet: 5 trucks, 8 trailers, for Lawson Rd & Hwy 25.
  storeDraft({
    step: MOVE_IN_STEP,
    values: { ...values, moveInInfo: { ...values.moveInInfo, moveInDate: '2027-01-04' } },
  });
});
afterEach(() => vi.unstubAllGlobals());

test('a full yard is said before Book, with the yards that have room, and its rate can be taken', async () => {
  const { user } = renderRequestPage();
  const status = await screen.findByTestId('yard-availability', {}, WAIT);
  await waitFor(
    () =>
      expect(status).toHaveTextContent(
        'Not enough room at Lawson Rd & Hwy 25 from January 4, 2027 for your 5 trucks and 8 trailers. ' +
          'Room from that day: Lake Ridge Rd & Taunton Rd W.',
      ),
    WAIT,
  );
  // Only the sentence is announced, not the rates and their buttons.
  expect(within(status).getByRole('status')).not.toHaveTextContent('a month');
  expect(asked).toEqual(['/api/Yards?from=2027-01-04']);
  expect(status).toHaveTextContent('From $310.00 a month per truck space');

  await user.click(screen.getByRole('button', { name: 'Use the truck space rate, $310.00' }));
  expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(310);

  // Fewer trucks fit: the yard's free spaces are said instead.
  await user.clear(screen.getByLabelText('Highway trucks'));
  await user.type(screen.getByLabelText('Highway trucks'), '0');
  await user.clear(screen.getByLabelText('Day cabs'));
  await user.type(screen.getByLabelText('Day cabs'), '1');
  await waitFor(
    () =>
      expect(status).toHaveTextContent(
        'Lawson Rd & Hwy 25 has 3 truck spaces and 20 trailer spaces free from January 4, 2027.',
      ),
    WAIT,
  );
});

test('in French, in French', async () => {
  renderFrenchRequestPage();
  const status = await screen.findByTestId('yard-availability', {}, WAIT);
  await waitFor(
    () =>
      expect(status).toHaveTextContent(
        'Pas assez de place à Lawson Rd & Hwy 25 à partir du 4 janvier 2027 pour vos 5 camions et 8 remorques. ' +
          'De la place à partir de ce jour : Lake Ridge Rd & Taunton Rd W.',
      ),
    WAIT,
  );
  expect(status).toHaveTextContent('Prendre le tarif par place de camion, 310,00 $');
});
