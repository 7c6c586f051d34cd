import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { ADMIN_API } from '../domain/admin.schema.ts';
import { stopChild } from '../tests/support/child-process.ts';
import { fireLoad, latencyFigures, printColumns, printVerdicts, type Verdict } from './bench-load.ts';
import { fmt } from './bench-stats.ts';
import { createBenchDatabase, waitForReadyLine } from './bench-process.ts';
import {
  describeServerLaunch,
  ensurePostgres,
  nodeFlagsOption,
  postgresSharedBuffers,
  type ServerLaunch,
} from './bench-target.ts';
import { waitUntilIdle } from './wait-until-idle.ts';

/**
 * The admin review calls with 1,000 and 100,000 stored applications: requests per second and
 * latency p50/p99 for the list (first and last page, with and without Status), one application's
 * details, and the statistics, signed in with a real bearer token. See bench/ADMIN.md.
 *
 *   npx tsx bench/admin-run.ts [--db sqlite|postgres] [--quick] [--sizes 1000,100000] [--keep-database]
 *                              [--node-flags="--flag …"] [--reuse <kept data directory>]
 *
 * The server runs with the product's node flags and allocator environment
 * (scripts/server-runtime.mjs), as `npm start` runs it; `--node-flags` replaces the flags.
 *
 * Default sizes: 1,000 and 100,000 on SQLite; 1,000, 100,000 and 1,000,000 on PostgreSQL.
 * `--keep-database` keeps each size's database and data directory (its secrets open the sealed
 * bank numbers); `--reuse <directory>` benches such a one again without storing anything (a
 * million applications take about 3 minutes to store), on the database it names.
 */

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const TARGET_P99_MS = 20;
/** Issue 10: the p99 target holds at 100,000 applications on SQLite and 1,000,000 on PostgreSQL. */
const TARGET_SIZE = { sqlite: 100_000, postgres: 1_000_000 } as const;
/**
 * PostgreSQL is seeded set-based (bench/admin-seed-postgres.ts; 1,000,000 applications in minutes);
 * SQLite row by row through the factory (100,000 in about 11 s). Generous for a loaded machine.
 */
const READY_TIMEOUT_MS = 60 * 60_000;
const PAGE = 10;

interface Durations {
  runS: number;
  warmUpS: number;
}
const FULL: Durations = { runS: 5, warmUpS: 2 };
const QUICK: Durations = { runS: 2, warmUpS: 1 };
const CONNECTIONS = [1, 10] as const;

interface ServerFacts {
  applications: number;
  pending: number;
  seedMs: number;
  /** True when the applications were stored by an earlier run (--reuse), so seedMs is not a seed. */
  stored: boolean;
  adminUserName: string;
  sampleIds: number[];
  /** Words from one stored application, for the search scenarios. */
  searchTerms: { name: string; emailPart: string; phone: string };
  /** The names of the 1,000 sampled applications, for searches of many different names. */
  searchNames: string[];
}

interface Target {
  pid: number;
  baseUrl: string;
  facts: ServerFacts;
  stop(): Promise<void>;
}

interface Scenario {
  id: string;
  label: string;
  /** Judged against the p99 target (the search is shown for information). */
  judged: boolean;
  route: string;
  paths: string[];
}

