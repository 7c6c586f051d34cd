import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DocumentKind } from '../../../domain/documents.ts';
import type { Database } from '../../db/database.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import { type DocumentStore, documentSourceOf, readDocument } from '../../lib/documents/document-store.ts';
import { thumbnailKeyOf } from '../../lib/documents/thumbnail-key.ts';
import type { DocumentForAdmin } from './documents-admin.service.ts';
import { findClaimedDocument } from './documents-admin.repository.ts';
import { DOCUMENT_WORK } from './document-work.ts';
import { makeThumbnail, THUMBNAIL_CONTENT_TYPE } from './document-thumbnail.ts';

/**
 * The thumbnail of an application's image document, for a signed-in admin; recorded in the audit
 * log as a view, like the document itself. Made on the first request and kept in the document
 * store beside the document (ADR 065); a PDF has none.
 */
export async function readThumbnailForAdmin(
  context: { db: Kysely<Database>; store: DocumentStore },
  request: { applicationId: number; kind: DocumentKind },
  actor: { adminId: number; ip: string; now: Date },
): Promise<DocumentForAdmin> {
  const document = await findClaimedDocument(context.db, request.applicationId, request.kind);
  if (!document) throw new HttpProblem('not_found', 'This application has no such document.');
  if (!document.content_type.startsWith('image/')) {
    throw new HttpProblem('not_found', 'This document is a PDF and has no thumbnail: open the document itself.');
  }
  const thumbnail = await storedThumbnail(context.store, document.storage_key);
  await recordAuditEvent(
    context.db,
    {
      action: 'document_viewed',
      adminId: actor.adminId,
      applicationId: request.applicationId,
      ip: actor.ip,
      details: { kind: request.kind, thumbnail: true },
    },
    actor.now,
  );
  return {
    stream: Readable.from([thumbnail]),
    byteSize: thumbnail.length,
    contentType: THUMBNAIL_CONTENT_TYPE,
    fileName: `${request.kind}-thumbnail.webp`,
  };
}

/** The thumbnail kept for the document at `storageKey`, made and kept first if there is none yet. */
async function storedThumbnail(store: DocumentStore, storageKey: string): Promise<Buffer> {
  const key = thumbnailKeyOf(storageKey);
  if (await store.has(key)) return readDocument(store, key);
  return DOCUMENT_WORK.run(async () => {
    // Another request may have made it while this one waited for the slot.
    if (await store.has(key)) return readDocument(store, key);
    const thumbnail = await makeThumbnail(await store.openRead(storageKey));
    await store.put(key, documentSourceOf(thumbnail));
    return thumbnail;
  });
}
