import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer, SERVER_ENTRY } from '../scripts/server-runtime.mjs';
import { freePort, stopChild, waitUntilReady } from '../tests/support/child-process.ts';

/**
 * 200 sign-ins at once against the production server (compiled as `npm start` runs it), with
 * /healthz asked every 50 ms meanwhile: prints /healthz latency and the server's RSS, to show that
 * the bound on concurrent argon2id hashes (server/modules/auth/password-hashing.ts) keeps the
 * server responsive. Each sign-in comes from its own address (X-Forwarded-For, TRUST_PROXY=true),
 * so the per-address limits do not turn the flood away before it reaches the hashing.
 * Usage: npm run bench:sign-in-flood [-- --count 200]
 */
const countArgument = process.argv.indexOf('--count');
const COUNT = countArgument > 0 ? Number(process.argv[countArgument + 1]) : 200;
const ADMIN = { userName: 'bench-admin', password: 'bench admin passphrase 2026' };
const BUNDLE = join('.tmp', 'bench', 'sign-in-flood-server.mjs');

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function main() {
  await bundleServer({ entry: SERVER_ENTRY, outfile: BUNDLE });
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-bench-flood-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [BUNDLE], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: 'true',
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: join(dataDir, 'no-client'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilReady(`${baseUrl}/healthz`, child);
    const pid = child.pid as number;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRss = rssMegabytes(pid);

    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMegabytes(pid));
    }, 50);
    const healthLatencies: number[] = [];
    let flooding = true;
    const prober = (async () => {
      while (flooding) {
        const startedAt = performance.now();
        await fetch(`${baseUrl}/healthz`).then((response) => response.arrayBuffer());
        healthLatencies.push(performance.now() - startedAt);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const floodStart = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: COUNT }, (_, index) =>
        fetch(`${baseUrl}/api/Login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${index >> 8}.${index & 255}.1` },
          body: JSON.stringify(ADMIN),
        }).then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    );
    const floodMs = performance.now() - floodStart;
    flooding = false;
    await prober;
    clearInterval(sampler);

    const byStatus = statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});
    console.log(`sign-in flood: ${COUNT} concurrent sign-ins (figures are noisy on a shared machine)`);
    console.log(`  answers: ${JSON.stringify(byStatus)}, all answered in ${(floodMs / 1000).toFixed(1)} s`);
    console.log(
      `  /healthz during the flood: ${healthLatencies.length} probes, p50 ${percentile(healthLatencies, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(healthLatencies, 0.95).toFixed(1)} ms, max ${Math.max(...healthLatencies).toFixed(1)} ms`,
    );
    console.log(`  server RSS: idle ${idleRss.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB`);
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
