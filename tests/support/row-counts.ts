import { type Kysely, sql } from 'kysely';
import type { Database } from '../../server/db/database.ts';

/**
 * Row counts, the usual proof of what a request stored, or that a refused one stored nothing (not
 * even half a record). Plain SQL so that any table reads the same on SQLite and PostgreSQL (which
 * answers count(*) as a string).
 */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n);
}

/** Uploaded documents a stored booking has claimed (an upload stays unclaimed until one names it). */
export async function countClaimedDocuments(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('claimed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** What the Contact page's two forms write: their own tables and the mail outbox. */
export async function contactRowCounts(db: Kysely<Database>) {
  return {
    enquiries: await countRows(db, 'contact_enquiries'),
    jobApplications: await countRows(db, 'contact_job_applications'),
    mails: await countRows(db, 'mail_outbox'),
  };
}

export const NO_CONTACT_ROWS = { enquiries: 0, jobApplications: 0, mails: 0 } as const;
