import { existsSync, readdirSync } from 'node:fs';
import { type FileSyncer, fsyncer } from '../../server/lib/documents/durable-files.ts';

/** One sync asked for, with the names the directory held at that moment (none for a file). */
export interface SyncCall {
  kind: 'file' | 'directory';
  path: string;
  entries: string[];
}

/**
 * A FileSyncer that records each call in order and still syncs for real: a test sees that a
 * file was synced under its temporary name, and its directory once the final name was there.
 */
export function recordingSyncer(): { syncer: FileSyncer; calls: SyncCall[] } {
  const calls: SyncCall[] = [];
  const entriesOf = (path: string) => (existsSync(path) ? readdirSync(path).sort() : []);
  return {
    calls,
    syncer: {
      async syncFile(path) {
        calls.push({ kind: 'file', path, entries: [] });
        await fsyncer.syncFile(path);
      },
      async syncDirectory(path) {
        calls.push({ kind: 'directory', path, entries: entriesOf(path) });
        await fsyncer.syncDirectory(path);
      },
    },
  };
}
