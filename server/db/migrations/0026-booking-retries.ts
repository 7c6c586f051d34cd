import { type Kysely, sql } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). A booking retried after its answer was lost is
 * answered again rather than refused or stored twice (docs/decisions/062-bookings-retried-after-a-lost-answer.md):
 * each application keeps the SHA-256 of the Idempotency-Key it was sent with (null without one) and
 * of the booking as validated, to tell a retry from a different booking under the same key. The
 * index holds keyed applications only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('idempotency_key_hash', 'text').execute();
  await db.schema.alterTable('applications').addColumn('request_hash', 'text').execute();
  await db.schema
    .createIndex('applications_idempotency_key')
    .on('applications')
    .column('idempotency_key_hash')
    .where(sql.ref('idempotency_key_hash'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_idempotency_key').execute();
  await db.schema.alterTable('applications').dropColumn('request_hash').execute();
  await db.schema.alterTable('applications').dropColumn('idempotency_key_hash').execute();
}
