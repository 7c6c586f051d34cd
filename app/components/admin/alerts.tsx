import type { ReactNode } from 'react';
import { ALERT_BOX, SECONDARY_BUTTON } from './admin-styles.ts';

/** A failure the admin must notice, announced at once by screen readers; nothing when there is none. */
export function FailureAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <p role="alert" className={ALERT_BOX}>
      {message}
    </p>
  );
}

/** What a screen shows when its data could not be loaded: why, and a way to try again. */
export function LoadFailure({
  what,
  message,
  onRetry,
  className = 'space-y-3',
}: {
  /** What could not be loaded, e.g. "The applications". */
  what: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <FailureAlert message={`${what} could not be loaded. ${message}`} />
      <button type="button" className={SECONDARY_BUTTON} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
