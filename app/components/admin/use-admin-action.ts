import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { failureMessage } from '../../lib/admin-api.ts';
import { forgetAdmin } from '../../lib/admin-hint.ts';
import { loginPathFor } from '../../lib/admin-session.ts';
import type { ApiResult } from '../../lib/api-client.ts';

/**
 * One admin write with its sending and failure states. A 401 (the session ended) sends the admin
 * to sign in and back here; any other refusal becomes the sentence the screen shows, with every
 * field message the server listed.
 */
export function useAdminAction() {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const navigate = useNavigate();
  const location = useLocation();

  const run = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<T | undefined> => {
      setSending(true);
      setError(undefined);
      const result = await call();
      setSending(false);
      if (result.status === 'success') return result.data;
      if (result.status === 'error' && result.httpStatus === 401) {
        forgetAdmin();
        void navigate(loginPathFor(location), { replace: true });
        return undefined;
      }
      const fieldMessages = result.status === 'error' ? (result.error.errors ?? []).map((entry) => entry.message) : [];
      setError([failureMessage(result), ...fieldMessages].join(' '));
      return undefined;
    },
    [location, navigate],
  );

  return { sending, error, setError, run };
}
