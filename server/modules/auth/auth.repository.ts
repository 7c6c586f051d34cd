import type { Selectable } from 'kysely';
import type { AdminsTable } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

const ACCOUNT_COLUMNS = ['id', 'username', 'email', 'password_hash', 'totp_secret_sealed', 'totp_enabled_at'] as const;

export type AdminAccountRow = Pick<Selectable<AdminsTable>, (typeof ACCOUNT_COLUMNS)[number]>;

/**
 * Usernames are matched without regard to case (people type "Admin"), in SQL on both sides so
 * SQLite and PostgreSQL agree. The admins table is a handful of rows: no index is needed.
 */
export async function findAdminByUserName(db: Executor, userName: string): Promise<AdminAccountRow | undefined> {
  return db
    .selectFrom('admins')
    .select(ACCOUNT_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(userName)])))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The account a sign-in names: by username or, as the original server allowed, by e-mail (both
 * case-insensitive). A username match wins over another account's e-mail.
 */
export async function findAdminBySignInName(db: Executor, name: string): Promise<AdminAccountRow | undefined> {
  const byUserName = await findAdminByUserName(db, name);
  if (byUserName) return byUserName;
  return db
    .selectFrom('admins')
    .select(ACCOUNT_COLUMNS)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(name)])))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function findAdminById(db: Executor, id: number): Promise<AdminAccountRow | undefined> {
  return db.selectFrom('admins').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertAdmin(
  db: Executor,
  admin: { username: string; email: string; passwordHash: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('admins')
    .values({
      username: admin.username,
      email: admin.email,
      password_hash: admin.passwordHash,
      created_at: admin.now,
      updated_at: admin.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdminPasswordHash(
  db: Executor,
  adminId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', adminId)
    .execute();
}
