import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareAgreement, signAgreement } from '../server/modules/agreements/agreements.service.ts';
import { countersignAgreement } from '../server/modules/agreements/countersign.service.ts';
import { issueAndMailAccessPass } from '../server/modules/passes/passes.service.ts';
import { insertApplications } from '../tests/factories/application.factory.ts';
import { endSchemaConnection } from '../tests/support/migrated-database.ts';
import { createTestApp } from '../tests/support/test-app.ts';
import { printColumns } from './bench-load.ts';
import { fmt, percentile } from './bench-stats.ts';
import { ensurePostgres } from './bench-target.ts';

/**
 * Time to make, sign and complete a parking agreement, each step as the server runs it (in its own
 * transaction, on a real database): the acceptance's agreement (rates confirmed, the PDF made and
 * its SHA-256 recorded), the customer's signature, and the countersign (the PDF made again and
 * checked, the signed copy with its signature page, stored; both e-mails with the copy and the
 * access pass queued). Prints p50, p95 and max of each over `--rounds` applications.
 *
 *   npx tsx bench/agreements.ts [--db sqlite|postgres] [--rounds 40]
 */
const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const WARM_UP = 3;

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'sqlite' }, rounds: { type: 'string', default: '40' } },
});
const rounds = Number(values.rounds);
if (values.db === 'postgres') process.env.TEST_DATABASE_URL = ensurePostgres(REPO_ROOT);
else delete process.env.TEST_DATABASE_URL;

const t = await createTestApp({ environment: { LOG_LEVEL: 'silent' } });
try {
  const db = t.app.database.db;
  const key = t.app.secrets.dataEncryptionKey;
  const applications = await insertApplications(db, {
    count: rounds + WARM_UP,
    dataEncryptionKey: key,
    seed: 32,
    writeSearchTexts: false,
    overrides: () => ({ status: 'accepted' }),
  });
  const steps = { make: [] as number[], sign: [] as number[], countersign: [] as number[] };
  const timed = async (step: keyof typeof steps, index: number, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    if (index >= WARM_UP) steps[step].push(performance.now() - started);
  };
  for (const [index, application] of applications.entries()) {
    const now = new Date();
    await timed('make', index, () =>
      db.transaction().execute((trx) => prepareAgreement(trx, application.id, {}, { now, dataEncryptionKey: key })),
    );
    await timed('sign', index, () =>
      db.transaction().execute((trx) =>
        signAgreement(
          trx,
          application.id,
          {
            fullName: 'Harpreet Gill',
            title: 'Owner',
            consent: true,
            account: { transit: '01234', institution: '004', account: '0012345678' },
          },
          { ip: '127.0.0.1', agent: 'bench', now, dataEncryptionKey: key },
        ),
      ),
    );
    await timed('countersign', index, () =>
      countersignAgreement(
        {
          db,
          store: t.app.documentStore,
          dataEncryptionKey: key,
          companyInbox: 'info@safeyard.example',
          publicUrl: 'https://yard.example',
          now,
          afterCompletion: (trx, id, at) => issueAndMailAccessPass(trx, id, { now: at, dataEncryptionKey: key }),
        },
        { id: application.id },
        { id: 1, userName: 'bench' },
      ),
    );
  }
  const rows: string[][] = [];
  const results: Record<string, unknown>[] = [];
  for (const [step, times] of Object.entries(steps)) {
    const sorted = Float64Array.from(times).sort();
    const figures = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? 0 };
    rows.push([step, fmt(figures.p50), fmt(figures.p95), fmt(figures.max)]);
    results.push({ step, rounds, ...figures });
  }
  const load = loadavg().map((value) => value.toFixed(2));
  console.log(`Agreements on ${values.db}, ${rounds} applications, ${cpus().length} CPUs, load ${load.join(' ')}`);
  printColumns(['step', 'p50 ms', 'p95 ms', 'max ms'], rows, 0);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    join(RESULTS_DIR, `agreements-${values.db}-latest.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), db: values.db, rounds, load, results }, null, 2)}\n`,
  );
} finally {
  await t.close();
  // The schemas' shared connection would keep the script waiting (PostgreSQL).
  await endSchemaConnection();
}
