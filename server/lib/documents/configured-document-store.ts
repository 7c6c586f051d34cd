import type { Config } from '../../config.ts';
import { createFileDocumentStore, type DocumentStore } from './document-store.ts';

/**
 * The store DOCUMENT_STORE names; `local` or `s3` may also be asked for by the move command. The
 * bucket's module is imported only when asked for: its AWS SDK is loaded by it on first use, so a
 * server on the local folder never loads it (ADR 035).
 */
export async function createConfiguredDocumentStore(
  documents: Config['documents'],
  dataEncryptionKey: Buffer,
  store: 'local' | 's3' = documents.store,
): Promise<DocumentStore> {
  if (store === 'local') return createFileDocumentStore(documents.directory);
  if (!documents.s3) throw new Error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed for the bucket');
  const { createS3DocumentStore } = await import('./s3-document-store.ts');
  return createS3DocumentStore(documents.s3, dataEncryptionKey);
}
