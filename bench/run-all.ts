import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DOCUMENT_KINDS, type DocumentField } from '../domain/documents.ts';
import { createBookingInput } from '../tests/factories/booking.factory.ts';
import { fireLoad, latencyFigures, type LoadOutcome, printColumns, printVerdicts, type Verdict } from './bench-load.ts';
import { fmt } from './bench-stats.ts';
import { type CpuProfile, summariseProfile } from './cpu-profile.ts';
import {
  type BenchTarget,
  describeLaunch,
  describeServerLaunch,
  ensurePostgres,
  nodeFlagsOption,
  type ServerLaunch,
  startBenchTarget,
} from './bench-target.ts';
import { startS3TestServer } from '../tests/support/s3-test-server.ts';
import { openMemoryWindow, readMemory } from './memory-sampler.ts';
import { noiseJpeg, photoJpeg, type SampleJpeg } from './sample-jpeg.ts';
import { waitUntilIdle } from './wait-until-idle.ts';

/**
 * Prints requests/s, latency p50/p99, server-side time and peak server memory for a booking
 * (CreateApplicationForm) and for 2 MB JPEG uploads, beside a no-op route on the same server (the
 * ceiling); on PostgreSQL also bookings per second with one and with two app servers on the same
 * database (`scale-out`). See bench/README.md for what each figure means.
 *
 *   npx tsx bench/run-all.ts [--db sqlite|postgres] [--store local|s3] [--quick]
 *                            [--only noop,upload,booking,scale-out] [--tsx] [--node-flags="--flag …"]
 *                            [--sqlite-sync normal]
 *                            [--cpu-profile]
 *
 * `--cpu-profile` records V8's CPU profile of the server over each measured run into
 * bench/results/profiles/<variant>-<scenario>.cpuprofile and prints the functions that took the
 * most time per request (the profiler's sampling makes those runs slightly slower).
 *
 * `--store s3` puts the documents in a bucket (s3rver on 127.0.0.1, started here; its own cost is
 * in the figures, its memory is not in the server's).
 */

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
/** Set by `--cpu-profile`: where each measured run's profile goes, and the file names' prefix. */
let profiles: { directory: string; prefix: string } | undefined;
/** Functions listed per profiled run. */
const PROFILE_LINES = 25;
const BOOKING_ROUTE = 'POST /api/ApplicationFormData/CreateApplicationForm';
const BOOKING_PATH = '/api/ApplicationFormData/CreateApplicationForm';
const UPLOAD_PATH = '/api/ApplicationFormData/CertificateOfInsurance';
/** A booking's server time at p50, 1 connection, by database (ADR 058). */
const BOOKING_P50_TARGET_MS = { sqlite: 1, postgres: 2 } as const;
/** The server's peak RSS while 20 uploads of 2 MB run at once (ADR 058). */
const UPLOAD_PEAK_TARGET_BYTES = 256_000_000;
/** Generous: 20 uploads queue behind the server's limit on image jobs; waiting there is not failing. */
const REQUEST_TIMEOUT_S = 60;

interface Durations {
  noopS: number;
  bookingS: number;
  upload20S: number;
  upload1S: number;
  warmUpS: number;
}

/** Scenario groups, in the order they run; each gets a server of its own. */
const GROUPS = ['noop', 'upload', 'booking', 'scale-out'] as const;
type Group = (typeof GROUPS)[number];

const FULL: Durations = { noopS: 10, bookingS: 10, upload20S: 15, upload1S: 10, warmUpS: 2 };
const QUICK: Durations = { noopS: 3, bookingS: 3, upload20S: 3, upload1S: 3, warmUpS: 1 };

interface ScenarioSpec {
  id: string;
  label: string;
  connections: number;
  durationS: number;
  method: 'GET' | 'POST';
  path: string;
  /** `METHOD /pattern` whose server-side times are read back. */
  serverRoute: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** A new body for every request (each booking claims its own five documents). */
  nextBody?: () => string;
}

