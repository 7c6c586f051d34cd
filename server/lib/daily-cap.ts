import type { Executor } from '../db/executor.ts';

/**
 * A count per UTC day kept in the database, so a cap holds across every app server. Taking one
 * is a single upsert: concurrent takers are all counted, none can slip past the cap together.
 */
export async function takeFromDailyCap(db: Executor, name: string, cap: number, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('daily_counters')
    .values({ name, day: now.toISOString().slice(0, 10), count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['name', 'day']).doUpdateSet((eb) => ({ count: eb('daily_counters.count', '+', 1) })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count) <= cap;
}

/** Mail to addresses visitors type (booking confirmations): a bot cannot make us spam a list of strangers. */
export const VISITOR_MAIL_COUNTER = 'visitor-mail';
