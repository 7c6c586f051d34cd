import { useFormState } from 'react-hook-form';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { flattenErrors } from './booking-error-summary.tsx';
import { BOOKING_STEPS, findField, type StepIndex } from './booking-fields.ts';

/**
 * The steps are not a tunnel: any of them opens with one press. After a failed Book,
 * steps holding a problem say so in words, not only in colour.
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
  const { errors } = useFormState<BookingInput>();
  const stepsWithProblems = new Set(
    showProblems ? flattenErrors(errors).map((error) => findField(error.path)?.step) : [],
  );
  return (
    <nav aria-label="Booking steps">
      <ol className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {BOOKING_STEPS.map((step, index) => {
          const isCurrent = index === current;
          const hasProblem = stepsWithProblems.has(index as StepIndex);
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
                    isCurrent ? 'bg-gold-400 text-navy-950' : 'bg-navy-100 text-navy-900',
                  ].join(' ')}
                >
                  {index + 1}
                </span>
                <span>
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                  {hasProblem ? (
                    <span className={['block text-xs', isCurrent ? 'text-white' : 'text-red-700'].join(' ')}>
                      Needs attention
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
