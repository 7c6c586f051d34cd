import { useState, type FormEvent } from 'react';
import { RequestCorrectionsSchema, type DocumentKind } from '../../../domain/applicant-status.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { TextareaField } from '../ui/textarea-field.tsx';
import { useSubmission } from '../../lib/submission.ts';
import { PRIMARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import { DocumentCard } from './document-card.tsx';
import type { DocumentEntry } from './document-entries.ts';
import { DocumentReviewChoice, reasonFieldId, reasonOf, type Review } from './document-review-choice.tsx';
import type { ReviewPost } from './review-actions.ts';

type Reviews = Record<DocumentKind, Review>;

function freshReviews(): Reviews {
  return Object.fromEntries(
    DOCUMENT_KINDS.map(({ kind }) => [kind, { verdict: 'fine', choice: '', other: '' }]),
  ) as Reviews;
}

/**
 * The documents of a pending application, each with its review beside its preview: fine or to be
 * replaced, with a reason picked from the common ones or typed. One request goes to the applicant,
 * who is e-mailed each document and reason with the private link. Checked with the endpoint's own
 * schema first.
 */
export function DocumentReviewForm({ applicationId, entries }: { applicationId: number; entries: DocumentEntry[] }) {
  const [reviews, setReviews] = useState<Reviews>(freshReviews);
  const [message, setMessage] = useState('');
  const [reasonErrors, setReasonErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const requesting = useSubmission({
    onDone: () => {
      setReviews(freshReviews());
      setMessage('');
    },
  });

  function change(kind: DocumentKind, patch: Partial<Review>) {
    setReviews((current) => ({ ...current, [kind]: { ...current[kind], ...patch } }));
    setReasonErrors((current) => ({ ...current, [kind]: undefined }));
    setFormError(undefined);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requesting.pending) return;
    const documents = DOCUMENT_KINDS.filter(({ kind }) => reviews[kind].verdict === 'replace').map(({ kind }) => ({
      kind,
      reason: reasonOf(reviews[kind]),
    }));
    const parsed = RequestCorrectionsSchema.safeParse({
      id: applicationId,
      documents,
      ...(message.trim() ? { message } : {}),
    });
    if (!parsed.success) {
      const errors: Partial<Record<DocumentKind, string>> = {};
      let other: string | undefined;
      for (const issue of parsed.error.issues) {
        const [first, index] = issue.path;
        const kind = first === 'documents' && typeof index === 'number' ? documents[index]?.kind : undefined;
        if (kind) errors[kind] ??= issue.message;
        else other ??= issue.message;
      }
      setReasonErrors(errors);
      setFormError(other);
      const firstKind = DOCUMENT_KINDS.find(({ kind }) => errors[kind])?.kind;
      if (firstKind) document.getElementById(reasonFieldId(firstKind, reviews[firstKind]))?.focus();
      return;
    }
    const post: ReviewPost = { intent: 'request-corrections', request: parsed.data };
    requesting.submit(post);
  }

  return (
    <form noValidate onSubmit={send} className="space-y-4">
      <p className="text-slate-700">
        Mark the documents to be replaced, with a reason. The applicant is e-mailed one request listing each document
        and reason, with their private link to upload the new ones.
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.kind}>
            <DocumentCard entry={entry}>
              <DocumentReviewChoice
                kind={entry.kind}
                label={entry.label}
                review={reviews[entry.kind]}
                error={reasonErrors[entry.kind]}
                onChange={(patch) => change(entry.kind, patch)}
              />
            </DocumentCard>
          </li>
        ))}
      </ul>
      <TextareaField
        id="review-message"
        label="Message to the applicant (optional)"
        help="Added to the e-mail, above the list of documents."
        maxLength={1000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <FailureAlert message={formError ?? requesting.failure?.message} />
      <button type="submit" className={PRIMARY_BUTTON} aria-disabled={requesting.pending || undefined}>
        {requesting.pending ? 'Sending…' : 'Request corrections'}
      </button>
    </form>
  );
}
