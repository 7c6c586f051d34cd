import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { DocumentCard } from './document-card.tsx';
import { documentEntries } from './document-entries.ts';
import { DocumentReviewForm } from './document-review-form.tsx';

/**
 * The five documents of an application, each a card with its preview; while the application is
 * pending, each card also holds that document's review, so the choice is made beside what it is
 * about.
 */
export function ApplicationDocuments({
  application,
  reviewing,
}: {
  application: Pick<ApplicationDetails, 'id' | 'documents' | 'personalInfo' | 'corrections'>;
  reviewing: boolean;
}) {
  const entries = documentEntries(application);
  return (
    <section aria-labelledby="documents-heading" className="rounded-lg border-2 border-navy-300 bg-white p-4 md:p-6">
      <h2 id="documents-heading" className="mb-3 text-xl font-bold">
        Documents
      </h2>
      {reviewing ? (
        <DocumentReviewForm applicationId={application.id} entries={entries} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.kind}>
              <DocumentCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
