import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Makes the job's row exist, due at `firstRunAt`; an existing row (another server's) is left alone. */
export async function ensureJobRow(db: Kysely<Database>, name: string, firstRunAt: string): Promise<void> {
  await db
    .insertInto('job_leases')
    .values({ name, next_run_at: firstRunAt })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Takes the job for `holder` when it is due and nobody holds a live lease. One conditional UPDATE:
 * on SQLite and PostgreSQL alike, of two servers asking at once exactly one sees a row changed.
 */
export async function acquireJobLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  now: string,
  leasedUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('job_leases')
    .set({ holder, leased_until: leasedUntil, last_started_at: now })
    .where('name', '=', name)
    .where('next_run_at', '<=', now)
    .where((eb) => eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends the holder's run and sets the next one; a holder whose lease was taken over changes nothing. */
export async function releaseJobLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  finishedAt: string,
  nextRunAt: string,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ holder: null, leased_until: null, last_finished_at: finishedAt, next_run_at: nextRunAt, last_error: error })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
