import type { AdminSessionsTable } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';

export async function insertSession(db: Executor, session: AdminSessionsTable): Promise<void> {
  await db.insertInto('admin_sessions').values(session).execute();
}

export async function findSessionWithAdmin(db: Executor, idHash: string) {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select([
      'admin_sessions.admin_id',
      'admin_sessions.created_at',
      'admin_sessions.last_seen_at',
      'admin_sessions.expires_at',
      'admin_sessions.revoked_at',
      'admin_sessions.authenticated_at',
      'admins.username',
      'admins.email',
    ])
    .where('admin_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function updateLastSeen(db: Executor, idHash: string, lastSeenAt: string): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ last_seen_at: lastSeenAt })
    .where('id_hash', '=', idHash)
    // Several requests may touch at once; a later time is never overwritten by an earlier one.
    .where('last_seen_at', '<', lastSeenAt)
    .execute();
}

export async function markSessionRevoked(db: Executor, idHash: string, revokedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_sessions')
    .set({ revoked_at: revokedAt })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markAdminSessionsRevoked(
  db: Executor,
  adminId: number,
  revokedAt: string,
  exceptIdHash: string | undefined,
): Promise<number> {
  let query = db
    .updateTable('admin_sessions')
    .set({ revoked_at: revokedAt })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null)
    // Sessions already past their end need no revoking.
    .where('expires_at', '>', revokedAt);
  if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Housekeeping: sessions past their absolute end can never be used again. */
export async function deleteSessionsEndedBefore(db: Executor, before: string): Promise<number> {
  const result = await db.deleteFrom('admin_sessions').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
