import { useEffect, useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { SECONDARY_BUTTON } from './admin-styles.ts';
import { FailureAlert } from './alerts.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  confirmClassName: string;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onDismiss: () => void;
  /** What takes focus when the dialog opens; Cancel by default, the safe choice. */
  initialFocus?: RefObject<HTMLElement | null>;
};

/**
 * A confirmation in a native modal <dialog>: the page behind is inert, Escape cancels, focus starts
 * inside (Cancel unless told otherwise) and returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmClassName,
  busy,
  error,
  onConfirm,
  onDismiss,
  initialFocus,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Browsers before 2022 (and jsdom) lack showModal: the dialog still opens, just not modal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      (initialFocus?.current ?? cancelRef.current)?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (openerRef.current?.isConnected) openerRef.current.focus();
    }
  }, [open, initialFocus]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: closed through our state, so React and the element agree on whether it is open.
        event.preventDefault();
        if (!busy) onDismiss();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg border-2 border-navy-900 bg-white p-0 text-navy-900 shadow-xl backdrop:bg-navy-950/60"
    >
      {/* noValidate: a required field inside (a reason) is checked by its schema, with its message. */}
      <form noValidate onSubmit={submit} className="space-y-4 p-5 md:p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        {children}
        <FailureAlert message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <button ref={cancelRef} type="button" className={SECONDARY_BUTTON} onClick={onDismiss} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={confirmClassName} aria-disabled={busy || undefined}>
            {busy ? 'Sending…' : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