interface LatencySummary {
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

interface ScenarioResult {
  id: string;
  label: string;
  connections: number;
  /** App servers the connections were spread over (2 in the scale-out group, else 1). */
  servers: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  /** Round trip seen by the client, ms, from every 2xx response (exact, not bucketed). */
  latencyMs: LatencySummary;
  /** autocannon's own histogram (whole milliseconds), for comparison with its CLI. */
  autocannonLatencyMs: { p50: number; p99: number };
  /** Fastify's reply.elapsedTime for the route: from the request's arrival to the reply's end. */
  serverTimeMs: { count: number; p50: number | null; p99: number | null; mean: number | null };
  /**
   * CPU time of the (first) server process over the run, every thread, divided by the requests it
   * answered: what a request costs, whatever else the machine was doing meanwhile.
   */
  serverCpuMsPerRequest: number | null;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  firstFailure?: string;
  /** The machine's 1-minute load average as the run started: other work on it skews every figure. */
  loadAverageAtStart: number;
  memory: {
    startRssBytes: number;
    peakRssBytes: number;
    peakAnonBytes: number;
    highWaterBytes: number;
    highWaterIsWindowed: boolean;
    samples: number;
    /** Right after the run: anonymous vs file-backed (shared code) RSS, and what V8 accounts for. */
    atEnd: MemoryBreakdown;
  };
}

interface MemoryBreakdown {
  rssAnonBytes: number;
  rssFileBytes: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      db: { type: 'string', default: 'sqlite' },
      store: { type: 'string', default: 'local' },
      quick: { type: 'boolean', default: false },
      only: { type: 'string', default: GROUPS.join(',') },
      tsx: { type: 'boolean', default: false },
      'node-flags': { type: 'string' },
      'cpu-profile': { type: 'boolean', default: false },
      'sqlite-sync': { type: 'string', default: 'full' },
    },
  });
  if (flags.db !== 'sqlite' && flags.db !== 'postgres') throw new Error('--db must be sqlite or postgres');
  if (flags.store !== 'local' && flags.store !== 's3') throw new Error('--store must be local or s3');
  if (flags['sqlite-sync'] !== 'full' && flags['sqlite-sync'] !== 'normal')
    throw new Error('--sqlite-sync must be full or normal');
  const only = new Set(flags.only.split(','));
  const unknown = [...only].filter((group) => !GROUPS.includes(group as Group));
  if (unknown.length > 0) throw new Error(`--only takes ${GROUPS.join(',')}; unknown: ${unknown.join(',')}`);
  const durations = flags.quick ? QUICK : FULL;
  const launch = describeServerLaunch({
    runtime: flags.tsx ? 'tsx' : 'bundled',
    nodeFlags: nodeFlagsOption(flags['node-flags']),
  });
  const postgresUrl = flags.db === 'postgres' ? (process.env.DATABASE_URL ?? ensurePostgres(REPO_ROOT)) : undefined;
  const database = postgresUrl ? 'postgres' : 'sqlite';
  // A quick or partial run must not overwrite the last full figures of the same database.
  const partial = only.size < GROUPS.length ? `-${[...only].join('-')}` : '';
  const flagged = `${flags['node-flags'] === undefined ? '' : '-flags'}${flags['sqlite-sync'] === 'normal' ? '-sync-normal' : ''}`;
  const variant = `${database}${flags.store === 's3' ? '-s3' : ''}${launch.runtime === 'tsx' ? '-tsx' : ''}${flagged}${flags.quick ? '-quick' : ''}${partial}`;
  if (flags['cpu-profile']) {
    profiles = { directory: join(RESULTS_DIR, 'profiles'), prefix: variant };
    mkdirSync(profiles.directory, { recursive: true });
  }

  const [noise, photo] = await Promise.all([noiseJpeg(), photoJpeg()]);
  log(`sample JPEGs: ${describeJpeg('noise', noise)}; ${describeJpeg('photo', photo)}`);
  const bucket = flags.store === 's3' ? await startS3TestServer() : undefined;
  const context: GroupContext = {
    launch,
    environment: {
      ...bucket?.environment,
      ...(flags['sqlite-sync'] === 'normal' ? { BENCH_SQLITE_SYNCHRONOUS: 'normal' } : {}),
    },
    durations,
    noise,
    noiseUpload: await multipartBody(noise.bytes),
    photoUpload: await multipartBody(photo.bytes),
  };

  const results: ScenarioResult[] = [];
  const idleRss: Partial<Record<Group, number>> = {};
  // A fresh server (and database) per group, so one group's memory history is not charged to the next.
  for (const group of GROUPS.filter((name) => only.has(name))) {
    if (group === 'scale-out' && !postgresUrl) {
      log('scale-out: two app servers need one shared database; run with --db postgres');
      continue;
    }
    const target = await startBenchTarget({
      repoRoot: REPO_ROOT,
      postgresUrl,
      launch,
      environment: context.environment,
    });
    try {
      await post(target, '/bench/reset');
      idleRss[group] = readMemory(target.pid).VmRSS;
      log(
        `${group}: server pid ${target.pid} on ${target.databaseKind}, ${describeLaunch(launch)}; ` +
          `idle RSS ${mb(idleRss[group] ?? 0)} MB`,
      );
      results.push(...(await RUN_GROUP[group](target, context)));
    } finally {
      await target.stop();
    }
  }

  await bucket?.close();

  const targets = evaluateTargets(results, database);
  printTable(results, targets, { database, store: flags.store, launch, idleRss, quick: flags.quick });
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model, totalMemoryBytes: totalmem() },
    database,
    documentStore: flags.store,
    runtime: launch.runtime,
    nodeFlags: launch.nodeFlags,
    runtimeEnvironment: launch.runtimeEnvironment,
    quick: flags.quick,
    samples: {
      noise: { bytes: noise.bytes.length, width: noise.width, height: noise.height },
      photo: { bytes: photo.bytes.length, width: photo.width, height: photo.height },
    },
    idleRssBytes: idleRss,
    scenarios: results,
    targets,
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(RESULTS_DIR, 'latest.json'), json);
  writeFileSync(join(RESULTS_DIR, `latest-${variant}.json`), json);
  log(`results written to bench/results/latest.json and latest-${variant}.json`);

  const failed = results.filter((result) => result.non2xx > 0 || result.errors > 0);
  if (failed.length > 0) {
    log(
      `FAILED REQUESTS in ${failed.map((result) => result.id).join(', ')}: these figures do not measure the real work.`,
    );
    process.exitCode = 1;
  }
}

