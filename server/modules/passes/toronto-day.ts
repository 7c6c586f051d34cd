/**
 * Today's date where the yards are: a pass valid from the move-in date opens the gate from
 * midnight in Ontario, not from midnight UTC (7 p.m. or 8 p.m. the evening before).
 */
const TORONTO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of `now` in Toronto. */
export function torontoDayOf(now: Date): string {
  return TORONTO_DAY.format(now);
}
