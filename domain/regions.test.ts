import { expect, test } from 'vitest';
import { truckOrTrailersOf, fleetTotals } from './fleet-counts.ts';
import { isPlaceholderName, isPlaceholderPhone } from './placeholder-answers.ts';
import { countryOfRegion, isOntario } from './regions.ts';

test.each([
  ['ON', 'CA'],
  ['on', 'CA'],
  ['Ontario', 'CA'],
  ['Ontario, Canada', 'CA'],
  ['Québec', 'CA'],
  ['quebec', 'CA'],
  ['Île-du-Prince-Édouard', 'CA'],
  ['P.E.I.', 'CA'],
  ['Nouvelle-Écosse', 'CA'],
  ['Newfoundland and Labrador', 'CA'],
  ['NY', 'US'],
  ['new york', 'US'],
  ['NE', 'US'],
  ['CA', 'US'],
  ['Washington DC', 'US'],
  ['NY, USA', 'US'],
  ['Jalisco', undefined],
  ['Ontari', undefined],
  ['', undefined],
])('%j is in %s', (region, country) => {
  expect(countryOfRegion(region)).toBe(country);
});

test('Ontario is told apart however it is written', () => {
  expect(['ON', 'on', 'Ont.', ' Ontario ', 'ONTARIO'].every(isOntario)).toBe(true);
  expect(['Quebec', 'Onta', 'NY', ''].some(isOntario)).toBe(false);
});

test('placeholder names and phones', () => {
  expect(['n/a', 'N / A', 'none', 'nil', '-', '.', 'x', 'Not applicable', '—', '?'].every(isPlaceholderName)).toBe(
    true,
  );
  expect(['Xavier', 'Nancy', 'N/A Holdings', 'Noneta', 'Al'].some(isPlaceholderName)).toBe(false);
  expect(['000-000-0000', '1111111111', '1-222-222-2222'].every(isPlaceholderPhone)).toBe(true);
  expect(['416-555-0142', '1-416-555-0142', '1000000000'].some(isPlaceholderPhone)).toBe(false);
});

test('the counts say trucks, trailers or both', () => {
  expect(fleetTotals({ highwayTrucks: 2, dayCab: 1, dryVans: 3, reefer: 0 })).toEqual({ trucks: 3, trailers: 3 });
  expect(truckOrTrailersOf({ highwayTrucks: 2 })).toBe(0);
  expect(truckOrTrailersOf({ flatbed: 1 })).toBe(1);
  expect(truckOrTrailersOf({ boxTrucks: 1, otherTrailers: 4 })).toBe(1);
  expect(fleetTotals({ dumpTrucks: Number.NaN, dryVans: -2 })).toEqual({ trucks: 0, trailers: 0 });
});
