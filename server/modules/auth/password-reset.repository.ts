import type { Executor } from '../../db/executor.ts';

export async function countResetCodesSince(db: Executor, adminId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('password_reset_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('admin_id', '=', adminId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A new code replaces every earlier one: only the latest e-mail's code works. */
export async function retireUnusedResetCodes(db: Executor, adminId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
}

export async function insertResetCode(
  db: Executor,
  row: { adminId: number; codeHash: string; newPasswordHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_reset_codes')
    .values({
      admin_id: row.adminId,
      code_hash: row.codeHash,
      new_password_hash: row.newPasswordHash,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      attempts: 0,
      used_at: null,
    })
    .execute();
}

export async function findLatestLiveResetCode(db: Executor, adminId: number, now: string) {
  return db
    .selectFrom('password_reset_codes')
    .select(['id', 'code_hash', 'new_password_hash'])
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Spends one of the code's tries before the code is compared, in a single UPDATE: concurrent
 * guesses each take a try (or find none left), so firing many at once buys no extra guesses.
 * Returns the tries spent so far, or null when none are left or the code is no longer live.
 */
export async function spendResetAttempt(db: Executor, id: number, maxAttempts: number): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

/** Ends a code (used, or out of tries). True only for the one caller that ended it. */
export async function markResetCodeUsed(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
