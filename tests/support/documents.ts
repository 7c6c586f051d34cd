import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KINDS, type DocumentField, type DocumentKind } from '../../domain/documents.ts';

/** A real JPEG of the given size in pixels, made on the spot (no binary fixtures in the repo). */
export async function makeJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 40, b: 90 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export async function multipartBody(
  file: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(
    options.field ?? 'Image',
    new Blob([new Uint8Array(file)], { type: options.contentType ?? 'image/jpeg' }),
    options.filename ?? 'document.jpg',
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export async function uploadDocument(app: FastifyInstance, kind: DocumentKind, file?: Buffer): Promise<string> {
  const { payload, headers } = await multipartBody(file ?? (await makeJpeg()));
  const response = await app.inject({ method: 'POST', url: `/api/ApplicationFormData/${kind}`, payload, headers });
  if (response.statusCode !== 200) {
    throw new Error(`Upload of ${kind} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ response: string }>().response;
}

/** Uploads the five documents of a booking and answers the references by payload field. */
export async function uploadAllDocuments(app: FastifyInstance): Promise<Record<DocumentField, string>> {
  const jpeg = await makeJpeg();
  const entries = await Promise.all(
    DOCUMENT_KINDS.map(async (document) => [document.field, await uploadDocument(app, document.kind, jpeg)] as const),
  );
  return Object.fromEntries(entries) as Record<DocumentField, string>;
}
