import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { createTestSchema, testConfig } from './test-app.ts';

/**
 * One database for several starts of the app, one after the other, as restarts of `npm start`
 * see it: the same SQLite file in one DATA_DIR, or the same PostgreSQL schema when
 * TEST_DATABASE_URL is set. Each start connects by itself from the settings and closes on close().
 */
export interface RestartableApp {
  /** Starts an app on the shared database; `environment` overrides settings of this start only. */
  start(environment?: Record<string, string>): Promise<FastifyInstance>;
  /** The settings every start shares (the same secrets, as a real restart has). */
  environment: Record<string, string>;
  dispose(): Promise<void>;
}

export async function restartableApp(): Promise<RestartableApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-restart-'));
  const environment: Record<string, string> = {
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? await createTestSchema(url) : undefined;
  if (schema) environment.DATABASE_URL = schema.url;
  return {
    environment,
    async start(overrides = {}) {
      const app = await buildApp(testConfig(dataDir, { ...environment, ...overrides }), { serveWebApp: false });
      await app.ready();
      return app;
    },
    async dispose() {
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
