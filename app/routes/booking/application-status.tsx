import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  APPLICANT_API,
  ApplicantStatusViewSchema,
  STATUS_TOKEN_PATTERN,
  type ApplicantStatusView,
} from '../../../domain/applicant-status.schema.ts';
import { languageOfPath } from '../../../domain/language.ts';
import {
  SERVED_STATUS_ELEMENT_ID,
  STATUS_PAGE_ELEMENT_ID,
  ServedStatusSchema,
  type ServedStatus,
} from '../../../domain/served-status.ts';
import { pageMeta } from '../../components/layout/page-meta.ts';
import { i18nFor, useI18n } from '../../i18n/i18n.tsx';
import { getJson } from '../../lib/api-client.ts';
import type { Route } from './+types/application-status';
import { BookingHelp } from './booking-help.tsx';
import type { AnswerMessage } from './status-answer.tsx';
import type { ApplicantPass } from '../../../domain/access-pass.schema.ts';
import { StatusAccessPass } from './status-access-pass.tsx';
import { StatusAgreement } from './status-agreement.tsx';
import { StatusApplication } from './status-application.tsx';
import { SECONDARY_BUTTON } from './status-buttons.ts';
import { StatusCorrectionsForm } from './status-corrections-form.tsx';
import { StatusDocuments } from './status-documents.tsx';
import { StatusNotice } from './status-notice.tsx';
import { StatusOffer } from './status-offer.tsx';
import { refusalText } from './status-refusal.ts';
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

const PAGE = 'mx-auto max-w-3xl space-y-6 px-4 py-8 md:py-12';

/**
 * The applicant's private status page (`/status/<token>`, ADR 032). The server answers the address
 * with this page already filled with the applicant's status, and the same answer as data in the head
 * (docs/decisions/073-status-page-served-filled.md), so it reads without scripts; when the scripts
 * come, the first render takes that data and matches the HTML. Served without it (an unknown link,
 * a server without the build's renderer), the page reads `GET /api/ApplicationStatus/<token>`.
 * Nothing about an application is ever in a cached or prerendered page.
 */
export default function ApplicationStatusPage({ params }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const token = params.token;
  const wellFormed = STATUS_TOKEN_PATTERN.test(token);
  const [state, setState] = useState<LoadState>(() => initialState(token));
  const servedOnFirstRender = useRef(state.status === 'loaded');
  const [attempt, setAttempt] = useState(0);
  // A new object for each answer taken, so the thanks is focused each time.
  const [answered, setAnswered] = useState<{ message: AnswerMessage } | undefined>();
  const answeredRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The served answer is read once: a later visit to this screen in the same tab asks again.
    if (servedOnFirstRender.current) {
      servedOnFirstRender.current = false;
      document.getElementById(SERVED_STATUS_ELEMENT_ID)?.remove();
      return;
    }
    if (!wellFormed) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    getJson(APPLICANT_API.status(token, language), ApplicantStatusViewSchema, { signal: controller.signal }).then(
      (result) => {
        if (result.status === 'success') setState({ status: 'loaded', view: result.data, loadedAt: new Date() });
        else if (result.status === 'error' && result.httpStatus === 404) setState({ status: 'invalid' });
        else if (result.status === 'offline') setState({ status: 'failed', message: t('status.failed.offline') });
        else setState({ status: 'failed', message: refusalText(result, language, []) });
      },
      () => {
        // Aborted: the page was left or the token changed.
      },
    );
    return () => controller.abort();
  }, [token, wellFormed, attempt, language, t]);

  useEffect(() => {
    if (answered) answeredRef.current?.focus();
  }, [answered]);

  // The server took an answer (new documents, the offer's, a notice): thank, and read the new stage.
  const changed = useCallback((message: AnswerMessage) => {
    setAnswered({ message });
    setAttempt((previous) => previous + 1);
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((previous) => previous + 1);
  }, []);

  return (
    <StatusPageContent
      token={token}
      state={state}
      answered={answered?.message}
      answeredRef={answeredRef}
      onRetry={retry}
      onChanged={changed}
    />
  );
}

