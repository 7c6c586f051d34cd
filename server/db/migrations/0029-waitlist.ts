import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). A yard's waitlist and its offers live on the
 * application, which stays `pending` for the original API's callers: `waitlisted_at` orders the
 * line (null: not on it), `offer_expires_at` is set while freed spaces are held for it, and
 * `offer_declined_at` marks an application closed because the applicant declined the offer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('waitlisted_at', 'text').execute();
  await db.schema.alterTable('applications').addColumn('offer_expires_at', 'text').execute();
  await db.schema.alterTable('applications').addColumn('offer_declined_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('offer_declined_at').execute();
  await db.schema.alterTable('applications').dropColumn('offer_expires_at').execute();
  await db.schema.alterTable('applications').dropColumn('waitlisted_at').execute();
}
