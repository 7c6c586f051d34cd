/**
 * Server-project test files that never open the database under test: none of them reads
 * TEST_DATABASE_URL, itself or through what it imports (tests/support/test-app.ts and friends), so
 * they do the same work on SQLite and on PostgreSQL. Some start servers or scripts on SQLite of
 * their own on purpose (backup, deploy check, npm start/dev). The test command runs them once, in the SQLite pass; the PostgreSQL pass leaves
 * them out (vitest.config.ts) instead of repeating them. tests/integration/database-free-tests.test.ts
 * fails if a file listed here starts to reach the database, so none can silently lose its PostgreSQL
 * run. A new test file is run twice until it is added here (the safe default).
 */
export const DATABASE_FREE_TESTS = [
  'scripts/backup.test.ts',
  'scripts/defer-hydration.test.ts',
  'scripts/dev.test.ts',
  'scripts/media/media-files.test.ts',
  'scripts/start.test.ts',
  'server/config.test.ts',
  'server/lib/cross-site.test.ts',
  'server/lib/deploy/deploy-check.test.ts',
  'server/lib/documents/document-cipher.test.ts',
  'server/lib/documents/durable-files.test.ts',
  'server/lib/logger-options.test.ts',
  'server/lib/mail/mail-html.test.ts',
  'server/lib/mail/mail-transport.test.ts',
  'server/lib/password-strength.test.ts',
  'server/lib/documents/s3-document-store.test.ts',
  'server/lib/sessions/session-token.test.ts',
  'server/lib/totp.test.ts',
  'server/lib/work-limiter.test.ts',
  'server/plugins/location-spaces.test.ts',
  'server/modules/yards/waitlist.mail.test.ts',
  'server/modules/auth/password-hashing.test.ts',
  'server/modules/documents/documents.service.test.ts',
  'server/modules/yards/yard-spaces.test.ts',
  'server/modules/documents/temporary-uploads.test.ts',
  'server/plugins/crawler-files.plugin.test.ts',
  'server/plugins/public-origin.test.ts',
  'tests/integration/attack-slow-clients.test.ts',
  'tests/integration/catalogues.test.ts',
  'tests/integration/database-free-tests.test.ts',
  'tests/integration/readme.test.ts',
  'tests/integration/route-table.test.ts',
  'tests/integration/test-data-in-factories.test.ts',
];

/**
 * Test files that prove something only PostgreSQL can get wrong: the SQLite pass leaves them out
 * (never a skipped test), the PostgreSQL pass runs them.
 * - tests/scale-out/: two app servers on one database (two servers cannot share a SQLite file).
 * - migrate-schema-churn: migrations while other tests' schemas come and go; SQLite has no schemas
 *   (each test has a file of its own), so there it could not fail and only cost half a minute.
 */
export const POSTGRES_ONLY_TESTS = ['tests/scale-out/**/*.test.ts', 'server/db/migrate-schema-churn.test.ts'];