interface GroupContext {
  launch: ServerLaunch;
  /** The server's extra environment: the bucket's settings with --store s3. */
  environment: Record<string, string>;
  durations: Durations;
  noise: SampleJpeg;
  noiseUpload: { body: Buffer; headers: Record<string, string> };
  photoUpload: { body: Buffer; headers: Record<string, string> };
}

const RUN_GROUP: Record<Group, (target: BenchTarget, context: GroupContext) => Promise<ScenarioResult[]>> = {
  async noop(target, { durations }) {
    const noop = (connections: number): ScenarioSpec => ({
      id: `noop-${connections}`,
      label: 'no-op GET (ceiling)',
      connections,
      durationS: durations.noopS,
      method: 'GET',
      path: '/bench/noop',
      serverRoute: 'GET /bench/noop',
    });
    await warmUp(target, noop(10), durations.warmUpS);
    return [await runScenario(target, noop(1)), await runScenario(target, noop(10))];
  },

  async upload(target, { durations, noise, noiseUpload, photoUpload }) {
    const upload = (connections: number, durationS: number, sample: 'noise' | 'photo'): ScenarioSpec => ({
      id: `upload-${sample}-${connections}`,
      label:
        sample === 'noise' ? `upload 2 MB JPEG (${noise.width}×${noise.height})` : 'upload 2 MB JPEG (12 MP photo)',
      connections,
      durationS,
      method: 'POST',
      path: UPLOAD_PATH,
      serverRoute: `POST ${UPLOAD_PATH}`,
      ...(sample === 'noise' ? noiseUpload : photoUpload),
    });
    await warmUp(target, upload(1, durations.upload1S, 'noise'), durations.warmUpS);
    return [
      await runScenario(target, upload(20, durations.upload20S, 'noise')),
      await runScenario(target, upload(1, durations.upload1S, 'noise')),
      await runScenario(target, upload(20, durations.upload20S, 'photo')),
    ];
  },

  async booking(target, { durations }) {
    const bookings = await createBookingBodies(target);
    const booking = (connections: number): ScenarioSpec => ({
      id: `booking-${connections}`,
      label: 'CreateApplicationForm',
      connections,
      durationS: durations.bookingS,
      method: 'POST',
      path: BOOKING_PATH,
      serverRoute: BOOKING_ROUTE,
      headers: { 'content-type': 'application/json' },
      nextBody: () => bookings.next(),
    });
    // The warm-up also measures throughput, so each measured run gets enough fresh documents.
    await bookings.refill(2000);
    const warmUpRate = await warmUp(target, booking(10), durations.warmUpS);
    // Generous: the machine's load can change between the warm-up and the run (an exhausted pool
    // makes bookings fail, which voids the run).
    const perRun = Math.ceil(warmUpRate * durations.bookingS * 3) + 3000;
    await bookings.refill(perRun);
    const single = await runScenario(target, booking(1));
    await bookings.refill(perRun);
    return [single, await runScenario(target, booking(10))];
  },

  /**
   * The same bookings (10 connections) against one app server, then spread over two identical ones
   * on the same PostgreSQL database (5 connections each); every document claimed is seeded in the
   * shared database, so either server can take any booking.
   */
  async 'scale-out'(target, { durations, launch, environment }) {
    const second = await startBenchTarget({
      repoRoot: REPO_ROOT,
      sharedDatabaseUrl: target.databaseUrl,
      launch,
      environment,
    });
    try {
      const bookings = await createBookingBodies(target);
      const booking = (id: string, label: string): ScenarioSpec => ({
        id,
        label,
        connections: 10,
        durationS: durations.bookingS,
        method: 'POST',
        path: BOOKING_PATH,
        serverRoute: BOOKING_ROUTE,
        headers: { 'content-type': 'application/json' },
        nextBody: () => bookings.next(),
      });
      await bookings.refill(4000);
      const warmUpRate = await warmUp(target, booking('scale-out-warm-up', ''), durations.warmUpS);
      await warmUp(second, booking('scale-out-warm-up', ''), durations.warmUpS);
      const perRun = Math.ceil(warmUpRate * durations.bookingS * 3) + 3000;
      await bookings.refill(perRun);
      const one = await runScenario([target], booking('booking-1-server', 'CreateApplicationForm, 1 server'));
      await bookings.refill(perRun * 2);
      const two = await runScenario([target, second], booking('booking-2-servers', 'CreateApplicationForm, 2 servers'));
      return [one, two];
    } finally {
      await second.stop();
    }
  },
};

