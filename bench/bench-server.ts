import { randomUUID } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { DOCUMENT_KINDS, type DocumentField } from '../domain/documents.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { NewDocumentRow } from '../server/db/database.ts';
import { hashDocumentReference, newDocumentReference } from '../server/lib/documents/document-reference.ts';
import {
  cpuClock,
  fullGarbageCollection,
  listenAndAnnounce,
  recordServerTimings,
  summariseTimings,
} from './bench-app.ts';

/**
 * The real app in a process of its own, so the memory bench/run-all.ts reads from /proc is the
 * server's alone. It adds a few /bench routes that exist only here: a no-op (the ceiling every
 * other figure is compared with), a seeder of unclaimed documents (each booking claims five fresh
 * ones, as a real booking would after its uploads), and server-side timings per route.
 *
 * bench/bench-target.ts compiles it like the product (scripts/server-runtime.mjs) and runs
 *   node .tmp/bench/bench-server.mjs --data-dir <dir> [--database-url postgres://…]
 * (or `--import tsx bench/bench-server.ts` with `run-all.ts --tsx`), with no node flags, as
 * `npm start` runs the product, unless a run gives some to compare.
 *
 * Prints `READY <port>` on stdout once it listens on 127.0.0.1.
 */

const SEED_BATCH_ROWS = 500;
const MAX_SEED_BOOKINGS = 200_000;

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const dataDir = args['data-dir'];
if (!dataDir) throw new Error('bench-server needs --data-dir <directory>');

/** The bucket's settings come from the runner's environment (`run-all.ts --store s3` starts s3rver). */
const documentStoreSettings = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name === 'DOCUMENT_STORE' || name.startsWith('S3_')),
);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: args['database-url'],
  // Every booking queues both its e-mails: past the day's cap (500 by default) the confirmation is
  // skipped and a warning logged instead, which would measure a different booking.
  VISITOR_MAIL_DAILY_CAP: '1000000',
  ...documentStoreSettings,
});

const app = await buildApp(config, { rateLimits: false, serveWebApp: false, startBackgroundJobs: false });
// `run-all.ts --sqlite-sync normal`: the same booking without the commit's fsync, to show what the
// sync costs on this disk. The product always runs FULL.
if (process.env.BENCH_SQLITE_SYNCHRONOUS === 'normal' && app.database.kind === 'sqlite') {
  await sql`pragma synchronous = NORMAL`.execute(app.database.db);
}
const timings = recordServerTimings(app);
const collectGarbage = fullGarbageCollection();
const cpu = cpuClock();
addBenchRoutes(app, timings);

await listenAndAnnounce(app, config.host);

function addBenchRoutes(app: FastifyInstance, timings: Map<string, number[]>) {
  app.get('/bench/noop', async () => ({ ok: true }));
  app.post('/bench/noop', async () => ({ ok: true }));

  /** Clears the timings and collects garbage, so each scenario starts from the same floor. */
  app.post('/bench/reset', async () => {
    timings.clear();
    collectGarbage();
    cpu.reset();
    return { ok: true, rssBytes: process.memoryUsage.rss() };
  });

  /**
   * V8's sampling profiler over one measured run (`run-all.ts --cpu-profile`): started after the
   * reset, stopped after the run, the profile answered as JSON. The session is opened on the first
   * start, so a run without profiles has no inspector attached.
   */
  let profiler: Session | undefined;
  app.post('/bench/profile/start', async () => {
    if (!profiler) {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
    }
    await profiler.post('Profiler.start');
    return { ok: true };
  });
  app.post('/bench/profile/stop', async () => {
    if (!profiler) throw new Error('no profile was started');
    const { profile } = await profiler.post('Profiler.stop');
    return profile;
  });

  /** Where the memory is: V8's heap, Buffers and other memory V8 knows of (sharp's is not). */
  app.get('/bench/memory', async () => process.memoryUsage());

  /**
   * `?route=POST /api/…` for one route; without it, every route that answered since the reset. With
   * the CPU time the whole process used since then: unlike the times of the requests, it does not
   * grow while the server waits for a core that other work on the machine holds.
   */
  app.get('/bench/timings', async (request) => {
    const { route } = request.query as { route?: string };
    const routes = route ? [route] : [...timings.keys()];
    return {
      routes: Object.fromEntries(routes.map((name) => [name, summariseTimings(timings.get(name) ?? [])])),
      cpuMs: cpu.elapsedMs(),
    };
  });

  /**
   * Inserts `count` sets of five unclaimed documents (one per kind) and answers their references.
   * A booking only claims rows, so no file is written: the booking's cost is what is measured.
   */
  app.post('/bench/seed-documents', async (request) => {
    const { count } = request.body as { count?: unknown };
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_SEED_BOOKINGS) {
      throw new Error(`count must be an integer from 1 to ${MAX_SEED_BOOKINGS}`);
    }
    const createdAt = app.clock().toISOString();
    const bookings: Array<Record<DocumentField, string>> = [];
    let rows: NewDocumentRow[] = [];
    await app.database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < count; index += 1) {
        const references = {} as Record<DocumentField, string>;
        for (const document of DOCUMENT_KINDS) {
          const reference = newDocumentReference();
          references[document.field] = reference;
          rows.push({
            id: randomUUID(),
            reference_hash: hashDocumentReference(reference),
            kind: document.kind,
            content_type: 'image/jpeg',
            byte_size: 1,
            storage_key: randomUUID(),
            original_name: `bench-${document.kind}.jpg`,
            created_at: createdAt,
            application_id: null,
            claimed_at: null,
          });
        }
        bookings.push(references);
        if (rows.length >= SEED_BATCH_ROWS) {
          await trx.insertInto('documents').values(rows).execute();
          rows = [];
        }
      }
      if (rows.length > 0) await trx.insertInto('documents').values(rows).execute();
    });
    return { bookings };
  });
}
