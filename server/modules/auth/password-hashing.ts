import { availableParallelism } from 'node:os';
import { type Options, hash, verify } from '@node-rs/argon2';
import { createWorkLimiter } from '../../lib/work-limiter.ts';

/**
 * Every argon2id hash and check of the app goes through here. Each costs ~19 MiB and tens of
 * milliseconds of a core; unbounded, a flood of sign-ins filled every libuv thread and starved the
 * event loop. At most half the cores hash at any moment;
 * the rest wait in arrival order, so the server keeps a core for everything else
 * (bench/sign-in-flood.ts measures it).
 */
export const PASSWORD_HASH_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));

const PASSWORD_WORK = createWorkLimiter(PASSWORD_HASH_CONCURRENCY);

export function hashPassword(password: string, options: Options): Promise<string> {
  return PASSWORD_WORK.run(() => hash(password, options));
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return PASSWORD_WORK.run(() => verify(passwordHash, password));
}

/** Hashes running and waiting now (for tests and the bench). */
export function passwordWorkLoad(): { active: number; waiting: number } {
  return { active: PASSWORD_WORK.active, waiting: PASSWORD_WORK.waiting };
}
