import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DocumentKind } from '../../../domain/documents.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import type { DocumentStore } from '../../lib/document-store.ts';
import { findClaimedDocument } from './documents-admin.repository.ts';

export interface DocumentForAdmin {
  /** Streamed from the store: a 10 MB document is never whole in memory on its way out. */
  stream: Readable;
  byteSize: number;
  contentType: string;
  fileName: string;
  /** Images are shown in the page; anything else (PDF) is downloaded, never rendered by us. */
  disposition: 'inline' | 'attachment';
}

/** Our own names: the uploader's file name is never echoed into a header. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Reads an application's document for a signed-in admin and records that it was viewed. */
export async function readDocumentForAdmin(
  context: { db: Kysely<Database>; store: DocumentStore },
  request: { applicationId: number; kind: DocumentKind },
  actor: { adminId: number; ip: string; now: Date },
): Promise<DocumentForAdmin> {
  const document = await findClaimedDocument(context.db, request.applicationId, request.kind);
  if (!document) throw new HttpProblem('not_found', 'This application has no such document.');
  const stream = await context.store.openRead(document.storage_key);
  await recordAuditEvent(
    context.db,
    {
      action: 'document_viewed',
      adminId: actor.adminId,
      applicationId: request.applicationId,
      ip: actor.ip,
      details: { kind: request.kind },
    },
    actor.now,
  );
  const extension = EXTENSION_OF_TYPE[document.content_type] ?? 'bin';
  return {
    stream,
    byteSize: document.byte_size,
    contentType: document.content_type,
    fileName: `${request.kind}.${extension}`,
    disposition: document.content_type.startsWith('image/') ? 'inline' : 'attachment',
  };
}
