/**
 * At most `limit` tasks run at once; the rest wait in arrival order. Image re-encoding holds a
 * decoded bitmap in memory, so running a burst of uploads one or two at a time keeps the process
 * small (20 simultaneous 2 MB photos must stay under 150 MB) at a small cost in latency.
 */
export interface WorkLimiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting (for tests and logs). */
  readonly active: number;
  readonly waiting: number;
}

export function createWorkLimiter(limit: number): WorkLimiter {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`Work limit must be a positive integer, got ${limit}`);
  let active = 0;
  const queue: Array<() => void> = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run(task) {
      if (active < limit) active += 1;
      // The slot is handed over directly by release(), so `active` stays counted while it waits.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
