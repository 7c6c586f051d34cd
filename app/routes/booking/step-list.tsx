import { useFormState } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { flattenErrors } from './booking-error-summary.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { BOOKING_STEPS, findField, type StepIndex } from './booking-fields.ts';
import { useFinishedSteps } from './finished-steps.ts';

/**
 * The steps are not a tunnel: any of them opens with one press. A step whose answers are all
 * given shows a tick instead of its number and says "finished" to screen readers. After a failed
 * Book, steps holding a problem say so in words, not only in colour.
 */
export function StepList({
  current,
  showProblems,
  onSelect,
}: {
  current: StepIndex;
  showProblems: boolean;
  onSelect: (step: StepIndex) => void;
}) {
  const { t } = useI18n();
  const { errors } = useFormState<BookingInput>();
  const finished = useFinishedSteps();
  const stepsWithProblems = new Set(
    showProblems ? flattenErrors(errors).map((error) => findField(error.path)?.step) : [],
  );
  return (
    <nav aria-label={t('booking.steps.label')}>
      <ol className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {BOOKING_STEPS.map((step, index) => {
          const isCurrent = index === current;
          const hasProblem = stepsWithProblems.has(index as StepIndex);
          const isFinished = finished.has(index as StepIndex) && !hasProblem;
          return (
            <li key={step.title} className="flex">
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onSelect(index as StepIndex)}
                className={[
                  'flex min-h-11 w-full items-start gap-2 rounded-md border-2 px-3 py-2 text-left text-sm font-semibold',
                  isCurrent
                    ? 'border-navy-900 bg-navy-900 text-white'
                    : 'border-slate-300 bg-white text-navy-900 hover:border-navy-700',
                ].join(' ')}
              >
                <span
                  aria-hidden="true"
                  className={[
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
                    isCurrent
                      ? 'bg-gold-400 text-navy-950'
                      : isFinished
                        ? 'bg-green-700 text-white'
                        : 'bg-navy-100 text-navy-900',
                  ].join(' ')}
                >
                  {isFinished ? <CheckIcon /> : index + 1}
                </span>
                {/* A long French word ("Renseignements") must wrap inside a 360 px phone's half column. */}
                <span className="min-w-0 break-words hyphens-auto">
                  <span className="sr-only">{t('booking.steps.number', { number: index + 1 })}</span>
                  {t(step.title)}
                  {isFinished ? <span className="sr-only">{t('wizard.steps.finished')}</span> : null}
                  {hasProblem ? (
                    <span className={['block text-xs', isCurrent ? 'text-white' : 'text-red-700'].join(' ')}>
                      {t('booking.steps.needsAttention')}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M3 8.5 6.5 12 13 4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
