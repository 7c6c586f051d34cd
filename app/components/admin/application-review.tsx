import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { INFO_BOX, TEXT_LINK } from './admin-styles.ts';
import { ApplicationDocuments } from './application-documents.tsx';
import { documentCardId } from './document-entries.ts';
import { InsuranceExpiryEditor } from './insurance-expiry-editor.tsx';
import { ReopenPanel } from './reopen-panel.tsx';

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
 * The review on the details page: the open or answered request for corrections (each document in
 * it a link to its card), the documents with their previews and, while the application is
 * pending, each one's review beside it; reopening once it is decided, and the insurance
 * certificate's expiry date. Each posts to the page's clientAction, after which React Router loads
 * the application again.
 */
export function ApplicationReview({
  application,
}: {
  application: Pick<
    ApplicationDetails,
    'id' | 'reference' | 'status' | 'reviewStatus' | 'corrections' | 'insuranceExpiresOn' | 'documents' | 'personalInfo'
  >;
}) {
  const status = application.reviewStatus ?? application.status;
  const corrections = application.corrections;
  return (
    <div className="space-y-4">
      {corrections ? (
        <section aria-labelledby="corrections-state-heading" className={INFO_BOX}>
          <h2 id="corrections-state-heading" className="text-lg font-bold">
            {corrections.state === 'Open' ? 'Waiting for new documents' : 'New documents received'}
          </h2>
          <p className="mt-1">
            Requested {formatDateTime(corrections.requestedAt)}
            {corrections.requestedBy ? ` by ${corrections.requestedBy}` : ''}
            {corrections.receivedAt ? `; received ${formatDateTime(corrections.receivedAt)}` : ''}.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {corrections.documents.map((document) => (
              <li key={document.kind} className="[overflow-wrap:anywhere]">
                <a href={`#${documentCardId(document.kind)}`} className={TEXT_LINK}>
                  {corrections.state === 'Received' ? `New ${document.label}` : document.label}
                </a>
                : {document.reason}
              </li>
            ))}
          </ul>
          {corrections.message ? <p className="mt-2 [overflow-wrap:anywhere]">Message: {corrections.message}</p> : null}
        </section>
      ) : null}
      <ApplicationDocuments application={application} reviewing={status === 'Pending'} />
      {status === 'Accepted' || status === 'Rejected' ? <ReopenPanel application={application} /> : null}
      <InsuranceExpiryEditor applicationId={application.id} expiresOn={application.insuranceExpiresOn} />
    </div>
  );
}
