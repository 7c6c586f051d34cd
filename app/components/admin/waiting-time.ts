const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long something has waited, from `since` (an ISO timestamp) to `now`, in whole days: "waiting
 * 3 days". Days are the unit the admin acts on (a reminder, a call); hours would only add noise.
 */
export function waitingTime(since: string, now: Date): string {
  const waited = now.getTime() - Date.parse(since);
  if (Number.isNaN(waited)) return '';
  const days = Math.floor(waited / DAY_MS);
  if (days < 1) return 'waiting less than a day';
  return days === 1 ? 'waiting 1 day' : `waiting ${days} days`;
}