interface ScenarioResult {
  applications: number;
  id: string;
  label: string;
  judged: boolean;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  serverTimeMs: { count: number; p50: number | null; p99: number | null; mean: number | null };
  non2xx: number;
  errors: number;
  firstFailure?: string;
  loadAverageAtStart: number;
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      quick: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      // Keeps each size's database and data directory (printed), for EXPLAIN or --reuse afterwards.
      'keep-database': { type: 'boolean', default: false },
      'node-flags': { type: 'string' },
      reuse: { type: 'string' },
    },
  });
  if (flags.db !== 'sqlite' && flags.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
  const defaultSizes = flags.db === 'postgres' ? `1000,100000,${TARGET_SIZE.postgres}` : `1000,${TARGET_SIZE.sqlite}`;
  // Resolved here: the server runs in the repository's root, whatever the caller's directory.
  const kept = flags.reuse === undefined ? undefined : readKept(resolve(flags.reuse));
  if (kept && (flags.sizes !== undefined || flags['keep-database']))
    throw new Error('--reuse benches the size it kept, and keeps it: no --sizes or --keep-database with it');
  const sizes = kept ? [kept.applications] : (flags.sizes ?? defaultSizes).split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < PAGE))
    throw new Error('--sizes takes whole numbers of 10 or more');
  const durations = flags.quick ? QUICK : FULL;
  if (kept && (kept.databaseUrl !== undefined) !== (flags.db === 'postgres'))
    throw new Error(`--reuse ${flags.reuse} was kept from a run with --db ${kept.databaseUrl ? 'postgres' : 'sqlite'}`);
  const postgresUrl =
    flags.db === 'postgres' && !kept ? (process.env.DATABASE_URL ?? ensurePostgres(REPO_ROOT)) : undefined;
  const launch = describeServerLaunch({ runtime: 'tsx', nodeFlags: nodeFlagsOption(flags['node-flags']) });
  const postgresAt = kept?.databaseUrl ?? postgresUrl;
  const sharedBuffers = postgresAt ? await postgresSharedBuffers(postgresAt) : undefined;

  const results: ScenarioResult[] = [];
  const seeding: Seeding[] = [];
  for (const size of sizes) {
    const password = kept?.password ?? randomBytes(18).toString('base64url');
    log(`starting a server with ${size} applications on ${flags.db}…`);
    const target = await startTarget({
      size,
      password,
      postgresUrl,
      keepDatabase: flags['keep-database'],
      launch,
      kept,
    });
    try {
      const seed = { applications: size, seedMs: target.facts.seedMs, stored: target.facts.stored };
      seeding.push(seed);
      log(`${size} applications (${target.facts.pending} pending) ${describeSeeding(seed)}; server pid ${target.pid}`);
      const token = await signIn(target, password);
      const headers = { authorization: `Bearer ${token}` };
      await checkNestedListItems(target, headers);
      const scenarios = scenariosFor(target.facts);
      for (const scenario of scenarios) await fire(target, scenario, 4, durations.warmUpS, headers);
      for (const scenario of scenarios) {
        for (const connections of CONNECTIONS) {
          results.push(await runScenario(target, scenario, connections, durations.runS, headers));
        }
      }
    } finally {
      await target.stop();
    }
  }

  const database = flags.db;
  const targets = evaluateTargets(results, database);
  printTable(results, targets, { database, sharedBuffers, quick: flags.quick, seeding, launch });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model, totalMemoryBytes: totalmem() },
    database,
    ...(sharedBuffers && { postgres: { sharedBuffers } }),
    quick: flags.quick,
    durations,
    serverNodeFlags: launch.nodeFlags,
    serverEnvironment: launch.runtimeEnvironment,
    seeding,
    scenarios: results,
    targets,
  };
  const resultsDir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const variant = `${database}${flags.quick ? '-quick' : ''}`;
  writeFileSync(join(resultsDir, 'admin-latest.json'), json);
  writeFileSync(join(resultsDir, `admin-latest-${variant}.json`), json);
  log(`results written to bench/results/admin-latest.json and admin-latest-${variant}.json`);
  if (results.some((result) => result.non2xx > 0 || result.errors > 0)) {
    log('FAILED REQUESTS: these figures do not measure the real work.');
    process.exitCode = 1;
  }
}

