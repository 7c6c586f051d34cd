import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { failureMessage } from './admin-api.ts';
import { forgetAdmin } from './admin-hint.ts';
import { loginPathFor } from './admin-session.ts';
import type { ApiResult } from './api-client.ts';

/**
 * One admin read, with the states a screen shows: loading (with the last data, if any, so a page
 * change does not blank the list), success, or an error with a retry. A 401 means the session
 * ended (idle timeout, logout in another tab): the admin is sent to sign in and brought back here.
 */
export type QueryState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'success'; data: T }
  | { status: 'error'; message: string; data: T | undefined };

export function useAdminQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): QueryState<T> & { retry: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading', data: undefined });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  // Effect events see the latest `load` and location without restarting the read when they change.
  const startLoad = useEffectEvent((signal: AbortSignal) => load(signal));
  const currentLoginPath = useEffectEvent(() => loginPathFor(location));

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    startLoad(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.status === 'success') {
          setState({ status: 'success', data: result.data });
          return;
        }
        if (result.status === 'error' && result.httpStatus === 401) {
          forgetAdmin();
          void navigate(currentLoginPath(), { replace: true });
          return;
        }
        setState((previous) => ({ status: 'error', message: failureMessage(result), data: previous.data }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          status: 'error',
          message: error instanceof Error ? error.message : 'Something went wrong. Try again.',
          data: previous.data,
        }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, navigate]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, retry };
}