/** Runs a scenario without recording it (JIT, caches, pools); answers its requests per second. */
async function warmUp(target: BenchTarget, spec: ScenarioSpec, durationS: number): Promise<number> {
  await waitUntilIdle(target.pid);
  const { result } = await fire(target, { ...spec, durationS });
  const failures = result.non2xx + result.errors;
  if (failures > 0) log(`warm-up of ${spec.id}: ${failures} failed requests`);
  return result.requests.total / Math.max(result.duration, 0.001);
}

/**
 * One measured run. With several targets (the scale-out group) the connections are split evenly
 * between them and run at once: requests and rates are summed, latencies pooled; server time and
 * memory are the first server's (the others do the same work).
 */
async function runScenario(targets: BenchTarget | BenchTarget[], spec: ScenarioSpec): Promise<ScenarioResult> {
  const all = Array.isArray(targets) ? targets : [targets];
  const target = all[0] as BenchTarget;
  for (const each of all) {
    const quiet = await waitUntilIdle(each.pid);
    if (!quiet.idle) log(`${spec.id}: a server was still busy after ${Math.round(quiet.waitedMs)} ms; starting anyway`);
    await post(each, '/bench/reset');
  }
  const loadAverageAtStart = loadavg()[0] ?? 0;
  if (profiles) await post(target, '/bench/profile/start');
  const closeWindow = openMemoryWindow(target.pid);
  const outcomes = await Promise.all(
    all.map((each, index) =>
      fire(each, {
        ...spec,
        connections: Math.floor(spec.connections / all.length) + (index < spec.connections % all.length ? 1 : 0),
      }),
    ),
  );
  const { result, firstFailure } = mergeOutcomes(outcomes);
  const latencies = outcomes.flatMap((outcome) => outcome.latencies);
  const memory = closeWindow();
  const profile = profiles ? ((await post(target, '/bench/profile/stop')) as CpuProfile) : undefined;
  const atEnd = await readMemoryBreakdown(target);
  const { serverTimeMs, cpuMs } = await readServerTime(target, spec.serverRoute);
  const firstServerRequests = outcomes[0]?.result.requests.total ?? 0;

  const outcome: ScenarioResult = {
    id: spec.id,
    label: spec.label,
    connections: spec.connections,
    servers: all.length,
    durationS: spec.durationS,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: latencyFigures(latencies),
    autocannonLatencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    serverTimeMs,
    serverCpuMsPerRequest: firstServerRequests > 0 ? cpuMs / firstServerRequests : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)]),
    ),
    firstFailure,
    loadAverageAtStart,
    memory: { ...memory, atEnd },
  };
  log(
    `${spec.id.padEnd(18)} ${fmt(outcome.requestsPerSecond)} req/s  p50 ${fmt(outcome.latencyMs.p50)} ms  p99 ${fmt(outcome.latencyMs.p99)} ms  ` +
      `server p50 ${fmt(serverTimeMs.p50)} ms  CPU ${fmt(outcome.serverCpuMsPerRequest)} ms/req  non-2xx ${outcome.non2xx}  errors ${outcome.errors}  ` +
      `peak RSS ${mb(memory.peakRssBytes)} MB  VmHWM ${mb(memory.highWaterBytes)} MB  (load ${loadAverageAtStart.toFixed(2)})`,
  );
  log(
    `${''.padEnd(18)} at end: RssAnon ${mb(atEnd.rssAnonBytes)} MB, RssFile ${mb(atEnd.rssFileBytes)} MB, ` +
      `V8 heap ${mb(atEnd.heapUsed)}/${mb(atEnd.heapTotal)} MB, external ${mb(atEnd.external)} MB`,
  );
  if (firstFailure) log(`  first failure: ${firstFailure}`);
  if (profile && profiles)
    reportProfile(profile, join(profiles.directory, `${profiles.prefix}-${spec.id}.cpuprofile`), firstServerRequests);
  return outcome;
}

