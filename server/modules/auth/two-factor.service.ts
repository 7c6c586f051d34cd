import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { open, seal } from '../../lib/sealed-box.ts';
import { generateTotpSecret, matchTotpStep, totpUri } from '../../lib/totp.ts';
import { type AdminAccountRow, findAdminById } from './auth.repository.ts';
import { hashLookupCode } from './password-code-hash.ts';
import { twoFactorChangedMail } from './two-factor.mail.ts';
import {
  clearTotp,
  deleteRecoveryCodes,
  enableTotp,
  insertRecoveryCodes,
  storePendingTotpSecret,
  swapTotpSecret,
  useRecoveryCode,
} from './two-factor.repository.ts';
import { verifyPassword } from './password-hashing.ts';

/**
 * Two-factor sign-in (RFC 6238 TOTP, with recovery codes). The sealed column holds the secret and
 * the last time step accepted, so a code is refused the second time on every server without a new
 * column (docs/decisions/007-passwords-and-two-factor.md).
 */
export const TOTP_ISSUER = 'SafeYard';
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. 31 symbols × 10 ≈ 49 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUP_LENGTH = 5;
const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_GROUP_LENGTH * 2}}$`);

export const TWO_FACTOR_ALREADY_ON_MESSAGE =
  'Two-factor sign-in is already on. Turn it off first to move it to a new authenticator app.';
export const TWO_FACTOR_NOT_STARTED_MESSAGE = 'Start the set-up first: scan the new key, then enter its code.';
export const TWO_FACTOR_WRONG_CODE_MESSAGE =
  'That code is not right. Check that your phone shows the right time and enter the current code.';
export const DISABLE_WRONG_PASSWORD_MESSAGE = 'The password is incorrect.';

interface StoredTotp {
  v: 1;
  secret: string;
  /** The last time step a code was accepted for; that step and earlier ones never work again. */
  lastStep: number | null;
}

function sealTotp(value: StoredTotp, key: Buffer): string {
  return seal(JSON.stringify(value), key);
}

function openTotp(sealed: string, key: Buffer): StoredTotp {
  const value = JSON.parse(open(sealed, key)) as Partial<StoredTotp>;
  if (value.v !== 1 || typeof value.secret !== 'string') throw new Error('Stored TOTP secret has an unknown format');
  return { v: 1, secret: value.secret, lastStep: typeof value.lastStep === 'number' ? value.lastStep : null };
}

/** Lower case without separators, as stored; "ABCDE-FGHJK", "abcde fghjk" and "abcdefghjk" are one code. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function hashRecoveryCode(key: Buffer, adminId: number, code: string): string {
  return hashLookupCode(key, 'recovery-code', String(adminId), normaliseRecoveryCode(code));
}

function generateRecoveryCode(): string {
  const characters = Array.from(
    { length: RECOVERY_GROUP_LENGTH * 2 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${characters.slice(0, RECOVERY_GROUP_LENGTH).join('')}-${characters.slice(RECOVERY_GROUP_LENGTH).join('')}`;
}

/**
 * The second half of a sign-in, for an admin whose two-factor sign-in is on: a current TOTP code
 * not used before, or an unused recovery code (then spent). Either is consumed by one conditional
 * UPDATE, so a code works once even when two sign-ins race with it.
 */
export async function verifySecondFactor(
  db: Kysely<Database>,
  admin: Pick<AdminAccountRow, 'id' | 'totp_secret_sealed'>,
  code: string,
  now: Date,
  key: Buffer,
): Promise<boolean> {
  if (admin.totp_secret_sealed === null) return false;
  const candidate = code.trim().replace(/\s/g, '');
  if (/^\d{6}$/.test(candidate)) {
    const stored = openTotp(admin.totp_secret_sealed, key);
    const step = matchTotpStep(stored.secret, candidate, now, stored.lastStep);
    if (step === null) return false;
    return swapTotpSecret(db, {
      adminId: admin.id,
      expectedSealed: admin.totp_secret_sealed,
      sealed: sealTotp({ ...stored, lastStep: step }, key),
    });
  }
  if (!RECOVERY_CODE_PATTERN.test(normaliseRecoveryCode(candidate))) return false;
  return useRecoveryCode(db, admin.id, hashRecoveryCode(key, admin.id, candidate), now.toISOString());
}

export interface TwoFactorContext {
  db: Kysely<Database>;
  dataEncryptionKey: Buffer;
  now: Date;
  ip: string;
  publicUrl: string;
}

