import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AgreementRatesRequestSchema } from '../../../domain/agreement.schema.ts';
import { useSubmission } from '../../lib/submission.ts';
import { TextField } from '../ui/text-field.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import type { ReviewPost } from './review-actions.ts';
import { figureOf } from './yard-capacity-form.tsx';

type Field = 'truckRate' | 'trailerRate';

const LABELS: Record<Field, string> = {
  truckRate: 'Rate per truck space, a month (CAD)',
  trailerRate: 'Rate per trailer space, a month (CAD)',
};

/**
 * New confirmed rates before the agreement is complete. They make a new version: the customer
 * signs again, and the version they may have signed can no longer be countersigned.
 */
export function AgreementRatesForm({
  id,
  rates,
  onClose,
}: {
  id: number;
  rates: Record<Field, number>;
  onClose: () => void;
}) {
  const [values, setValues] = useState({ truckRate: String(rates.truckRate), trailerRate: String(rates.trailerRate) });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const saving = useSubmission({ onDone: onClose });

  // Opened from its button: the first rate takes focus, as the form is what the admin asked for.
  useEffect(() => refs.current.truckRate?.focus(), []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.pending) return;
    const parsed = AgreementRatesRequestSchema.safeParse({
      id,
      truckRate: figureOf(values.truckRate),
      trailerRate: figureOf(values.trailerRate),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'truckRate' || field === 'trailerRate') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      refs.current[found.truckRate ? 'truckRate' : 'trailerRate']?.focus();
      return;
    }
    const post: ReviewPost = { intent: 'agreement-rates', request: parsed.data };
    saving.submit(post);
  }

  return (
    <form noValidate onSubmit={save} className="mt-3 space-y-3">
      <p>A new version of the agreement replaces this one, and the customer signs it again.</p>
      {(['truckRate', 'trailerRate'] as const).map((field) => (
        <TextField
          key={field}
          ref={(input) => {
            refs.current[field] = input;
          }}
          id={`agreement-${field}`}
          label={LABELS[field]}
          inputMode="decimal"
          required
          value={values[field]}
          error={errors[field]}
          onChange={(event) => {
            setValues((previous) => ({ ...previous, [field]: event.target.value }));
            setErrors((previous) => ({ ...previous, [field]: undefined }));
          }}
        />
      ))}
      <FailureAlert message={saving.failure?.message} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={saving.pending || undefined}>
          {saving.pending ? 'Saving…' : 'Make the new version'}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
