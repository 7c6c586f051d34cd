import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type ForgotPasswordConfirm,
  type ForgotPasswordRequest,
  RESET_CODE_LENGTH,
} from '../../../domain/admin.schema.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { checkNewPassword } from '../../lib/password-strength.ts';
import { revokeAllSessionsOfAdmin } from '../../lib/sessions/sessions.service.ts';
import { updateAdminPasswordHash } from './auth.repository.ts';
import { ARGON2_OPTIONS } from './first-admin.ts';
import { findAdminByEmail } from './password-account.repository.ts';
import { passwordResetCodeMail, passwordResetDoneMail, passwordResetRefusedMail } from './password-account.mail.ts';
import { hashSaltedCode, saltedCodeMatches } from './password-code-hash.ts';
import {
  countResetCodesSince,
  findLatestLiveResetCode,
  insertResetCode,
  markResetCodeUsed,
  retireUnusedResetCodes,
  spendResetAttempt,
} from './password-reset.repository.ts';
import { liftAccountThrottle } from './sign-in-throttle.service.ts';
import { hashPassword } from './password-hashing.ts';

/**
 * Forgotten password, two steps, as the original screen had them: the e-mail and the new password, then the 6-digit code
 * sent to that e-mail. The new password is hashed at step 1 and applied only when the code is
 * right. Neither step tells whether an e-mail belongs to an admin.
 */
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** Codes per admin per hour, counted in the database (so across servers): a silent cap on mail. */
export const RESET_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const RESET_REQUESTED_MESSAGE =
  'If this e-mail belongs to an admin, a 6-digit code is on its way. It is valid for 10 minutes.';
export const RESET_CODE_REFUSED_MESSAGE = 'The code is wrong or has expired.';
export const PASSWORD_RESET_MESSAGE = 'Your password was reset. Sign in with the new password.';

export interface PasswordResetContext {
  db: Kysely<Database>;
  dataEncryptionKey: Buffer;
  now: Date;
  ip: string;
  publicUrl: string;
}

export type ResetRequestOutcome = 'code_sent' | 'unknown_email' | 'capped' | 'password_refused';

/**
 * Step 1. Refuses a weak password before looking the e-mail up, so the refusal says nothing about
 * the e-mail; then hashes the password whether or not the e-mail is known, so both cost the same
 * (argon2 is nearly all of the time). The outcome is for logs and tests, never for the reply.
 */
export async function requestPasswordResetCode(
  context: PasswordResetContext,
  input: ForgotPasswordRequest,
): Promise<ResetRequestOutcome> {
  const { db, now, ip } = context;
  const strength = checkNewPassword(input.newPassword, { userName: '', email: input.email });
  if (!strength.ok) {
    throw new HttpProblem('validation_failed', strength.reason, [{ path: 'newPassword', message: strength.reason }]);
  }
  const newPasswordHash = await hashPassword(input.newPassword, ARGON2_OPTIONS);
  const admin = await findAdminByEmail(db, input.email);
  if (!admin) return 'unknown_email';

  return db.transaction().execute(async (trx): Promise<ResetRequestOutcome> => {
    const recent = await countResetCodesSince(trx, admin.id, new Date(now.getTime() - HOUR_MS).toISOString());
    if (recent >= RESET_CODES_PER_HOUR) return 'capped';

    const recipient = { userName: admin.username, email: admin.email };
    const withUserName = checkNewPassword(input.newPassword, { userName: admin.username, email: admin.email });
    if (!withUserName.ok) {
      await recordAuditEvent(
        trx,
        { action: 'password_reset_requested', adminId: admin.id, ip, details: { codeSent: false } },
        now,
      );
      await enqueueMail(
        trx,
        passwordResetRefusedMail(recipient, { reason: withUserName.reason, publicUrl: context.publicUrl }),
        now,
      );
      return 'password_refused';
    }

    const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
    const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
    await retireUnusedResetCodes(trx, admin.id, now.toISOString());
    await insertResetCode(trx, {
      adminId: admin.id,
      codeHash: hashSaltedCode(context.dataEncryptionKey, 'password-reset-code', code),
      newPasswordHash,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    await recordAuditEvent(
      trx,
      { action: 'password_reset_requested', adminId: admin.id, ip, details: { codeSent: true } },
      now,
    );
    // The code is a secret: sealed in the outbox, erased once sent (ADR 021).
    await enqueueMail(trx, passwordResetCodeMail(recipient, { code, expiresAt, ip }), now, {
      sealWith: context.dataEncryptionKey,
    });
    return 'code_sent';
  });
}

function codeRefused(): HttpProblem {
  return new HttpProblem('validation_failed', RESET_CODE_REFUSED_MESSAGE, [
    { path: 'code', message: RESET_CODE_REFUSED_MESSAGE },
  ]);
}

/**
 * Step 2. Every failure (unknown e-mail, no live code, wrong code, no tries left) is the same
 * refusal. A try is spent before the code is compared; the fifth wrong try ends the code.
 */
export async function confirmPasswordReset(context: PasswordResetContext, input: ForgotPasswordConfirm): Promise<void> {
  const { db, now, ip } = context;
  const timestamp = now.toISOString();
  const admin = await findAdminByEmail(db, input.email);
  if (!admin) throw codeRefused();
  const live = await findLatestLiveResetCode(db, admin.id, timestamp);
  if (!live) throw codeRefused();
  const attempts = await spendResetAttempt(db, live.id, RESET_CODE_MAX_ATTEMPTS);
  if (attempts === null) throw codeRefused();

  if (!saltedCodeMatches(context.dataEncryptionKey, 'password-reset-code', input.code, live.code_hash)) {
    if (attempts >= RESET_CODE_MAX_ATTEMPTS) await markResetCodeUsed(db, live.id, timestamp);
    throw codeRefused();
  }

  await db.transaction().execute(async (trx) => {
    // Only one of two right answers racing each other applies the password.
    if (!(await markResetCodeUsed(trx, live.id, timestamp))) throw codeRefused();
    await retireUnusedResetCodes(trx, admin.id, timestamp);
    await updateAdminPasswordHash(trx, admin.id, live.new_password_hash, timestamp);
    await revokeAllSessionsOfAdmin(trx, admin.id, now);
    // Proving the mailbox lifts the account's sign-in block, as an operator's reset does.
    await liftAccountThrottle(trx, [admin.username, admin.email], ip);
    await recordAuditEvent(
      trx,
      { action: 'password_reset', adminId: admin.id, ip, details: { via: 'e-mailed code' } },
      now,
    );
    await enqueueMail(
      trx,
      passwordResetDoneMail(
        { userName: admin.username, email: admin.email },
        { at: now, ip, publicUrl: context.publicUrl },
      ),
      now,
    );
  });
}
