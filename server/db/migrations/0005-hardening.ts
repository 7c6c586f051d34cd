import { type Kysely, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). What the first hardening round keeps in the
 * database, so every app server sees the same state (docs/decisions/021-no-secret-at-rest.md):
 * - `mail_outbox.sealed`: 1 when `html`/`text` hold the body sealed with the data key (mail that
 *   carries a secret); such bodies are erased once sent.
 * - `sign_in_throttle.alerted_at`: when the account's admin was told it is under attack, so one
 *   episode sends one e-mail.
 * - `daily_counters`: counts per day (UTC) with a cap, e.g. mail sent to addresses visitors type.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('sealed', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sign_in_throttle').addColumn('alerted_at', 'text').execute();
  await db.schema
    .createTable('daily_counters')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('daily_counters_pk', ['name', 'day'])
    .execute();
  // Bodies queued before this migration may hold reset codes in clear; those already sent are erased.
  await sql`update mail_outbox set html = '', text = '' where status = 'sent' and subject = 'Your password reset code'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_counters').execute();
  await db.schema.alterTable('sign_in_throttle').dropColumn('alerted_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('sealed').execute();
}
