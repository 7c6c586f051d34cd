import { expect, test } from 'vitest';
import { addDays, yardDayOf } from './calendar-days.ts';

test("today is Toronto's date: at 10 p.m. there it is already UTC's tomorrow, not the yards'", () => {
  // Winter, UTC-5.
  expect(yardDayOf(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
  expect(yardDayOf(new Date('2026-12-02T04:59:59Z'))).toBe('2026-12-01');
  expect(yardDayOf(new Date('2026-12-02T05:00:00Z'))).toBe('2026-12-02');
  // Summer, UTC-4.
  expect(yardDayOf(new Date('2027-07-01T03:59:59Z'))).toBe('2027-06-30');
  expect(yardDayOf(new Date('2027-07-01T04:00:00Z'))).toBe('2027-07-01');
  // New Year's Eve, evening in Ontario.
  expect(yardDayOf(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
});

test('days are added on the dates alone, across months, years and the clock changes', () => {
  expect(addDays('2026-12-01', 30)).toBe('2026-12-31');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
  expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
  expect(addDays('2027-11-07', -1)).toBe('2027-11-06');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
});
