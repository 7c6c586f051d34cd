import type { z } from 'zod';
import type { ApplicationDetails, ApplicationDocumentSchema } from '../../../domain/admin.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { TEXT_LINK } from './admin-styles.ts';
import { formatFileSize } from './admin-format.ts';

type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

/**
 * The five documents through the authenticated document route: images inline, PDFs as a download.
 * Images load from the application's `*Path` URL alone, as any client of the API would show them
 * (an <img> sends the session cookie, no header). Each view is audited server-side.
 */
export function ApplicationDocuments({
  documents,
  paths,
}: {
  documents: readonly ApplicationDocument[];
  paths: ApplicationDetails['personalInfo'];
}) {
  return (
    <div>
      <h3 className="mb-2 text-lg font-semibold">Documents</h3>
      {documents.length === 0 ? (
        <p className="text-slate-700">No documents are attached.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {documents.map((document) => {
            const isImage = document.contentType.startsWith('image/');
            const field = DOCUMENT_KINDS.find((candidate) => candidate.kind === document.kind)?.field;
            const src = (field && paths[field]) || document.url;
            const kindText = isImage ? document.contentType.replace('image/', '').toUpperCase() : 'PDF';
            return (
              <li key={document.kind} className="rounded-md border border-slate-300 p-3">
                <p className="font-semibold">{document.label}</p>
                <p className="text-sm text-slate-700">
                  {kindText}, {formatFileSize(document.size)}
                </p>
                {isImage ? (
                  <>
                    <img
                      src={src}
                      alt={document.label}
                      loading="lazy"
                      className="mt-2 max-h-80 w-full rounded border border-slate-200 bg-navy-50 object-contain"
                    />
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noopener"
                      aria-label={`Open full size: ${document.label} (new tab)`}
                      className={`mt-1 inline-flex min-h-11 items-center ${TEXT_LINK}`}
                    >
                      Open full size (new tab)
                    </a>
                  </>
                ) : (
                  // The server sends PDFs as attachments (a PDF can carry script); the browser
                  // saves it and opens it in its own viewer.
                  <a href={document.url} download className={`mt-2 inline-flex min-h-11 items-center ${TEXT_LINK}`}>
                    Download {document.label} (PDF)
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
