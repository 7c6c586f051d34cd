import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SECONDARY_BUTTON } from './admin-styles.ts';
import { failureMessage, signOut } from '../../lib/admin-api.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { forgetAdmin } from '../../lib/admin-hint.ts';
import { FailureAlert } from './alerts.tsx';

/**
 * Ends the session on the server, then goes to /home as the original did. A 401 means it had already
 * ended, which is the goal; without a connection the session would live on, so the admin is told.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'failed'; message: string }>({
    status: 'idle',
  });

  async function logout() {
    if (state.status === 'sending') return;
    setState({ status: 'sending' });
    const result = await signOut();
    if (result.status === 'success' || (result.status === 'error' && result.httpStatus === 401)) {
      forgetAdmin();
      void navigate(ADMIN_PATHS.afterLogout);
      return;
    }
    setState({ status: 'failed', message: `You are still signed in. ${failureMessage(result)}` });
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        onClick={() => void logout()}
        aria-disabled={state.status === 'sending' || undefined}
        className={SECONDARY_BUTTON}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
        </svg>
        {state.status === 'sending' ? 'Signing out…' : 'Log out'}
      </button>
      {state.status === 'failed' ? <FailureAlert message={state.message} /> : null}
    </div>
  );
}
