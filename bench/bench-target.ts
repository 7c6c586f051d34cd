import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer, SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-runtime.mjs';
import { stopChild } from '../tests/support/child-process.ts';
import { createBenchDatabase, queryOnce, waitForReadyLine } from './bench-process.ts';

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
 * the product's settings, run by plain node with the product's flags and allocator environment
 * (scripts/server-runtime.mjs).
 * `tsx`: the TypeScript sources compiled in the process by tsx's loader (as `npm run dev:server`
 * does), with the same flags and environment, to show what the loader itself costs.
 */
export type ServerRuntime = 'bundled' | 'tsx';

export interface ServerLaunch {
  runtime: ServerRuntime;
  /**
   * Node flags of the server process. The bench adds --expose-gc (already among the product's) for
   * the collections it asks for between runs, so `--node-flags` need not name it.
   */
  nodeFlags: readonly string[];
  /** The environment variables the server gets on top of (or instead of) the bench's own. */
  addedEnvironment: Record<string, string>;
}

/** A bench's `--node-flags="--a --b"` option as a list; undefined when it was not given. */
export function nodeFlagsOption(option: string | undefined): string[] | undefined {
  return option?.split(/\s+/).filter(Boolean);
}

/** How the server will be started; `nodeFlags` replaces the product's flags (to compare others). */
export function describeServerLaunch(
  options: { runtime?: ServerRuntime; nodeFlags?: readonly string[] } = {},
): ServerLaunch {
  const environment = serverEnvironment(process.env);
  const addedEnvironment: Record<string, string> = {};
  for (const [name, value] of Object.entries(environment)) {
    if (value !== undefined && process.env[name] !== value) addedEnvironment[name] = value;
  }
  return { runtime: options.runtime ?? 'bundled', nodeFlags: options.nodeFlags ?? SERVER_NODE_FLAGS, addedEnvironment };
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
  const args = [...launch.nodeFlags, '--expose-gc', ...entry, '--data-dir', dataDir];
  if (database) args.push('--database-url', database.url);

  const child = spawn(process.execPath, args, {
    cwd: options.repoRoot,
    env: { ...process.env, ...launch.addedEnvironment, ...options.environment },
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

/**
 * The PostgreSQL server's buffer cache (`shared_buffers`), printed beside the figures: a search of
 * a million applications reads from it, and at PostgreSQL's 128 MB default much of it comes from
 * the operating system instead (scripts/ensure-postgres.sh, docs/deployment.md).
 */
export async function postgresSharedBuffers(url: string): Promise<string> {
  const [row] = await queryOnce<{ shared_buffers: string }>(url, 'show shared_buffers');
  return row?.shared_buffers ?? 'unknown';
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
