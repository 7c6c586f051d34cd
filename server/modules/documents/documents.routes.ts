import { join } from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DocumentUploadedSchema } from '../../../domain/booking.schema.ts';
import { ACCEPTED_DOCUMENT_TYPES, DOCUMENT_KINDS, MAX_DOCUMENT_BYTES } from '../../../domain/documents.ts';
import { errorResponses, HttpProblem } from '../../lib/api-error.ts';
import { uploadDocument } from './documents.service.ts';
import {
  prepareTemporaryUploadDirectory,
  removeTemporaryUpload,
  TEMPORARY_UPLOADS_DIRECTORY,
  writeTemporaryUpload,
} from './temporary-uploads.ts';

/** The multipart field the original client sends each document in (docs/api-contract.md). */
export const UPLOAD_FIELD_NAME = 'Image';

/** Per client IP, across the five upload endpoints: a booking needs five, retries included. */
export const UPLOAD_RATE_LIMIT = { max: 60, timeWindowMs: 15 * 60 * 1000 };

/** Boundaries, part headers and the few small fields a browser may add around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const UPLOAD_BODY_LIMIT_BYTES = MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES;

/** busboy's words for a body that is not whole, well-formed multipart. */
const MALFORMED_MULTIPART = /unexpected end of|terminated early|malformed|boundary not found|missing boundary/i;

export const FILE_TOO_LARGE_MESSAGE =
  'The file is larger than 10 MB. Choose a smaller file or a photo at lower resolution.';

/**
 * The five upload endpoints of the original clients' API contract:
 * `POST /api/ApplicationFormData/<Kind>`, multipart with the file in `Image`, answering
 * `{ response: <reference> }`. Five static routes, not `/:kind`, so they cannot shadow the other
 * routes under the same prefix (CreateApplicationForm and friends).
 */
export async function documentsRoutes(app: FastifyInstance) {
  // Multipart is parsed only inside this plugin: no other endpoint accepts file uploads.
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    // We read the stream ourselves and refuse a truncated file with our own 413.
    throwFileSizeLimit: false,
  });

  const temporaryDirectory = join(app.config.dataDir, TEMPORARY_UPLOADS_DIRECTORY);
  const staleFiles = await prepareTemporaryUploadDirectory(temporaryDirectory);
  if (staleFiles > 0) app.log.warn({ count: staleFiles }, 'removed temporary upload files left by an earlier run');

  // One limiter shared by the five routes (route-level config would give each route its own count).
  const limitUploadRate = app.rateLimitsEnabled
    ? app.rateLimit({ max: UPLOAD_RATE_LIMIT.max, timeWindow: UPLOAD_RATE_LIMIT.timeWindowMs })
    : undefined;

  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const { kind, label } of DOCUMENT_KINDS) {
    typed.post(
      `/${kind}`,
      {
        bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
        onRequest: limitUploadRate ? [limitUploadRate, refuseBeforeReading] : [refuseBeforeReading],
        schema: {
          summary: `Upload the ${label} for a booking: answers its reference`,
          operationId: `upload${kind}`,
          // Read by the route itself (streamed to disk), so Fastify validates no body; documented here.
          multipartFile: {
            field: UPLOAD_FIELD_NAME,
            contentTypes: ACCEPTED_DOCUMENT_TYPES,
            maxBytes: MAX_DOCUMENT_BYTES,
          },
          response: { 200: DocumentUploadedSchema, ...errorResponses(429) },
        },
      },
      async (request, reply) => {
        const file = await receiveUploadedFile(request, reply, temporaryDirectory);
        try {
          return await uploadDocument(
            { db: app.database.db, store: app.documentStore, clock: app.clock, logger: request.log },
            { kind, path: file.path, fileName: file.fileName },
          );
        } finally {
          await removeTemporaryUpload(file.path, request.log);
        }
      },
    );
  }
}

