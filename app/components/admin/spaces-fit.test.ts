import { expect, test } from 'vitest';
import { spacesFitWords } from './spaces-fit.ts';

test('a fit says from when; a shortfall names only the kinds that are short', () => {
  const none = { truckSpaces: 0, trailerSpaces: 0 };
  expect(spacesFitWords({ fits: true, from: '2027-01-04', shortfall: none })).toBe('Yes, from Jan 4, 2027');
  expect(spacesFitWords({ fits: false, from: '2027-01-04', shortfall: { truckSpaces: 1, trailerSpaces: 0 } })).toBe(
    'No: 1 truck space short from Jan 4, 2027',
  );
  expect(spacesFitWords({ fits: false, from: '2027-01-04', shortfall: { truckSpaces: 2, trailerSpaces: 3 } })).toBe(
    'No: 2 truck spaces and 3 trailer spaces short from Jan 4, 2027',
  );
});
