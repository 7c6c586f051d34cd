import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { insertApplications } from '../tests/factories/application.factory.ts';
import { endSchemaConnection } from '../tests/support/migrated-database.ts';
import { createTestApp } from '../tests/support/test-app.ts';
import { fireLoad, latencyFigures, printColumns } from './bench-load.ts';
import { fmt } from './bench-stats.ts';
import { ensurePostgres } from './bench-target.ts';

/**
 * Latency of GET /api/Yards (the location pages' and the booking's free spaces) over HTTP, on a
 * database holding `--tenancies` accepted applications spread over the four yards, each yard with a
 * capacity set. Prints p50/p99 and requests per second at 1 and 10 connections, for today and for
 * a move-in date (`?from=`).
 *
 *   npx tsx bench/yards.ts [--db sqlite|postgres] [--tenancies 2000] [--seconds 10]
 */
const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    tenancies: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
  },
});
const tenancies = Number(values.tenancies);
const seconds = Number(values.seconds);
if (values.db === 'postgres') process.env.TEST_DATABASE_URL = ensurePostgres(REPO_ROOT);
else delete process.env.TEST_DATABASE_URL;

// The per-address limit would answer most of a load from one address with 429: measured without it.
const t = await createTestApp({ environment: { LOG_LEVEL: 'silent' }, rateLimits: false });
try {
  const db = t.app.database.db;
  const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
  await insertApplications(db, {
    count: tenancies,
    dataEncryptionKey: t.app.secrets.dataEncryptionKey,
    seed: 31,
    writeSearchTexts: false,
    // Move-ins over two years up to a year ahead; a third of the tenancies already ended.
    overrides: (index) => ({
      status: 'accepted',
      moveInDate: day((index * 7) % 730),
      moveOutDate: index % 3 === 0 ? day(((index * 7) % 730) + 200) : null,
    }),
  });
  await db.updateTable('yards').set({ truck_spaces: 5_000, trailer_spaces: 5_000, truck_rate_cents: 32_500 }).execute();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });

  const rows: string[][] = [];
  const results: Record<string, unknown>[] = [];
  for (const [label, path] of [
    ['today', '/api/Yards'],
    ['from a move-in date', '/api/Yards?from=2026-09-01'],
  ] as const) {
    for (const connections of [1, 10]) {
      // A warm-up, then the measured run.
      await fireLoad({ url: `${address}${path}`, connections, duration: 1 });
      const outcome = await fireLoad({ url: `${address}${path}`, connections, duration: seconds });
      if (outcome.firstFailure) throw new Error(`GET ${path} failed: ${outcome.firstFailure}`);
      const figures = latencyFigures(outcome.latencies);
      const perSecond = outcome.result.requests.average;
      rows.push([label, String(connections), fmt(perSecond), fmt(figures.p50), fmt(figures.p99), fmt(figures.max)]);
      results.push({ label, path, connections, requestsPerSecond: perSecond, ...figures });
    }
  }
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(
    `GET /api/Yards on ${values.db}, ${tenancies} accepted applications, ${cpus().length} CPUs, load ${load.join(' ')}`,
  );
  printColumns(['asked', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'max ms'], rows, 0);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    join(RESULTS_DIR, `yards-${values.db}-latest.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), db: values.db, tenancies, load, results }, null, 2)}\n`,
  );
} finally {
  await t.close();
  // The schemas' shared connection would keep the script waiting (PostgreSQL).
  await endSchemaConnection();
}
