import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Here, at the bottom of server/lib beside the document store that needs it first, so the mail
 * outbox's file transport can use it too. Files the server acknowledges (an uploaded document, a mail written to DATA_DIR/outbox) must
 * survive a power cut once acknowledged: the file's bytes are synced to disk before it takes its
 * name, and the directory holding the name is synced after, as is the parent of every directory
 * made for it. Without the syncs the kernel may keep either in memory for many seconds.
 */
export interface FileSyncer {
  syncFile(path: string): Promise<void>;
  syncDirectory(path: string): Promise<void>;
}

async function fsyncPath(path: string, flags: string): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export const fsyncer: FileSyncer = {
  syncFile: (path) => fsyncPath(path, 'r+'),
  // Windows cannot open a directory to sync it; NTFS journals its entries.
  syncDirectory: (path) => (process.platform === 'win32' ? Promise.resolve() : fsyncPath(path, 'r')),
};

/** Makes `directory` (and any missing parents) private to the server's user, each new entry synced. */
export async function makeDirectoryDurably(directory: string, syncer: FileSyncer = fsyncer): Promise<void> {
  const firstMade = await mkdir(directory, { recursive: true, mode: 0o700 });
  if (firstMade === undefined) return;
  // Each directory made is an entry in its parent: sync the parents from the top one down.
  const parents: string[] = [];
  for (let made = directory; made.length >= firstMade.length; made = dirname(made)) parents.unshift(dirname(made));
  for (const parent of parents) await syncer.syncDirectory(parent);
}

/**
 * Gives a fully written temporary file its final name durably: its bytes synced, then the rename,
 * then the directory holding both names synced. A crash leaves the old state or the new, whole.
 */
export async function renameDurably(temporary: string, path: string, syncer: FileSyncer = fsyncer): Promise<void> {
  await syncer.syncFile(temporary);
  await rename(temporary, path);
  await syncer.syncDirectory(dirname(path));
}
