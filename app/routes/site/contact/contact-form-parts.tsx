import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ContactSubmissionState } from './use-contact-submission.ts';

/**
 * The prerendered form is disabled until React owns it: text typed into the static HTML on a slow
 * connection would otherwise be wiped when the fields register on hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Hidden from people and assistive technology; a bot that fills every box fills this one. */
export function Honeypot({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}

const SUBMIT_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-md bg-navy-900 px-8 text-lg font-bold text-white ' +
  'hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900';

/**
 * The button and what became of the last press: a failure is an alert (it keeps the answers), a
 * success is announced through the status region, which is always in the page so that screen
 * readers notice its text change.
 */
export function SubmitArea({
  state,
  label,
  sendingLabel,
}: {
  state: ContactSubmissionState;
  label: string;
  sendingLabel: string;
}) {
  const sending = state.status === 'sending';
  return (
    <div className="space-y-4">
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
      <div role="status">
        {state.status === 'sent' ? (
          <p className="rounded-md border-2 border-green-800 bg-green-50 p-3 font-semibold text-green-900">
            {state.message}
          </p>
        ) : sending ? (
          <span className="sr-only">{sendingLabel}</span>
        ) : null}
      </div>
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className={`${SUBMIT_BUTTON}${sending ? ' cursor-wait opacity-80' : ''}`}
      >
        {sending ? sendingLabel : label}
      </button>
    </div>
  );
}

/** Says why the details are asked for (PIPEDA: collect only what the purpose needs, and say so). */
export function RequiredNote({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-slate-700">
      All fields are required (<span className="font-bold text-red-700">*</span>). {purpose}
    </p>
  );
}
