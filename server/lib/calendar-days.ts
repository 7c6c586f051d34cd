/**
 * Calendar days as the server keeps them: `YYYY-MM-DD`, days written so they compare as text.
 * "Today" is the day at the yards, in Ontario: a carrier booking at 9 p.m., the operator ending a
 * tenancy after dinner and the gate at midnight all mean Toronto's date, not UTC's (which turns at
 * 7 p.m. or 8 p.m. there). Arithmetic on days is done on the dates alone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const YARD_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date at the yards (Toronto) at `now`, the app's clock. */
export function yardDayOf(now: Date): string {
  return YARD_DAY.format(now);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
