import pLimit from 'p-limit';

/**
 * At most `limit` tasks run at once; the rest wait in arrival order (p-limit's queue). Image
 * re-encoding holds a decoded bitmap in memory, so running a burst of uploads one or two at a time
 * keeps the process's memory small (bench/README.md) at a small cost in latency.
 */
export interface WorkLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting (for tests and logs). */
  readonly active: number;
  readonly waiting: number;
}

export function createWorkLimiter(limit: number): WorkLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Work limit must be a positive integer, got ${limit}`);
  const limited = pLimit(limit);
  return {
    run: (task) => limited(task),
    get active() {
      return limited.activeCount;
    },
    get waiting() {
      return limited.pendingCount;
    },
  };
}
