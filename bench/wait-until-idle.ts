import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * When autocannon stops, the server may still be working: uploads already received wait in the
 * image queue and finish seconds later. Starting the next scenario then would charge that work to
 * it, so we wait until the process's CPU time stops growing.
 */
const POLL_MS = 250;
/** Clock ticks are 1/100 s on Linux; 2 ticks in 250 ms is under 10 % of one core. */
const IDLE_TICKS_PER_POLL = 2;
const QUIET_POLLS_NEEDED = 2;

export async function waitUntilIdle(pid: number, timeoutMs = 60_000): Promise<{ waitedMs: number; idle: boolean }> {
  const started = performance.now();
  let previous = cpuTicks(pid);
  let quietPolls = 0;
  while (performance.now() - started < timeoutMs) {
    await sleep(POLL_MS);
    const current = cpuTicks(pid);
    quietPolls = current - previous <= IDLE_TICKS_PER_POLL ? quietPolls + 1 : 0;
    previous = current;
    if (quietPolls >= QUIET_POLLS_NEEDED) return { waitedMs: performance.now() - started, idle: true };
  }
  return { waitedMs: performance.now() - started, idle: false };
}

/** utime + stime of a process, from /proc/<pid>/stat (fields 14 and 15; the name may hold spaces). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name, field 3 (state) is index 0, so utime (14) is index 11 and stime (15) index 12.
  return Number(fields[11]) + Number(fields[12]);
}
