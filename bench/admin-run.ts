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
import { fireLoad, printColumns, printVerdicts, type Verdict } from './bench-load.ts';
import { fmt, percentile } from './bench-stats.ts';
import { createBenchDatabase, waitForReadyLine } from './bench-process.ts';
import { describeServerLaunch, ensurePostgres, nodeFlagsOption, type ServerLaunch } from './bench-target.ts';
import { waitUntilIdle } from './wait-until-idle.ts';

/**
 * The admin's review calls as one admin makes them (one connection), signed in with a real bearer
 * token: the first page of searches of several kinds with their capped count, the plain list, and
 * one application's details. See bench/ADMIN.md.
 *
 *   npx tsx bench/admin-run.ts [--db sqlite|postgres] [--quick] [--sizes 100000] [--keep-database]
 *                              [--reuse <kept data directory>] [--node-flags="--flag …"]
 *
 * Default size: 100,000 applications on SQLite, 1,000,000 on PostgreSQL (DATABASE_URL, or the
 * cluster of scripts/ensure-postgres.sh). `--keep-database` keeps each size's database and data
 * directory (its secrets open the sealed bank numbers); `--reuse <directory>` benches such a one
 * again without storing anything.
 */

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** ADR 057: a search's first page with its count, p95 at one connection, at these sizes. */
const SEARCH_TARGET = {
  sqlite: { applications: 100_000, p95Ms: 25 },
  postgres: { applications: 1_000_000, p95Ms: 100 },
} as const;
/** PostgreSQL is seeded set-based, SQLite through the factory: generous for a loaded machine. */
const READY_TIMEOUT_MS = 60 * 60_000;
const PAGE = 10;

interface Durations {
  runS: number;
  warmUpS: number;
}
const FULL: Durations = { runS: 10, warmUpS: 2 };
const QUICK: Durations = { runS: 2, warmUpS: 1 };

interface ServerFacts {
  applications: number;
  pending: number;
  seedMs: number;
  /** True when the applications were stored by an earlier run (--reuse), so seedMs is not a seed. */
  stored: boolean;
  adminUserName: string;
  sampleIds: number[];
  /** What an admin would type to find one stored application. */
  searchTerms: { name: string; emailPart: string; phone: string; reference: string; company: string };
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
  /** A search's first page: judged against SEARCH_TARGET; the others are shown for information. */
  search: boolean;
  route: string;
  paths: string[];
}

interface ScenarioResult {
  applications: number;
  id: string;
  label: string;
  search: boolean;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  serverTimeMs: { count: number; p50: number | null; p99: number | null; mean: number | null };
  non2xx: number;
  errors: number;
  firstFailure?: string;
  /** `uptime`'s 1-minute load average when the scenario started. */
  loadAverageAtStart: number;
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      quick: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      'keep-database': { type: 'boolean', default: false },
      'node-flags': { type: 'string' },
      reuse: { type: 'string' },
    },
  });
  if (flags.db !== 'sqlite' && flags.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
  const database = flags.db;
  // Resolved here: the server runs in the repository's root, whatever the caller's directory.
  const kept = flags.reuse === undefined ? undefined : readKept(resolve(flags.reuse));
  if (kept && (flags.sizes !== undefined || flags['keep-database']))
    throw new Error('--reuse benches the size it kept, and keeps it: no --sizes or --keep-database with it');
  if (kept && (kept.databaseUrl !== undefined) !== (database === 'postgres'))
    throw new Error(`--reuse ${flags.reuse} was kept from a run with --db ${kept.databaseUrl ? 'postgres' : 'sqlite'}`);
  const sizes = kept
    ? [kept.applications]
    : (flags.sizes ?? String(SEARCH_TARGET[database].applications)).split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < PAGE))
    throw new Error('--sizes takes whole numbers of 10 or more');
  const durations = flags.quick ? QUICK : FULL;
  const postgresUrl =
    database === 'postgres' && !kept ? (process.env.DATABASE_URL ?? ensurePostgres(REPO_ROOT)) : undefined;
  const launch = describeServerLaunch({ runtime: 'tsx', nodeFlags: nodeFlagsOption(flags['node-flags']) });

  const results: ScenarioResult[] = [];
  const seeding: Seeding[] = [];
  const loadAtStart = loadavg();
  for (const size of sizes) {
    const password = kept?.password ?? randomBytes(18).toString('base64url');
    log(`starting a server with ${size} applications on ${database}…`);
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
      const headers = { authorization: `Bearer ${await signIn(target, password)}` };
      await checkListAnswer(target, headers);
      const scenarios = scenariosFor(target.facts);
      for (const scenario of scenarios) await fire(target, scenario, durations.warmUpS, headers);
      for (const scenario of scenarios) results.push(await runScenario(target, scenario, durations.runS, headers));
    } finally {
      await target.stop();
    }
  }
  const loadAtEnd = loadavg();

  const targets = evaluateTargets(results, database);
  printTable(results, targets, { database, quick: flags.quick, seeding, launch, loadAtStart, loadAtEnd });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      totalMemoryBytes: totalmem(),
      loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
    },
    database,
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