async function requireAccount(db: Kysely<Database>, adminId: number) {
  const admin = await findAdminById(db, adminId);
  if (!admin) throw new HttpProblem('unauthorized', 'Sign in to continue.');
  return admin;
}

/**
 * Step 1: a new secret, kept sealed as pending (totp_enabled_at stays null, so sign-in ignores
 * it) until a code from the app proves it was scanned. Starting again replaces a pending secret.
 */
export async function startTwoFactorSetup(
  context: TwoFactorContext,
  adminId: number,
): Promise<{ secret: string; otpauthUrl: string }> {
  const admin = await requireAccount(context.db, adminId);
  if (admin.totp_enabled_at !== null) throw new HttpProblem('conflict', TWO_FACTOR_ALREADY_ON_MESSAGE);
  const secret = generateTotpSecret();
  const sealed = sealTotp({ v: 1, secret, lastStep: null }, context.dataEncryptionKey);
  if (!(await storePendingTotpSecret(context.db, adminId, sealed, context.now.toISOString()))) {
    throw new HttpProblem('conflict', TWO_FACTOR_ALREADY_ON_MESSAGE);
  }
  return { secret, otpauthUrl: totpUri({ issuer: TOTP_ISSUER, accountName: admin.username, secret }) };
}

/** Step 2: the app's code turns it on, and ten recovery codes are shown once (only hashes are kept). */
export async function enableTwoFactor(context: TwoFactorContext, adminId: number, code: string): Promise<string[]> {
  const { db, now, ip, dataEncryptionKey: key } = context;
  const admin = await requireAccount(db, adminId);
  if (admin.totp_enabled_at !== null) throw new HttpProblem('conflict', TWO_FACTOR_ALREADY_ON_MESSAGE);
  if (admin.totp_secret_sealed === null) throw new HttpProblem('conflict', TWO_FACTOR_NOT_STARTED_MESSAGE);
  const stored = openTotp(admin.totp_secret_sealed, key);
  const step = matchTotpStep(stored.secret, code, now, stored.lastStep);
  if (step === null) {
    throw new HttpProblem('validation_failed', TWO_FACTOR_WRONG_CODE_MESSAGE, [
      { path: 'code', message: TWO_FACTOR_WRONG_CODE_MESSAGE },
    ]);
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.transaction().execute(async (trx) => {
    const enabled = await enableTotp(trx, {
      adminId,
      expectedSealed: admin.totp_secret_sealed ?? '',
      // The step that turned it on is spent: the same code cannot then sign in.
      sealed: sealTotp({ ...stored, lastStep: step }, key),
      now: now.toISOString(),
    });
    if (!enabled) throw new HttpProblem('conflict', TWO_FACTOR_NOT_STARTED_MESSAGE);
    await deleteRecoveryCodes(trx, adminId);
    await insertRecoveryCodes(
      trx,
      adminId,
      recoveryCodes.map((recoveryCode) => hashRecoveryCode(key, adminId, recoveryCode)),
    );
    await recordAuditEvent(trx, { action: 'two_factor_enabled', adminId, ip, details: {} }, now);
    await enqueueMail(
      trx,
      twoFactorChangedMail({ userName: admin.username, email: admin.email }, 'enabled', {
        at: now,
        ip,
        publicUrl: context.publicUrl,
      }),
      now,
    );
  });
  return recoveryCodes;
}

/**
 * Turning it off asks for the password again: a session left open on a desk must not be enough.
 * Also abandons a pending set-up. Answers whether it had been on.
 */
export async function disableTwoFactor(context: TwoFactorContext, adminId: number, password: string): Promise<boolean> {
  const { db, now, ip } = context;
  const admin = await requireAccount(db, adminId);
  if (!(await verifyPassword(admin.password_hash, password))) {
    throw new HttpProblem('validation_failed', DISABLE_WRONG_PASSWORD_MESSAGE, [
      { path: 'password', message: DISABLE_WRONG_PASSWORD_MESSAGE },
    ]);
  }
  const wasEnabled = admin.totp_enabled_at !== null;
  await db.transaction().execute(async (trx) => {
    await clearTotp(trx, adminId, now.toISOString());
    await deleteRecoveryCodes(trx, adminId);
    if (!wasEnabled) return;
    await recordAuditEvent(trx, { action: 'two_factor_disabled', adminId, ip, details: {} }, now);
    await enqueueMail(
      trx,
      twoFactorChangedMail({ userName: admin.username, email: admin.email }, 'disabled', {
        at: now,
        ip,
        publicUrl: context.publicUrl,
      }),
      now,
    );
  });
  return wasEnabled;
}