function scenariosFor(facts: ServerFacts): Scenario[] {
  const list = (query: string) => `${ADMIN_API.list}?${query}`;
  const lastPage = (total: number) => Math.max(0, Math.floor((total - 1) / PAGE) * PAGE);
  const listRoute = `GET ${ADMIN_API.list}`;
  return [
    {
      id: 'list-first',
      label: 'list, page 1, all',
      judged: true,
      route: listRoute,
      paths: [list(`skip=0&take=${PAGE}`)],
    },
    {
      id: 'list-first-pending',
      label: 'list, page 1, Status=0',
      judged: true,
      route: listRoute,
      paths: [list(`skip=0&take=${PAGE}&Status=0`)],
    },
    {
      id: 'list-last',
      label: 'list, last page, all',
      judged: true,
      route: listRoute,
      paths: [list(`skip=${lastPage(facts.applications)}&take=${PAGE}`)],
    },
    {
      id: 'list-last-pending',
      label: 'list, last page, Status=0',
      judged: true,
      route: listRoute,
      paths: [list(`skip=${lastPage(facts.pending)}&take=${PAGE}&Status=0`)],
    },
    {
      id: 'details',
      label: 'details (1,000 different ids)',
      judged: true,
      route: 'GET /api/ApplicationFormData/GetApplicationFormById/:id',
      paths: facts.sampleIds.map((id) => ADMIN_API.byId(id)),
    },
    {
      id: 'statistics',
      label: 'statistics, all',
      judged: true,
      route: `GET ${ADMIN_API.statistics}`,
      paths: [ADMIN_API.statistics],
    },
    {
      id: 'statistics-pending',
      label: 'statistics, Status=0',
      judged: true,
      route: `GET ${ADMIN_API.statistics}`,
      paths: [`${ADMIN_API.statistics}?Status=0`],
    },
    ...searchScenarios(facts.searchTerms).map(({ id, label, term }) => ({
      id,
      label,
      judged: true,
      route: listRoute,
      paths: [list(`skip=0&take=${PAGE}&search=${encodeURIComponent(term)}`)],
    })),
    {
      // One name searched again and again stays in every cache and is one name's cost: these are
      // as many people as the details' ids, some of whose names are far more common than others.
      id: 'search-names',
      label: `search ${facts.searchNames.length.toLocaleString('en-CA')} different names`,
      judged: true,
      route: listRoute,
      paths: facts.searchNames.map((name) => list(`skip=0&take=${PAGE}&search=${encodeURIComponent(name)}`)),
    },
  ];
}

/**
 * Searches of several kinds, page 1: one person's first and last name (two words, both must match),
 * a fragment of one e-mail, one phone number (the made-up numbers are in the 555-01xx range, so
 * each is shared by about one application in 800), a word in about one name in fifty, and a word
 * in none.
 */
function searchScenarios(terms: ServerFacts['searchTerms']) {
  return [
    { id: 'search-name', label: `search a name "${terms.name}"`, term: terms.name },
    { id: 'search-email', label: `search an e-mail part "${terms.emailPart}"`, term: terms.emailPart },
    { id: 'search-phone', label: `search a phone "${terms.phone}"`, term: terms.phone },
    { id: 'search-many', label: 'search "gill" (matches many)', term: 'gill' },
    { id: 'search-none', label: 'search "qzxvu" (matches none)', term: 'qzxvu' },
  ];
}

async function runScenario(
  target: Target,
  scenario: Scenario,
  connections: number,
  durationS: number,
  headers: Record<string, string>,
): Promise<ScenarioResult> {
  const quiet = await waitUntilIdle(target.pid);
  if (!quiet.idle)
    log(`${scenario.id}: the server was still busy after ${Math.round(quiet.waitedMs)} ms; starting anyway`);
  await fetch(`${target.baseUrl}/bench/reset`, { method: 'POST' });
  const loadAverageAtStart = loadavg()[0] ?? 0;
  const { result, latencies, firstFailure } = await fire(target, scenario, connections, durationS, headers);
  const timings = await fetch(`${target.baseUrl}/bench/timings?route=${encodeURIComponent(scenario.route)}`);
  const serverTimeMs = (await timings.json()) as ScenarioResult['serverTimeMs'];
  const outcome: ScenarioResult = {
    applications: target.facts.applications,
    id: scenario.id,
    label: scenario.label,
    judged: scenario.judged,
    connections,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: latencyFigures(latencies),
    serverTimeMs,
    non2xx: result.non2xx,
    errors: result.errors,
    firstFailure,
    loadAverageAtStart,
  };
  log(
    `${String(target.facts.applications).padStart(6)} ${scenario.id.padEnd(18)} ${String(connections).padStart(2)} conn  ` +
      `${fmt(outcome.requestsPerSecond)} req/s  p50 ${fmt(outcome.latencyMs.p50)} ms  p99 ${fmt(outcome.latencyMs.p99)} ms  ` +
      `server p50 ${fmt(serverTimeMs.p50)} ms  non-2xx ${outcome.non2xx}  (load ${loadAverageAtStart.toFixed(2)})`,
  );
  if (firstFailure) log(`  first failure: ${firstFailure}`);
  return outcome;
}

