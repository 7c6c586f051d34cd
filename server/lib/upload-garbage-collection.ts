/**
 * A full garbage collection after every few megabytes of upload bodies received (ADR 051).
 *
 * Node's HTTP parser copies each piece of a request body it reads from the socket into a new
 * Buffer, a few KiB each, whose memory lies outside V8's heap. While a burst of uploads streams to
 * disk, the young generation (1 MB, scripts/server-runtime.mjs) is collected often enough that
 * many of those Buffers are still on their way when two collections pass, and V8 promotes them.
 * Once dead, a promoted Buffer's memory comes back only at a full collection, which V8 schedules by
 * the growth of its own heap, not of that outside memory: 20 uploads of 2 MB at once left 10–25 MB
 * of it waiting (bench/README.md). The upload path knows how much it has received, so it asks for
 * the collection itself.
 */

/**
 * 6 MiB: three phone photos. A full collection of the idle server's heap pauses it a few ms. It was
 * 8 MiB until the old generation was allowed 64 MiB before V8 collects it (ADR 056), which left
 * more of a burst's promoted garbage waiting (ADR 051's addendum).
 */
export const UPLOAD_BYTES_PER_COLLECTION = 6 * 1024 * 1024;

export interface ByteCountedCollection {
  /** Counts `bytes` received; collects once the count since the last collection reaches the step. */
  received(bytes: number): void;
  /** False when the process has no collection to ask for (node without `--expose-gc`: tests, tsx). */
  readonly enabled: boolean;
  /** Collections asked for so far. */
  readonly collections: number;
}

export function byteCountedCollection(everyBytes: number, collect: (() => void) | undefined): ByteCountedCollection {
  if (!Number.isInteger(everyBytes) || everyBytes < 1) {
    throw new Error(`The bytes between collections must be a positive integer, got ${everyBytes}`);
  }
  let sinceLast = 0;
  let collections = 0;
  return {
    received(bytes) {
      if (!collect) return;
      sinceLast += bytes;
      if (sinceLast < everyBytes) return;
      sinceLast = 0;
      collections += 1;
      collect();
    },
    get enabled() {
      return collect !== undefined;
    },
    get collections() {
      return collections;
    },
  };
}

type ExposedGc = (options?: { type?: 'major' | 'minor' }) => void;

/** V8's full collection, when node was started with `--expose-gc` (as `npm start` starts it). */
function exposedFullCollection(): (() => void) | undefined {
  const gc = (globalThis as { gc?: ExposedGc }).gc;
  return typeof gc === 'function' ? () => gc({ type: 'major' }) : undefined;
}

/** The process's count, shared by every upload route. */
export const uploadGarbageCollection = byteCountedCollection(UPLOAD_BYTES_PER_COLLECTION, exposedFullCollection());
