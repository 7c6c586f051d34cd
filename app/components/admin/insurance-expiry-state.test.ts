import { describe, expect, test } from 'vitest';
import { insuranceExpiryOf, insuranceExpiryWords, todayInToronto } from './insurance-expiry-state.ts';

describe("a certificate of insurance's expiry on the admin's lists", () => {
  test('is expired from the day after its date, expiring within 30 days, valid beyond', () => {
    const today = '2026-11-28';
    expect(insuranceExpiryOf('2026-11-27', today)).toEqual({ state: 'expired', daysAgo: 1 });
    expect(insuranceExpiryOf('2026-10-01', today)).toEqual({ state: 'expired', daysAgo: 58 });
    expect(insuranceExpiryOf('2026-11-28', today)).toEqual({ state: 'soon', daysLeft: 0 });
    expect(insuranceExpiryOf('2026-12-28', today)).toEqual({ state: 'soon', daysLeft: 30 });
    expect(insuranceExpiryOf('2026-12-29', today)).toEqual({ state: 'valid' });
    // Across the change back from daylight time, days are still whole days.
    expect(insuranceExpiryOf('2027-03-20', '2027-03-01')).toEqual({ state: 'soon', daysLeft: 19 });
  });

  test('says so in words, never by colour alone', () => {
    expect(insuranceExpiryWords({ state: 'expired', daysAgo: 1 })).toBe('Expired yesterday');
    expect(insuranceExpiryWords({ state: 'expired', daysAgo: 12 })).toBe('Expired 12 days ago');
    expect(insuranceExpiryWords({ state: 'soon', daysLeft: 0 })).toBe('Expires today');
    expect(insuranceExpiryWords({ state: 'soon', daysLeft: 1 })).toBe('Expires tomorrow');
    expect(insuranceExpiryWords({ state: 'soon', daysLeft: 30 })).toBe('Expires in 30 days');
    expect(insuranceExpiryWords({ state: 'valid' })).toBeUndefined();
  });

  test("today is Toronto's date, not UTC's", () => {
    // 02:00 UTC on the 29th is still the evening of the 28th in Toronto.
    expect(todayInToronto(new Date('2026-11-29T02:00:00Z'))).toBe('2026-11-28');
    expect(todayInToronto(new Date('2026-11-29T06:00:00Z'))).toBe('2026-11-29');
  });
});
