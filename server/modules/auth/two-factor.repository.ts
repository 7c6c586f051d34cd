import type { Executor } from '../../db/executor.ts';

/** A new pending secret, only while two-factor sign-in is off (an enabled one is never replaced here). */
export async function storePendingTotpSecret(
  db: Executor,
  adminId: number,
  sealed: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_secret_sealed: sealed, updated_at: now })
    .where('id', '=', adminId)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns two-factor sign-in on with the secret that was verified, if nobody replaced it meanwhile. */
export async function enableTotp(
  db: Executor,
  input: { adminId: number; expectedSealed: string; sealed: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_secret_sealed: input.sealed, totp_enabled_at: input.now, updated_at: input.now })
    .where('id', '=', input.adminId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_secret_sealed', '=', input.expectedSealed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a used time step by swapping the sealed value, compare-and-set on the old one: of two
 * sign-ins with the same code (or racing codes), exactly one swap succeeds, on every server.
 */
export async function swapTotpSecret(
  db: Executor,
  input: { adminId: number; expectedSealed: string; sealed: string },
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totp_secret_sealed: input.sealed })
    .where('id', '=', input.adminId)
    .where('totp_enabled_at', 'is not', null)
    .where('totp_secret_sealed', '=', input.expectedSealed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clearTotp(db: Executor, adminId: number, now: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ totp_secret_sealed: null, totp_enabled_at: null, updated_at: now })
    .where('id', '=', adminId)
    .execute();
}

export async function deleteRecoveryCodes(db: Executor, adminId: number): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
}

export async function insertRecoveryCodes(db: Executor, adminId: number, codeHashes: string[]): Promise<void> {
  if (codeHashes.length === 0) return;
  await db
    .insertInto('admin_recovery_codes')
    .values(codeHashes.map((codeHash) => ({ admin_id: adminId, code_hash: codeHash, used_at: null })))
    .execute();
}

/** Marks a recovery code used in the statement that finds it: it works exactly once, even in a race. */
export async function useRecoveryCode(db: Executor, adminId: number, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
