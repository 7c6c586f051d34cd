import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DocumentKind } from '../../../domain/documents.ts';
import type { Database } from '../../db/database.ts';
import type { RowOf } from '../../db/row-of.ts';
import { HttpProblem } from '../../lib/api-error.ts';
import { recordAuditEvent } from '../../lib/audit-log.ts';
import type { DocumentStore } from '../../lib/documents/document-store.ts';
import { findClaimedDocument, findEarlierDocument } from './documents-admin.repository.ts';

export interface DocumentForAdmin {
  /** Streamed from the store: a 10 MB document is never whole in memory on its way out. */
  stream: Readable;
  byteSize: number;
  contentType: string;
  fileName: string;
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
  return openForAdmin(context, { ...document, kind: request.kind }, request.applicationId, actor, {});
}

/** An earlier version of a document, replaced by a correction; viewing it is audited like the current one. */
export async function readEarlierDocumentForAdmin(
  context: { db: Kysely<Database>; store: DocumentStore },
  request: { applicationId: number; documentId: string },
  actor: { adminId: number; ip: string; now: Date },
): Promise<DocumentForAdmin> {
  const document = await findEarlierDocument(context.db, request.applicationId, request.documentId);
  if (!document) throw new HttpProblem('not_found', 'This application has no such earlier document.');
  return openForAdmin(context, document, request.applicationId, actor, { version: request.documentId });
}

async function openForAdmin(
  context: { db: Kysely<Database>; store: DocumentStore },
  document: RowOf<typeof findEarlierDocument>,
  applicationId: number,
  actor: { adminId: number; ip: string; now: Date },
  extra: { version?: string },
): Promise<DocumentForAdmin> {
  const stream = await context.store.openRead(document.storage_key);
  await recordAuditEvent(
    context.db,
    {
      action: 'document_viewed',
      adminId: actor.adminId,
      applicationId,
      ip: actor.ip,
      details: { kind: document.kind, ...extra },
    },
    actor.now,
  );
  const extension = EXTENSION_OF_TYPE[document.content_type] ?? 'bin';
  return {
    stream,
    byteSize: document.byte_size,
    contentType: document.content_type,
    fileName: `${document.kind}${extra.version ? '-earlier' : ''}.${extension}`,
  };
}
