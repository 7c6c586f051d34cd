import { DocumentUploadedSchema, type DocumentUploaded } from '../../domain/booking.schema.ts';
import { ACCEPTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, type DocumentKind } from '../../domain/documents.ts';
import type { Language } from '../../domain/language.ts';
import { i18nFor } from '../i18n/i18n.tsx';
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
  // Aborted while it waited its turn (a newer choice for the same document): nothing to send.
  if (options.signal?.aborted) return Promise.resolve({ status: 'aborted' });
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
 * The refusal is worded in `language`, the page's.
 */
export function refuseDocumentFile(file: File, language: Language = 'en'): string | null {
  const { t, intl } = i18nFor(language);
  const fileName = file.name;
  if (file.size > MAX_DOCUMENT_BYTES) {
    return t('booking.upload.tooBig', {
      fileName,
      size: intl.formatNumber(megabytesRoundedUp(file.size), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      limit: MAX_DOCUMENT_BYTES / (1024 * 1024),
    });
  }
  if (file.size === 0) return t('booking.upload.empty', { fileName });
  const knownType = (ACCEPTED_DOCUMENT_TYPES as readonly string[]).includes(file.type);
  if (!knownType && !ACCEPTED_EXTENSIONS.test(file.name)) return t('booking.upload.wrongType', { fileName });
  return null;
}

/** Rounded up to a tenth, so a file just over the limit never reads as exactly 10.0 MB. */
function megabytesRoundedUp(bytes: number): number {
  return Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
}
