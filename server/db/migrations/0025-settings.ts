import type { Kysely } from 'kysely';

/**
 * Frozen in time (imports nothing of the app). Small named values the server keeps with its data:
 * first of them, a known text sealed with DATA_ENCRYPTION_KEY, so a server started with another
 * key sees it at once and refuses to start, instead of answering 500 to every list it cannot open
 * (server/lib/data-key-check.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('settings').execute();
}
