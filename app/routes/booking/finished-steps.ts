import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { issuePath } from '../../../domain/api-error.schema.ts';
import type { BookingInput } from '../../../domain/booking.schema.ts';
import { BOOKING_FIELDS, BOOKING_STEPS, findField, type StepIndex } from './booking-fields.ts';
import { BookingWizardSchema } from './booking-wizard-schema.ts';

/**
 * The step an issue of the wizard's schema belongs to: its field's, or for a rule over a group
 * (`truck`: "at least one vehicle") the step of the group's first field. Undefined for the form as
 * a whole.
 */
export function stepOfPath(path: string): StepIndex | undefined {
  if (path === '') return undefined;
  const field = findField(path) ?? BOOKING_FIELDS.find((candidate) => candidate.path.startsWith(`${path}.`));
  return field?.step;
}

/**
 * The steps whose answers the wizard's own schema accepts as they stand: finished, whether or not
 * Next was pressed there, and still finished after a return (the draft brings the answers back).
 */
export function finishedSteps(values: unknown): Set<StepIndex> {
  const finished = new Set(BOOKING_STEPS.map((_, index) => index as StepIndex));
  const result = BookingWizardSchema.safeParse(values);
  if (result.success) return finished;
  for (const issue of result.error.issues) {
    const step = stepOfPath(issuePath(issue.path));
    if (step === undefined) continue;
    finished.delete(step);
  }
  return finished;
}

/** finishedSteps of the form's answers, kept up to date as the person types. */
export function useFinishedSteps(): ReadonlySet<StepIndex> {
  const values = useWatch<BookingInput>();
  return useMemo(() => finishedSteps(values), [values]);
}
