import { createHash } from 'node:crypto';
import { assertDocumentKey } from './document-store.ts';

/**
 * Where a document's thumbnail is kept in the document store: a key made from the document's own
 * key, so finding it needs no column and no query, and whoever destroys a document (the retention
 * job) can destroy its thumbnail with it. It has the shape of every other key (a UUID's), so both
 * stores take it as they are; a thumbnail of a thumbnail is never made.
 */
export function thumbnailKeyOf(storageKey: string): string {
  assertDocumentKey(storageKey);
  const hex = createHash('sha256').update(`thumbnail:${storageKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
