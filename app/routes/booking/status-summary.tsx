import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';
import { OFFER_HOURS } from '../../../domain/yards.schema.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatCalendarDate, formatStatusDate } from './status-dates.ts';
import { StatusNextStep } from './status-next-step.tsx';
import { StatusStageDetail } from './status-stage-detail.tsx';

type Stage = ApplicantStatusView['stage'];

type StageKeys = { title: MessageKey; next: MessageKey };

/** Each stage in words: where the application stands and what happens next. */
export const STAGE_TEXT: Record<Stage, StageKeys> = {
  Received: { title: 'status.stage.Received', next: 'status.stage.Received.next' },
  CorrectionsRequested: {
    title: 'status.stage.CorrectionsRequested',
    next: 'status.stage.CorrectionsRequested.next',
  },
  InReview: { title: 'status.stage.InReview', next: 'status.stage.InReview.next' },
  Accepted: { title: 'status.stage.Accepted', next: 'status.stage.Accepted.next' },
  Rejected: { title: 'status.stage.Rejected', next: 'status.stage.Rejected.next' },
  Waitlisted: { title: 'status.stage.Waitlisted', next: 'status.stage.Waitlisted.next' },
  Offered: { title: 'status.stage.Offered', next: 'status.stage.Offered.next' },
  OfferDeclined: { title: 'status.stage.OfferDeclined', next: 'status.stage.OfferDeclined.next' },
};

/** Values the stages' words may name: how long offered spaces are held. */
const STAGE_VALUES = { hours: OFFER_HOURS };

/** The stages that close an application: our decision, or the applicant's when they decline the spaces. */
const FINAL_STAGES: ReadonlySet<Stage> = new Set(['Accepted', 'Rejected', 'OfferDeclined']);

/** The three steps every application goes through, so the applicant sees how far along it is. */
const STEPS = ['status.step.received', 'status.step.inReview', 'status.step.decision'] as const satisfies MessageKey[];

/**
 * Waiting in line and an offer not yet answered are still before the decision: the application is
 * decided once the applicant accepts or declines the spaces.
 */
function stepOf(stage: Stage): number {
  if (stage === 'Received') return 0;
  if (FINAL_STAGES.has(stage)) return 2;
  return 1;
}

/**
 * Reference, dates, where the application stands (in words and as a step) and what happens next,
 * which follows how long it has waited by `now`.
 */
export function StatusSummary({ view, now }: { view: ApplicantStatusView; now: Date }) {
  const { t, rich, intl } = useI18n();
  const text = STAGE_TEXT[view.stage];
  const current = stepOf(view.stage);
  const { decidedAt } = view;
  return (
    <section
      aria-labelledby="status-stage-heading"
      className="rounded-lg border-2 border-navy-900 bg-navy-50 p-4 md:p-6"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('status.reference')}</dt>
        <dd className="text-xl font-extrabold tracking-wider text-navy-900" data-testid="status-reference">
          {view.reference}
        </dd>
        <dt className="font-semibold">{t('status.submitted')}</dt>
        <dd>
          <time dateTime={view.submittedAt}>{formatStatusDate(view.submittedAt, intl)}</time>
        </dd>
        <dt className="font-semibold">{t('status.lastUpdate')}</dt>
        <dd>
          <time dateTime={view.updatedAt}>{formatStatusDate(view.updatedAt, intl)}</time>
        </dd>
        {view.insuranceExpiresOn ? (
          <>
            <dt className="font-semibold">{t('status.insuranceExpires')}</dt>
            <dd>{formatCalendarDate(view.insuranceExpiresOn, intl)}</dd>
          </>
        ) : null}
      </dl>

      <h2 id="status-stage-heading" className="mt-6 text-2xl font-bold text-navy-900">
        {t('status.heading', { stage: t(text.title) })}
      </h2>
      <ol className="mt-3 flex flex-wrap gap-2" aria-label={t('status.stepsLabel')}>
        {STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full border-2 px-3 py-1 text-sm font-semibold ${
              index === current
                ? 'border-navy-900 bg-navy-900 text-white'
                : index < current
                  ? 'border-green-800 bg-white text-green-900'
                  : 'border-slate-400 bg-white text-slate-700'
            }`}
          >
            {index < current ? <span className="sr-only">{t('status.stepDone')}</span> : null}
            {t(step)}
          </li>
        ))}
      </ol>
      {view.reason && (view.stage === 'Rejected' || view.stage === 'CorrectionsRequested') ? (
        <p className="mt-4 [overflow-wrap:anywhere]">
          <strong>{view.stage === 'Rejected' ? t('status.reasonGiven') : t('status.ourNote')}</strong>
          {view.reason}
        </p>
      ) : null}
      <StatusStageDetail view={view} />
      {decidedAt && FINAL_STAGES.has(view.stage) ? (
        <p className="mt-2">
          {rich('status.decidedOn', {
            date: () => <time dateTime={decidedAt}>{formatStatusDate(decidedAt, intl)}</time>,
          })}
        </p>
      ) : null}
      <h3 className="mt-6 text-lg font-bold">{t('status.nextTitle')}</h3>
      <StatusNextStep view={view} now={now} stageText={t(text.next, STAGE_VALUES)} />
    </section>
  );
}
