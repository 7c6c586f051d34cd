import { expect, test } from 'vitest';
import { waitingTime } from './waiting-time.ts';

const NOW = new Date('2026-12-10T12:00:00.000Z');

test('how long an agreement has waited, in whole days', () => {
  expect(waitingTime('2026-12-10T08:00:00.000Z', NOW)).toBe('waiting less than a day');
  expect(waitingTime('2026-12-09T11:59:00.000Z', NOW)).toBe('waiting 1 day');
  expect(waitingTime('2026-12-01T15:00:00.000Z', NOW)).toBe('waiting 8 days');
  expect(waitingTime('not a date', NOW)).toBe('');
});
