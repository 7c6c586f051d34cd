import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-runtime.mjs';

/**
 * A node process started with `flags` promotes about 48 MiB of garbage to its old generation, as a
 * server's searches do (objects alive at two scavenges, then dropped), after a full collection has
 * set V8's limits from what it left alive. Answers how many full collections V8 ran meanwhile, and
 * how large the old generation grew. V8's GCProfiler records each collection as it ends, so the
 * count does not wait on the event loop as a PerformanceObserver's would.
 */
function fullCollectionsWhilePromoting(flags: readonly string[]): { full: number; oldSpaceMiB: number } {
  const script = `
    import v8 from 'node:v8';
    globalThis.gc();
    const profiler = new v8.GCProfiler();
    profiler.start();
    for (let round = 0; round < 48; round += 1) {
      // About 1 MiB a round in flat arrays of numbers (a repeated string would be a few shared pieces).
      let kept = Array.from({ length: 1024 }, (_, i) => ({ data: new Array(120).fill(i + 0.5) }));
      globalThis.gc({ type: 'minor' });
      globalThis.gc({ type: 'minor' });
      kept = null;
    }
    const { statistics } = profiler.stop();
    const full = statistics.filter((entry) => entry.gcType === 'MarkSweepCompact').length;
    const oldSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
    console.log(JSON.stringify({ full, oldSpaceMiB: oldSpace.space_used_size / 1024 / 1024 }));
  `;
  const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as { full: number; oldSpaceMiB: number };
}

test("the server's flags let its old generation take 48 MiB of promoted garbage without a full collection", () => {
  // ADR 056: each full collection caught several searches; with the floor they come a quarter as often.
  const withFloor = fullCollectionsWhilePromoting(SERVER_NODE_FLAGS);
  expect(withFloor.full).toBe(0);
  // The garbage really reached the old generation (a floor of 32 MB would have collected it once).
  expect(withFloor.oldSpaceMiB).toBeGreaterThan(45);
  // The same flags without the floor: V8 sets its limit from the little the collection left alive.
  const withoutFloor = SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--initial-old-space-size='));
  expect(withoutFloor).toHaveLength(SERVER_NODE_FLAGS.length - 1);
  expect(fullCollectionsWhilePromoting(withoutFloor).full).toBeGreaterThan(0);
});
