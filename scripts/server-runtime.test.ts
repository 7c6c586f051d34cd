import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-runtime.mjs';

/**
 * A node process started with `flags` promotes about 48 MB of garbage to its old generation, as a
 * server's searches do (objects alive at two scavenges, then dropped), after a full collection has
 * set V8's limits from what it left alive. Answers how many full collections V8 started meanwhile.
 */
function fullCollectionsWhilePromoting(flags: readonly string[]): number {
  const script = `
    import { PerformanceObserver, constants } from 'node:perf_hooks';
    let full = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full += 1;
    }).observe({ entryTypes: ['gc'] });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    globalThis.gc();
    await settle();
    full = 0;
    for (let round = 0; round < 48; round += 1) {
      let kept = Array.from({ length: 1024 }, (_, i) => ({ text: 'x'.repeat(900) + i }));
      globalThis.gc({ type: 'minor' });
      globalThis.gc({ type: 'minor' });
      kept = null;
    }
    await settle();
    console.log(full);
  `;
  const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

test("the server's flags let its old generation take 48 MB of promoted garbage without a full collection", () => {
  // ADR 056: each full collection caught several searches; with the floor they come a quarter as often.
  expect(fullCollectionsWhilePromoting(SERVER_NODE_FLAGS)).toBe(0);
  // The same flags without the floor: V8 sets its limit from the little the collection left alive.
  const withoutFloor = SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--initial-old-space-size='));
  expect(withoutFloor).toHaveLength(SERVER_NODE_FLAGS.length - 1);
  expect(fullCollectionsWhilePromoting(withoutFloor)).toBeGreaterThan(0);
});
