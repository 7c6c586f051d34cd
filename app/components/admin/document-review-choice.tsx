import { COMMON_CORRECTION_REASONS, type DocumentKind } from '../../../domain/applicant-status.schema.ts';
import { RadioGroup } from '../ui/radio-group.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextField } from '../ui/text-field.tsx';

export const OTHER_REASON = 'other';
const REASON_OPTIONS = [
  ...COMMON_CORRECTION_REASONS.map((reason) => ({ value: reason, label: reason })),
  { value: OTHER_REASON, label: 'Another reason (type it)' },
];
const VERDICTS = [
  { value: 'fine', label: 'Fine' },
  { value: 'replace', label: 'To be replaced' },
] as const;

export type Review = { verdict: 'fine' | 'replace'; choice: string; other: string };

export function reasonOf(review: Review): string {
  return review.choice === OTHER_REASON ? review.other : review.choice;
}

/** The field a missing reason is on: the list of reasons, or the typed one. */
export function reasonFieldId(kind: DocumentKind, review: Review): string {
  return review.choice === OTHER_REASON ? `review-${kind}-other` : `review-${kind}-reason`;
}

/**
 * One document's review, under its preview: fine or to be replaced, and then why, picked from the
 * common reasons or typed. The group is named by the document (its card's heading shows the name).
 */
export function DocumentReviewChoice({
  kind,
  label,
  review,
  error,
  onChange,
}: {
  kind: DocumentKind;
  label: string;
  review: Review;
  error: string | undefined;
  onChange: (patch: Partial<Review>) => void;
}) {
  return (
    <div className="mt-auto border-t border-slate-300 pt-2">
      <RadioGroup
        id={`review-${kind}`}
        name={`review-${kind}`}
        legend={<span className="sr-only">{label}</span>}
        options={VERDICTS}
        value={review.verdict}
        onChange={(value) => onChange({ verdict: value === 'replace' ? 'replace' : 'fine' })}
      />
      {review.verdict === 'replace' ? (
        <div className="mt-3 grid gap-3">
          <SelectField
            id={`review-${kind}-reason`}
            label={`Reason to replace the ${label}`}
            placeholder="Choose a reason"
            options={REASON_OPTIONS}
            required
            value={review.choice}
            error={review.choice === OTHER_REASON ? undefined : error}
            onChange={(event) => onChange({ choice: event.target.value })}
          />
          {review.choice === OTHER_REASON ? (
            <TextField
              id={`review-${kind}-other`}
              label="The reason, in your words"
              required
              maxLength={300}
              value={review.other}
              error={error}
              onChange={(event) => onChange({ other: event.target.value })}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
