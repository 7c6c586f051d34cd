import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Booking, BookingInput } from '../../../domain/booking.schema.ts';
import { fieldId, findField, type BookingPath } from './booking-fields.ts';

/** Where focus goes after a step changes: its heading, the problem summary, or one field. */
export type FocusTarget = 'heading' | 'summary' | { path: string };

/**
 * Focus in the wizard is ours to move (react-hook-form's own is off): to a new step's heading, to
 * the summary on Book, to the first bad field on Next. A request is served once the step it
 * concerns is on the page, which is after the render that shows it, hence an effect.
 */
export function useStepFocus(form: UseFormReturn<BookingInput, unknown, Booking>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // A serial, so that asking for the same target twice moves focus twice.
  const [request, setRequest] = useState<{ target: FocusTarget; serial: number } | null>(null);

  const requestFocus = useCallback((target: FocusTarget) => {
    setRequest((previous) => ({ target, serial: (previous?.serial ?? 0) + 1 }));
  }, []);

  const moveFocus = useEffectEvent((target: FocusTarget) => {
    if (target === 'heading') headingRef.current?.focus();
    else if (target === 'summary') {
      // Scrolled to its top explicitly: the step below it has just been swapped, and focus alone
      // left it above the window (the browser kept the old scroll position's anchor in view).
      summaryRef.current?.focus({ preventScroll: true });
      summaryRef.current?.scrollIntoView({ block: 'start' });
    } else {
      // A field react-hook-form knows takes focus its way; a group (radios, an upload) by its id.
      const before = document.activeElement;
      if (findField(target.path)) form.setFocus(target.path as BookingPath);
      if (document.activeElement === before) document.getElementById(fieldId(target.path))?.focus();
    }
  });

  useEffect(() => {
    if (request) moveFocus(request.target);
  }, [request]);

  return { headingRef, summaryRef, requestFocus };
}
