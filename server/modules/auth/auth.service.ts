import type { Kysely } from 'kysely';
import type { AdminUser } from '../../../domain/admin.schema.ts';
import type { Database } from '../../db/database.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { enqueueMail } from '../../lib/mail/outbox.repository.ts';
import { revokeSession, type StartedSession, startSession } from '../../lib/sessions/sessions.service.ts';
import { type AdminAccountRow, findAdminById, findAdminBySignInName } from './auth.repository.ts';
import { signInAttackMail } from './sign-in-attack.mail.ts';
import type { DeviceProof } from './device-cookie.ts';
import {
  checkDeviceThrottle,
  checkSignInThrottle,
  claimAttackAlert,
  clearSignInFailures,
  deviceThrottleKey,
  recordDeviceFailure,
  recordSignInFailure,
  throttleKeysOf,
} from './sign-in-throttle.service.ts';
import { verifySecondFactor } from './two-factor.service.ts';
import { verifyPassword } from './password-hashing.ts';

/**
 * An argon2id hash of a random password nobody knows, made with ARGON2_OPTIONS (a test holds them
 * equal). An unknown username is checked against it, so it costs the same time as a wrong password
 * and the answer's timing does not tell which usernames exist.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$TnecXYvBA2jg3fXSdBh9pw$GHWYagWJNaPg2BgLr8gPuNJYHqYw++6zJ7SFinDJnxM';

export interface SignInContext {
  db: Kysely<Database>;
  sessionSecret: string;
  dataEncryptionKey: Buffer;
  now: Date;
  ip: string;
  userAgent: string;
  /** The device cookie the request carried, checked and parsed (device-cookie.ts). */
  device?: DeviceProof | undefined;
}

export interface SignInInput {
  userName: string;
  password: string;
  code?: string | undefined;
}

export type SignInResult =
  | { status: 'throttled'; retryAfterSeconds: number }
  | { status: 'invalid_credentials' }
  | { status: 'second_factor_required' }
  | { status: 'second_factor_invalid' }
  | { status: 'signed_in'; session: StartedSession; user: AdminUser };

export async function signIn(context: SignInContext, input: SignInInput): Promise<SignInResult> {
  const { db, now, ip } = context;
  const keys = throttleKeysOf(input.userName, ip);
  const admin = await findAdminBySignInName(db, input.userName);
  // A device this account signed in on before, not held back by its own count, passes the
  // account's and the addresses' limits: strangers guessing cannot keep its owner out.
  const deviceKey = await knownDeviceKey(context, admin);
  if (!deviceKey) {
    // While blocked the password is not even looked at: a guess made now tells the guesser nothing.
    const throttle = await checkSignInThrottle(db, keys, now);
    if (throttle.status === 'blocked') return { status: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };
  }

  const passwordMatches = await verifyPassword(admin?.password_hash ?? DUMMY_PASSWORD_HASH, input.password);
  if (!admin || !passwordMatches) {
    await recordFailure(context, input.userName, admin, 'credentials', deviceKey);
    return { status: 'invalid_credentials' };
  }

  if (admin.totp_enabled_at !== null) {
    // Asking for the code is not a failure: it is the second half of a right sign-in.
    if (!input.code) return { status: 'second_factor_required' };
    const codeMatches = await verifySecondFactor(db, admin, input.code, now, context.dataEncryptionKey);
    if (!codeMatches) {
      await recordFailure(context, input.userName, admin, 'second_factor', deviceKey);
      return { status: 'second_factor_invalid' };
    }
  }

  const session = await db.transaction().execute(async (trx) => {
    await clearSignInFailures(trx, keys, now, deviceKey);
    const started = await startSession(trx, context.sessionSecret, {
      admin: { id: admin.id, userName: admin.username, email: admin.email },
      ip,
      userAgent: context.userAgent,
      now,
    });
    await recordAuditEvent(trx, { action: 'sign_in', adminId: admin.id, ip, details: {} }, now);
    return started;
  });
  return { status: 'signed_in', session, user: toAdminUser(admin) };
}

/** The throttle key of the request's device cookie when it is this account's and not held back. */
async function knownDeviceKey(context: SignInContext, admin: AdminAccountRow | undefined): Promise<string | undefined> {
  const { device } = context;
  if (!device || !admin || device.adminId !== admin.id) return undefined;
  const key = deviceThrottleKey(device.deviceId);
  const state = await checkDeviceThrottle(context.db, key, context.now);
  return state.status === 'open' ? key : undefined;
}

async function recordFailure(
  context: SignInContext,
  attemptedUserName: string,
  admin: AdminAccountRow | undefined,
  reason: 'credentials' | 'second_factor',
  deviceKey: string | undefined,
): Promise<void> {
  const { db, now, ip } = context;
  const adminId = admin?.id ?? null;
  if (deviceKey) {
    // The owner's own device mistyping: counted on that device alone.
    await recordDeviceFailure(db, deviceKey, now);
  } else {
    const keys = throttleKeysOf(attemptedUserName, ip);
    const { underAttack } = await recordSignInFailure(db, keys, now);
    // Once per episode, through the outbox: the mailbox is the channel the guesser does not hold.
    if (admin && underAttack && (await claimAttackAlert(db, keys, now))) {
      await enqueueMail(db, signInAttackMail({ userName: admin.username, email: admin.email }, { at: now, ip }), now);
    }
  }
  // The attempted name helps spot a guessing run; the password is never recorded.
  await recordAuditEvent(
    db,
    {
      action: 'sign_in_failed',
      adminId,
      ip,
      details: { userName: attemptedUserName, reason, ...(deviceKey ? { knownDevice: true } : {}) },
    },
    now,
  );
}

export async function signOut(
  db: Kysely<Database>,
  admin: { id: number; sessionIdHash: string },
  ip: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeSession(trx, admin.sessionIdHash, now);
    await recordAuditEvent(trx, { action: 'sign_out', adminId: admin.id, ip }, now);
  });
}

export async function getSignedInAdmin(db: Kysely<Database>, adminId: number): Promise<AdminUser | undefined> {
  const admin = await findAdminById(db, adminId);
  return admin ? toAdminUser(admin) : undefined;
}

function toAdminUser(admin: AdminAccountRow): AdminUser {
  return {
    id: admin.id,
    userName: admin.username,
    email: admin.email,
    twoFactorEnabled: admin.totp_enabled_at !== null,
  };
}
