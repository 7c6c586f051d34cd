import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from '../scripts/server-runtime.mjs';
import { stopChild } from '../tests/support/child-process.ts';
import { createBenchDatabase, waitForReadyLine } from './bench-process.ts';

/**
 * The server under test: bench/bench-server.ts in its own process on a fresh data directory and a
 * fresh database, torn down afterwards, started the way `npm start` starts the product.
 */
export interface BenchTarget {
  pid: number;
  baseUrl: string;
  databaseKind: 'sqlite' | 'postgres';
  /** PostgreSQL only: the server's database, which a second server may share (the scale-out group). */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

const BUNDLE = join('.tmp', 'bench', 'bench-server.mjs');

/**
 * `bundled` (the default): as `npm start` runs the product: compiled ahead of time by esbuild with
 * the product's settings (scripts/server-runtime.mjs), run by plain node on its default settings.
 * `tsx`: the TypeScript sources compiled in the process by tsx's loader (as `npm run dev:server`
 * does), to show what the loader itself costs.
 */
export type ServerRuntime = 'bundled' | 'tsx';

export interface ServerLaunch {
  runtime: ServerRuntime;
  /**
   * Node flags of the server process: none, as `npm start` runs the product, unless a bench's
   * `--node-flags` gives some to compare. The bench server collects garbage between runs without
   * `--expose-gc` (bench/bench-app.ts), so the server's heap runs exactly as the product's.
   */
  nodeFlags: readonly string[];
  /**
   * Settings in the bench's own environment that change how V8, libuv or the allocator behave
   * (`MALLOC_ARENA_MAX=1 npx tsx bench/run-all.ts`): the server inherits them, and they are
   * printed and recorded beside the figures. Empty when the server runs as the product does.
   */
  runtimeEnvironment: Record<string, string>;
}

/** Environment variables that change the server's runtime; the product sets none of them. */
const RUNTIME_SETTINGS = [
  'MALLOC_ARENA_MAX',
  'MALLOC_MMAP_THRESHOLD_',
  'MALLOC_TRIM_THRESHOLD_',
  'MALLOC_TOP_PAD_',
  'LD_PRELOAD',
  'UV_THREADPOOL_SIZE',
  'NODE_OPTIONS',
] as const;

/** A bench's `--node-flags="--a --b"` option as a list; undefined when it was not given. */
export function nodeFlagsOption(option: string | undefined): string[] | undefined {
  return option?.split(/\s+/).filter(Boolean);
}

/** How the server will be started; `nodeFlags` are flags to compare with the product's none. */
export function describeServerLaunch(
  options: { runtime?: ServerRuntime; nodeFlags?: readonly string[] } = {},
): ServerLaunch {
  const runtimeEnvironment: Record<string, string> = {};
  for (const name of RUNTIME_SETTINGS) {
    const value = process.env[name];
    if (value) runtimeEnvironment[name] = value;
  }
  return { runtime: options.runtime ?? 'bundled', nodeFlags: options.nodeFlags ?? [], runtimeEnvironment };
}

/** `bundled server run by node (no node flags)`, with the flags and runtime settings when there are. */
export function describeLaunch(launch: ServerLaunch): string {
  const runtime = launch.runtime === 'bundled' ? 'bundled server run by node' : 'server run by tsx';
  const settings = [
    ...launch.nodeFlags,
    ...Object.entries(launch.runtimeEnvironment).map(([name, value]) => `${name}=${value}`),
  ];
  return `${runtime} (${settings.length === 0 ? "Node's defaults: no node flags" : settings.join(' ')})`;
}

export async function startBenchTarget(options: {
  repoRoot: string;
  postgresUrl?: string;
  /** A database another target already uses (several app servers on one PostgreSQL); not dropped here. */
  sharedDatabaseUrl?: string;
  launch: ServerLaunch;
  /** More environment for the server (the bucket's S3_* settings). */
  environment?: Record<string, string>;
}): Promise<BenchTarget> {
  const { launch } = options;
  const entry = launch.runtime === 'bundled' ? [BUNDLE] : ['--import', 'tsx', 'bench/bench-server.ts'];
  if (launch.runtime === 'bundled') {
    await bundleServer({
      entry: join(options.repoRoot, 'bench', 'bench-server.ts'),
      outfile: join(options.repoRoot, BUNDLE),
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-bench-'));
  const database = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: async () => {} }
    : options.postgresUrl
      ? await createBenchDatabase(options.postgresUrl, 'bench')
      : undefined;
  const args = [...launch.nodeFlags, ...entry, '--data-dir', dataDir];
  if (database) args.push('--database-url', database.url);

  const child = spawn(process.execPath, args, {
    cwd: options.repoRoot,
    env: { ...process.env, ...options.environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let port: number;
  try {
    ({ port } = await waitForReadyLine(child, { name: 'bench server' }));
  } catch (error) {
    child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  if (child.pid === undefined) throw new Error('bench server has no pid');
  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseKind: database ? 'postgres' : 'sqlite',
    databaseUrl: database?.url,
    async stop() {
      await stopChild(child);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `bash scripts/ensure-postgres.sh` prints the URL of a test cluster on its last line. */
export function ensurePostgres(repoRoot: string): string {
  const output = execFileSync('bash', ['scripts/ensure-postgres.sh'], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = output.trim().split('\n').pop()?.trim();
  if (!url?.startsWith('postgres')) throw new Error(`scripts/ensure-postgres.sh printed no URL (got: ${url})`);
  return url;
}
