import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bundleServer, PROJECT_ROOT } from '../scripts/server-runtime.mjs';
import { stopChild } from '../tests/support/child-process.ts';
import { multipartBody } from '../tests/support/documents.ts';
import { startS3TestServer } from '../tests/support/s3-test-server.ts';
import { waitForReadyLine } from './bench-process.ts';
import { nodeFlagsOption } from './bench-target.ts';
import { openMemoryWindow, readMemory } from './memory-sampler.ts';
import { noiseJpeg } from './sample-jpeg.ts';

/**
 * Uploads of a 2 MB JPEG to an app server with DOCUMENT_STORE=s3 (s3rver on 127.0.0.1, so the
 * object store's own cost is in the figures too): 20 at once, three rounds, latency p50/p99 and the
 * server's peak RSS against the 256 MB line. The server is bundled and run like the product. Each
 * upload comes from its own address (X-Forwarded-For with TRUST_PROXY), so the upload rate limit
 * stays on and counts as in production.
 *
 *   npx tsx bench/s3-upload.ts [--store s3|local] [--node-flags="--flag …"]      (npm run bench:scale)
 *
 * `--store local` runs the same uploads against DATA_DIR/documents, for the figure beside it.
 * `--node-flags` gives the server node flags (the product runs with none), to compare.
 */
const { values: flags } = parseArgs({
  options: { store: { type: 'string', default: 's3' }, 'node-flags': { type: 'string' } },
});
if (flags.store !== 's3' && flags.store !== 'local') throw new Error('--store must be s3 or local');
const CONCURRENCY = 20;
const ROUNDS = 3;
const TARGET_PEAK_RSS_MB = 256;

const s3 = await startS3TestServer();
const dataDir = mkdtempSync(join(tmpdir(), 'yard-bench-s3-'));
// Compiled and started like the product (scripts/server-runtime.mjs: esbuild bundle, plain node on
// its default settings), so the memory figure compares with bench/README.md's.
const bundle = await bundleServer({
  entry: join(PROJECT_ROOT, 'tests/scale-out/app-server-process.ts'),
  outfile: join(PROJECT_ROOT, '.tmp/bench/scale-server.mjs'),
});
const nodeFlags = nodeFlagsOption(flags['node-flags']) ?? [];
const child = spawn(process.execPath, [...nodeFlags, bundle], {
  env: {
    ...process.env,
    ...(flags.store === 's3' ? s3.environment : { DOCUMENT_STORE: 'local' }),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: 'true',
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const { port } = await waitForReadyLine(child, { name: 'app server' });
  const jpeg = await noiseJpeg();
  const { payload, headers } = await multipartBody(jpeg.bytes);
  const upload = async (index: number) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/ApplicationFormData/CompanyOwnersDriverLicense`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': `10.9.${Math.floor(index / 250)}.${index % 250}` },
      body: new Uint8Array(payload),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
    return performance.now() - started;
  };
  // One warm-up upload: the first loads sharp and the SDK.
  await upload(10_000);
  const idleRssMb = readMemory(child.pid as number).VmRSS / 1e6;
  const closeWindow = openMemoryWindow(child.pid as number);
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    latencies.push(
      ...(await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => upload(round * CONCURRENCY + index)))),
    );
  }
  const memory = closeWindow();
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0;
  const peakMb = Math.max(memory.peakRssBytes, memory.highWaterIsWindowed ? memory.highWaterBytes : 0) / 1e6;
  console.log(
    `2 MB JPEG (${(jpeg.bytes.length / 1e6).toFixed(2)} MB) to the ${flags.store === 's3' ? 'bucket' : 'local folder'}, ` +
      `${CONCURRENCY} at once × ${ROUNDS}: p50 ${at(50).toFixed(0)} ms, p99 ${at(99).toFixed(0)} ms, ` +
      `RSS after the warm-up upload ${idleRssMb.toFixed(1)} MB, peak RSS ${peakMb.toFixed(1)} MB, ` +
      `peak private (RssAnon) ${(memory.peakAnonBytes / 1e6).toFixed(1)} MB ` +
      `(target < ${TARGET_PEAK_RSS_MB} MB: ${peakMb < TARGET_PEAK_RSS_MB ? 'met' : 'NOT met'}); objects stored ${s3.objectFiles().length}; ` +
      `load average ${loadavg()[0]?.toFixed(1)}; node flags: ${nodeFlags.join(' ') || 'none'}`,
  );
} finally {
  await stopChild(child);
  rmSync(dataDir, { recursive: true, force: true });
  await s3.close();
}
