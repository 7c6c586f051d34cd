import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). An agreement completed by the admin's countersign:
 * when, by whom, the SHA-256 of the signed PDF (agreement, signature page and audit trail) and
 * where that PDF is stored; and whether the version was made without the payor's full account (its
 * PDF then says the customer gives it at signing, and the signature asks for it). And the files a queued mail carries (the signed PDF), sealed with the
 * data key like a secret body and erased once sent.
 */
const AGREEMENT_COLUMNS = ['countersigned_at', 'countersigned_by', 'signed_sha256', 'signed_storage_key'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of AGREEMENT_COLUMNS) await db.schema.alterTable('agreements').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('agreements')
    .addColumn('account_to_be_given', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Verifying a signed PDF looks it up by either hash.
  await db.schema.createIndex('agreements_sha256').on('agreements').column('sha256').execute();
  await db.schema.createIndex('agreements_signed_sha256').on('agreements').column('signed_sha256').execute();
  await db.schema.alterTable('mail_outbox').addColumn('attachment', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachment').execute();
  await db.schema.dropIndex('agreements_signed_sha256').execute();
  await db.schema.dropIndex('agreements_sha256').execute();
  await db.schema.alterTable('agreements').dropColumn('account_to_be_given').execute();
  for (const column of [...AGREEMENT_COLUMNS].reverse()) {
    await db.schema.alterTable('agreements').dropColumn(column).execute();
  }
}