/** Writes the run's profile and logs the functions that took the most time, in µs per request. */
function reportProfile(profile: CpuProfile, file: string, requests: number) {
  writeFileSync(file, JSON.stringify(profile));
  const { sampledMs, lines } = summariseProfile(profile);
  const perRequest = (ms: number) => fmt((ms * 1000) / Math.max(requests, 1)).padStart(7);
  log(`${''.padEnd(18)} CPU profile: ${file} (${fmt(sampledMs)} ms sampled, ${requests} requests; µs per request):`);
  log(`${''.padEnd(18)}    self   total  function`);
  for (const line of lines.slice(0, PROFILE_LINES)) {
    log(`${''.padEnd(18)} ${perRequest(line.selfMs)} ${perRequest(line.totalMs)}  ${line.frame}`);
  }
}

/** Several simultaneous runs as one: totals and rates summed, the first failure kept. */
function mergeOutcomes(outcomes: LoadOutcome[]): Pick<LoadOutcome, 'result' | 'firstFailure'> {
  const [first, ...rest] = outcomes as [LoadOutcome, ...LoadOutcome[]];
  if (rest.length === 0) return first;
  const result = structuredClone(first.result);
  const statusCodeStats: Record<string, { count: number }> = {};
  for (const { result: each } of outcomes) {
    for (const [code, stats] of Object.entries(each.statusCodeStats ?? {})) {
      statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + Number(stats.count) };
    }
  }
  for (const { result: each } of rest) {
    result.requests.total += each.requests.total;
    result.requests.average += each.requests.average;
    result.non2xx += each.non2xx;
    result.errors += each.errors;
    result.timeouts += each.timeouts;
  }
  result.statusCodeStats = statusCodeStats;
  return { result, firstFailure: outcomes.find((outcome) => outcome.firstFailure)?.firstFailure };
}

