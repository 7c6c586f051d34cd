import { STATUS_TOKEN_PATTERN, statusPagePath } from '../../../domain/applicant-status.schema.ts';
import { BookingCreatedSchema, type Booking } from '../../../domain/booking.schema.ts';
import { BOOKING_PATH } from '../../content/navigation.ts';
import { postJson } from '../../lib/api-client.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import { done, failed, failedCall, type SubmissionResult } from '../../lib/submission.ts';

export const CREATE_BOOKING_PATH = '/api/ApplicationFormData/CreateApplicationForm';

export const OFFLINE_MESSAGE =
  'You seem to be offline. Your answers are saved; press Book again when you have a signal.';

/**
 * Where the confirmation keeps the applicant's e-mail and private link: in history state, never in
 * the URL (the link is a key to the application's status).
 */
export type ConfirmationState = { bookedEmail: string; statusPath: string | undefined };

/**
 * The status page's address within this site, read from the server's absolute `statusUrl`: only
 * a well-formed token is taken, so the confirmation links to our own page and nothing else.
 */
export function statusPathOf(statusUrl: string | undefined): string | undefined {
  if (!statusUrl) return undefined;
  const token = /\/status\/([^/?#]+)$/.exec(statusUrl)?.[1];
  return token && STATUS_TOKEN_PATTERN.test(token) ? statusPagePath(token) : undefined;
}

/**
 * Sends the booking (as the wizard checked it, `toBookingPayload`) and words the answer. Arrived:
 * on to the confirmation, whose address carries the reference so a reload shows it again and never
 * sends twice. Refused answers come back for the wizard to put on their fields; anything else is a
 * sentence to act on. The wizard's values are never touched on a failure.
 */
export async function sendBooking(booking: Booking): Promise<SubmissionResult> {
  const result = await postJson(CREATE_BOOKING_PATH, booking, BookingCreatedSchema);
  if (result.status === 'success') {
    const confirmation: ConfirmationState = {
      bookedEmail: booking.personalInfo.email,
      statusPath: statusPathOf(result.data.statusUrl),
    };
    return done(null, {
      to: `${BOOKING_PATH}?done=${encodeURIComponent(result.data.reference)}`,
      state: confirmation,
    });
  }
  if (result.status === 'offline') return failedCall(result, OFFLINE_MESSAGE);
  const { error, retryAfterSeconds } = result;
  const wait =
    retryAfterSeconds === undefined
      ? ''
      : ` Please wait ${formatRetryWait(retryAfterSeconds)} before pressing Book again.`;
  return failed(`${error.message}${wait}`, error.errors ?? [], error.code);
}
