import { type Kysely, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The language an application was made in, `en` or
 * `fr` (docs/i18n.md): the applicant's e-mails and status link follow it. Applications made
 * before it, and by clients that say no language, are English.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('language', 'text', (column) =>
      column
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'fr')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('language').execute();
}
