/**
 * Reading a V8 CPU profile (the `.cpuprofile` that `run-all.ts --cpu-profile` writes for each
 * scenario, from the bench server's own profiler): where the server's time went, by function.
 * Open the file itself in Chrome DevTools (Performance panel) or VS Code for the call tree.
 */

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileLine {
  /** `name file:line`, the file shortened to its last two parts. */
  frame: string;
  /** Time sampled in the function itself, ms. */
  selfMs: number;
  /** Time sampled in it or anything it called, ms (each sample counted once per function). */
  totalMs: number;
}

/** Every function's self and total time, the largest self time first. */
export function summariseProfile(profile: CpuProfile): { sampledMs: number; lines: ProfileLine[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfByNode = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });

  const frameOf = (id: number) => {
    const { functionName, url, lineNumber } = nodes.get(id)?.callFrame ?? { functionName: '', url: '', lineNumber: 0 };
    const file = url.split('/').slice(-2).join('/');
    return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
  };
  const selfMs = new Map<string, number>();
  const totalMs = new Map<string, number>();
  let sampledMicroseconds = 0;
  for (const [id, microseconds] of selfByNode) {
    sampledMicroseconds += microseconds;
    const frame = frameOf(id);
    selfMs.set(frame, (selfMs.get(frame) ?? 0) + microseconds / 1000);
    const counted = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const each = frameOf(at);
      if (counted.has(each)) continue;
      counted.add(each);
      totalMs.set(each, (totalMs.get(each) ?? 0) + microseconds / 1000);
    }
  }
  const lines = [...totalMs].map(([frame, total]) => ({ frame, selfMs: selfMs.get(frame) ?? 0, totalMs: total }));
  lines.sort((a, b) => b.selfMs - a.selfMs || b.totalMs - a.totalMs);
  return { sampledMs: sampledMicroseconds / 1000, lines };
}
