import { useRef, useState } from 'react';
import { ReopenApplicationSchema } from '../../../domain/applicant-status.schema.ts';
import { TextareaField } from '../ui/textarea-field.tsx';
import { useSubmission } from '../../lib/submission.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { ReviewPost } from './review-actions.ts';

/**
 * Reopen a decided application: it returns to pending review and can be decided again.
 * The reason is required; it goes into the history and to the applicant.
 */
export function ReopenPanel({ application }: { application: { id: number; reference: string } }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reopening = useSubmission({
    onDone: () => {
      setOpen(false);
      setReason('');
    },
  });

  function confirm() {
    if (reopening.pending) return;
    const parsed = ReopenApplicationSchema.safeParse({ id: application.id, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message);
      reasonRef.current?.focus();
      return;
    }
    const post: ReviewPost = { intent: 'reopen', request: parsed.data };
    reopening.submit(post);
  }

  return (
    <div>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={() => {
          reopening.clear();
          setReasonError(undefined);
          setOpen(true);
        }}
      >
        Reopen
      </button>
      <ConfirmDialog
        open={open}
        title={`Reopen application ${application.reference}?`}
        confirmLabel="Reopen application"
        confirmClassName={PRIMARY_BUTTON}
        busy={reopening.pending}
        error={reopening.failure?.message}
        onConfirm={confirm}
        onDismiss={() => setOpen(false)}
        initialFocus={reasonRef}
      >
        <p>The application returns to pending review and can be decided again. The applicant is told.</p>
        <TextareaField
          ref={reasonRef}
          id="reopen-reason"
          label="Reason"
          required
          help="Kept in the history and sent to the applicant."
          maxLength={1000}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      </ConfirmDialog>
    </div>
  );
}