/**
 * The first render's state: the served answer for this token if the page came with one; otherwise
 * loading (the placeholder page the build prerenders is the loading page). A malformed token is
 * judged in an effect, so that the first render always matches the served HTML.
 */
function initialState(token: string): LoadState {
  const served = servedStatusOf(token);
  return served
    ? { status: 'loaded', view: served.view, loadedAt: new Date(served.loadedAt), pass: served.pass ?? undefined }
    : { status: 'loading' };
}

/** The ServedStatus in the page's head for `token`, if any; never another token's. */
function servedStatusOf(token: string): ServedStatus | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SERVED_STATUS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const served = ServedStatusSchema.safeParse(JSON.parse(text));
    return served.success && served.data.token === token ? served.data : undefined;
  } catch {
    return undefined;
  }
}

export type LoadState =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed'; message: string }
  /** `loadedAt`: the moment the next step is judged at (how long the application has waited). */
  /** `pass`: the access pass served with the page; undefined when the page asks for it itself. */
  | { status: 'loaded'; view: ApplicantStatusView; loadedAt: Date; pass?: ApplicantPass | undefined };

/**
 * What the page shows in each state. Pure: the server renders it with the served answer
 * (status-page-render.tsx), the browser with the same, so the two match.
 */
export function StatusPageContent({
  token,
  state,
  answered,
  answeredRef,
  onRetry,
  onChanged,
}: {
  token: string;
  state: LoadState;
  /** The thanks for the answer the server last took, if any. */
  answered?: AnswerMessage;
  answeredRef?: RefObject<HTMLParagraphElement | null>;
  onRetry: () => void;
  onChanged: (message: AnswerMessage) => void;
}) {
  const { t } = useI18n();
  if (state.status === 'invalid') {
    return (
      <div className={PAGE} id={STATUS_PAGE_ELEMENT_ID}>
        <div className="space-y-6">
          <h1 className="text-3xl font-extrabold text-navy-900">{t('status.invalid.title')}</h1>
          <p className="text-lg">{t('status.invalid.text')}</p>
        </div>
        <BookingHelp />
      </div>
    );
  }

  return (
    <div className={PAGE} id={STATUS_PAGE_ELEMENT_ID}>
      <div className="space-y-6">
        <h1 className="text-3xl font-extrabold text-navy-900 md:text-4xl">{t('status.title')}</h1>
        {answered ? (
          <p
            ref={answeredRef}
            role="status"
            tabIndex={-1}
            className="rounded-md border-2 border-green-800 bg-green-50 p-3 font-semibold text-green-900"
          >
            {t(answered)}
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
            <button type="button" onClick={onRetry} className={SECONDARY_BUTTON}>
              {t('status.tryAgain')}
            </button>
          </div>
        ) : (
          <>
            <StatusSummary view={state.view} now={state.loadedAt} />
            {state.view.stage === 'Offered' ? <StatusOffer token={token} onAnswered={onChanged} /> : null}
            {/* Requested corrections, or an accepted customer's certificate of insurance due for renewal. */}
            {state.view.corrections.length > 0 ? (
              <StatusCorrectionsForm
                token={token}
                corrections={state.view.corrections}
                onSent={() => onChanged('status.correctionsSent')}
              />
            ) : null}
            {state.view.stage === 'Accepted' ? (
              <StatusNotice
                token={token}
                moveOutDate={state.view.moveOutDate}
                earliestMoveOutDate={state.view.earliestMoveOutDate}
                onGiven={() => onChanged('status.noticeGiven')}
              />
            ) : null}
            {state.view.stage === 'Accepted' && state.view.accessPass ? (
              <StatusAccessPass token={token} validFrom={state.view.accessPass.validFrom} served={state.pass} />
            ) : null}
            {state.view.stage === 'Accepted' && state.view.agreement ? (
              <StatusAgreement
                token={token}
                agreement={state.view.agreement}
                onSigned={() => onChanged('status.agreementSigned')}
              />
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
