import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  deleteFailuresBefore,
  deleteKeys,
  deleteKeysStartingWith,
  findBlocks,
  incrementFailures,
  setBlockedUntil,
} from './sign-in-throttle.repository.ts';
import type { Executor } from '../../db/executor.ts';

/**
 * Growing delays after failed sign-ins, kept in the database so every app server sees the same
 * counts (docs/decisions/006-admin-sessions.md). After the free failures, each further one doubles
 * the wait: 2, 4, 8 … seconds, up to a cap.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  maxBlockMs: number;
}

/**
 * One account from one address: a person mistyping gets 5 tries, then waits 2, 4, 8 … s, at most
 * 15 minutes. It holds back only that address, so a stranger guessing cannot lock the admin out
 * (the admin signs in from their own address meanwhile).
 */
export const PAIR_THROTTLE: ThrottlePolicy = { freeFailures: 5, maxBlockMs: 15 * 60 * 1000 };
/**
 * One account from anywhere, softer: only a guessing run spread over many addresses reaches 50
 * failures a day. Its waits stop at 5 minutes, so even then the admin is kept out minutes, not for
 * good, and is e-mailed.
 */
export const ACCOUNT_CEILING: ThrottlePolicy = { freeFailures: 50, maxBlockMs: 5 * 60 * 1000 };
/** One address: room for an office behind one NAT; an address guessing across accounts waits up to an hour. */
export const IP_THROTTLE: ThrottlePolicy = { freeFailures: 20, maxBlockMs: 60 * 60 * 1000 };
/**
 * One device the admin signed in on before (its device cookie, device-cookie.ts), for wrong
 * passwords presented with that cookie: 5 tries, then 2, 4, 8 … s, at most 15 minutes. While the
 * device is held back it counts as unknown, under the limits above.
 */
export const DEVICE_THROTTLE: ThrottlePolicy = { freeFailures: 5, maxBlockMs: 15 * 60 * 1000 };
/** Failures are forgotten a day after the last one. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface ThrottleKeys {
  pair: string;
  account: string;
  ip: string;
}

export function accountThrottleKey(userName: string): string {
  return `user:${userName.trim().toLowerCase()}`;
}

export function throttleKeysOf(userName: string, ip: string): ThrottleKeys {
  const account = accountThrottleKey(userName);
  return { pair: `${account}|ip:${ip}`, account, ip: `ip:${ip}` };
}

/** The per-device count of a device cookie, by its random id. */
export function deviceThrottleKey(deviceId: string): string {
  return `device:${deviceId}`;
}

export function blockDurationMs(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures) * 1000, policy.maxBlockMs);
}

export type ThrottleState = { status: 'open' } | { status: 'blocked'; retryAfterSeconds: number };

export async function checkSignInThrottle(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<ThrottleState> {
  return checkBlocks(db, [keys.pair, keys.account, keys.ip], now);
}

/** Whether a known device's own count holds it back (then it signs in as an unknown one). */
export async function checkDeviceThrottle(db: Kysely<Database>, deviceKey: string, now: Date): Promise<ThrottleState> {
  return checkBlocks(db, [deviceKey], now);
}

async function checkBlocks(db: Kysely<Database>, keys: string[], now: Date): Promise<ThrottleState> {
  const rows = await findBlocks(db, keys);
  const latestEnd = Math.max(0, ...rows.map((row) => (row.blocked_until ? Date.parse(row.blocked_until) : 0)));
  const waitMs = latestEnd - now.getTime();
  return waitMs > 0 ? { status: 'blocked', retryAfterSeconds: Math.ceil(waitMs / 1000) } : { status: 'open' };
}

/** Counts one failure on each key; answers whether the account is now under attack (a block began). */
export async function recordSignInFailure(
  db: Kysely<Database>,
  keys: ThrottleKeys,
  now: Date,
): Promise<{ underAttack: boolean }> {
  const timestamp = now.toISOString();
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  let underAttack = false;
  for (const [key, policy] of [
    [keys.pair, PAIR_THROTTLE],
    [keys.account, ACCOUNT_CEILING],
    [keys.ip, IP_THROTTLE],
  ] as const) {
    const failures = await incrementFailures(db, key, timestamp, forgetBefore);
    const blockMs = blockDurationMs(failures, policy);
    if (blockMs > 0 && key !== keys.ip) underAttack = true;
    await setBlockedUntil(db, key, failures, blockMs > 0 ? new Date(now.getTime() + blockMs).toISOString() : null);
  }
  return { underAttack };
}

/**
 * Counts a wrong password (or code) presented with a known device's cookie, on that device alone:
 * the account-wide and per-address counts are for strangers.
 */
export async function recordDeviceFailure(db: Kysely<Database>, deviceKey: string, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  const failures = await incrementFailures(db, deviceKey, now.toISOString(), forgetBefore);
  const blockMs = blockDurationMs(failures, DEVICE_THROTTLE);
  await setBlockedUntil(db, deviceKey, failures, blockMs > 0 ? new Date(now.getTime() + blockMs).toISOString() : null);
}

/**
 * Claims the one alert of this attack episode on the account: true for exactly one caller, on any
 * number of servers. The episode ends when the account's failures are forgotten or cleared.
 */
export async function claimAttackAlert(db: Kysely<Database>, keys: ThrottleKeys, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sign_in_throttle')
    .set({ alerted_at: now.toISOString() })
    .where('key', '=', keys.account)
    .where('alerted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The owner proved who they are (an operator's reset, or the e-mailed reset code): lift the
 * account's blocks under every name it signs in with, the account-wide count and the
 * account-and-address counts — from the one address that proved it, or (`ip` absent, an operator
 * at the server) from every address.
 */
export async function liftAccountThrottle(db: Executor, names: readonly string[], ip?: string): Promise<void> {
  for (const name of names) {
    const keys = throttleKeysOf(name, ip ?? '');
    await deleteKeys(db, [keys.account, ...(ip === undefined ? [] : [keys.pair])]);
    if (ip === undefined) await deleteKeysStartingWith(db, `${keys.account}|ip:`);
  }
}

/**
 * A successful sign-in forgets the failures of this account from this address, of this address,
 * and of the device it was made on, and stale ones of anyone. It keeps the account-wide count:
 * strangers guessing from many addresses are not let off because the owner signed in (the owner's
 * known devices pass that ceiling by their cookie), and the episode's alert is not sent again.
 */
export async function clearSignInFailures(
  db: Executor,
  keys: ThrottleKeys,
  now: Date,
  deviceKey?: string,
): Promise<void> {
  await deleteKeys(db, [keys.pair, keys.ip, ...(deviceKey ? [deviceKey] : [])]);
  await deleteFailuresBefore(db, new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString());
}
