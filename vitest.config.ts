import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * tests/scale-out/ starts two app servers on one PostgreSQL (two servers cannot share a SQLite
 * file), so it belongs to the `server` project only when TEST_DATABASE_URL is set: the PostgreSQL
 * pass of the test command runs it, the SQLite pass leaves it out (never a skipped test).
 */
const scaleOutTests = process.env.TEST_DATABASE_URL ? ['tests/scale-out/**/*.test.ts'] : [];

/**
 * Two projects: `unit` (domain rules and React components in jsdom) and `server` (integration
 * tests on a real database; CI runs them a second time on PostgreSQL with TEST_DATABASE_URL).
 * @vitejs/plugin-react stands in for reactRouter() here, which fails under Vitest.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./tests/support/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts', ...scaleOutTests],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