function fire(target: BenchTarget, spec: ScenarioSpec): Promise<LoadOutcome> {
  const nextBody = spec.nextBody;
  return fireLoad(
    {
      url: `${target.baseUrl}${spec.path}`,
      method: spec.method,
      connections: spec.connections,
      duration: spec.durationS,
      timeout: REQUEST_TIMEOUT_S,
      headers: spec.headers,
      body: spec.body,
    },
    nextBody ? (raw) => ({ ...raw, body: nextBody() }) : undefined,
  );
}

/**
 * A pool of booking bodies, each with five references to fresh unclaimed documents seeded by the
 * bench server. The booking is rendered once with placeholders; each request swaps in its own.
 */
async function createBookingBodies(target: BenchTarget) {
  const placeholders = Object.fromEntries(
    DOCUMENT_KINDS.map((document, index) => [document.field, `BENCH_REFERENCE_${index}_`.padEnd(43, 'x')]),
  ) as Record<DocumentField, string>;
  const template = JSON.stringify(createBookingInput({}, placeholders));
  let pool: Array<Record<DocumentField, string>> = [];
  let used = 0;
  let exhausted = false;
  return {
    async refill(count: number) {
      pool = pool.slice(used);
      used = 0;
      const missing = count - pool.length;
      for (let seeded = 0; seeded < missing;) {
        const batch = Math.min(20_000, missing - seeded);
        const { bookings } = (await post(target, '/bench/seed-documents', { count: batch })) as {
          bookings: Array<Record<DocumentField, string>>;
        };
        pool.push(...bookings);
        seeded += batch;
      }
    },
    next(): string {
      const references = pool[used];
      if (references) used += 1;
      else if (!exhausted) {
        // Reusing references makes bookings fail, which the run then reports as non-2xx.
        exhausted = true;
        log('booking pool exhausted: later bookings reuse claimed documents and fail');
      }
      let body = template;
      for (const document of DOCUMENT_KINDS) {
        body = body.replace(
          placeholders[document.field],
          (references ?? pool[pool.length - 1])?.[document.field] ?? '',
        );
      }
      return body;
    },
  };
}

async function readMemoryBreakdown(target: BenchTarget): Promise<MemoryBreakdown> {
  const response = await fetch(`${target.baseUrl}/bench/memory`);
  const usage = (await response.json()) as NodeJS.MemoryUsage;
  const memory = readMemory(target.pid);
  return {
    rssAnonBytes: memory.RssAnon,
    rssFileBytes: memory.RssFile,
    heapTotal: usage.heapTotal,
    heapUsed: usage.heapUsed,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
  };
}

async function readServerTime(
  target: BenchTarget,
  route: string,
): Promise<{ serverTimeMs: ScenarioResult['serverTimeMs']; cpuMs: number }> {
  const response = await fetch(`${target.baseUrl}/bench/timings?route=${encodeURIComponent(route)}`);
  const { routes, cpuMs } = (await response.json()) as {
    routes: Record<string, ScenarioResult['serverTimeMs']>;
    cpuMs: number;
  };
  return { serverTimeMs: routes[route] ?? { count: 0, p50: null, p99: null, mean: null }, cpuMs };
}

