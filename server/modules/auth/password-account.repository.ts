import type { Executor } from '../../db/executor.ts';

/**
 * E-mail addresses are matched without regard to case, in SQL on both sides so SQLite and
 * PostgreSQL agree. E-mail is not unique among admins; the oldest account owns a shared address.
 */
export async function findAdminByEmail(db: Executor, email: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email.trim())])))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Sets a new password hash only if the old one is still in place: of two changes racing from the
 * same current password, one wins and the other is told, instead of both "succeeding".
 */
export async function replaceAdminPasswordHash(
  db: Executor,
  input: { adminId: number; expectedHash: string; newHash: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ password_hash: input.newHash, password_changed_at: input.now, updated_at: input.now })
    .where('id', '=', input.adminId)
    .where('password_hash', '=', input.expectedHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
