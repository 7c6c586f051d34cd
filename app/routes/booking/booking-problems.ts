import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import type { Booking, BookingInput } from '../../../domain/booking.schema.ts';
import { flattenErrors } from './booking-error-summary.tsx';
import { findField, type StepIndex } from './booking-fields.ts';

/** Which step the summary opens after a refused Book: the first one holding a problem. */
export type Problems = { firstStep: StepIndex | undefined; others: FieldError[] };

function firstStepOf(paths: readonly string[]): StepIndex | undefined {
  const steps = paths.map((path) => findField(path)?.step).filter((step) => step !== undefined);
  return steps.length > 0 ? (Math.min(...steps) as StepIndex) : undefined;
}

/** The wizard's own checks refused Book: react-hook-form already holds each message. */
export function problemsOfCheck(errors: FieldErrors<BookingInput>): Problems {
  return { firstStep: firstStepOf(flattenErrors(errors).map((error) => error.path)), others: [] };
}

/**
 * The server refused some answers: each message goes on its field (shown there and in the summary),
 * and the ones that match no field (a rule of the server's) are listed apart.
 */
export function placeServerProblems(
  form: UseFormReturn<BookingInput, unknown, Booking>,
  fieldErrors: readonly FieldError[],
): Problems {
  const placed: string[] = [];
  const others: FieldError[] = [];
  for (const fieldError of fieldErrors) {
    const field = findField(fieldError.path);
    if (!field) {
      others.push(fieldError);
      continue;
    }
    form.setError(field.path, { type: 'server', message: fieldError.message });
    placed.push(field.path);
  }
  return { firstStep: firstStepOf(placed), others };
}