/**
 * Page 1 of searches of several kinds: one person's first and last name (two words, both must
 * match), part of one e-mail, one phone as typed (a phone search: its digits; the made-up numbers
 * are in the 555-01xx range, so each is shared by about one application in 800), one booking
 * reference, a word of a reference's company, a word in about one name in fifty, a word of two
 * letters beside a longer one, a word in none, the common word within a status (as the dashboard
 * searches the list it shows), and 1,000 different names (one name searched again and again stays
 * in every cache). Then the plain list (first and last page, with and without a status) and the
 * details of 1,000 different applications.
 */
function scenariosFor(facts: ServerFacts): Scenario[] {
  const list = (query: string) => `${ADMIN_API.list}?${query}`;
  const searchPath = (term: string) => list(`skip=0&take=${PAGE}&search=${encodeURIComponent(term)}`);
  const listRoute = `GET ${ADMIN_API.list}`;
  const terms = facts.searchTerms;
  const searches = [
    { id: 'search-name', label: `search a name "${terms.name}"`, term: terms.name },
    { id: 'search-email', label: `search an e-mail part "${terms.emailPart}"`, term: terms.emailPart },
    { id: 'search-phone', label: `search a phone "${terms.phone}"`, term: terms.phone },
    { id: 'search-reference', label: `search a reference "${terms.reference}"`, term: terms.reference },
    { id: 'search-company', label: `search a company word "${terms.company}"`, term: terms.company },
    { id: 'search-many', label: 'search "gill" (matches many)', term: 'gill' },
    { id: 'search-short', label: 'search "jean li" (a word of two letters)', term: 'jean li' },
    { id: 'search-none', label: 'search "qzxvu" (matches none)', term: 'qzxvu' },
  ];
  // The dashboard searches within the status of the list it shows.
  const pendingSearch = { id: 'search-many-pending', label: 'search "gill", Status=0', term: 'gill' };
  const lastPage = Math.max(0, Math.floor((facts.applications - 1) / PAGE) * PAGE);
  return [
    ...searches.map(({ id, label, term }) => ({
      id,
      label,
      search: true,
      route: listRoute,
      paths: [searchPath(term)],
    })),
    {
      id: pendingSearch.id,
      label: pendingSearch.label,
      search: true,
      route: listRoute,
      paths: [`${searchPath(pendingSearch.term)}&Status=0`],
    },
    {
      id: 'search-names',
      label: `search ${facts.searchNames.length.toLocaleString('en-CA')} different names`,
      search: true,
      route: listRoute,
      paths: facts.searchNames.map(searchPath),
    },
    { id: 'list-first', label: 'list, page 1', search: false, route: listRoute, paths: [list(`skip=0&take=${PAGE}`)] },
    {
      id: 'list-first-pending',
      label: 'list, page 1, Status=0',
      search: false,
      route: listRoute,
      paths: [list(`skip=0&take=${PAGE}&Status=0`)],
    },
    {
      id: 'list-last',
      label: 'list, last page',
      search: false,
      route: listRoute,
      paths: [list(`skip=${lastPage}&take=${PAGE}`)],
    },
    {
      id: 'details',
      label: `details (${facts.sampleIds.length.toLocaleString('en-CA')} different ids)`,
      search: false,
      route: 'GET /api/ApplicationFormData/GetApplicationFormById/:id',
      paths: facts.sampleIds.map((id) => ADMIN_API.byId(id)),
    },
  ];
}

