import { useState, type FormEvent } from 'react';
import {
  COMMON_CORRECTION_REASONS,
  RequestCorrectionsSchema,
  type DocumentKind,
} from '../../../domain/applicant-status.schema.ts';
import { DOCUMENT_KINDS } from '../../../domain/documents.ts';
import { RadioGroup } from '../ui/radio-group.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { useSubmission } from '../../lib/submission.ts';
import { PRIMARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import type { ReviewPost } from './review-actions.ts';

const OTHER_REASON = 'other';
const REASON_OPTIONS = [
  ...COMMON_CORRECTION_REASONS.map((reason) => ({ value: reason, label: reason })),
  { value: OTHER_REASON, label: 'Another reason (type it)' },
];
const VERDICTS = [
  { value: 'fine', label: 'Fine' },
  { value: 'replace', label: 'To be replaced' },
] as const;

type Review = { verdict: 'fine' | 'replace'; choice: string; other: string };
type Reviews = Record<DocumentKind, Review>;

function freshReviews(): Reviews {
  return Object.fromEntries(
    DOCUMENT_KINDS.map(({ kind }) => [kind, { verdict: 'fine', choice: '', other: '' }]),
  ) as Reviews;
}

function reasonOf(review: Review): string {
  return review.choice === OTHER_REASON ? review.other : review.choice;
}

/**
 * Per-document review: each of the five documents is fine or to be replaced, with a
 * reason picked from the common ones or typed; one request goes to the applicant, who is e-mailed
 * each document and reason with the private link. Checked with the endpoint's own schema first.
 */
export function DocumentReviewPanel({ applicationId }: { applicationId: number }) {
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
    <section
      aria-labelledby="document-review-heading"
      className="rounded-lg border-2 border-navy-300 bg-white p-4 md:p-6"
    >
      <h2 id="document-review-heading" className="text-xl font-bold">
        Document review
      </h2>
      <p className="mt-1 text-slate-700">
        Mark the documents to be replaced, with a reason. The applicant is e-mailed one request listing each document
        and reason, with their private link to upload the new ones.
      </p>
      <form noValidate onSubmit={send} className="mt-4 space-y-4">
        {DOCUMENT_KINDS.map(({ kind, label }) => {
          const review = reviews[kind];
          return (
            <div key={kind} className="rounded-md border border-slate-300 p-3">
              <RadioGroup
                id={`review-${kind}`}
                name={`review-${kind}`}
                legend={label}
                options={VERDICTS}
                value={review.verdict}
                onChange={(value) => change(kind, { verdict: value === 'replace' ? 'replace' : 'fine' })}
              />
              {review.verdict === 'replace' ? (
                <div className="mt-3 grid gap-3 md:grid-cols-2">
                  <SelectField
                    id={`review-${kind}-reason`}
                    label={`Reason to replace the ${label}`}
                    placeholder="Choose a reason"
                    options={REASON_OPTIONS}
                    required
                    value={review.choice}
                    error={review.choice === OTHER_REASON ? undefined : reasonErrors[kind]}
                    onChange={(event) => change(kind, { choice: event.target.value })}
                  />
                  {review.choice === OTHER_REASON ? (
                    <TextField
                      id={`review-${kind}-other`}
                      label="The reason, in your words"
                      required
                      maxLength={300}
                      value={review.other}
                      error={reasonErrors[kind]}
                      onChange={(event) => change(kind, { other: event.target.value })}
                    />
                  ) : null}
                </div>
              ) : null}
            </div>
          );
        })}
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
    </section>
  );
}

function reasonFieldId(kind: DocumentKind, review: Review): string {
  return review.choice === OTHER_REASON ? `review-${kind}-other` : `review-${kind}-reason`;
}
