/**
 * Calendar days as the server keeps them: `YYYY-MM-DD`, in UTC (dates are calendar dates; the
 * clock is the app's). Days written so compare as text.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of a moment. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}