async function runScenario(
  target: Target,
  scenario: Scenario,
  durationS: number,
  headers: Record<string, string>,
): Promise<ScenarioResult> {
  const quiet = await waitUntilIdle(target.pid);
  if (!quiet.idle)
    log(`${scenario.id}: the server was still busy after ${Math.round(quiet.waitedMs)} ms; starting anyway`);
  await fetch(`${target.baseUrl}/bench/reset`, { method: 'POST' });
  const loadAverageAtStart = loadavg()[0] ?? 0;
  const { result, latencies, firstFailure } = await fire(target, scenario, durationS, headers);
  const timings = await fetch(`${target.baseUrl}/bench/timings?route=${encodeURIComponent(scenario.route)}`);
  const serverTimeMs = (await timings.json()) as ScenarioResult['serverTimeMs'];
  const sorted = Float64Array.from(latencies).sort();
  const outcome: ScenarioResult = {
    applications: target.facts.applications,
    id: scenario.id,
    label: scenario.label,
    search: scenario.search,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    },
    serverTimeMs,
    non2xx: result.non2xx,
    errors: result.errors,
    firstFailure,
    loadAverageAtStart,
  };
  log(
    `${String(target.facts.applications).padStart(7)} ${scenario.id.padEnd(18)} ${fmt(outcome.requestsPerSecond)} req/s  ` +
      `p50 ${fmt(outcome.latencyMs.p50)} ms  p95 ${fmt(outcome.latencyMs.p95)} ms  p99 ${fmt(outcome.latencyMs.p99)} ms  ` +
      `server p50 ${fmt(serverTimeMs.p50)} ms  non-2xx ${outcome.non2xx}  (load ${loadAverageAtStart.toFixed(2)})`,
  );
  if (firstFailure) log(`  first failure: ${firstFailure}`);
  return outcome;
}

/** One connection, as one admin: each request waits for the answer to the one before. */
function fire(target: Target, scenario: Scenario, durationS: number, headers: Record<string, string>) {
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
      connections: 1,
      duration: durationS,
      timeout: 30,
      headers,
    },
    nextPath,
  );
}

/**
 * Each list item is one application in its nested shape, and a search's answer carries its count:
 * make sure that is what is measured before any figure is taken.
 */
async function checkListAnswer(target: Target, headers: Record<string, string>): Promise<void> {
  const response = await fetch(
    `${target.baseUrl}${ADMIN_API.list}?skip=0&take=${PAGE}&search=${encodeURIComponent(target.facts.searchTerms.name)}`,
    { headers },
  );
  const body = (await response.json()) as {
    data: Array<{ personalInfo?: object; previousLandlords?: unknown[] }>;
    count?: number;
    pageSize?: number;
  };
  const first = body.data[0];
  if (
    !response.ok ||
    body.pageSize !== PAGE ||
    !body.count ||
    !first?.personalInfo ||
    first.previousLandlords?.length !== 3
  ) {
    throw new Error(`the list does not answer nested items: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
}

async function signIn(target: Target, password: string): Promise<string> {
  const response = await fetch(`${target.baseUrl}${ADMIN_API.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: target.facts.adminUserName, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Each search's first page at the target size: round-trip p95 under the target (ADR 057). */
function evaluateTargets(results: ScenarioResult[], database: 'sqlite' | 'postgres'): Verdict[] {
  const { applications, p95Ms } = SEARCH_TARGET[database];
  return results
    .filter((result) => result.search)
    .map((result) => ({
      name: `${result.label} at ${result.applications.toLocaleString('en-CA')} (${database})`,
      target: `p95 < ${p95Ms} ms`,
      measured: `p95 ${fmt(result.latencyMs.p95)} ms (p50 ${fmt(result.latencyMs.p50)} ms)`,
      pass: result.applications === applications ? result.latencyMs.p95 < p95Ms : null,
    }));
}

function printTable(
  results: ScenarioResult[],
  targets: Verdict[],
  context: {
    database: string;
    quick: boolean;
    seeding: Seeding[];
    launch: ServerLaunch;
    loadAtStart: number[];
    loadAtEnd: number[];
  },
) {
  const header = ['applications', 'scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'srv p50', 'non-2xx', 'errors'];
  const rows = results.map((result) => [
    String(result.applications),
    result.label,
    fmt(result.requestsPerSecond),
    fmt(result.latencyMs.p50),
    fmt(result.latencyMs.p95),
    fmt(result.latencyMs.p99),
    fmt(result.serverTimeMs.p50),
    String(result.non2xx),
    String(result.errors),
  ]);
  const load = (averages: number[]) => averages.map((average) => average.toFixed(2)).join(', ');
  console.log('');
  console.log(
    `Admin review calls, 1 connection: ${context.database}, Node ${process.version}, ${cpus().length} CPUs (client and server share them)` +
      `${context.quick ? ', QUICK run (short durations)' : ''}; ` +
      context.seeding.map((seed) => `${seed.applications}: ${describeSeeding(seed)}`).join(', ') +
      `; server flags: ${context.launch.nodeFlags.join(' ') || 'none'}`,
  );
  console.log(`load average (uptime) at start ${load(context.loadAtStart)}, at end ${load(context.loadAtEnd)}`);
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
  // tsx, not the bundle: the server seeds through the test factories before it listens.
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
    const { port, rest } = await waitForReadyLine(child, { name: 'admin bench server', timeoutMs: READY_TIMEOUT_MS });
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
