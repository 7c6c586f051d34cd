import { useId, useRef, useState } from 'react';
import { RevokePassRequestSchema } from '../../../domain/access-pass.schema.ts';
import type { ApplicationDetails } from '../../../domain/admin.schema.ts';
import { useSubmission } from '../../lib/submission.ts';
import { TextareaField } from '../ui/textarea-field.tsx';
import { formatDate, formatDateTime } from './admin-format.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './admin-styles.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Facts } from './facts.tsx';
import type { ReviewPost } from './review-actions.ts';

type Application = Pick<ApplicationDetails, 'id' | 'reference' | 'accessPass'>;
type Action = 'revoke' | 'reissue';

/**
 * An accepted customer's access pass: its code, the day it opens the yard from and whether it is
 * revoked; Revoke (with the reason, kept in the history) and Reissue (a new code, e-mailed to the
 * customer), each asked first. Nothing shows before the first pass, issued at the countersignature.
 */
export function AccessPassPanel({ application }: { application: Application }) {
  const pass = application.accessPass;
  const [action, setAction] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();
  const acting = useSubmission({ onDone: () => setAction(null) });
  if (!pass) return null;
  const live = pass.revokedAt === null;

  function open(next: Action) {
    acting.clear();
    setReason('');
    setReasonError(undefined);
    setAction(next);
  }

  function confirm() {
    if (acting.pending || !action) return;
    if (action === 'reissue') {
      const post: ReviewPost = { intent: 'reissue-pass', request: { id: application.id } };
      acting.submit(post);
      return;
    }
    const parsed = RevokePassRequestSchema.safeParse({ id: application.id, reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      reasonRef.current?.focus();
      return;
    }
    const post: ReviewPost = { intent: 'revoke-pass', request: parsed.data };
    acting.submit(post);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-300 p-3">
      <h3 id={headingId} className="text-lg font-semibold">
        Access pass
      </h3>
      <div className="mt-2 space-y-3" data-testid="access-pass">
        <Facts
          items={[
            [
              'Code',
              <span key="code" className="font-mono text-xl font-bold tracking-widest">
                {pass.code}
              </span>,
            ],
            ['Valid from', formatDate(pass.validFrom)],
            [
              'State',
              live
                ? `In force since ${formatDateTime(pass.issuedAt)}`
                : `Revoked ${formatDateTime(pass.revokedAt ?? '')}: ${pass.revokedReason ?? ''}`,
            ],
          ]}
        />
        <div className="flex flex-wrap gap-3">
          {live ? (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => open('revoke')}>
              Revoke the pass
            </button>
          ) : null}
          <button type="button" className={SECONDARY_BUTTON} onClick={() => open('reissue')}>
            Reissue the pass
          </button>
        </div>
      </div>

      <ConfirmDialog
        open={action !== null}
        title={
          action === 'revoke'
            ? `Revoke the access pass of ${application.reference}?`
            : `Reissue the access pass of ${application.reference}?`
        }
        confirmLabel={action === 'revoke' ? 'Revoke the pass' : 'Reissue the pass'}
        confirmClassName={PRIMARY_BUTTON}
        busy={acting.pending}
        error={acting.failure?.message}
        onConfirm={confirm}
        onDismiss={() => !acting.pending && setAction(null)}
        {...(action === 'revoke' ? { initialFocus: reasonRef } : {})}
      >
        {action === 'revoke' ? (
          <>
            <p>Code {pass.code} stops opening the gate at once. The customer is not e-mailed.</p>
            <TextareaField
              ref={reasonRef}
              id="revoke-pass-reason"
              label="Why the pass is revoked"
              help="Kept in the application's history."
              required
              maxLength={500}
              value={reason}
              error={reasonError}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
            />
          </>
        ) : (
          <p>
            {live ? `Code ${pass.code} stops opening the gate, and a` : 'A'} new code is e-mailed to the customer in
            their language.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
