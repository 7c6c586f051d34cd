import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DatabaseKind } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import { outsideRequestWrites } from '../../db/request-writes.ts';

/** What @fastify/rate-limit hands a store's callback. */
interface RateLimitState {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, state?: RateLimitState) => void;

/** Expired rows are swept at most this often per process, in the background of a count. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A store for @fastify/rate-limit that keeps its counters in the `rate_limit_counters` table, on
 * PostgreSQL and on SQLite alike: every app server on one PostgreSQL counts the same requests
 * (ADR 027), and a restart forgets no count (a SQLite server counted in memory before, so ten
 * enquiries, a restart, and the eleventh went through). One upsert per counted request, atomic on
 * the row. Windows are fixed; PostgreSQL times them by the database's clock, so servers whose
 * clocks differ still agree; SQLite, one process, by that process's clock. Each route's limit gets
 * its own namespace (method and URL); limiters made by `app.rateLimit()`/`createRateLimit()` share
 * one and name their keys themselves. The counters are bookkeeping, not what a person sent: they
 * are written outside the request's record of writes (server/db/request-writes.ts).
 */
export function databaseRateLimitStore(db: Kysely<Database>, kind: DatabaseKind, logger: FastifyBaseLogger) {
  const counting = kind === 'postgres' ? postgresCounting : sqliteCounting;
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    outsideRequestWrites(() => counting.sweep().execute(db)).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not sweep expired rate-limit counters'),
    );
  };

  return class DatabaseRateLimitStore {
    readonly namespace: string;

    // The plugin passes its merged options; `routeInfo` names the route a per-route limit guards.
    constructor(options?: unknown) {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } } | undefined)?.routeInfo;
      this.namespace = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'shared';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      const window = Math.max(1, Math.trunc(timeWindow));
      outsideRequestWrites(() => counting.increment(`${this.namespace}|${key}`, window).execute(db)).then(
        ({ rows: [row] }) => callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? window) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counting
        .read(`${this.namespace}|${key}`)
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
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}

type Counted = RawBuilder<{ hits: number | string; ttl: number | string }>;

interface Counting {
  increment(key: string, windowMs: number): Counted;
  read(key: string): Counted;
  sweep(): RawBuilder<unknown>;
}

const postgresCounting: Counting = {
  increment: (key, windowMs) => sql`
    with clock as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms)
    insert into rate_limit_counters as counter (key, hits, window_ends_at)
    select ${key}, 1, now_ms + ${windowMs} from clock
    on conflict (key) do update set
      hits = case when counter.window_ends_at <= (select now_ms from clock) then 1 else counter.hits + 1 end,
      window_ends_at = case
        when counter.window_ends_at <= (select now_ms from clock) then (select now_ms from clock) + ${windowMs}
        else counter.window_ends_at end
    returning hits, window_ends_at - (select now_ms from clock) as ttl`,
  read: (key) => sql`
    select hits, window_ends_at - (extract(epoch from clock_timestamp()) * 1000)::bigint as ttl
    from rate_limit_counters where key = ${key}`,
  sweep: () => sql`delete from rate_limit_counters
    where window_ends_at < (extract(epoch from clock_timestamp()) * 1000)::bigint`,
};

const sqliteCounting: Counting = {
  increment: (key, windowMs) => {
    const now = Date.now();
    // In an upsert's SET, a bare column is the stored row's.
    return sql`
      insert into rate_limit_counters (key, hits, window_ends_at) values (${key}, 1, ${now + windowMs})
      on conflict (key) do update set
        hits = case when window_ends_at <= ${now} then 1 else hits + 1 end,
        window_ends_at = case when window_ends_at <= ${now} then ${now + windowMs} else window_ends_at end
      returning hits, window_ends_at - ${now} as ttl`;
  },
  read: (key) => sql`select hits, window_ends_at - ${Date.now()} as ttl from rate_limit_counters where key = ${key}`,
  sweep: () => sql`delete from rate_limit_counters where window_ends_at < ${Date.now()}`,
};
