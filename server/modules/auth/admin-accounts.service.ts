import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { revokeAllSessionsOfAdmin } from '../../lib/sessions/sessions.service.ts';
import { findAdminByUserName, insertAdmin, updateAdminPasswordHash } from './auth.repository.ts';
import { ARGON2_OPTIONS } from './first-admin.ts';
import { liftAccountThrottle } from './sign-in-throttle.service.ts';
import { hashPassword } from './password-hashing.ts';

/** Account upkeep outside the web app: the `npm run admin` command line and test set-up. */
export type CreateAdminResult = { status: 'created'; id: number } | { status: 'exists'; userName: string };

export async function createAdminAccount(
  db: Kysely<Database>,
  input: { userName: string; email: string; password: string },
  now: Date,
): Promise<CreateAdminResult> {
  // Sign-in matches names without case, so "Admin" next to "admin" would be unreachable.
  const existing = await findAdminByUserName(db, input.userName);
  if (existing) return { status: 'exists', userName: existing.username };
  const passwordHash = await hashPassword(input.password, ARGON2_OPTIONS);
  const id = await insertAdmin(db, {
    username: input.userName,
    email: input.email,
    passwordHash,
    now: now.toISOString(),
  });
  return { status: 'created', id };
}

export type ResetPasswordResult =
  { status: 'reset'; adminId: number; userName: string; sessionsEnded: number } | { status: 'not_found' };

/**
 * Sets a new password, signs the admin out everywhere and lifts the account's sign-in block: an
 * operator resetting a password means to let that person in.
 */
export async function resetAdminPassword(
  db: Kysely<Database>,
  input: { userName: string; password: string },
  now: Date,
): Promise<ResetPasswordResult> {
  const admin = await findAdminByUserName(db, input.userName);
  if (!admin) return { status: 'not_found' };
  const passwordHash = await hashPassword(input.password, ARGON2_OPTIONS);
  const sessionsEnded = await db.transaction().execute(async (trx) => {
    await updateAdminPasswordHash(trx, admin.id, passwordHash, now.toISOString());
    const ended = await revokeAllSessionsOfAdmin(trx, admin.id, now);
    // An operator at the server lifts every block on the account, from any address.
    await liftAccountThrottle(trx, [admin.username, admin.email]);
    await recordAuditEvent(trx, { action: 'password_reset', adminId: admin.id, details: { via: 'command line' } }, now);
    return ended;
  });
  return { status: 'reset', adminId: admin.id, userName: admin.username, sessionsEnded };
}
