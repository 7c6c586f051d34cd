/** Within this many days of its expiry, a certificate of insurance is flagged on the admin's lists. */
export const INSURANCE_SOON_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const TORONTO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });

/** Today's date (YYYY-MM-DD) where the yards are: an expiry is a calendar day there. */
export function todayInToronto(now: Date): string {
  return TORONTO_DAY.format(now);
}

export type InsuranceExpiry =
  { state: 'expired'; daysAgo: number } | { state: 'soon'; daysLeft: number } | { state: 'valid' };

/**
 * Where a certificate stands on `today`: expired (the day after its expiry date), expiring soon
 * (within INSURANCE_SOON_DAYS, its last day included), or valid for longer.
 */
export function insuranceExpiryOf(expiresOn: string, today: string): InsuranceExpiry {
  const days = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (Number.isNaN(days)) return { state: 'valid' };
  if (days < 0) return { state: 'expired', daysAgo: -days };
  if (days <= INSURANCE_SOON_DAYS) return { state: 'soon', daysLeft: days };
  return { state: 'valid' };
}

/** The flag in words: "Expired 3 days ago", "Expires today", "Expires in 12 days"; none when valid. */
export function insuranceExpiryWords(expiry: InsuranceExpiry): string | undefined {
  if (expiry.state === 'expired') {
    return expiry.daysAgo === 1 ? 'Expired yesterday' : `Expired ${expiry.daysAgo} days ago`;
  }
  if (expiry.state === 'soon') {
    if (expiry.daysLeft === 0) return 'Expires today';
    return expiry.daysLeft === 1 ? 'Expires tomorrow' : `Expires in ${expiry.daysLeft} days`;
  }
  return undefined;
}
