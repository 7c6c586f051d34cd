import { DocumentUploadedSchema, type DocumentUploaded } from '../../domain/booking.schema.ts';
import { ACCEPTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentKind } from '../../domain/documents.ts';
import { isBrowserOffline, toResult, xsrfHeaders, type ApiResult } from './api-client.ts';

export type UploadResult = ApiResult<DocumentUploaded> | { status: 'aborted' };

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends one booking document (the original clients' API contract: multipart field `Image`).
 * XMLHttpRequest rather than fetch because only it reports upload progress, which a person on a
 * slow mobile link needs to see.
 */
export function uploadDocument(
  kind: DocumentKind,
  file: File,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  if (isBrowserOffline()) return Promise.resolve({ status: 'offline' });
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/ApplicationFormData/${kind}`);
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(xsrfHeaders())) request.setRequestHeader(name, value);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      resolve(
        toResult(
          request.status,
          request.responseText,
          DocumentUploadedSchema,
          request.getResponseHeader('Retry-After'),
        ),
      );
    };
    // Status 0 with an error or timeout event means no HTTP answer arrived at all.
    request.onerror = () => resolve({ status: 'offline' });
    request.ontimeout = () => resolve({ status: 'offline' });
    request.onabort = () => resolve({ status: 'aborted' });

    if (options.signal) {
      if (options.signal.aborted) {
        resolve({ status: 'aborted' });
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }

    const body = new FormData();
    body.append('Image', file, file.name);
    request.send(body);
  });
}

const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/**
 * Checked before sending, so a person on mobile data does not wait for a 30 MB photo only to have
 * it refused. The server checks again, by content (a renamed file passes here and fails there).
 */
export function refuseDocumentFile(file: File): string | null {
  if (file.size > MAX_DOCUMENT_BYTES) {
    return `${file.name} is ${formatMegabytes(file.size)}; the limit is 10 MB. Choose a smaller file, or take the photo at a lower resolution.`;
  }
  if (file.size === 0) return `${file.name} is empty. Choose another file.`;
  const knownType = (ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(file.type);
  if (!knownType && !ACCEPTED_EXTENSIONS.test(file.name)) {
    return `${file.name} is not a JPEG, PNG or PDF file. Choose a photo or a PDF.`;
  }
  return null;
}

export function formatMegabytes(bytes: number): string {
  // Rounded up, so a file just over the limit never reads as exactly 10.0 MB.
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}
