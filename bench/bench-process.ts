import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';

/**
 * The runner's side of a bench server (bench/bench-server.ts, bench/admin-server.ts): waiting for
 * the line it prints once it listens, and a PostgreSQL database of its own.
 */

/**
 * Waits for `READY <port>[ <rest>]` on the child's stdout (what bench/bench-app.ts prints), passing
 * its other lines on to stderr. `rest` is what follows the port ('' when nothing does).
 */
export function waitForReadyLine(
  child: ChildProcess,
  { name, timeoutMs = 60_000 }: { name: string; timeoutMs?: number },
): Promise<{ port: number; rest: string }> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const timer = setTimeout(
      () => reject(new Error(`${name} did not print READY within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    let ready = false;
    lines.on('line', (line) => {
      const match = /^READY (\d+)(?: (.*))?$/.exec(line);
      if (!ready && match?.[1]) {
        ready = true;
        clearTimeout(timer);
        resolve({ port: Number(match[1]), rest: match[2] ?? '' });
      } else {
        process.stderr.write(`[server] ${line}\n`);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${name} exited before READY (code ${code}, signal ${signal})`));
    });
  });
}

/** A database of its own for one bench server, dropped afterwards (the role needs CREATEDB). */
export async function createBenchDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await queryOnce(url, `create database ${name}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return {
    url: benchUrl.toString(),
    drop: async () => {
      await queryOnce(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on a connection of its own, closed after: the rows it answers. */
export async function queryOnce<Row extends object>(url: string, query: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(query)).rows;
  } finally {
    await client.end();
  }
}
