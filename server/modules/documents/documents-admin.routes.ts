import { DOCUMENT_CONTENT_SECURITY_POLICY } from '../../lib/documents/document-content-policy.ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathIdSchema } from '../../../domain/common-fields.schema.ts';
import { ACCEPTED_DOCUMENT_TYPES, DOCUMENT_KIND_NAMES } from '../../../domain/documents.ts';
import { errorResponses } from '../../lib/api-error.ts';
import { type DocumentForAdmin, readDocumentForAdmin, readEarlierDocumentForAdmin } from './documents-admin.service.ts';
import { THUMBNAIL_CONTENT_TYPE } from './document-thumbnail.ts';
import { readThumbnailForAdmin } from './document-thumbnails.service.ts';

const DocumentParamsSchema = z.object({
  applicationId: pathIdSchema('applicationId'),
  kind: z.enum(DOCUMENT_KIND_NAMES, { error: `kind must be one of ${DOCUMENT_KIND_NAMES.join(', ')}` }),
});

const DocumentVersionParamsSchema = z.object({
  applicationId: DocumentParamsSchema.shape.applicationId,
  documentId: z.uuid({ error: 'documentId must be a document version id' }),
});

export { DOCUMENT_CONTENT_SECURITY_POLICY };

/**
 * `GET /api/ApplicationFormData/Document/:applicationId/:kind` (ADMIN_API.document): the only way
 * to read an uploaded document. Signed-in admins only (refused in onRequest, before anything is
 * looked up), never cached, typed by what the upload check found rather than by its name.
 */
export async function documentsAdminRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const context = () => ({ db: app.database.db, store: app.documentStore });
  const documentSchema = {
    summary: 'Read a document of an application (recorded in the audit log)',
    operationId: 'getDocument',
    params: DocumentParamsSchema,
    produces: ACCEPTED_DOCUMENT_TYPES,
    response: errorResponses(404),
  };
  typed.get('/Document/:applicationId/:kind', { schema: documentSchema }, async (request, reply) => {
    const document = await readDocumentForAdmin(context(), request.params, {
      adminId: request.admin.id,
      ip: request.ip,
      now: app.clock(),
    });
    return sendDocument(reply, document);
  });

  // ADMIN_API.documentThumbnail: a small WebP of an image document, served the same way.
  typed.get(
    '/DocumentThumbnail/:applicationId/:kind',
    {
      schema: {
        summary: 'A thumbnail of an image document (recorded in the audit log); a PDF has none (404)',
        operationId: 'getDocumentThumbnail',
        params: DocumentParamsSchema,
        produces: [THUMBNAIL_CONTENT_TYPE],
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const thumbnail = await readThumbnailForAdmin(context(), request.params, {
        adminId: request.admin.id,
        ip: request.ip,
        now: app.clock(),
      });
      return sendDocument(reply, thumbnail);
    },
  );

  // ADMIN_API.documentVersion: a version a correction replaced, served the same way.
  typed.get(
    '/DocumentVersion/:applicationId/:documentId',
    {
      schema: {
        summary: 'Read an earlier version of a document, one a correction replaced',
        operationId: 'getDocumentVersion',
        params: DocumentVersionParamsSchema,
        produces: ACCEPTED_DOCUMENT_TYPES,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const document = await readEarlierDocumentForAdmin(context(), request.params, {
        adminId: request.admin.id,
        ip: request.ip,
        now: app.clock(),
      });
      return sendDocument(reply, document);
    },
  );
}

function sendDocument(reply: FastifyReply, document: DocumentForAdmin) {
  return (
    reply
      .header('content-type', document.contentType)
      .header('content-length', document.byteSize)
      .header('x-content-type-options', 'nosniff')
      // Inline, PDFs too: the browser shows the file, within the policy below, instead of saving it.
      .header('content-disposition', `inline; filename="${document.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY)
      .header('cross-origin-resource-policy', 'same-origin')
      .send(document.stream)
  );
}
