import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Booking, BookingInput } from '../../../domain/booking.schema.ts';
import type { BookingDraft } from '../../lib/booking-draft.ts';
import { applyEarlyInput, takeEarlyInput } from '../../lib/early-input.ts';
import { endRestoringCover } from '../../lib/restoring-mark.ts';
import type { StepIndex } from './booking-fields.ts';
import { mergeDraftValues } from './booking-form-values.ts';
import { useBookingDraft } from './use-booking-draft.ts';
import type { DocumentUploads } from './use-document-uploads.ts';

/**
 * The wizard's answers after hydration: first what was typed before the scripts came
 * (app/lib/early-input.ts), then the saved draft around it, and the draft kept from then on
 * (docs/decisions/019-forms-from-the-first-tap.md). What was typed early is dirty when the draft is
 * restored, so `keepDirtyValues` keeps it and the draft fills the rest; and whoever typed into
 * step 1 before the scripts ran stays on step 1 rather than being moved to the draft's step.
 * All of it happens before the browser paints the hydrated form.
 */
export function useRestoredBooking({
  form,
  formRef,
  step,
  uploads,
  onStep,
}: {
  form: UseFormReturn<BookingInput, unknown, Booking>;
  formRef: RefObject<HTMLFormElement | null>;
  step: StepIndex;
  uploads: DocumentUploads;
  onStep: (step: StepIndex) => void;
}) {
  const typedEarly = useRef(false);
  // Declared before the draft's own effects, so it runs first (layout effects: before the paint).
  useLayoutEffect(() => {
    const early = takeEarlyInput(formRef.current);
    typedEarly.current = early.length > 0;
    applyEarlyInput(form, early);
  }, [form, formRef]);

  const restoreDraft = useCallback(
    (draft: BookingDraft) => {
      const values = mergeDraftValues(draft.values);
      form.reset(values, { keepDirtyValues: true });
      uploads.restore(draft.documents, values.personalInfo ?? {});
      if (!typedEarly.current) onStep(draft.step as StepIndex);
    },
    [form, onStep, uploads],
  );

  const draft = useBookingDraft({ form, step, documents: uploads.savedDocuments, onRestore: restoreDraft });
  // The render that shows the restored step is committed: the form can be seen again
  // (app/lib/restoring-mark.ts).
  useLayoutEffect(() => {
    if (draft.settled) endRestoringCover();
  }, [draft.settled]);
  return draft;
}
