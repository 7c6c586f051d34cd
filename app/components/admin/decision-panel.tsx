import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DECISION_ACTIONS, type ApplicationDetails } from '../../../domain/admin.schema.ts';
import { ACCEPT_BUTTON, REJECT_BUTTON } from './admin-styles.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { decideApplication, failureMessage } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { useSignInAgain } from '../../lib/admin-session.ts';
import { decisionState } from './decision-notice.ts';

type Choice = 'accept' | 'reject';

const MAX_REASON = 1000;

/**
 * Accept and Reject while the application is pending, each after a confirmation.
 * The action codes are the original server's (0 accept, 1 reject; docs/api-contract.md). When another
 * admin decided first the server answers 409 and `onConflict` reloads the page to show the outcome.
 */
export function DecisionPanel({
  application,
  onConflict,
}: {
  application: Pick<ApplicationDetails, 'id' | 'reference'>;
  onConflict: () => void;
}) {
  const [open, setOpen] = useState<Choice | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const navigate = useNavigate();
  const signInAgainOn401 = useSignInAgain();

  function choose(choice: Choice) {
    setError(undefined);
    setOpen(choice);
  }

  function dismiss() {
    if (sending) return;
    setOpen(null);
    setError(undefined);
  }

  async function confirm() {
    if (!open || sending) return;
    if (reason.length > MAX_REASON) {
      setError(`Use at most ${MAX_REASON} characters for the reason.`);
      return;
    }
    setSending(true);
    setError(undefined);
    const trimmed = reason.trim();
    const result = await decideApplication({
      id: application.id,
      status: DECISION_ACTIONS[open],
      ...(open === 'reject' && trimmed ? { reason: trimmed } : {}),
    });
    setSending(false);
    if (result.status === 'success') {
      void navigate(ADMIN_PATHS.allApplications, {
        state: decisionState({ reference: application.reference, status: result.data.status }),
      });
      return;
    }
    if (signInAgainOn401(result)) return;
    if (result.status === 'error' && result.httpStatus === 409) {
      setOpen(null);
      onConflict();
      return;
    }
    setError(failureMessage(result));
  }

  return (
    <section
      aria-labelledby="decision-heading"
      className="rounded-lg border-2 border-gold-500 bg-white p-4 shadow-sm md:p-6"
    >
      <h2 id="decision-heading" className="text-xl font-bold">
        Decision
      </h2>
      <p className="mt-1 text-slate-700">This application waits for review. The applicant is e-mailed your decision.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={ACCEPT_BUTTON} onClick={() => choose('accept')}>
          Accept
        </button>
        <button type="button" className={REJECT_BUTTON} onClick={() => choose('reject')}>
          Reject
        </button>
      </div>

      <ConfirmDialog
        open={open === 'accept'}
        title={`Accept application ${application.reference}?`}
        confirmLabel="Accept application"
        confirmClassName={ACCEPT_BUTTON}
        busy={sending}
        error={open === 'accept' ? error : undefined}
        onConfirm={() => void confirm()}
        onDismiss={dismiss}
      >
        <p>The applicant will be e-mailed that the application was accepted. This cannot be undone.</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'reject'}
        title={`Reject application ${application.reference}?`}
        confirmLabel="Reject application"
        confirmClassName={REJECT_BUTTON}
        busy={sending}
        error={open === 'reject' ? error : undefined}
        onConfirm={() => void confirm()}
        onDismiss={dismiss}
        initialFocus={reasonRef}
      >
        <p>The applicant will be e-mailed that the application was rejected. This cannot be undone.</p>
        <TextareaField
          ref={reasonRef}
          id="reject-reason"
          label="Reason (optional)"
          help="Sent to the applicant with the decision."
          value={reason}
          maxLength={MAX_REASON}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </section>
  );
}
