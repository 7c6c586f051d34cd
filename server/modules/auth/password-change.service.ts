import type { Kysely } from 'kysely';
import { type ChangePasswordRequest, REAUTHENTICATION_REQUIRED_MESSAGE } from '../../../domain/admin.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { checkNewPassword } from '../../lib/password-strength.ts';
import { revokeAllSessionsOfAdmin } from '../../lib/sessions/sessions.service.ts';
import { findAdminById } from './auth.repository.ts';
import { ARGON2_OPTIONS } from './first-admin.ts';
import { passwordChangedMail } from './password-account.mail.ts';
import { replaceAdminPasswordHash } from './password-account.repository.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'The current password is incorrect.';
export const SAME_PASSWORD_MESSAGE = 'The new password is the same as the current one; choose a different one.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed. Sign in again with the new password.';
const PASSWORD_CHANGED_MEANWHILE_MESSAGE = 'Your password was changed meanwhile; sign in again and retry.';

/** How long after signing in a session may change the password without the current one. */
export const FRESH_SESSION_MS = 10 * 60 * 1000;

export interface PasswordChangeContext {
  db: Kysely<Database>;
  now: Date;
  ip: string;
  publicUrl: string;
}

/**
 * Settings → Change password. Without the current password only a fresh session may (403
 * `reauthentication_required` otherwise). A wrong current password is a 400 on its field, not a 401: the
 * session is fine, and a 401 would send the client to the sign-in page. Success ends every session
 * of the admin, this one included (the original client logs out after a change), and tells the mailbox.
 */
export async function changePassword(
  context: PasswordChangeContext,
  session: { adminId: number; authenticatedAt: string },
  input: ChangePasswordRequest,
): Promise<void> {
  const { db, now, ip } = context;
  const { adminId } = session;
  const admin = await findAdminById(db, adminId);
  if (!admin) throw new HttpProblem('unauthorized', 'Sign in to continue.');

  if (input.currentPassword === undefined) {
    // The original client never asks for the current password. A session that proved it only
    // moments ago may go without it; an older one (an unlocked computer) must not.
    if (now.getTime() - Date.parse(session.authenticatedAt) > FRESH_SESSION_MS) {
      throw new HttpProblem('reauthentication_required', REAUTHENTICATION_REQUIRED_MESSAGE);
    }
    if (await verifyPassword(admin.password_hash, input.password)) {
      throw new HttpProblem('validation_failed', SAME_PASSWORD_MESSAGE, [
        { path: 'password', message: SAME_PASSWORD_MESSAGE },
      ]);
    }
  } else if (!(await verifyPassword(admin.password_hash, input.currentPassword))) {
    throw new HttpProblem('validation_failed', CURRENT_PASSWORD_WRONG_MESSAGE, [
      { path: 'currentPassword', message: CURRENT_PASSWORD_WRONG_MESSAGE },
    ]);
  }
  if (input.password === input.currentPassword) {
    throw new HttpProblem('validation_failed', SAME_PASSWORD_MESSAGE, [
      { path: 'password', message: SAME_PASSWORD_MESSAGE },
    ]);
  }
  const strength = checkNewPassword(input.password, { userName: admin.username, email: admin.email });
  if (!strength.ok) {
    throw new HttpProblem('validation_failed', strength.reason, [{ path: 'password', message: strength.reason }]);
  }

  const newHash = await hashPassword(input.password, ARGON2_OPTIONS);
  await db.transaction().execute(async (trx) => {
    const timestamp = now.toISOString();
    const replaced = await replaceAdminPasswordHash(trx, {
      adminId,
      expectedHash: admin.password_hash,
      newHash,
      now: timestamp,
    });
    if (!replaced) throw new HttpProblem('conflict', PASSWORD_CHANGED_MEANWHILE_MESSAGE);
    await revokeAllSessionsOfAdmin(trx, adminId, now);
    await recordAuditEvent(trx, { action: 'password_changed', adminId, ip, details: {} }, now);
    await enqueueMail(
      trx,
      passwordChangedMail(
        { userName: admin.username, email: admin.email },
        { at: now, ip, publicUrl: context.publicUrl },
      ),
      now,
    );
  });
}
