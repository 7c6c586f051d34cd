import { useCallback, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate, type ShouldRevalidateFunctionArgs, type SubmitTarget } from 'react-router';
import type { ApiErrorCode, FieldError } from '../../domain/api-error.schema.ts';
import type { ApiResult } from './api-client.ts';

/*
 * How every form of the app writes (docs/decisions/059-writes-through-the-router.md): the form
 * posts to its route's clientAction through a fetcher, the action calls the API and answers with a
 * SubmissionResult in the words the person reads, and `useSubmission` turns the fetcher's state and
 * that answer into what the form shows. Sending, the answer, the reload of the page's data after a
 * write and a redirect to sign in all come from React Router.
 */

/** Where a finished write takes the person, with history state (which a redirect cannot carry). */
export type Leave = { to: string; state?: unknown };

export type Done<T> = { status: 'done'; data: T; leave?: Leave };

/**
 * A refusal: the sentence to show, the server's messages for single answers (each form places the
 * ones it has a field for), and the error code when the screen acts on it (a conflict).
 */
export type Failed = { status: 'failed'; message: string; fieldErrors: FieldError[]; code?: ApiErrorCode | 'offline' };

/**
 * What a route's clientAction answers a form with: a new object for each answer (`done` and
 * `failed` make one), which is how the form tells this answer from the last.
 */
export type SubmissionResult<T = null> = Done<T> | Failed;

/** What the form shows: nothing yet, sending (until the page's data is reloaded), or the answer. */
export type SubmissionState<T = null> = { status: 'idle' } | { status: 'sending' } | SubmissionResult<T>;

const IDLE = { status: 'idle' } as const;
const SENDING = { status: 'sending' } as const;

export function done<T>(data: T, leave?: Leave): Done<T> {
  return leave ? { status: 'done', data, leave } : { status: 'done', data };
}

export function failed(message: string, fieldErrors: FieldError[] = [], code?: ApiErrorCode | 'offline'): Failed {
  return code === undefined
    ? { status: 'failed', message, fieldErrors }
    : { status: 'failed', message, fieldErrors, code };
}

/** A refused API call as a Failed answer: `message` is the sentence, the rest comes from the reply. */
export function failedCall(result: Exclude<ApiResult<unknown>, { status: 'success' }>, message: string): Failed {
  if (result.status === 'offline') return failed(message, [], 'offline');
  return failed(message, result.error.errors ?? [], result.error.code);
}

/**
 * The sentence for a form's alert: a refusal's message, unless its messages went under their fields
 * (each form places the ones it has a field for, and those speak for themselves).
 */
export function unplacedMessage(failure: Failed | undefined): string | undefined {
  return failure && failure.fieldErrors.length === 0 ? failure.message : undefined;
}

/** The JSON a form posted (`useSubmission().submit`), as the action expects it. */
export async function readSubmitted<T>(request: Request): Promise<T> {
  return (await request.json()) as T;
}

/**
 * For a route's `shouldRevalidate`: a write whose answer leaves the page (to the list after a
 * decision, to sign-in after a password change) does not reload the page being left. Its data may
 * no longer be readable (the session ended), and the person is on the next page by then.
 */
export function leavesPage(actionResult: unknown): boolean {
  return (
    typeof actionResult === 'object' &&
    actionResult !== null &&
    'status' in actionResult &&
    actionResult.status === 'done' &&
    'leave' in actionResult &&
    actionResult.leave !== undefined
  );
}

/** React Router's own choice, except after a write that leaves the page. */
export function reloadUnlessLeft({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return leavesPage(actionResult) ? false : defaultShouldRevalidate;
}

/**
 * One form's writes through its route's clientAction. `submit` posts JSON to the closest route's
 * action (a press while one is on its way does nothing); `state` is what the form shows, sending
 * until the page's data is reloaded after the write; each answer is handed once to `onDone` or
 * `onFailed`, before it is painted, and a `leave` answer then moves to its page. The hook belongs
 * in a component that outlives the write: a part the reload removes (a panel for pending
 * applications, once the application is decided) may never render the answer. `fail` shows a
 * refusal found before sending (the form's own checks) in the same place, and `clear` puts the
 * last answer away (a dialog opened again starts clean).
 */
export function useSubmission<T = null>({
  onDone,
  onFailed,
}: { onDone?: (data: T) => void; onFailed?: (failure: Failed) => void } = {}) {
  const fetcher = useFetcher<SubmissionResult<T>>();
  const { submit: post } = fetcher;
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const handled = useRef<SubmissionResult<T> | undefined>(undefined);
  // A state the screen set itself, shown while the fetcher's answer is still the one it replaced.
  const [local, setLocal] = useState<{ over: SubmissionResult<T> | undefined; state: SubmissionState<T> }>();
  const answer = fetcher.data;

  const settle = useEffectEvent((result: SubmissionResult<T>) => {
    if (result.status === 'failed') {
      onFailed?.(result);
      return;
    }
    onDone?.(result.data);
    if (result.leave) void navigate(result.leave.to, { state: result.leave.state });
  });

  // Before paint: the thanks never shows beside answers about to be emptied, nor a refusal before
  // its messages are under their fields.
  useLayoutEffect(() => {
    if (answer === undefined || answer === handled.current) return;
    handled.current = answer;
    settle(answer);
  }, [answer]);

  const submit = useCallback(
    (payload: object) => {
      if (inFlight.current) return;
      inFlight.current = true;
      // Sent as JSON: what a form posts is its checked values, plain data by construction.
      void post(payload as SubmitTarget, { method: 'post', encType: 'application/json' }).finally(() => {
        inFlight.current = false;
      });
    },
    [post],
  );

  const fail = useCallback((message: string) => setLocal({ over: answer, state: failed(message) }), [answer]);
  const clear = useCallback(() => setLocal({ over: answer, state: IDLE }), [answer]);

  const pending = fetcher.state !== 'idle';
  const state: SubmissionState<T> = pending
    ? SENDING
    : local !== undefined && local.over === answer
      ? local.state
      : (answer ?? IDLE);
  return {
    state,
    pending,
    /** The refusal to show, if the last press ended in one. */
    failure: state.status === 'failed' ? state : undefined,
    submit,
    fail,
    clear,
  };
}

/** One form's submission, as `useSubmission` gives it (for parts that show a submission their page owns). */
export type Submission<T = null> = ReturnType<typeof useSubmission<T>>;
