import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export async function findBlocks(db: Executor, keys: string[]) {
  return db.selectFrom('sign_in_throttle').select(['key', 'blocked_until']).where('key', 'in', keys).execute();
}

/**
 * Counts one failure in a single statement, so failures arriving at once on several app servers
 * are all counted. A count whose last failure is older than `forgetBefore` starts again at 1.
 */
export async function incrementFailures(db: Executor, key: string, now: string, forgetBefore: string): Promise<number> {
  const row = await db
    .insertInto('sign_in_throttle')
    .values({ key, failures: 1, last_failure_at: now, blocked_until: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('sign_in_throttle.last_failure_at', '<', forgetBefore)
          .then(1)
          .else(eb('sign_in_throttle.failures', '+', 1))
          .end(),
        last_failure_at: now,
        // A count that starts again starts a new episode, which may alert again.
        alerted_at: eb
          .case()
          .when('sign_in_throttle.last_failure_at', '<', forgetBefore)
          .then(null)
          .else(eb.ref('sign_in_throttle.alerted_at'))
          .end(),
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Sets the block that goes with `failures`, unless a concurrent failure has counted past it. */
export async function setBlockedUntil(
  db: Executor,
  key: string,
  failures: number,
  blockedUntil: string | null,
): Promise<void> {
  await db
    .updateTable('sign_in_throttle')
    .set({ blocked_until: blockedUntil })
    .where('key', '=', key)
    .where('failures', '=', failures)
    .execute();
}

export async function deleteKeys(db: Executor, keys: string[]): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('key', 'in', keys).execute();
}

/** Deletes every key that starts with `prefix` (substr works alike on SQLite and PostgreSQL, with no LIKE escaping). */
export async function deleteKeysStartingWith(db: Executor, prefix: string): Promise<void> {
  await db
    .deleteFrom('sign_in_throttle')
    .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
    .execute();
}

export async function deleteFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('last_failure_at', '<', before).execute();
}
