import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';

/** We review an application within this many business days; past it, the page says to call. */
export const USUAL_REVIEW_BUSINESS_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;
const TORONTO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });

/** The day number (days since 1970-01-01) of a moment's date in Toronto, where the office works. */
function torontoDayNumber(moment: Date): number {
  return Date.parse(`${TORONTO_DAY.format(moment)}T00:00:00Z`) / DAY_MS;
}

/** Whole days from `from`'s date to `to`'s, in Toronto; 0 on the same day. */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, torontoDayNumber(to) - torontoDayNumber(from));
}

/** Monday to Friday days after `from`'s date, up to and including `to`'s, in Toronto. */
export function businessDaysBetween(from: Date, to: Date): number {
  let count = 0;
  for (let day = torontoDayNumber(from) + 1; day <= torontoDayNumber(to); day += 1) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/**
 * What the page says comes next, as time goes by. While the application waits for our review
 * (received, or in review again after new documents or a reopening), it says for how long, counted
 * from the last step; past the usual two business days it says so and asks the applicant to call.
 * Other stages say what their stage says.
 */
export type NextStep = { kind: 'stage' } | { kind: 'waiting'; days: number } | { kind: 'late'; days: number };

export function nextStepOf(view: Pick<ApplicantStatusView, 'stage' | 'updatedAt'>, now: Date): NextStep {
  if (view.stage !== 'Received' && view.stage !== 'InReview') return { kind: 'stage' };
  const since = new Date(view.updatedAt);
  if (Number.isNaN(since.getTime())) return { kind: 'stage' };
  const days = daysBetween(since, now);
  return businessDaysBetween(since, now) > USUAL_REVIEW_BUSINESS_DAYS
    ? { kind: 'late', days }
    : { kind: 'waiting', days };
}
