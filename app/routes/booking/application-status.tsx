import { useCallback, useEffect, useRef, useState } from 'react';
import {
  APPLICANT_API,
  ApplicantStatusViewSchema,
  STATUS_TOKEN_PATTERN,
  type ApplicantStatusView,
} from '../../../domain/applicant-status.schema.ts';
import { languageOfPath } from '../../../domain/language.ts';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { i18nFor, useI18n } from '../../i18n/i18n.tsx';
import { getJson } from '../../lib/api-client.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import type { Route } from './+types/application-status';
import { BookingHelp } from './booking-help.tsx';
import { failureText } from './failure-text.ts';
import { StatusApplication } from './status-application.tsx';
import { StatusCorrectionsForm } from './status-corrections-form.tsx';
import { StatusDocuments } from './status-documents.tsx';
import { StatusSummary } from './status-summary.tsx';

/** A private page: the token in its address is the key, so no search engine may keep it. */
export const meta: Route.MetaFunction = ({ location }) => {
  const language = languageOfPath(location.pathname);
  const { t } = i18nFor(language);
  return pageMeta({
    title: t('status.meta.title'),
    description: t('status.meta.description'),
    language,
    noindex: true,
  });
};

type LoadState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string }
  /** `loadedAt`: the moment the next step is judged at (how long the application has waited). */
  | { status: 'loaded'; view: ApplicantStatusView; loadedAt: Date };

const PAGE = 'mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-12';

/**
 * The applicant's private status page (`/status/<token>`, ADR 032). Client-only: the server
 * answers the address with the app shell, and the page reads `GET /api/ApplicationStatus/<token>`,
 * so nothing about the application is ever in a cached or prerendered page.
 */
export default function ApplicationStatusPage({ params }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const token = params.token;
  const wellFormed = STATUS_TOKEN_PATTERN.test(token);
  const [state, setState] = useState<LoadState>(wellFormed ? { status: 'loading' } : { status: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    getJson(APPLICANT_API.status(token, language), ApplicantStatusViewSchema, { signal: controller.signal }).then(
      (result) => {
        if (result.status === 'success') setState({ status: 'loaded', view: result.data, loadedAt: new Date() });
        else if (result.status === 'error' && result.httpStatus === 404) setState({ status: 'invalid' });
        else if (result.status === 'offline') setState({ status: 'failed', message: t('status.failed.offline') });
        else {
          const message = failureText(result.error, language);
          const wait = result.retryAfterSeconds;
          setState({
            status: 'failed',
            message:
              wait === undefined
                ? message
                : `${message} ${t('status.corrections.tryAgainIn', { wait: formatRetryWait(wait, language) })}`,
          });
        }
      },
      () => {
        // Aborted: the page was left or the token changed.
      },
    );
    return () => controller.abort();
  }, [token, wellFormed, attempt, language, t]);

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
        <div className="space-y-6">
          <h1 className="text-3xl font-extrabold text-navy-900">{t('status.invalid.title')}</h1>
          <p className="text-lg">{t('status.invalid.text')}</p>
        </div>
        <BookingHelp />
      </div>
    );
  }

  return (
    <div className={PAGE}>
      <div className="space-y-6">
        <h1 className="text-3xl font-extrabold text-navy-900 md:text-4xl">{t('status.title')}</h1>
        {sent ? (
          <p
            ref={sentRef}
            role="status"
            tabIndex={-1}
            className="rounded-md border-2 border-green-800 bg-green-50 p-3 font-semibold text-green-900"
          >
            {t('status.correctionsSent')}
          </p>
        ) : null}
        {state.status === 'loading' ? (
          // A screen tall, and the help below it left out until the answer: what arrives then is
          // added below the heading, and nothing already in view moves.
          <p role="status" className="min-h-screen text-lg">
            {t('status.loading')}
          </p>
        ) : state.status === 'failed' ? (
          <div className="space-y-3">
            <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800">
              {t('status.failed', { message: state.message })}
            </p>
            <button
              type="button"
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((previous) => previous + 1);
              }}
              className="inline-flex min-h-11 items-center rounded-md border-2 border-navy-900 bg-white px-5 font-semibold text-navy-900 hover:bg-navy-50"
            >
              {t('status.tryAgain')}
            </button>
          </div>
        ) : (
          <>
            <StatusSummary view={state.view} now={state.loadedAt} />
            {/* Requested corrections, or an accepted customer's certificate of insurance due for renewal. */}
            {state.view.corrections.length > 0 ? (
              <StatusCorrectionsForm token={token} corrections={state.view.corrections} onSent={corrected} />
            ) : null}
            <StatusApplication application={state.view.application} />
            <StatusDocuments documents={state.view.documents} />
          </>
        )}
      </div>
      {state.status === 'loading' ? null : (
        <BookingHelp reference={state.status === 'loaded' ? state.view.reference : undefined} />
      )}
    </div>
  );
}
