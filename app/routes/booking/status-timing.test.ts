import { describe, expect, test } from 'vitest';
import { businessDaysBetween, daysBetween, nextStepOf } from './status-timing.ts';

// 2026-11-20 is a Friday.
const FRIDAY_AFTERNOON = '2026-11-20T20:00:00.000Z';

describe("the status page's next step, as time goes by", () => {
  test('counts days and business days in Toronto, from the day after the last step', () => {
    const from = new Date(FRIDAY_AFTERNOON);
    expect(daysBetween(from, new Date('2026-11-20T23:00:00.000Z'))).toBe(0);
    // 01:00 UTC on Saturday is still Friday evening in Toronto.
    expect(daysBetween(from, new Date('2026-11-21T01:00:00.000Z'))).toBe(0);
    expect(daysBetween(from, new Date('2026-11-26T15:00:00.000Z'))).toBe(6);
    expect(businessDaysBetween(from, new Date('2026-11-23T15:00:00.000Z'))).toBe(1);
    expect(businessDaysBetween(from, new Date('2026-11-24T15:00:00.000Z'))).toBe(2);
    expect(businessDaysBetween(from, new Date('2026-11-25T15:00:00.000Z'))).toBe(3);
  });

  test('waiting within two business days, late after them (a weekend does not count)', () => {
    const received = { stage: 'Received' as const, updatedAt: FRIDAY_AFTERNOON };
    expect(nextStepOf(received, new Date('2026-11-20T21:00:00.000Z'))).toEqual({ kind: 'waiting', days: 0 });
    // Tuesday: four days, two business days: still as usual.
    expect(nextStepOf(received, new Date('2026-11-24T15:00:00.000Z'))).toEqual({ kind: 'waiting', days: 4 });
    // Thursday: six days, four business days.
    expect(nextStepOf(received, new Date('2026-11-26T15:00:00.000Z'))).toEqual({ kind: 'late', days: 6 });
    // In review again after new documents: counted from when they came in.
    const again = { stage: 'InReview' as const, updatedAt: '2026-11-25T14:00:00.000Z' };
    expect(nextStepOf(again, new Date('2026-11-26T15:00:00.000Z'))).toEqual({ kind: 'waiting', days: 1 });
  });

  test('other stages say what their stage says, however long ago', () => {
    for (const stage of ['CorrectionsRequested', 'Accepted', 'Rejected'] as const) {
      expect(nextStepOf({ stage, updatedAt: '2026-01-05T09:00:00.000Z' }, new Date(FRIDAY_AFTERNOON))).toEqual({
        kind: 'stage',
      });
    }
  });
});
