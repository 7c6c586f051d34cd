import type { ReactNode } from 'react';
import { formatDateTime, formatFileSize } from './admin-format.ts';
import { documentCardId, type DocumentEntry } from './document-entries.ts';
import { DocumentPreview } from './document-preview.tsx';

function typeOf(contentType: string): string {
  return contentType.startsWith('image/') ? contentType.replace('image/', '').toUpperCase() : 'PDF';
}

/**
 * One document on the details page: its name, type, size and when it came in (marked New when it
 * came as a requested correction), its preview, and beside it whatever the page adds for it (the
 * review's choice while the application is pending).
 */
export function DocumentCard({ entry, children }: { entry: DocumentEntry; children?: ReactNode }) {
  const { document, label, isNew } = entry;
  return (
    <article
      id={documentCardId(entry.kind)}
      aria-labelledby={`${documentCardId(entry.kind)}-heading`}
      className={`flex h-full scroll-mt-4 flex-col gap-2 rounded-md border-2 p-3 ${
        isNew ? 'border-navy-900 bg-navy-50' : 'border-slate-300 bg-white'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${documentCardId(entry.kind)}-heading`} className="font-semibold">
          {label}
        </h3>
        {isNew ? (
          <span className="rounded-full border-2 border-navy-900 bg-white px-2 text-sm font-bold text-navy-900">
            New
          </span>
        ) : null}
      </div>
      {document ? (
        <p className="text-sm text-slate-700">
          {typeOf(document.contentType)}, {formatFileSize(document.size)}
          {document.receivedAt ? `, received ${formatDateTime(document.receivedAt)}` : ''}
        </p>
      ) : null}
      <DocumentPreview entry={entry} />
      {children}
    </article>
  );
}
