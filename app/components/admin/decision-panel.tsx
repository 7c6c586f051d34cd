import { useRef, useState } from 'react';
import { DECISION_ACTIONS, type ApplicationDetails } from '../../../domain/admin.schema.ts';
import { ConfirmedRatesSchema } from '../../../domain/agreement.schema.ts';
import { TextField } from '../ui/text-field.tsx';
import { figureOf } from './yard-capacity-form.tsx';
import type { Submission } from '../../lib/submission.ts';
import { TextareaField } from '../ui/textarea-field.tsx';
import { ACCEPT_BUTTON, REJECT_BUTTON } from './admin-styles.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { ReviewPost } from './review-actions.ts';

type Choice = 'accept' | 'reject';

const MAX_REASON = 1000;

/**
 * Accept and Reject while the application is pending, each after a confirmation. The action codes
 * are the original server's (0 accept, 1 reject; docs/api-contract.md); a decision leads back to the
 * list. The page owns `deciding`: when another admin decided first, the reloaded application
 * replaces this panel, and the page says what happened.
 */
export function DecisionPanel({
  application,
  deciding,
}: {
  application: Pick<ApplicationDetails, 'id' | 'reference' | 'rates'>;
  deciding: Submission;
}) {
  const [open, setOpen] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  // The rates the acceptance confirms for the agreement, prefilled with the suggested ones.
  const suggested = application.rates;
  const [rates, setRates] = useState({
    truckRate: suggested ? String(suggested.truckRate) : '',
    trailerRate: suggested ? String(suggested.trailerRate) : '',
  });
  const [rateErrors, setRateErrors] = useState<Partial<Record<keyof typeof rates, string>>>({});
  const truckRateRef = useRef<HTMLInputElement>(null);
  const error = deciding.failure?.message;

  function choose(choice: Choice) {
    deciding.clear();
    setOpen(choice);
  }

  function dismiss() {
    if (deciding.pending) return;
    setOpen(null);
    deciding.clear();
  }

  function confirm() {
    if (!open || deciding.pending) return;
    if (reason.length > MAX_REASON) {
      deciding.fail(`Use at most ${MAX_REASON} characters for the reason.`);
      return;
    }
    const trimmed = reason.trim();
    let confirmed = {};
    // A server that suggests no rates (an older one) confirms its own: nothing to send then.
    if (open === 'accept' && suggested) {
      const parsed = ConfirmedRatesSchema.safeParse({
        truckRate: figureOf(rates.truckRate),
        trailerRate: figureOf(rates.trailerRate),
      });
      if (!parsed.success) {
        const found: Partial<Record<keyof typeof rates, string>> = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0];
          if ((field === 'truckRate' || field === 'trailerRate') && !found[field]) found[field] = issue.message;
        }
        setRateErrors(found);
        truckRateRef.current?.focus();
        return;
      }
      confirmed = parsed.data;
    }
    const post: ReviewPost = {
      intent: 'decide',
      reference: application.reference,
      action: {
        id: application.id,
        status: DECISION_ACTIONS[open],
        ...(open === 'reject' && trimmed ? { reason: trimmed } : {}),
        ...confirmed,
      },
    };
    deciding.submit(post);
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
        busy={deciding.pending}
        error={open === 'accept' ? error : undefined}
        onConfirm={confirm}
        onDismiss={dismiss}
      >
        <p>
          The applicant will be e-mailed that the application was accepted, and their parking agreement is made with
          these monthly rates. This cannot be undone.
        </p>
        {(suggested ? (['truckRate', 'trailerRate'] as const) : []).map((field) => (
          <TextField
            key={field}
            ref={field === 'truckRate' ? truckRateRef : undefined}
            id={`accept-${field}`}
            label={
              field === 'truckRate' ? 'Rate per truck space, a month (CAD)' : 'Rate per trailer space, a month (CAD)'
            }
            inputMode="decimal"
            required
            value={rates[field]}
            error={rateErrors[field]}
            onChange={(event) => {
              const value = event.target.value;
              setRates((previous) => ({ ...previous, [field]: value }));
              setRateErrors((previous) => ({ ...previous, [field]: undefined }));
            }}
          />
        ))}
      </ConfirmDialog>

      <ConfirmDialog
        open={open === 'reject'}
        title={`Reject application ${application.reference}?`}
        confirmLabel="Reject application"
        confirmClassName={REJECT_BUTTON}
        busy={deciding.pending}
        error={open === 'reject' ? error : undefined}
        onConfirm={confirm}
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
