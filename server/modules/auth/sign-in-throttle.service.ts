import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  deleteFailuresBefore,
  deleteKeys,
  findBlocks,
  incrementFailures,
  setBlockedUntil,
} from './sign-in-throttle.repository.ts';

/**
 * Growing delays after failed sign-ins, kept in the database so every app server sees the same
 * counts (docs/decisions/006-admin-sessions.md). After the free failures, each further one doubles
 * the wait: 2, 4, 8 … seconds, up to a cap.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  maxBlockMs: number;
}

/** One account: a person mistyping gets 5 tries; the cap keeps a targeted admin locked out 15 minutes at most. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = { freeFailures: 5, maxBlockMs: 15 * 60 * 1000 };
/** One address: room for an office behind one NAT; an address guessing across accounts waits up to an hour. */
export const IP_THROTTLE: ThrottlePolicy = { freeFailures: 20, maxBlockMs: 60 * 60 * 1000 };
/** Failures are forgotten a day after the last one. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface ThrottleKeys {
  account: string;
  ip: string;
}

export function accountThrottleKey(userName: string): string {
  return `user:${userName.trim().toLowerCase()}`;
}

export function throttleKeysOf(userName: string, ip: string): ThrottleKeys {
  return { account: accountThrottleKey(userName), ip: `ip:${ip}` };
}

export function blockDurationMs(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures) * 1000, policy.maxBlockMs);
}

export type ThrottleState = { status: 'open' } | { status: 'blocked'; retryAfterSeconds: number };

export async function checkSignInThrottle(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<ThrottleState> {
  const rows = await findBlocks(db, [keys.account, keys.ip]);
  const latestEnd = Math.max(0, ...rows.map((row) => (row.blocked_until ? Date.parse(row.blocked_until) : 0)));
  const waitMs = latestEnd - now.getTime();
  return waitMs > 0 ? { status: 'blocked', retryAfterSeconds: Math.ceil(waitMs / 1000) } : { status: 'open' };
}

export async function recordSignInFailure(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  for (const [key, policy] of [
    [keys.account, ACCOUNT_THROTTLE],
    [keys.ip, IP_THROTTLE],
  ] as const) {
    const failures = await incrementFailures(db, key, timestamp, forgetBefore);
    const blockMs = blockDurationMs(failures, policy);
    await setBlockedUntil(db, key, failures, blockMs > 0 ? new Date(now.getTime() + blockMs).toISOString() : null);
  }
}

/** A successful sign-in forgets this account's and this address's failures, and stale ones of anyone. */
export async function clearSignInFailures(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<void> {
  await deleteKeys(db, [keys.account, keys.ip]);
  await deleteFailuresBefore(db, new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString());
}
