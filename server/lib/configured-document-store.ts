import type { Config } from '../config.ts';
import { createFileDocumentStore, type DocumentStore } from './document-store.ts';
import { createS3DocumentStore } from './s3-document-store.ts';

/**
 * The store DOCUMENT_STORE names; `local` or `s3` may also be asked for by the move command. The
 * bucket's SDK is loaded only when the bucket is asked for (s3-document-store.ts).
 */
export async function createConfiguredDocumentStore(
  documents: Config['documents'],
  dataEncryptionKey: Buffer,
  store: 'local' | 's3' = documents.store,
): Promise<DocumentStore> {
  if (store === 'local') return createFileDocumentStore(documents.directory);
  if (!documents.s3) throw new Error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed for the bucket');
  return createS3DocumentStore(documents.s3, dataEncryptionKey);
}
