import { useCallback, useEffect, useRef, useState } from 'react';
import {
  APPLICANT_API,
  ApplicantStatusViewSchema,
  STATUS_TOKEN_PATTERN,
  type ApplicantStatusView,
} from '../../../domain/applicant-status.schema.ts';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { getJson } from '../../lib/api-client.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import type { Route } from './+types/application-status';
import { StatusContact } from './status-contact.tsx';
import { StatusCorrectionsForm } from './status-corrections-form.tsx';
import { CORRECTIONS_SENT_MESSAGE } from './status-messages.ts';
import { StatusSummary } from './status-summary.tsx';

/** A private page: the token in its address is the key, so no search engine may keep it. */
export const meta: Route.MetaFunction = () =>
  pageMeta({ title: 'Your application', description: 'Where your application stands.', noindex: true });

type LoadState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; view: ApplicantStatusView };

const PAGE = 'mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-12';

/**
 * The applicant's private status page (`/status/<token>`, ADR 032). Client-only: the server
 * answers the address with the app shell, and the page reads `GET /api/ApplicationStatus/<token>`,
 * so nothing about the application is ever in a cached or prerendered page.
 */
export default function ApplicationStatusPage({ params }: Route.ComponentProps) {
  const token = params.token;
  const wellFormed = STATUS_TOKEN_PATTERN.test(token);
  const [state, setState] = useState<LoadState>(wellFormed ? { status: 'loading' } : { status: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    getJson(APPLICANT_API.status(token), ApplicantStatusViewSchema, { signal: controller.signal }).then(
      (result) => {
        if (result.status === 'success') setState({ status: 'loaded', view: result.data });
        else if (result.status === 'error' && result.httpStatus === 404) setState({ status: 'invalid' });
        else if (result.status === 'offline')
          setState({ status: 'failed', message: 'No connection. Check your connection and try again.' });
        else {
          const wait =
            result.retryAfterSeconds === undefined ? '' : ` Try again in ${formatRetryWait(result.retryAfterSeconds)}.`;
          setState({ status: 'failed', message: `${result.error.message}${wait}` });
        }
      },
      () => {
        // Aborted: the page was left or the token changed.
      },
    );
    return () => controller.abort();
  }, [token, wellFormed, attempt]);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const corrected = useCallback(() => {
    setSent(true);
    setAttempt((previous) => previous + 1);
  }, []);

  if (state.status === 'invalid') {
    return (
      <div className={PAGE}>
        <h1 className="text-3xl font-extrabold text-navy-900">This link is not valid</h1>
        <p className="text-lg">
          We could not find an application for this link. It may have been copied only in part, or it may have expired
          some weeks after our decision. Nothing is wrong with your application because of this: call or write to us and
          we will tell you where it stands.
        </p>
        <StatusContact />
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <h1 className="text-3xl font-extrabold text-navy-900 md:text-4xl">Your application</h1>
      {sent ? (
        <p
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="rounded-md border-2 border-green-800 bg-green-50 p-3 font-semibold text-green-900"
        >
          {CORRECTIONS_SENT_MESSAGE}
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <p role="status" className="text-lg">
          Loading where your application stands…
        </p>
      ) : state.status === 'failed' ? (
        <div className="space-y-3">
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
            Your application’s status could not be loaded. {state.message}
          </p>
          <button
            type="button"
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((previous) => previous + 1);
            }}
            className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-5 font-semibold text-navy-900 hover:bg-navy-50"
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <StatusSummary view={state.view} />
          {/* Requested corrections, or an accepted customer's certificate of insurance due for renewal. */}
          {state.view.corrections.length > 0 ? (
            <StatusCorrectionsForm token={token} corrections={state.view.corrections} onSent={corrected} />
          ) : null}
        </>
      )}
      <StatusContact reference={state.status === 'loaded' ? state.view.reference : undefined} />
    </div>
  );
}
