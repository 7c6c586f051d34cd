import type { DocumentEntry } from './document-entries.ts';
import { TEXT_LINK } from './admin-styles.ts';

/** A page with a folded corner and "PDF" on it: what stands for a PDF, which has no thumbnail. */
function PdfIcon() {
  return (
    <svg viewBox="0 0 48 60" aria-hidden="true" focusable="false" className="h-24 w-20 text-navy-900">
      <path d="M2 2h30l14 14v42H2z" fill="white" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <path d="M32 2v14h14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <text x="24" y="44" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
        PDF
      </text>
    </svg>
  );
}

/**
 * A document as the admin first sees it: an image as the server's small thumbnail, a PDF as an
 * icon; the original opens on demand, in a new tab, through the authenticated document route
 * (PDFs too, in the browser's own viewer). Every view is recorded in the audit log.
 */
export function DocumentPreview({ entry }: { entry: DocumentEntry }) {
  const { document, label, originalHref } = entry;
  if (!document || !originalHref) return <p className="mt-2 text-slate-700">Not on file.</p>;
  const isImage = document.contentType.startsWith('image/');
  return (
    <div className="mt-2 flex flex-col items-start gap-1">
      {isImage ? (
        <img
          src={document.thumbnailUrl ?? originalHref}
          alt={label}
          loading="lazy"
          className="max-h-48 max-w-full rounded border border-slate-200 bg-navy-50 object-contain"
        />
      ) : (
        <PdfIcon />
      )}
      <a
        href={originalHref}
        target="_blank"
        rel="noopener"
        aria-label={`Open the original ${label} (${isImage ? 'image' : 'PDF'}, new tab)`}
        className={`inline-flex min-h-11 items-center ${TEXT_LINK}`}
      >
        {isImage ? 'Open the original (new tab)' : 'Open the PDF (new tab)'}
      </a>
    </div>
  );
}