function fire(
  target: Target,
  scenario: Scenario,
  connections: number,
  durationS: number,
  headers: Record<string, string>,
) {
  let next = 0;
  const nextPath =
    scenario.paths.length > 1
      ? (raw: autocannon.Request) => {
          const path = scenario.paths[next % scenario.paths.length];
          next += 1;
          return { ...raw, path };
        }
      : undefined;
  return fireLoad(
    {
      url: `${target.baseUrl}${scenario.paths[0]}`,
      method: 'GET',
      connections,
      duration: durationS,
      timeout: 30,
      headers,
    },
    nextPath,
  );
}

/**
 * The list answers each item in the nested shape of one application (issue 8): make sure that is
 * what is measured, children and document URLs included, before any figure is taken.
 */
async function checkNestedListItems(target: Target, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`${target.baseUrl}${ADMIN_API.list}?skip=0&take=${PAGE}`, { headers });
  const body = (await response.json()) as {
    data: Array<{ personalInfo?: object; references?: unknown[]; previousLandlords?: unknown[] }>;
    pageSize?: number;
  };
  const first = body.data[0];
  if (!response.ok || body.pageSize !== PAGE || !first?.personalInfo || first.previousLandlords?.length !== 3) {
    throw new Error(`the list does not answer nested items: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

/**
 * The list's p99 at 100,000 applications before its items carried the nested application
 * (bench/ADMIN.md, flat items, 1 connection): quoted beside today's figure.
 */
const FLAT_LIST_P99_BEFORE: Record<string, string> = { sqlite: '7.4–17.4 ms', postgres: '7–15 ms' };

async function signIn(target: Target, password: string): Promise<string> {
  const response = await fetch(`${target.baseUrl}${ADMIN_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: target.facts.adminUserName, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The issue's line: at 100,000 applications on SQLite and 1,000,000 on PostgreSQL, every judged call's round-trip p99 at one
 * connection stays under 20 ms. "Does not grow" is shown beside it as the ratio of server p50 at
 * the largest size to that at the smallest.
 */
function evaluateTargets(results: ScenarioResult[], database: 'sqlite' | 'postgres'): Verdict[] {
  const sizes = [...new Set(results.map((result) => result.applications))].sort((a, b) => a - b);
  const smallest = sizes[0];
  const largest = sizes[sizes.length - 1];
  const single = results.filter((result) => result.connections === 1);
  const verdicts: Verdict[] = [];
  for (const result of single.filter((candidate) => candidate.applications === largest)) {
    const baseline = single.find((candidate) => candidate.applications === smallest && candidate.id === result.id);
    const growth =
      baseline?.serverTimeMs.p50 && result.serverTimeMs.p50 && smallest !== largest
        ? `, server p50 ×${(result.serverTimeMs.p50 / baseline.serverTimeMs.p50).toFixed(1)} vs ${smallest}`
        : '';
    // Judged on both engines since the list carries nested items (issue 8: SQLite and PostgreSQL).
    const judged = result.judged && largest === TARGET_SIZE[database];
    const before = result.id.startsWith('list') ? `; flat items before: ${FLAT_LIST_P99_BEFORE[database]}` : '';
    verdicts.push({
      name: `${result.label} at ${largest}, 1 connection (${database})`,
      target: `p99 < ${TARGET_P99_MS} ms`,
      measured: `p99 ${fmt(result.latencyMs.p99)} ms (p50 ${fmt(result.latencyMs.p50)} ms${growth}${before})`,
      pass: judged ? result.latencyMs.p99 < TARGET_P99_MS : null,
    });
  }
  return verdicts;
}

function printTable(
  results: ScenarioResult[],
  targets: Verdict[],
  context: {
    database: string;
    sharedBuffers: string | undefined;
    quick: boolean;
    seeding: Seeding[];
    launch: ServerLaunch;
  },
) {
  const header = [
    'applications',
    'scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'srv p50',
    'srv p99',
    'non-2xx',
    'errors',
  ];
  const rows = results.map((result) => [
    String(result.applications),
    result.label,
    String(result.connections),
    fmt(result.requestsPerSecond),
    fmt(result.latencyMs.p50),
    fmt(result.latencyMs.p99),
    fmt(result.serverTimeMs.p50),
    fmt(result.serverTimeMs.p99),
    String(result.non2xx),
    String(result.errors),
  ]);
  console.log('');
  console.log(
    `Admin review calls: ${context.database}${context.sharedBuffers ? ` (shared_buffers ${context.sharedBuffers})` : ''}, Node ${process.version}, ${cpus().length} CPUs (client and server share them)` +
      `${context.quick ? ', QUICK run (short durations)' : ''}; ` +
      context.seeding.map((seed) => `${seed.applications}: ${describeSeeding(seed)}`).join(', ') +
      `; server flags: ${context.launch.nodeFlags.join(' ') || 'none'}`,
  );
  printColumns(header, rows, 1);
  console.log('');
  printVerdicts(targets);
}

interface Seeding {
  applications: number;
  seedMs: number;
  stored: boolean;
}

function describeSeeding(seed: Seeding): string {
  return seed.stored ? 'stored by an earlier run (--reuse)' : `stored in ${(seed.seedMs / 1000).toFixed(1)} s`;
}

/** What `--keep-database` leaves in the kept data directory, for `--reuse`. */
interface Kept {
  /** Unset on SQLite, whose database is a file in the data directory. */
  databaseUrl?: string;
  applications: number;
  password: string;
  dataDir: string;
}

const KEPT_FILE = 'bench-kept.json';

function readKept(dataDir: string): Kept {
  const kept = JSON.parse(readFileSync(join(dataDir, KEPT_FILE), 'utf8')) as Omit<Kept, 'dataDir'>;
  return { ...kept, dataDir };
}

/**
 * bench/admin-server.ts in its own process, on a fresh data directory and database, or on the ones
 * an earlier run kept (`kept`), which it leaves in place.
 */
async function startTarget(options: {
  size: number;
  password: string;
  postgresUrl?: string;
  keepDatabase: boolean;
  launch: ServerLaunch;
  kept?: Kept;
}): Promise<Target> {
  const { kept } = options;
  const dataDir = kept?.dataDir ?? mkdtempSync(join(tmpdir(), 'yard-admin-bench-'));
  const database = options.postgresUrl ? await createBenchDatabase(options.postgresUrl, 'bench_admin') : undefined;
  const databaseUrl = kept ? kept.databaseUrl : database?.url;
  // tsx, not the bundle: the server seeds through the test factories before it listens. The flags
  // and the allocator environment are the product's, so the latency is the product's.
  const args = [
    ...options.launch.nodeFlags,
    '--expose-gc',
    '--import',
    'tsx',
    'bench/admin-server.ts',
    '--data-dir',
    dataDir,
    '--applications',
    String(options.size),
    // Joined with "=": a random base64url password may start with "-", which parseArgs would
    // otherwise take for an option.
    `--admin-password=${options.password}`,
  ];
  if (databaseUrl) args.push('--database-url', databaseUrl);
  if (kept) args.push('--stored');
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A kept directory stays as it was; a fresh one is kept once it was stored in full, and its note
  // is written as soon as it is, so a run stopped midway still leaves a directory to --reuse.
  const keeping = !kept && options.keepDatabase;
  const keep = () => {
    const note: Omit<Kept, 'dataDir'> = { databaseUrl, applications: options.size, password: options.password };
    writeFileSync(join(dataDir, KEPT_FILE), `${JSON.stringify(note)}\n`, { mode: 0o600 });
    log(`keeping ${options.size} applications (${databaseUrl ?? 'SQLite'}): bench them again with --reuse ${dataDir}`);
  };
  const cleanUp = async (stored: boolean) => {
    await stopChild(child);
    if (kept || (stored && keeping)) return;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { port, rest } = await waitForReadyLine(child, {
      name: 'admin bench server',
      timeoutMs: READY_TIMEOUT_MS,
    });
    const facts = JSON.parse(rest) as ServerFacts;
    if (child.pid === undefined) throw new Error('admin bench server has no pid');
    if (keeping) keep();
    return { pid: child.pid, baseUrl: `http://127.0.0.1:${port}`, facts, stop: () => cleanUp(true) };
  } catch (error) {
    await cleanUp(false);
    throw error;
  }
}

function log(message: string) {
  console.error(`[admin-bench] ${message}`);
}

await main();
