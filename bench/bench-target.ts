import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { bundleServer, SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-runtime.mjs';

/**
 * The server under test: bench/bench-server.ts in its own process on a fresh data directory and a
 * fresh database, torn down afterwards, started the way `npm start` starts the product.
 */
export interface BenchTarget {
  pid: number;
  baseUrl: string;
  databaseKind: 'sqlite' | 'postgres';
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
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
  /** Node flags of the server process (without --expose-gc, which the bench adds). */
  nodeFlags: readonly string[];
  /** The environment variables the server gets on top of (or instead of) the bench's own. */
  addedEnvironment: Record<string, string>;
}

/** How the server will be started; `nodeFlags` replaces the product's flags (to compare others). */
export function describeServerLaunch(options: { runtime?: ServerRuntime; nodeFlags?: readonly string[] } = {}): ServerLaunch {
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
  launch: ServerLaunch;
}): Promise<BenchTarget> {
  const { launch } = options;
  const entry = launch.runtime === 'bundled' ? [BUNDLE] : ['--import', 'tsx', 'bench/bench-server.ts'];
  if (launch.runtime === 'bundled') {
    await bundleServer({ entry: join(options.repoRoot, 'bench', 'bench-server.ts'), outfile: join(options.repoRoot, BUNDLE) });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-bench-'));
  const database = options.postgresUrl ? await createBenchDatabase(options.postgresUrl) : undefined;
  const args = [...launch.nodeFlags, '--expose-gc', ...entry, '--data-dir', dataDir];
  if (database) args.push('--database-url', database.url);

  const child = spawn(process.execPath, args, {
    cwd: options.repoRoot,
    env: { ...process.env, ...launch.addedEnvironment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let port: number;
  try {
    port = await waitForReady(child);
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

function waitForReady(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const timer = setTimeout(() => reject(new Error('bench server did not print READY within 60 s')), READY_TIMEOUT_MS);
    let ready = false;
    lines.on('line', (line) => {
      const match = /^READY (\d+)$/.exec(line);
      if (!ready && match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve(Number(match[1]));
      } else {
        process.stderr.write(`[server] ${line}\n`);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`bench server exited before READY (code ${code}, signal ${signal})`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}

/** A database of its own for one bench run, dropped afterwards (the role needs CREATEDB). */
async function createBenchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(url, `create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    url: benchUrl.toString(),
    drop: () => runAdminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

async function runAdminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
