import { useId, useRef, useState, type FormEvent } from 'react';
import { UpdateInsuranceExpirySchema } from '../../../domain/applicant-status.schema.ts';
import { DateField } from '../ui/date-field.tsx';
import { useSubmission } from '../../lib/submission.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import type { ReviewPost } from './review-actions.ts';

const CALENDAR_DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });

function formatCalendarDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : CALENDAR_DATE.format(date);
}

/**
 * The certificate of insurance's expiry date, as the applicant gave it, and a way for
 * the admin to correct it (the reminders go out 30 and 7 days before this date).
 */
export function InsuranceExpiryEditor({
  applicationId,
  expiresOn,
}: {
  applicationId: number;
  expiresOn: string | null;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(expiresOn ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const correctRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  // The page's data is reloaded after the date is saved: the new date comes in as `expiresOn`.
  const saving = useSubmission({
    onDone: () => {
      setSaved(true);
      stopEditing();
    },
  });

  function startEditing() {
    setValue(expiresOn ?? '');
    setFieldError(undefined);
    setSaved(false);
    saving.clear();
    setEditing(true);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => correctRef.current?.focus());
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.pending) return;
    const parsed = UpdateInsuranceExpirySchema.safeParse({ id: applicationId, insuranceExpiresOn: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((issue) => issue.path[0] === 'insuranceExpiresOn')?.message);
      inputRef.current?.focus();
      return;
    }
    const post: ReviewPost = { intent: 'insurance-expiry', request: parsed.data };
    saving.submit(post);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-300 p-3">
      <h3 id={headingId} className="text-lg font-semibold">
        Certificate of insurance expires
      </h3>
      {editing ? (
        <form noValidate onSubmit={save} className="mt-2 space-y-3">
          <DateField
            ref={inputRef}
            id="insurance-expiry-date"
            label="Expiry date"
            required
            value={value}
            error={fieldError}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(undefined);
            }}
          />
          <FailureAlert message={saving.failure?.message} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={PRIMARY_BUTTON} aria-disabled={saving.pending || undefined}>
              {saving.pending ? 'Saving…' : 'Save the date'}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={stopEditing}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p data-testid="insurance-expires-on">
            {expiresOn ? <time dateTime={expiresOn}>{formatCalendarDate(expiresOn)}</time> : 'Not given'}
          </p>
          <button ref={correctRef} type="button" className={SECONDARY_BUTTON} onClick={startEditing}>
            {expiresOn ? 'Correct the date' : 'Enter the date'}
          </button>
          <p role="status" className="basis-full text-sm font-semibold text-green-900">
            {saved ? 'Date saved. Reminders follow the new date.' : ''}
          </p>
        </div>
      )}
    </section>
  );
}
