import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DOCUMENT_KINDS, type DocumentField, type DocumentKind } from '../../../domain/documents.ts';
import type { Language } from '../../../domain/language.ts';
import type { FileUploadView } from '../../components/ui/file-upload-field.tsx';
import { i18nFor, useI18n } from '../../i18n/i18n.tsx';
import type { DraftDocument } from '../../lib/booking-draft.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import { isPhotoFile, shrinkPhoto } from '../../lib/shrink-photo.ts';
import { refuseDocumentFile, uploadDocument, type UploadResult } from '../../lib/upload.ts';
import { failureText } from './failure-text.ts';

/** What an English page says when an upload finds no network (a French page says it in French). */
export const NETWORK_UPLOAD_MESSAGE = i18nFor('en').t('booking.upload.offline');

type DocumentUpload = { view: FileUploadView; file?: File };
type Uploads = Record<DocumentKind, DocumentUpload>;
export type SavedDocuments = Partial<Record<DocumentKind, DraftDocument>>;

function emptyUploads(): Uploads {
  return Object.fromEntries(DOCUMENT_KINDS.map(({ kind }) => [kind, { view: { phase: 'empty' } }])) as Uploads;
}

function fieldOf(kind: DocumentKind): DocumentField {
  const document = DOCUMENT_KINDS.find((candidate) => candidate.kind === kind);
  if (!document) throw new Error(`Unknown document kind ${kind}`);
  return document.field;
}

function failureMessage(
  result: Exclude<UploadResult, { status: 'success' } | { status: 'aborted' }>,
  language: Language,
): string {
  const { t } = i18nFor(language);
  if (result.status === 'offline') return t('booking.upload.offline');
  const message = failureText(result.error, language);
  if (result.retryAfterSeconds === undefined) return message;
  return t('booking.upload.tryAgainIn', { message, wait: formatRetryWait(result.retryAfterSeconds, language) });
}

/**
 * The five uploads of the booking, kept above the steps so an upload carries on while the person
 * moves to another step. Each choice is sent in turn, one upload at a time: on a weak uplink five
 * at once would share it, and each could outlast the server's limit on one request where one after
 * the other all arrive. A newer choice for the same document aborts the older upload (or its turn).
 * `onReference` puts the server's reference into the form ('' while none).
 */
