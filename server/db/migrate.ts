import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as adminReview from './migrations/0002-admin-review.ts';
import * as applicationListIndexes from './migrations/0003-application-list-indexes.ts';
import * as contactMessages from './migrations/0004-contact-messages.ts';

/**
 * Migrations are listed here rather than read from a folder, so the same list runs from source
 * (tsx) and in tests without file-system globbing. Add each new one at the end; never edit one
 * that has shipped.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-admin-review': adminReview,
  '0003-application-list-indexes': applicationListIndexes,
  '0004-contact-messages': contactMessages,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // On PostgreSQL, Kysely would otherwise look for its bookkeeping tables in every schema and may
  // find another schema's; pin them to the schema this connection works in.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = isPostgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
