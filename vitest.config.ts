import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