/** Refuses what can be refused from the headers alone, before a byte of the body is read. */
async function refuseBeforeReading(request: FastifyRequest, reply: FastifyReply) {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpProblem(
      'unsupported_media_type',
      `Send the document as multipart/form-data, with the file in the field '${UPLOAD_FIELD_NAME}'.`,
    );
  }
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > UPLOAD_BODY_LIMIT_BYTES) {
    // The unread body would otherwise be left on a keep-alive connection.
    reply.header('connection', 'close');
    throw new HttpProblem('payload_too_large', FILE_TOO_LARGE_MESSAGE);
  }
}

/**
 * Streams the file in field `Image` to a temporary file in `directory` as it arrives (never whole in
 * memory) and answers its path; the caller removes it. Refusals remove it first.
 */
async function receiveUploadedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  directory: string,
): Promise<{ path: string; fileName: string }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartProblem(request, reply, error);
  }
  if (!part) {
    throw new HttpProblem(
      'validation_failed',
      `No file was sent. Put the document in the field '${UPLOAD_FIELD_NAME}'.`,
      [{ path: UPLOAD_FIELD_NAME, message: 'Choose a file to upload.' }],
    );
  }
  // Matched case-insensitively, as the original server bound form fields (`image` or `Image`).
  if (part.fieldname.toLowerCase() !== UPLOAD_FIELD_NAME.toLowerCase()) {
    part.file.resume();
    throw new HttpProblem(
      'validation_failed',
      `The file must be sent in the field '${UPLOAD_FIELD_NAME}', not '${part.fieldname.slice(0, 50)}'.`,
      [{ path: UPLOAD_FIELD_NAME, message: 'Choose a file to upload.' }],
    );
  }
  let written: { path: string; size: number };
  try {
    written = await writeTemporaryUpload(directory, part.file);
  } catch (error) {
    throw multipartProblem(request, reply, error);
  }
  // Busboy stops at the fileSize limit and marks the stream truncated rather than failing it.
  if (part.file.truncated) {
    await removeTemporaryUpload(written.path, request.log);
    reply.header('connection', 'close');
    throw new HttpProblem('payload_too_large', FILE_TOO_LARGE_MESSAGE);
  }
  if (written.size === 0) {
    await removeTemporaryUpload(written.path, request.log);
    throw new HttpProblem('validation_failed', 'The file is empty. Choose the document again.', [
      { path: UPLOAD_FIELD_NAME, message: 'The file is empty.' },
    ]);
  }
  return { path: written.path, fileName: part.filename };
}

/** The multipart plugin's errors, in our words; anything unexpected passes on unchanged. */
function multipartProblem(request: FastifyRequest, reply: FastifyReply, error: unknown): unknown {
  const errors = request.server.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) {
    reply.header('connection', 'close');
    return new HttpProblem('payload_too_large', FILE_TOO_LARGE_MESSAGE);
  }
  if (
    error instanceof errors.FilesLimitError ||
    error instanceof errors.PartsLimitError ||
    error instanceof errors.FieldsLimitError
  ) {
    return new HttpProblem('payload_too_large', `Send one file per request, in the field '${UPLOAD_FIELD_NAME}'.`);
  }
  if (error instanceof errors.InvalidMultipartContentTypeError) {
    return new HttpProblem(
      'unsupported_media_type',
      `Send the document as multipart/form-data, with the file in the field '${UPLOAD_FIELD_NAME}'.`,
    );
  }
  // A body cut short or not multipart at all: busboy says so in a plain Error (no errno code, unlike
  // a disk or socket failure), which was a 500 that lost nothing but told the client nothing.
  if (error instanceof Error && !('code' in error) && MALFORMED_MULTIPART.test(error.message)) {
    return new HttpProblem('validation_failed', 'The upload arrived incomplete or malformed. Try again.', [
      { path: UPLOAD_FIELD_NAME, message: 'The upload arrived incomplete. Choose the file again.' },
    ]);
  }
  // The client went away mid-upload (tab closed, signal lost): not a fault of ours to log as one.
  const clientAborted = request.raw.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET';
  if (clientAborted || (error instanceof Error && 'statusCode' in error && error.statusCode === 400)) {
    return new HttpProblem('validation_failed', 'The upload arrived incomplete or malformed. Try again.');
  }
  return error;
}
