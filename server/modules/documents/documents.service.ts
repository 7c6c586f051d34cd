import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DocumentUploaded } from '../../../domain/booking.schema.ts';
import type { DocumentKind } from '../../../domain/documents.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { hashDocumentReference, newDocumentReference } from '../../lib/documents/document-reference.ts';
import type { DocumentStore } from '../../lib/documents/document-store.ts';
import { type RefusalReason, sanitiseDocument } from './document-content.ts';
import { insertDocument } from './documents.repository.ts';
import { DOCUMENT_WORK } from './document-work.ts';
import { removeTemporaryUpload } from './temporary-uploads.ts';

export interface DocumentsContext {
  db: Kysely<Database>;
  store: DocumentStore;
  clock: () => Date;
  logger: FastifyBaseLogger;
}

export interface DocumentUpload {
  kind: DocumentKind;
  /** The uploaded file, in a private temporary file the caller removes afterwards. */
  path: string;
  /** The name the browser sent: shown to the admin, never used to decide anything. */
  fileName: string;
}

const MAX_DISPLAY_NAME_LENGTH = 200;

const PROBLEM_OF_REFUSAL: Record<RefusalReason, 'unsupported_media_type' | 'validation_failed' | 'payload_too_large'> =
  {
    unsupported_type: 'unsupported_media_type',
    unreadable: 'unsupported_media_type',
    too_many_pixels: 'validation_failed',
    too_large: 'payload_too_large',
  };

/**
 * Checks, cleans and stores one uploaded document, unclaimed until a booking attaches it. Either
 * both the file and its row exist afterwards, or neither does. The work is done in the shared
 * DOCUMENT_WORK slot, one document at a time, the others waiting as files on disk; what is stored
 * streams from a file, never whole in memory.
 */
export async function uploadDocument(context: DocumentsContext, upload: DocumentUpload): Promise<DocumentUploaded> {
  const storageKey = randomUUID();
  const stored = await DOCUMENT_WORK.run(async () => {
    const verdict = await sanitiseDocument(upload.path);
    if (verdict.status === 'refused') throw new HttpProblem(PROBLEM_OF_REFUSAL[verdict.reason], verdict.message);
    try {
      await context.store.put(storageKey, { byteSize: verdict.byteSize, open: () => createReadStream(verdict.path) });
    } finally {
      // The re-encoded image's file; the upload's own (a PDF's) is the route's to remove.
      if (verdict.path !== upload.path) await removeTemporaryUpload(verdict.path, context.logger);
    }
    return { contentType: verdict.contentType, size: verdict.byteSize };
  });

  const reference = newDocumentReference();
  try {
    await insertDocument(context.db, {
      id: randomUUID(),
      reference_hash: hashDocumentReference(reference),
      kind: upload.kind,
      content_type: stored.contentType,
      byte_size: stored.size,
      storage_key: storageKey,
      original_name: displayNameOf(upload.fileName),
      created_at: context.clock().toISOString(),
      application_id: null,
      claimed_at: null,
    });
  } catch (error) {
    await context.store.remove(storageKey).catch((removeError: unknown) => {
      context.logger.error({ err: removeError, storageKey }, 'could not remove a stored document after its row failed');
    });
    throw error;
  }
  return { response: reference, contentType: stored.contentType, size: stored.size };
}

/**
 * The client's file name, for display only: no path, no control characters (PostgreSQL refuses
 * NUL), no surrounding spaces, at most 200 characters without splitting a character in two.
 */
export function displayNameOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const truncated = Array.from(cleaned).slice(0, MAX_DISPLAY_NAME_LENGTH).join('');
  return truncated === '' ? 'document' : truncated;
}
