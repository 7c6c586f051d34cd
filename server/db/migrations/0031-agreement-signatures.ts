import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). The customer's signature of an agreement's version:
 * when, by whom (the full name and title they typed), from which address and browser, and the
 * drawing they may add (SVG path data); the version's `sha256` is what they signed.
 */
const COLUMNS = ['signed_at', 'signer_name', 'signer_title', 'signer_ip', 'signer_agent', 'signature_drawing'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('agreements').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('agreements').dropColumn(column).execute();
}
