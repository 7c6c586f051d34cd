import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { ensureFirstAdmin } from '../server/modules/auth/first-admin.ts';
import { insertApplications } from '../tests/factories/application.factory.ts';
import { readStoredFacts, seedApplicationsInBulk } from './admin-seed-postgres.ts';
import { listenAndAnnounce, recordServerTimings, summariseTimings } from './bench-app.ts';

/**
 * The real app in a process of its own for bench/admin-run.ts, with `--applications N` complete
 * applications (each with its 2 references and 3 previous landlords, bank numbers sealed with the
 * server's key) stored before it listens, and the first admin created as `npm start` does. Adds
 * `GET /bench/timings` (Fastify's reply.elapsedTime per route) and `POST /bench/reset`.
 *
 *   node --import tsx bench/admin-server.ts --data-dir <dir> --applications 100000 --admin-password <p> [--database-url postgres://…] [--stored]
 *
 * `--stored`: the data directory and database already hold the N applications and the admin, from
 * an earlier run kept by `admin-run.ts --keep-database`; nothing is stored again.
 *
 * Prints `READY <port> <json facts>` on stdout once it listens on 127.0.0.1.
 */

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    applications: { type: 'string', default: '1000' },
    'admin-password': { type: 'string' },
    stored: { type: 'boolean', default: false },
  },
});
const dataDir = args['data-dir'];
if (!dataDir) throw new Error('admin-server needs --data-dir <directory>');
const count = Number(args.applications);
if (!Number.isInteger(count) || count < 1) throw new Error('--applications must be a positive integer');

const adminPassword = args['admin-password'];
if (!adminPassword || adminPassword.length < 12)
  throw new Error('admin-server needs --admin-password of 12+ characters');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: args['database-url'],
  ADMIN_USERNAME: 'bench-admin',
  ADMIN_PASSWORD: adminPassword,
  ADMIN_EMAIL: 'bench-admin@example.com',
});

const app = await buildApp(config, { rateLimits: false, serveWebApp: false, startBackgroundJobs: false });
await ensureFirstAdmin(app.database.db, config.admin, app.log, app.clock());

const seedStarted = performance.now();
const seeded = args.stored ? await readStored() : await seed();
const seedMs = performance.now() - seedStarted;
if (app.database.kind === 'postgres' && !args.stored) {
  // What autovacuum does shortly after a bulk insert: fresh statistics and a visibility map, so
  // the planner sees the real table and index-only scans need no heap visits.
  await sql`vacuum analyze`.execute(app.database.db);
}

const timings = recordServerTimings(app);
app.get('/bench/timings', async (request) => {
  const { route } = request.query as { route?: string };
  const samples = route ? (timings.get(route) ?? []) : [];
  return summariseTimings(samples);
});
app.post('/bench/reset', async () => {
  timings.clear();
  (globalThis as { gc?: () => void }).gc?.();
  return { ok: true };
});

const facts = {
  applications: count,
  pending: seeded.pending,
  seedMs,
  stored: args.stored,
  adminUserName: config.admin.username,
  sampleIds: seeded.sampleIds,
  searchTerms: await searchTermsOf(seeded.sampleIds[Math.floor(seeded.sampleIds.length / 2)] ?? 1),
  searchNames: await namesOf(seeded.sampleIds),
};
await listenAndAnnounce(app, config.host, facts);

/**
 * PostgreSQL is filled set-based (bench/admin-seed-postgres.ts: a million applications in minutes);
 * SQLite by the test factory, in batches in one transaction, which is fast enough at 100,000.
 */
async function seed(): Promise<{ pending: number; sampleIds: number[] }> {
  const options = { count, dataEncryptionKey: app.secrets.dataEncryptionKey, newestAt: app.clock() };
  if (app.database.kind === 'postgres') return seedApplicationsInBulk(app.database.db, options);
  await insertApplications(app.database.db, options);
  // Read back as a kept database's are (--stored), so a run on it benches the same applications.
  return readStoredFacts(app.database.db, count);
}

/** The facts of applications an earlier run stored, which must be the `count` asked for. */
async function readStored(): Promise<{ pending: number; sampleIds: number[] }> {
  const row = await app.database.db
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(row.count) !== count)
    throw new Error(`--stored: the database holds ${row.count} applications, not ${count}`);
  return readStoredFacts(app.database.db, count);
}

/**
 * The first and last names of the sample's applications, in the sample's order: as admins search,
 * each a different person, so the names' words are as common or as rare as the stored ones are.
 */
async function namesOf(ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await app.database.db
    .selectFrom('applications')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', ids)
    .execute();
  const nameOfId = new Map(rows.map((row) => [row.id, `${row.first_name} ${row.last_name}`]));
  return ids.flatMap((id) => nameOfId.get(id) ?? []);
}

/**
 * What an admin would type to find one stored application: its name, part of its e-mail, its
 * phone, its booking reference, and a word of its first reference's company.
 */
async function searchTermsOf(id: number) {
  const row = await app.database.db
    .selectFrom('applications')
    .innerJoin('application_references', 'application_references.application_id', 'applications.id')
    .select([
      'applications.first_name',
      'applications.last_name',
      'applications.email',
      'applications.phone_number',
      'applications.reference',
      'application_references.company',
    ])
    .where('applications.id', '=', id)
    .orderBy('application_references.position')
    .executeTakeFirstOrThrow();
  return {
    name: `${row.first_name} ${row.last_name}`,
    emailPart: row.email.slice(0, row.email.indexOf('@')),
    phone: row.phone_number,
    reference: row.reference,
    company: row.company.split(' ')[0] ?? row.company,
  };
}
