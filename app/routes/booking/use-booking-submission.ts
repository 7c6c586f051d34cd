import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldError } from '../../../domain/api-error.schema.ts';
import {
  BookingCreatedSchema,
  type Booking,
  type BookingCreated,
  type BookingInput,
} from '../../../domain/booking.schema.ts';
import { STATUS_TOKEN_PATTERN, statusPagePath } from '../../../domain/applicant-status.schema.ts';
import { isBrowserOffline, postJson, type ApiResult } from '../../lib/api-client.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import { toBookingPayload } from './booking-form-values.ts';
import { findField, type StepIndex } from './booking-fields.ts';

export const CREATE_BOOKING_PATH = '/api/ApplicationFormData/CreateApplicationForm';

export const OFFLINE_MESSAGE =
  'You seem to be offline. Your answers are saved; press Book again when you have a signal.';

/** What the confirmation shows: the reference, where the mail went, and the private status page. */
export type BookedApplication = { reference: string; email: string; statusPath: string | undefined };

/**
 * The status page's address within this site, read from the server's absolute `statusUrl`: only
 * a well-formed token is taken, so the confirmation links to our own page and nothing else.
 */
export function statusPathOf(statusUrl: string | undefined): string | undefined {
  if (!statusUrl) return undefined;
  const token = /\/status\/([^/?#]+)$/.exec(statusUrl)?.[1];
  return token && STATUS_TOKEN_PATTERN.test(token) ? statusPagePath(token) : undefined;
}

export type SubmissionState = { status: 'idle' } | { status: 'sending' } | { status: 'failed'; message: string };

/**
 * Sends the booking once (a second press while sending does nothing) and turns every answer into
 * something the person can act on. The form's values are never touched on failure.
 */
export function useBookingSubmission({
  form,
  onBooked,
  onServerFieldErrors,
}: {
  form: UseFormReturn<BookingInput, unknown, Booking>;
  onBooked: (booking: BookedApplication) => void;
  /** The server refused some answers: `firstStep` holds the first of them, `others` match no field. */
  onServerFieldErrors: (firstStep: StepIndex | undefined, others: FieldError[]) => void;
}) {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const sending = useRef(false);

  const submit = useCallback(
    async (booking: Booking) => {
      if (sending.current) return;
      if (isBrowserOffline()) {
        setState({ status: 'failed', message: OFFLINE_MESSAGE });
        return;
      }
      sending.current = true;
      setState({ status: 'sending' });
      let result: ApiResult<BookingCreated>;
      try {
        result = await postJson(CREATE_BOOKING_PATH, toBookingPayload(booking), BookingCreatedSchema);
      } finally {
        sending.current = false;
      }
      if (result.status === 'success') {
        setState({ status: 'idle' });
        onBooked({
          reference: result.data.reference,
          email: booking.personalInfo.email,
          statusPath: statusPathOf(result.data.statusUrl),
        });
        return;
      }
      if (result.status === 'offline') {
        setState({ status: 'failed', message: OFFLINE_MESSAGE });
        return;
      }
      const { error, retryAfterSeconds } = result;
      if (error.errors && error.errors.length > 0) {
        const others: FieldError[] = [];
        let firstStep: StepIndex | undefined;
        for (const fieldError of error.errors) {
          const field = findField(fieldError.path);
          if (!field) {
            others.push(fieldError);
            continue;
          }
          form.setError(field.path, { type: 'server', message: fieldError.message });
          if (firstStep === undefined || field.step < firstStep) firstStep = field.step;
        }
        setState({ status: 'idle' });
        onServerFieldErrors(firstStep, others);
        return;
      }
      const wait =
        retryAfterSeconds === undefined
          ? ''
          : ` Please wait ${formatRetryWait(retryAfterSeconds)} before pressing Book again.`;
      setState({ status: 'failed', message: `${error.message}${wait}` });
    },
    [form, onBooked, onServerFieldErrors],
  );

  return { state, submit };
}
