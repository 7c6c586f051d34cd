import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { DATABASE_FREE_TESTS, POSTGRES_ONLY_TESTS } from './tests/support/database-free-tests.ts';

/**
 * The test command runs the `server` project twice: on SQLite, then on PostgreSQL (TEST_DATABASE_URL
 * set). Each pass runs only what can differ on its database: the PostgreSQL-only files (e.g. two
 * app servers on one database) join the PostgreSQL pass, and the files that never open the database
 * under test stay out of it (they ran in the SQLite pass). tests/support/database-free-tests.ts
 * lists both, with why.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const onlyOnPostgres = onPostgres ? POSTGRES_ONLY_TESTS : [];
const notRepeatedOnPostgres = onPostgres ? DATABASE_FREE_TESTS : [];

/**
 * Two projects: `unit` (domain rules and React components in jsdom) and `server` (integration
 * tests on a real database; CI runs them a second time on PostgreSQL with TEST_DATABASE_URL).
 * @vitejs/plugin-react stands in for reactRouter() here, which fails under Vitest.
 */
/**
 * Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where
 * the test command must stay short. Server tests spend much of their time waiting (on PostgreSQL,
 * on servers and scripts in processes of their own, on SMTP), during which a second worker keeps
 * the other core busy: one worker per core (ADR 034).
 */
const WORKERS = Math.max(availableParallelism(), 2);

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One module registry per worker instead of one per file: React, the router and the
          // components load once, not once per file (ADR 050).
          // unit-setup.ts gives each test a fresh browser state in their place.
          isolate: false,
          setupFiles: ['./tests/support/unit-setup.ts'],
          // Above the 5 s waits of unit-setup.ts, so a slow wait fails as itself, not as a timeout.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts', ...onlyOnPostgres],
          exclude: [...configDefaults.exclude, ...notRepeatedOnPostgres],
          environment: 'node',
          // Files share their worker's modules (the app, Fastify, Kysely load once per worker,
          // ADR 050). No server test
          // mocks a module or changes process.env; each builds its own app, database and servers.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
