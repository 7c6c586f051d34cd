import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** What @fastify/rate-limit hands a store's callback. */
interface RateLimitState {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, state?: RateLimitState) => void;

/** Expired rows are swept at most this often per process, in the background of a count. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A store for @fastify/rate-limit that keeps its counters in the `rate_limit_counters` table, so
 * every app server on one PostgreSQL counts the same requests (ADR 027). One upsert per counted
 * request, atomic on the row: two servers counting the same address at the same moment both land.
 * Windows are fixed and timed by the database's clock, so servers whose clocks differ still agree.
 * Each route's limit gets its own namespace (method and URL); limiters made by
 * `app.rateLimit()`/`createRateLimit()` share one and name their keys themselves.
 */
export function postgresRateLimitStore(db: Kysely<Database>, logger: FastifyBaseLogger) {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    sql`delete from rate_limit_counters
        where window_ends_at < (extract(epoch from clock_timestamp()) * 1000)::bigint`
      .execute(db)
      .catch((error: unknown) => logger.warn({ err: error }, 'could not sweep expired rate-limit counters'));
  };

  return class PostgresRateLimitStore {
    readonly namespace: string;

    // The plugin passes its merged options; `routeInfo` names the route a per-route limit guards.
    constructor(options?: unknown) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } } | undefined)?.routeInfo;
      this.namespace = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'shared';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      const window = Math.max(1, Math.trunc(timeWindow));
      sql<{ hits: number; ttl: string | number }>`
        with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms)
        insert into rate_limit_counters as counter (key, hits, window_ends_at)
        select ${`${this.namespace}|${key}`}, 1, now_ms + ${window} from clock
        on conflict (key) do update set
          hits = case when counter.window_ends_at <= (select now_ms from clock) then 1 else counter.hits + 1 end,
          window_ends_at = case
            when counter.window_ends_at <= (select now_ms from clock) then (select now_ms from clock) + ${window}
            else counter.window_ends_at end
        returning hits, window_ends_at - (select now_ms from clock) as ttl`
        .execute(db)
        .then(
          ({ rows: [row] }) => callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? window) }),
          (error: Error) => callback(error),
        );
    }

    read(key: string, callback: Callback): void {
      sql<{ hits: number; ttl: string | number }>`
        select hits, window_ends_at - (extract(epoch from clock_timestamp()) * 1000)::bigint as ttl
        from rate_limit_counters where key = ${`${this.namespace}|${key}`}`
        .execute(db)
        .then(
          ({ rows: [row] }) =>
            callback(
              null,
              row && Number(row.ttl) > 0 ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 },
            ),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: unknown) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}
