import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Booking, BookingInput } from '../../../domain/booking.schema.ts';
import { clearBookingDraft, loadBookingDraft, saveBookingDraft, type BookingDraft } from '../../lib/booking-draft.ts';
import { hasAnswers } from './booking-form-values.ts';
import type { StepIndex } from './booking-fields.ts';
import type { SavedDocuments } from './use-document-uploads.ts';

export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * Keeps the booking in localStorage as the person types (debounced), saves at once when the tab
 * is hidden or closed, and restores it once after hydration. The prerendered HTML never depends
 * on storage, so the first render matches it; the restore runs before the browser paints again,
 * so the saved step is what shows.
 */
export function useBookingDraft({
  form,
  step,
  documents,
  onRestore,
}: {
  form: UseFormReturn<BookingInput, unknown, Booking>;
  step: StepIndex;
  documents: SavedDocuments;
  onRestore: (draft: BookingDraft) => void;
}) {
  const [restoreState, setRestoreState] = useState<'pending' | 'none' | 'restored'>('pending');
  const [storageWorks, setStorageWorks] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ step, documents });
  const onRestoreRef = useRef(onRestore);

  useEffect(() => {
    latest.current = { step, documents };
    onRestoreRef.current = onRestore;
  });

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const values = form.getValues();
    const { step: currentStep, documents: currentDocuments } = latest.current;
    if (!hasAnswers(values)) {
      // Nothing typed yet, everything cleared, or just booked: no draft rather than an empty one.
      // (Uploaded documents are answers too: their references are form values.)
      clearBookingDraft();
      return;
    }
    setStorageWorks(saveBookingDraft({ step: currentStep, values, documents: currentDocuments }));
  }, [form]);

  const scheduleSave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
  }, [saveNow]);

  /** Forget the draft: after a booking arrived, or when the person starts over. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    clearBookingDraft();
  }, []);

  useLayoutEffect(() => {
    const draft = loadBookingDraft();
    if (draft) onRestoreRef.current(draft);
    setRestoreState(draft ? 'restored' : 'none');
  }, []);

  useEffect(() => form.subscribe({ formState: { values: true }, callback: scheduleSave }), [form, scheduleSave]);

  useEffect(() => {
    if (restoreState !== 'pending') scheduleSave();
  }, [step, documents, restoreState, scheduleSave]);

  useEffect(() => {
    function flush() {
      if (timer.current !== undefined) saveNow();
    }
    function flushWhenHidden() {
      if (document.visibilityState === 'hidden') flush();
    }
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    };
  }, [saveNow]);

  return { restored: restoreState === 'restored', settled: restoreState !== 'pending', storageWorks, discard };
}
