import { expect, test } from 'vitest';
import { freeFrom, peakUseFrom, shortfallOf, type Tenancy } from './yard-spaces.ts';

function day(offset: number): string {
  return new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The same peak counted the slow, obvious way: every day of a long enough window. */
function peakByCountingEveryDay(from: string, tenancies: Tenancy[]) {
  let peak = { trucks: 0, trailers: 0 };
  for (let offset = 0; offset < 400; offset += 1) {
    const today = day(offset);
    if (today < from) continue;
    let trucks = 0;
    let trailers = 0;
    for (const tenancy of tenancies) {
      if (tenancy.moveIn <= today && (tenancy.moveOut === null || tenancy.moveOut > today)) {
        trucks += tenancy.trucks;
        trailers += tenancy.trailers;
      }
    }
    peak = { trucks: Math.max(peak.trucks, trucks), trailers: Math.max(peak.trailers, trailers) };
  }
  return peak;
}

test('the peak from a day matches counting every day, on many random yards', () => {
  let seed = 7;
  const random = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % below;
  };
  for (let round = 0; round < 300; round += 1) {
    const tenancies: Tenancy[] = Array.from({ length: 1 + random(12) }, () => {
      const moveIn = random(300);
      return {
        moveIn: day(moveIn),
        // Some move out before they move in (rows older than the check on it): they use no day.
        moveOut: random(3) === 0 ? null : day(moveIn + random(120) - 30),
        trucks: random(6),
        trailers: random(6),
      };
    });
    const from = day(random(320));
    const peak = peakUseFrom(from, tenancies);
    expect({ trucks: peak.trucks, trailers: peak.trailers }, JSON.stringify({ from, tenancies })).toEqual(
      peakByCountingEveryDay(from, tenancies),
    );
  }
});

test('the peak names the first day it is reached; a move-out and a move-in on one day net out', () => {
  const tenancies: Tenancy[] = [
    { moveIn: '2027-01-01', moveOut: '2027-03-01', trucks: 4, trailers: 0 },
    { moveIn: '2027-03-01', moveOut: null, trucks: 4, trailers: 1 },
    { moveIn: '2027-05-01', moveOut: null, trucks: 1, trailers: 0 },
  ];
  expect(peakUseFrom('2027-02-01', tenancies)).toEqual({
    trucks: 5,
    trucksOn: '2027-05-01',
    trailers: 1,
    trailersOn: '2027-03-01',
  });
});

test('free spaces never go below zero; no capacity means no limit and no shortfall', () => {
  const free = freeFrom({ trucks: 3, trailers: null }, { trucks: 5, trailers: 40 });
  expect(free).toEqual({ trucks: 0, trailers: null });
  expect(shortfallOf({ trucks: 2, trailers: 99 }, free)).toEqual({ trucks: 2, trailers: 0 });
});