export function useDocumentUploads(onReference: (field: DocumentField, reference: string) => void) {
  const { t, language } = useI18n();
  const [uploads, setUploads] = useState<Uploads>(emptyUploads);
  const controllers = useRef(new Map<DocumentKind, AbortController>());
  /** The upload sent or waiting last: the next one waits for it to end. */
  const lastInLine = useRef<Promise<unknown>>(Promise.resolve());
  const previewUrls = useRef(new Map<DocumentKind, string>());
  const onReferenceRef = useRef(onReference);
  useEffect(() => {
    onReferenceRef.current = onReference;
  });

  const update = useCallback((kind: DocumentKind, upload: DocumentUpload) => {
    setUploads((current) => ({ ...current, [kind]: upload }));
  }, []);

  const forget = useCallback((kind: DocumentKind) => {
    controllers.current.get(kind)?.abort();
    controllers.current.delete(kind);
    const url = previewUrls.current.get(kind);
    if (url) URL.revokeObjectURL(url);
    previewUrls.current.delete(kind);
  }, []);

  const start = useCallback(
    async (kind: DocumentKind, file: File) => {
      forget(kind);
      const controller = new AbortController();
      controllers.current.set(kind, controller);
      const contentType = file.type;
      // A thumbnail only where the browser can make one; the file name is shown either way.
      const previewUrl =
        contentType.startsWith('image/') && typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(file)
          : undefined;
      if (previewUrl) previewUrls.current.set(kind, previewUrl);
      const base = { fileName: file.name, contentType, previewUrl };
      update(kind, { file, view: { phase: 'uploading', ...base, percent: 0, waiting: true } });
      onReferenceRef.current(fieldOf(kind), '');

      const turn = lastInLine.current.then(() => {
        if (!controller.signal.aborted) update(kind, { file, view: { phase: 'uploading', ...base, percent: 0 } });
        return uploadDocument(kind, file, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) => {
            if (controller.signal.aborted) return;
            const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : null;
            update(kind, { file, view: { phase: 'uploading', ...base, percent } });
          },
        });
      });
      lastInLine.current = turn;
      const result = await turn;
      if (result.status === 'aborted' || controller.signal.aborted) return;
      controllers.current.delete(kind);
      if (result.status === 'success') {
        update(kind, { file, view: { phase: 'uploaded', ...base } });
        onReferenceRef.current(fieldOf(kind), result.data.response);
        return;
      }
      update(kind, { file, view: { phase: 'failed', ...base, message: failureMessage(result, language) } });
    },
    [forget, update, language],
  );

  const send = useCallback(
    (kind: DocumentKind, file: File) => {
      const refusal = refuseDocumentFile(file, language);
      if (refusal) {
        forget(kind);
        update(kind, { view: { phase: 'refused', message: refusal } });
        onReferenceRef.current(fieldOf(kind), '');
        return;
      }
      void start(kind, file);
    },
    [forget, start, update, language],
  );

  /**
   * A photo is made lighter first (app/lib/shrink-photo.ts), shown meanwhile as an upload that has
   * not started; so a phone photo over the size limit is shrunk rather than refused. A newer choice
   * while it is being shrunk wins.
   */
  const choose = useCallback(
    (kind: DocumentKind, file: File) => {
      if (!isPhotoFile(file)) {
        send(kind, file);
        return;
      }
      forget(kind);
      const controller = new AbortController();
      controllers.current.set(kind, controller);
      update(kind, { view: { phase: 'uploading', fileName: file.name, contentType: file.type, percent: null } });
      onReferenceRef.current(fieldOf(kind), '');
      void shrinkPhoto(file).then((prepared) => {
        if (!controller.signal.aborted) send(kind, prepared);
      });
    },
    [forget, send, update],
  );

  const retry = useCallback(
    (kind: DocumentKind) => {
      const file = uploads[kind].file;
      if (file) void start(kind, file);
    },
    [start, uploads],
  );

  /** After a reload the files themselves are gone; their names and references were kept. */
  const restore = useCallback(
    (saved: SavedDocuments, references: Partial<Record<DocumentField, string | undefined>>) => {
      const restored = emptyUploads();
      for (const { kind, field } of DOCUMENT_KINDS) {
        const reference = references[field];
        if (!reference) continue;
        const meta = saved[kind];
        restored[kind] = {
          view: {
            phase: 'uploaded',
            fileName: meta?.fileName ?? t('booking.upload.restoredFile'),
            contentType: meta?.contentType ?? '',
          },
        };
      }
      setUploads(restored);
    },
    [t],
  );

  const clearAll = useCallback(() => {
    for (const { kind } of DOCUMENT_KINDS) forget(kind);
    setUploads(emptyUploads());
  }, [forget]);

  useEffect(() => {
    const ownControllers = controllers.current;
    const ownUrls = previewUrls.current;
    return () => {
      for (const controller of ownControllers.values()) controller.abort();
      for (const url of ownUrls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const savedDocuments = useMemo(() => {
    const saved: SavedDocuments = {};
    for (const { kind } of DOCUMENT_KINDS) {
      const { view } = uploads[kind];
      if (view.phase === 'uploaded') saved[kind] = { fileName: view.fileName, contentType: view.contentType };
    }
    return saved;
  }, [uploads]);

  const views = useMemo(
    () =>
      Object.fromEntries(DOCUMENT_KINDS.map(({ kind }) => [kind, uploads[kind].view])) as Record<
        DocumentKind,
        FileUploadView
      >,
    [uploads],
  );

  return { views, savedDocuments, choose, retry, restore, clearAll };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
