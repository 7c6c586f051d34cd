import { CompiledQuery, type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../server/db/database.ts';

const ROLLED_BACK = new Error('the plan was read in a transaction rolled back on purpose');

/**
 * PostgreSQL's plan for `query` (`explain (costs off)`), with sequential scans discouraged: at a
 * test's size a scan would be cheaper, and the question is what the indexes are asked for.
 * `prepare` runs first in the same transaction (dropping an index, say), which is then rolled back.
 */
export async function indexPlanOf(
  db: Kysely<Database>,
  query: CompiledQuery,
  prepare?: (trx: Transaction<Database>) => Promise<void>,
): Promise<string> {
  let plan = '';
  await db
    .transaction()
    .execute(async (trx) => {
      await prepare?.(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (costs off) ${query.sql}`, [...query.parameters]),
      );
      plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return plan;
}
