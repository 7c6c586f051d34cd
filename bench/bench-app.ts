import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { percentile } from './bench-stats.ts';

/**
 * What the bench servers (bench/bench-server.ts, bench/admin-server.ts) add to the real app:
 * server-side timings per route, the READY line their runner waits for, a clean exit on a signal.
 */

/** Past this many samples per route the oldest are kept; a bench scenario never gets near it. */
const MAX_TIMINGS_PER_ROUTE = 2_000_000;

/**
 * `reply.elapsedTime` of every answered request, by `METHOD /route/pattern`. The bench's own
 * routes are left out, except /bench/noop: it is the ceiling the other figures are compared with.
 */
export function recordServerTimings(app: FastifyInstance): Map<string, number[]> {
  const byRoute = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    if (route.includes('/bench/') && !route.endsWith('/bench/noop')) return;
    let samples = byRoute.get(route);
    if (!samples) {
      samples = [];
      byRoute.set(route, samples);
    }
    if (samples.length < MAX_TIMINGS_PER_ROUTE) samples.push(reply.elapsedTime);
  });
  return byRoute;
}

/** Count, p50, p99, mean and max of one route's timings (nulls when there are none). */
export function summariseTimings(samples: number[]) {
  if (samples.length === 0) return { count: 0, p50: null, p99: null, mean: null, max: null };
  const sorted = Float64Array.from(samples).sort();
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: total / sorted.length,
    max: sorted[sorted.length - 1] ?? null,
  };
}

/**
 * Listens on 127.0.0.1 at a port the OS picks, prints `READY <port>[ <facts as JSON>]` for
 * bench/bench-process.ts, and closes the app on SIGTERM or SIGINT.
 */
export async function listenAndAnnounce(app: FastifyInstance, host: string, facts?: unknown): Promise<void> {
  await app.listen({ host, port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('bench server: no TCP address');
  process.stdout.write(`READY ${address.port}${facts === undefined ? '' : ` ${JSON.stringify(facts)}`}\n`);

  let closing = false;
  async function shutDown() {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutDown());
  process.on('SIGINT', () => void shutDown());
}

/**
 * V8's full garbage collection, which the bench asks for between runs so each starts from the same
 * floor. Taken from a context of its own instead of `--expose-gc` on the command line, so the
 * server process runs with exactly the product's node flags (none) and no `gc` on its global object.
 */
export function fullGarbageCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** CPU time the process (every thread) used since the last `reset()`, in ms. */
export function cpuClock() {
  let since = process.cpuUsage();
  return {
    reset() {
      since = process.cpuUsage();
    },
    elapsedMs() {
      const { user, system } = process.cpuUsage(since);
      return (user + system) / 1000;
    },
  };
}
