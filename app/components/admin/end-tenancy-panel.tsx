import { useId, useRef, useState, type FormEvent } from 'react';
import { EndTenancyRequestSchema } from '../../../domain/yards.schema.ts';
import { DateField } from '../ui/date-field.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { useSubmission } from '../../lib/submission.ts';
import { formatDate } from './admin-format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';
import type { ReviewPost } from './review-actions.ts';

type Field = 'moveOutDate' | 'reason';

/**
 * An accepted application's tenancy: its move-out date once set, and the form that sets or
 * corrects it. The spaces are free from that day, and the yard's waitlist is offered them.
 */
export function EndTenancyPanel({
  application,
}: {
  application: { id: number; moveOutDate?: string | null | undefined };
}) {
  const [editing, setEditing] = useState(false);
  const [moveOutDate, setMoveOutDate] = useState(application.moveOutDate ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const dateRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const ending = useSubmission({
    onDone: () => {
      setEditing(false);
      requestAnimationFrame(() => openRef.current?.focus());
    },
  });

  function start() {
    ending.clear();
    setErrors({});
    setEditing(true);
    requestAnimationFrame(() => dateRef.current?.focus());
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ending.pending) return;
    const parsed = EndTenancyRequestSchema.safeParse({ id: application.id, moveOutDate, reason });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'moveOutDate' || field === 'reason') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      (found.moveOutDate ? dateRef : reasonRef).current?.focus();
      return;
    }
    const post: ReviewPost = { intent: 'end-tenancy', request: parsed.data };
    ending.submit(post);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-300 p-3">
      <h3 id={headingId} className="text-lg font-semibold">
        Tenancy
      </h3>
      {editing ? (
        <form noValidate onSubmit={save} className="mt-2 space-y-3">
          <DateField
            ref={dateRef}
            id="move-out-date"
            label="Move-out date"
            help="The first day the spaces are free again."
            required
            value={moveOutDate}
            error={errors.moveOutDate}
            onChange={(event) => {
              setMoveOutDate(event.target.value);
              setErrors((previous) => ({ ...previous, moveOutDate: undefined }));
            }}
          />
          <TextareaField
            ref={reasonRef}
            id="move-out-reason"
            label="Why the tenancy ends"
            help="Kept in the application's history."
            required
            maxLength={1000}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.target.value);
              setErrors((previous) => ({ ...previous, reason: undefined }));
            }}
          />
          <FailureAlert message={ending.failure?.message} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={PRIMARY_BUTTON} aria-disabled={ending.pending || undefined}>
              {ending.pending ? 'Saving…' : 'End the tenancy'}
            </button>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p data-testid="move-out-date">
            {application.moveOutDate
              ? `Ends: the spaces are free from ${formatDate(application.moveOutDate)}.`
              : 'Runs month to month; no move-out date is set.'}
          </p>
          <button ref={openRef} type="button" className={SECONDARY_BUTTON} onClick={start}>
            {application.moveOutDate ? 'Change the move-out date' : 'End the tenancy'}
          </button>
        </div>
      )}
    </section>
  );
}