async function post(target: BenchTarget, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${target.baseUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A multipart/form-data body with the file in field `Image`, exactly as a browser's FormData sends it. */
async function multipartBody(file: Buffer): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('Image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'certificate-of-insurance.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return { body, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

function evaluateTargets(results: ScenarioResult[], database: 'sqlite' | 'postgres'): Verdict[] {
  const verdicts: Verdict[] = [];
  const booking = results.find((result) => result.id === 'booking-1');
  if (booking) {
    const serverP50 = booking.serverTimeMs.p50;
    const target = BOOKING_P50_TARGET_MS[database];
    verdicts.push({
      name: 'booking server time p50, 1 connection',
      target: `< ${target} ms`,
      measured:
        `${fmt(serverP50)} ms (p99 ${fmt(booking.serverTimeMs.p99)} ms, round trip p50 ${fmt(booking.latencyMs.p50)} ms, ` +
        `CPU ${fmt(booking.serverCpuMsPerRequest)} ms a booking)`,
      pass: serverP50 === null ? null : serverP50 < target,
    });
  }
  const oneServer = results.find((result) => result.id === 'booking-1-server');
  const twoServers = results.find((result) => result.id === 'booking-2-servers');
  if (oneServer && twoServers) {
    verdicts.push({
      name: 'bookings/s, 10 connections: 2 app servers vs 1 (same PostgreSQL)',
      target: 'no figure set',
      measured:
        `${fmt(twoServers.requestsPerSecond)} vs ${fmt(oneServer.requestsPerSecond)} req/s ` +
        `(×${(twoServers.requestsPerSecond / Math.max(oneServer.requestsPerSecond, 0.001)).toFixed(2)}; ` +
        `${cpus().length} CPUs shared by both servers, PostgreSQL and the client)`,
      pass: null,
    });
  }
  for (const [id, name] of [
    ['upload-noise-20', 'peak server RSS, 20 uploads of 2 MB at once'],
    ['upload-photo-20', 'same, 2 MB 12 MP photos'],
  ] as const) {
    const upload = results.find((result) => result.id === id);
    if (!upload) continue;
    const peak = peakOf(upload);
    verdicts.push({
      name,
      target: `< ${mb(UPLOAD_PEAK_TARGET_BYTES)} MB`,
      measured: `${mb(peak)} MB`,
      pass: peak < UPLOAD_PEAK_TARGET_BYTES,
    });
  }
  return verdicts;
}

/** Sampling can miss a short spike; a windowed VmHWM cannot, so the larger of the two counts. */
function peakOf(result: ScenarioResult): number {
  const { peakRssBytes, highWaterBytes, highWaterIsWindowed } = result.memory;
  return highWaterIsWindowed ? Math.max(peakRssBytes, highWaterBytes) : peakRssBytes;
}

function printTable(
  results: ScenarioResult[],
  targets: Verdict[],
  context: {
    database: string;
    store: string;
    launch: ServerLaunch;
    idleRss: Partial<Record<Group, number>>;
    quick: boolean;
  },
) {
  const header = [
    'scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'srv p50',
    'srv p99',
    'cpu/req',
    'non-2xx',
    'errors',
    'start MB',
    'peak MB',
    'HWM MB',
    'anon MB',
    'load',
  ];
  const rows = results.map((result) => [
    result.label,
    String(result.connections),
    fmt(result.requestsPerSecond),
    fmt(result.latencyMs.p50),
    fmt(result.latencyMs.p99),
    fmt(result.serverTimeMs.p50),
    fmt(result.serverTimeMs.p99),
    fmt(result.serverCpuMsPerRequest),
    String(result.non2xx),
    String(result.errors),
    mb(result.memory.startRssBytes),
    mb(result.memory.peakRssBytes),
    `${mb(result.memory.highWaterBytes)}${result.memory.highWaterIsWindowed ? '' : '*'}`,
    mb(result.memory.peakAnonBytes),
    result.loadAverageAtStart.toFixed(1),
  ]);

  console.log('');
  console.log(
    `Results: ${context.database}, documents ${context.store === 's3' ? 'in the bucket (s3rver)' : 'in the local folder'}, ${describeLaunch(context.launch)}, Node ${process.version}, ` +
      `${cpus().length} CPUs (client and server share them)${context.quick ? ', QUICK run (short durations)' : ''}; ` +
      `idle server RSS ${Object.entries(context.idleRss)
        .map(([group, bytes]) => `${mb(bytes ?? 0)} MB (${group})`)
        .join(', ')}`,
  );
  printColumns(header, rows, 0);
  if (results.some((result) => !result.memory.highWaterIsWindowed)) {
    console.log('* VmHWM could not be reset: peak since the server started');
  }
  console.log('');
  printVerdicts(targets);
}

function describeJpeg(name: string, sample: SampleJpeg): string {
  return `${name} ${sample.width}×${sample.height}, ${(sample.bytes.length / 1e6).toFixed(3)} MB (${sample.bytes.length} bytes)`;
}

/** Megabytes of 10^6 bytes, as the target is written. */
function mb(bytes: number): string {
  return (bytes / 1e6).toFixed(1);
}

function log(message: string) {
  console.error(`[bench] ${message}`);
}

await main();
