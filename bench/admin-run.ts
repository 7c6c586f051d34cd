import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { ADMIN_API } from '../domain/admin.schema.ts';
import { stopChild } from '../tests/support/child-process.ts';
import { fireLoad, latencyFigures, printColumns, printVerdicts, type Verdict } from './bench-load.ts';
import { fmt } from './bench-stats.ts';
import { createBenchDatabase, waitForReadyLine } from './bench-process.ts';
import { ensurePostgres } from './bench-target.ts';
import { waitUntilIdle } from './wait-until-idle.ts';

/**
 * The admin review calls with 1,000 and 100,000 stored applications: requests per second and
 * latency p50/p99 for the list (first and last page, with and without Status), one application's
 * details, and the statistics, signed in with a real bearer token. See bench/ADMIN.md.
 *
 *   npx tsx bench/admin-run.ts [--db sqlite|postgres] [--quick] [--sizes 1000,100000] [--keep-database]
 *
 * Default sizes: 1,000 and 100,000 on SQLite; 1,000, 100,000 and 1,000,000 on PostgreSQL.
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
  adminUserName: string;
  sampleIds: number[];
  /** Words from one stored application, for the search scenarios. */
  searchTerms: { name: string; emailPart: string; phone: string };
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
      // Leaves each PostgreSQL database in place (its URL is printed), for EXPLAIN afterwards.
      'keep-database': { type: 'boolean', default: false },
    },
  });
  if (flags.db !== 'sqlite' && flags.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
  const defaultSizes = flags.db === 'postgres' ? `1000,100000,${TARGET_SIZE.postgres}` : `1000,${TARGET_SIZE.sqlite}`;
  const sizes = (flags.sizes ?? defaultSizes).split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size < PAGE))
    throw new Error('--sizes takes whole numbers of 10 or more');
  const durations = flags.quick ? QUICK : FULL;
  const postgresUrl = flags.db === 'postgres' ? (process.env.DATABASE_URL ?? ensurePostgres(REPO_ROOT)) : undefined;

  const results: ScenarioResult[] = [];
  const seeding: Array<{ applications: number; seedMs: number }> = [];
  for (const size of sizes) {
    const password = randomBytes(18).toString('base64url');
    log(`starting a server with ${size} applications on ${flags.db}…`);
    const target = await startTarget({ size, password, postgresUrl, keepDatabase: flags['keep-database'] });
    try {
      seeding.push({ applications: size, seedMs: target.facts.seedMs });
      log(
        `${size} applications (${target.facts.pending} pending) stored in ${(target.facts.seedMs / 1000).toFixed(1)} s; server pid ${target.pid}`,
      );
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
  printTable(results, targets, { database, quick: flags.quick, seeding });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model, totalMemoryBytes: totalmem() },
    database,
    quick: flags.quick,
    durations,
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
 * The line: at 100,000 applications on SQLite and 1,000,000 on PostgreSQL, every judged call's round-trip p99 at one
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
  context: { database: string; quick: boolean; seeding: Array<{ applications: number; seedMs: number }> },
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
    `Admin review calls: ${context.database}, Node ${process.version}, ${cpus().length} CPUs (client and server share them)` +
      `${context.quick ? ', QUICK run (short durations)' : ''}; stored in ` +
      context.seeding.map((seed) => `${(seed.seedMs / 1000).toFixed(1)} s (${seed.applications})`).join(', '),
  );
  printColumns(header, rows, 1);
  console.log('');
  printVerdicts(targets);
}

/** bench/admin-server.ts in its own process, on a fresh data directory and database. */
async function startTarget(options: {
  size: number;
  password: string;
  postgresUrl?: string;
  keepDatabase: boolean;
}): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-admin-bench-'));
  const database = options.postgresUrl ? await createBenchDatabase(options.postgresUrl, 'bench_admin') : undefined;
  const args = [
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
  if (database) args.push('--database-url', database.url);
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const cleanUp = async () => {
    await stopChild(child);
    if (database && options.keepDatabase) log(`kept the database of ${options.size} applications: ${database.url}`);
    else await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { port, rest } = await waitForReadyLine(child, {
      name: 'admin bench server',
      timeoutMs: READY_TIMEOUT_MS,
    });
    const facts = JSON.parse(rest) as ServerFacts;
    if (child.pid === undefined) throw new Error('admin bench server has no pid');
    return { pid: child.pid, baseUrl: `http://127.0.0.1:${port}`, facts, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function log(message: string) {
  console.error(`[admin-bench] ${message}`);
}

await main();
