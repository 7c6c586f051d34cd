import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';

type Stage = ApplicantStatusView['stage'];

/** Each stage in words: where the application stands and what happens next. */
export const STAGE_TEXT: Record<Stage, { title: string; next: string }> = {
  Received: {
    title: 'Received',
    next: 'We review every application within two business days. We e-mail you our decision, or tell you if we need a document again.',
  },
  CorrectionsRequested: {
    title: 'New documents needed',
    next: 'Upload the documents listed below and press “Send the new documents”. We then review your application again.',
  },
  InReview: {
    title: 'In review',
    next: 'We are reviewing your application. We e-mail you our decision, or tell you if we need a document again.',
  },
  Accepted: {
    title: 'Accepted',
    next: 'We will contact you to prepare your parking agreement and your move-in.',
  },
  Rejected: {
    title: 'Not accepted',
    next: 'If you have questions about this decision, or something has changed, contact us.',
  },
};

/** The three steps every application goes through, so the applicant sees how far along it is. */
const STEPS = ['Received', 'In review', 'Decision'] as const;

function stepOf(stage: Stage): number {
  if (stage === 'Received') return 0;
  if (stage === 'Accepted' || stage === 'Rejected') return 2;
  return 1;
}

const DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });
const CALENDAR_DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** When something happened (an ISO timestamp), as a day in the company's time zone. */
export function formatStatusDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** A calendar date (YYYY-MM-DD), never shifted by a time zone. */
function formatCalendarDate(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : CALENDAR_DATE.format(date);
}

/** Reference, dates, where the application stands (in words and as a step) and what happens next. */
export function StatusSummary({ view }: { view: ApplicantStatusView }) {
  const text = STAGE_TEXT[view.stage];
  const current = stepOf(view.stage);
  return (
    <section
      aria-labelledby="status-stage-heading"
      className="rounded-lg border-2 border-navy-900 bg-navy-50 p-4 md:p-6"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Reference</dt>
        <dd className="text-xl font-extrabold tracking-wider text-navy-900" data-testid="status-reference">
          {view.reference}
        </dd>
        <dt className="font-semibold">Submitted</dt>
        <dd>
          <time dateTime={view.submittedAt}>{formatStatusDate(view.submittedAt)}</time>
        </dd>
        <dt className="font-semibold">Last update</dt>
        <dd>
          <time dateTime={view.updatedAt}>{formatStatusDate(view.updatedAt)}</time>
        </dd>
        {view.insuranceExpiresOn ? (
          <>
            <dt className="font-semibold">Insurance certificate expires</dt>
            <dd>{formatCalendarDate(view.insuranceExpiresOn)}</dd>
          </>
        ) : null}
      </dl>

      <h2 id="status-stage-heading" className="mt-6 text-2xl font-bold text-navy-900">
        Status: {text.title}
      </h2>
      <ol className="mt-3 flex flex-wrap gap-2" aria-label="Steps of your application">
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
            {index < current ? <span className="sr-only">Done: </span> : null}
            {step}
          </li>
        ))}
      </ol>
      {view.reason && (view.stage === 'Rejected' || view.stage === 'CorrectionsRequested') ? (
        <p className="mt-4 [overflow-wrap:anywhere]">
          <strong>{view.stage === 'Rejected' ? 'Reason given: ' : 'Our note: '}</strong>
          {view.reason}
        </p>
      ) : null}
      {view.decidedAt && (view.stage === 'Accepted' || view.stage === 'Rejected') ? (
        <p className="mt-2">
          Decided on <time dateTime={view.decidedAt}>{formatStatusDate(view.decidedAt)}</time>.
        </p>
      ) : null}
      <h3 className="mt-6 text-lg font-bold">What happens next</h3>
      <p className="mt-1">{text.next}</p>
    </section>
  );
}
