import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DocumentStore } from '../../lib/documents/document-store.ts';

export interface MoveReport {
  total: number;
  copied: number;
  /** Already in the destination with the same bytes (an earlier, interrupted run copied them). */
  alreadyThere: number;
  /** Keys whose source is missing or unreadable, or whose copy did not read back the same. */
  failed: Array<{ storageKey: string; reason: string }>;
}

const PAGE_SIZE = 200;

/** SHA-256 and length of a stored document, read as a stream (never whole in memory). */
async function digestOf(store: DocumentStore, key: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of await store.openRead(key)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/**
 * Copies every document row's file from one store to the other under the same storage key, and
 * reads each copy back to compare its SHA-256 and size with the source and the row. Nothing is
 * deleted and no setting is changed: the servers go on reading the source until DOCUMENT_STORE is
 * switched by hand once a run reports no failure (docs/deployment.md). Safe to stop at any point and
 * run again: a copy that is already there and reads back the same is left alone; a partial or
 * different one is written again.
 */
export async function moveDocuments(
  db: Kysely<Database>,
  from: DocumentStore,
  to: DocumentStore,
  progress: (message: string) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { total: 0, copied: 0, alreadyThere: 0, failed: [] };
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('documents')
      .select(['storage_key', 'byte_size'])
      .where('storage_key', '>', after)
      .orderBy('storage_key')
      .limit(PAGE_SIZE)
      .execute();
    for (const { storage_key: key, byte_size: byteSize } of page) {
      report.total += 1;
      try {
        const source = await digestOf(from, key);
        if (source.size !== byteSize) throw new Error(`source has ${source.size} bytes, the row says ${byteSize}`);
        if (await to.has(key)) {
          const existing = await digestOf(to, key).catch(() => undefined);
          if (existing?.sha256 === source.sha256) {
            report.alreadyThere += 1;
            continue;
          }
        }
        await to.put(key, { byteSize, open: () => from.openRead(key) });
        const copy = await digestOf(to, key);
        if (copy.sha256 !== source.sha256 || copy.size !== source.size)
          throw new Error('the copy reads back different');
        report.copied += 1;
      } catch (error) {
        report.failed.push({ storageKey: key, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    if (page.length > 0) progress(`${report.total} checked, ${report.copied} copied, ${report.failed.length} failed`);
    if (page.length < PAGE_SIZE) return report;
    after = page[page.length - 1]?.storage_key ?? after;
  }
}
