import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). When the session last proved its password: a
 * password change without the current password is allowed only in a fresh session. Sessions
 * opened before this migration count from their sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_sessions').addColumn('authenticated_at', 'text').execute();
  await db
    .updateTable('admin_sessions')
    .set((eb) => ({ authenticated_at: eb.ref('created_at') }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_sessions').dropColumn('authenticated_at').execute();
}
