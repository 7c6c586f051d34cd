import { expect, test } from 'vitest';
import { yardSpacesNote } from './yard-spaces-note.ts';
import type { Yard } from './yards.schema.ts';

const UNSET = { capacity: null, free: null, rate: null };
const yard = (slug: Yard['slug'], name: string, overrides: Partial<Yard> = {}): Yard => ({
  slug,
  name,
  truckSpaces: UNSET,
  trailerSpaces: UNSET,
  ...overrides,
});

test('free spaces and rates, in English and French; nothing where the yard publishes neither', () => {
  const yards = [
    yard('mavid', 'Lawson Rd & Hwy 25', {
      truckSpaces: { capacity: 40, free: 12, rate: 325 },
      trailerSpaces: { capacity: 60, free: 1, rate: null },
    }),
    yard('dean', 'Dean Dr & Concession Rd 7'),
  ];
  expect(yardSpacesNote(yards, 'mavid', 'en')).toBe(
    'Free today: 12 truck spaces and 1 trailer space. From $325.00 a month per truck space.',
  );
  expect(yardSpacesNote(yards, 'mavid', 'fr')).toBe(
    'Libres aujourd’hui\u00a0: 12 places de camion et 1 place de remorque. À partir de 325,00\u00a0$ par mois par place de camion.',
  );
  expect(yardSpacesNote(yards, 'dean', 'en')).toBeUndefined();
});

test('a full yard says so and names the yards with room', () => {
  const yards = [
    yard('lake', 'Lake Ridge Rd & Taunton Rd W', {
      truckSpaces: { capacity: 10, free: 0, rate: null },
      trailerSpaces: { capacity: 10, free: 0, rate: 200 },
    }),
    yard('derry', 'Derry Rd W & Mavis Rd', { truckSpaces: { capacity: 5, free: 2, rate: null } }),
  ];
  expect(yardSpacesNote(yards, 'lake', 'en')).toBe(
    'Full today; room at Derry Rd W & Mavis Rd. From $200.00 a month per trailer space.',
  );
  expect(yardSpacesNote([yards[0] as Yard], 'lake', 'fr')).toBe(
    'Complet aujourd’hui. À partir de 200,00\u00a0$ par mois par place de remorque.',
  );
});
