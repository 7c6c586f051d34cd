import type { EarlierDocument } from '../../../domain/admin.schema.ts';
import { TEXT_LINK } from './admin-styles.ts';

const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
});

function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/**
 * Documents replaced through a correction: kept, and listed here, until the retention
 * schedule removes them, so the admin can compare the old and the new. Opened through the
 * authenticated route (each view audited), as a download: the file may be a PDF.
 */
export function EarlierDocuments({ documents }: { documents: readonly EarlierDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 text-lg font-semibold">Earlier versions</h3>
      <ul className="space-y-2">
        {documents.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center gap-x-3">
            <span className="font-semibold">{document.label}</span>
            <span className="text-sm text-slate-700">
              uploaded {formatDateTime(document.uploadedAt)}, replaced {formatDateTime(document.replacedAt)}
            </span>
            <a
              href={document.url}
              download
              className={`inline-flex min-h-11 items-center ${TEXT_LINK}`}
              aria-label={`Download the earlier ${document.label} (replaced ${formatDateTime(document.replacedAt)})`}
            >
              Download
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
