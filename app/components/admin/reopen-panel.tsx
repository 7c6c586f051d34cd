import { useRef, useState } from 'react';
import { ReopenApplicationSchema } from '../../../domain/applicant-status.schema.ts';
import { TextareaField } from '../ui/textarea-field.tsx';
import { reopenApplication } from '../../lib/applicant-review-api.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useAdminAction } from './use-admin-action.ts';

/**
 * Reopen a decided application: it returns to pending review and can be decided again.
 * The reason is required; it goes into the history and to the applicant.
 */
export function ReopenPanel({
  application,
  onReopened,
}: {
  application: { id: number; reference: string };
  onReopened: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const action = useAdminAction();

  async function confirm() {
    const parsed = ReopenApplicationSchema.safeParse({ id: application.id, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message);
      reasonRef.current?.focus();
      return;
    }
    const done = await action.run(() => reopenApplication(parsed.data));
    if (done) {
      setOpen(false);
      setReason('');
      onReopened();
    }
  }

  return (
    <div>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        onClick={() => {
          action.setError(undefined);
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
        busy={action.sending}
        error={action.error}
        onConfirm={() => void confirm()}
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
