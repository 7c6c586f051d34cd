import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Reads another process's memory from /proc (Linux): resident set size every `intervalMs`, plus
 * the kernel's own high-water mark (VmHWM), which also catches a peak between two samples.
 * RSS counts file-backed pages too (the node binary's and sharp's code, shared with other
 * processes); RssAnon is the process's private memory alone.
 */
export interface MemoryWindow {
  /** VmRSS when the window opened, bytes. */
  startRssBytes: number;
  /** Largest VmRSS seen by sampling, bytes. */
  peakRssBytes: number;
  /** Largest RssAnon seen by sampling, bytes. */
  peakAnonBytes: number;
  /** VmHWM at the end: the peak since the window opened when the reset worked, else since start. */
  highWaterBytes: number;
  /** True when VmHWM was reset at the start, so highWaterBytes belongs to this window alone. */
  highWaterIsWindowed: boolean;
  samples: number;
}

type MemoryField = 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile';

export function readMemory(pid: number): Record<MemoryField, number> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (field: MemoryField) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match?.[1]) throw new Error(`No ${field} in /proc/${pid}/status`);
    return Number(match[1]) * 1024;
  };
  return { VmRSS: read('VmRSS'), VmHWM: read('VmHWM'), RssAnon: read('RssAnon'), RssFile: read('RssFile') };
}

/** Starts sampling; call the returned function to stop and read the window's figures. */
export function openMemoryWindow(pid: number, intervalMs = 50): () => MemoryWindow {
  const highWaterIsWindowed = resetHighWaterMark(pid);
  const first = readMemory(pid);
  let peakRssBytes = first.VmRSS;
  let peakAnonBytes = first.RssAnon;
  let samples = 1;
  const sample = () => {
    const memory = readMemory(pid);
    peakRssBytes = Math.max(peakRssBytes, memory.VmRSS);
    peakAnonBytes = Math.max(peakAnonBytes, memory.RssAnon);
    samples += 1;
    return memory;
  };
  const timer = setInterval(() => {
    try {
      sample();
    } catch {
      // The server exited; the run itself reports that.
    }
  }, intervalMs);
  return () => {
    clearInterval(timer);
    const last = sample();
    return {
      startRssBytes: first.VmRSS,
      peakRssBytes,
      peakAnonBytes,
      highWaterBytes: last.VmHWM,
      highWaterIsWindowed,
      samples,
    };
  };
}

/**
 * Writing 5 to clear_refs sets VmHWM back to the current RSS (Linux 4.0+, needs ptrace rights over
 * the process: ours, as it is our child). False when the kernel refuses.
 */
function resetHighWaterMark(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
