import { type Kysely, PostgresAdapter, sql } from 'kysely';
import {
  DEFAULT_MIGRATION_TABLE,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
} from 'kysely/migration';
import { CurrentSchemaIntrospector } from './current-schema-introspector.ts';
import type { Database } from './database.ts';
import * as initial from './migrations/0001-initial.ts';
import * as adminReview from './migrations/0002-admin-review.ts';
import * as applicationListIndexes from './migrations/0003-application-list-indexes.ts';
import * as contactMessages from './migrations/0004-contact-messages.ts';
import * as hardening from './migrations/0005-hardening.ts';
import * as jobLeases from './migrations/0006-job-leases.ts';
import * as applicationRetention from './migrations/0007-application-retention.ts';
import * as rateLimitCounters from './migrations/0008-rate-limit-counters.ts';
import * as applicationSearch from './migrations/0009-application-search.ts';
import * as sessionAuthenticatedAt from './migrations/0010-session-authenticated-at.ts';
import * as applicantStatusLink from './migrations/0011-applicant-status-link.ts';
import * as documentCorrections from './migrations/0012-document-corrections.ts';
import * as insuranceReminders from './migrations/0013-insurance-reminders.ts';
import * as applicationCounts from './migrations/0014-application-counts.ts';
import * as searchCreatedAt from './migrations/0015-search-created-at.ts';
import * as phoneSearch from './migrations/0016-phone-search.ts';
import * as recentSearchWindow from './migrations/0017-recent-search-window.ts';
import * as recentSearchByDate from './migrations/0018-recent-search-by-date.ts';
import * as phoneDigitsCovering from './migrations/0019-phone-digits-covering.ts';
import * as searchPendingList from './migrations/0020-search-pending-list.ts';
import * as searchTrigramShares from './migrations/0021-search-trigram-shares.ts';
import * as searchLetterPairs from './migrations/0022-search-letter-pairs.ts';
import * as plainSearch from './migrations/0023-plain-search.ts';
import * as applicationLanguage from './migrations/0024-application-language.ts';
import * as settings from './migrations/0025-settings.ts';
import * as bookingRetries from './migrations/0026-booking-retries.ts';
import * as companyAndLandlordsNote from './migrations/0027-company-and-landlords-note.ts';
import * as yards from './migrations/0028-yards.ts';
import * as waitlist from './migrations/0029-waitlist.ts';
import * as agreements from './migrations/0030-agreements.ts';
import * as agreementSignatures from './migrations/0031-agreement-signatures.ts';
import * as signedAgreements from './migrations/0032-signed-agreements.ts';
import * as accessPasses from './migrations/0033-access-passes.ts';
import * as documentsOneApplicationIndex from './migrations/0034-documents-one-application-index.ts';

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
  '0005-hardening': hardening,
  '0006-job-leases': jobLeases,
  '0007-application-retention': applicationRetention,
  '0008-rate-limit-counters': rateLimitCounters,
  '0009-application-search': applicationSearch,
  '0010-session-authenticated-at': sessionAuthenticatedAt,
  '0011-applicant-status-link': applicantStatusLink,
  '0012-document-corrections': documentCorrections,
  '0013-insurance-reminders': insuranceReminders,
  '0014-application-counts': applicationCounts,
  '0015-search-created-at': searchCreatedAt,
  '0016-phone-search': phoneSearch,
  '0017-recent-search-window': recentSearchWindow,
  '0018-recent-search-by-date': recentSearchByDate,
  '0019-phone-digits-covering': phoneDigitsCovering,
  '0020-search-pending-list': searchPendingList,
  '0021-search-trigram-shares': searchTrigramShares,
  '0022-search-letter-pairs': searchLetterPairs,
  '0023-plain-search': plainSearch,
  '0024-application-language': applicationLanguage,
  '0025-settings': settings,
  '0026-booking-retries': bookingRetries,
  '0027-company-and-landlords-note': companyAndLandlordsNote,
  '0028-yards': yards,
  '0029-waitlist': waitlist,
  '0030-agreements': agreements,
  '0031-agreement-signatures': agreementSignatures,
  '0032-signed-agreements': signedAgreements,
  '0033-access-passes': accessPasses,
  '0034-documents-one-application-index': documentsOneApplicationIndex,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await isAtLatest(db)) return;
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/**
 * Whether every migration, and none other, is already recorded: one read, where Kysely's Migrator
 * would first read the whole schema's columns to find its own tables. Every start of a server after
 * the first (and every test's app) takes this path; anything else, a missing bookkeeping table
 * included, goes to the Migrator, which locks, migrates and reports unknown migrations as before.
 */
async function isAtLatest(db: Kysely<Database>): Promise<boolean> {
  let recorded: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    recorded = rows.map((row) => row.name);
  } catch {
    return false;
  }
  const expected = Object.keys(MIGRATIONS);
  return recorded.length === expected.length && expected.every((name) => recorded.includes(name));
}

/** Up (or down) to the named migration: for tests of a migration on the data stored before it. */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<void> {
  if (!(name in MIGRATIONS)) throw new Error(`No migration named ${name}`);
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Kysely<Database>, run: (migrator: Migrator) => Promise<MigrationResultSet>) {
  // On PostgreSQL, Kysely would otherwise look for its bookkeeping tables in every schema and may
  // find another schema's; pin them to the schema this connection works in.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = isPostgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db: schema ? withIntrospector(db, new CurrentSchemaIntrospector(db, schema)) : db,
    provider: new StaticMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

/**
 * The same database with another introspector: Kysely offers no option for one, and its methods
 * read private fields, so each is bound to the real instance.
 */
function withIntrospector(db: Kysely<Database>, introspector: CurrentSchemaIntrospector): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
