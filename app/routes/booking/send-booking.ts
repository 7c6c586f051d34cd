import { STATUS_TOKEN_PATTERN, statusPagePath } from '../../../domain/applicant-status.schema.ts';
import { BookingCreatedSchema, IDEMPOTENCY_KEY_HEADER, type Booking } from '../../../domain/booking.schema.ts';
import { type Language, pathInLanguage } from '../../../domain/language.ts';
import { BOOKING_PATH } from '../../content/navigation.ts';
import { i18nFor } from '../../i18n/i18n.tsx';
import { postJson } from '../../lib/api-client.ts';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import { done, failed, failedCall, type SubmissionResult } from '../../lib/submission.ts';
import { failureText } from './failure-text.ts';

export const CREATE_BOOKING_PATH = '/api/ApplicationFormData/CreateApplicationForm';

/** What an English page says when Book finds no network (the French page says it in French). */
export const OFFLINE_MESSAGE = i18nFor('en').t('booking.send.offline');

/**
 * Where the confirmation keeps the applicant's e-mail and private link: in history state, never in
 * the URL (the link is a key to the application's status).
 */
export type ConfirmationState = { bookedEmail: string; statusPath: string | undefined };

/**
 * The status page's address within this site, read from the server's absolute `statusUrl`: only
 * a well-formed token is taken, so the confirmation links to our own page and nothing else.
 */
export function statusPathOf(statusUrl: string | undefined, language: Language): string | undefined {
  if (!statusUrl) return undefined;
  const token = /\/status\/([^/?#]+)$/.exec(statusUrl)?.[1];
  return token && STATUS_TOKEN_PATTERN.test(token) ? pathInLanguage(statusPagePath(token), language) : undefined;
}

/**
 * Sends the booking (as the wizard checked it, `toBookingPayload`, in the page's language) and words
 * the answer in that language. Arrived: on to the confirmation, whose address carries the reference
 * so a reload shows it again and never sends twice. Refused answers come back for the wizard to put
 * on their fields; anything else is a sentence to act on. The wizard's values are never touched on
 * a failure.
 */
export async function sendBooking(booking: Booking): Promise<SubmissionResult> {
  const { language } = booking;
  const { t } = i18nFor(language);
  const key = await bookingKey(booking);
  const result = await postJson(CREATE_BOOKING_PATH, booking, BookingCreatedSchema, {
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });
  if (result.status === 'success') {
    const confirmation: ConfirmationState = {
      bookedEmail: booking.personalInfo.email,
      statusPath: statusPathOf(result.data.statusUrl, language),
    };
    return done(null, {
      to: `${pathInLanguage(BOOKING_PATH, language)}?done=${encodeURIComponent(result.data.reference)}`,
      state: confirmation,
    });
  }
  if (result.status === 'offline') return failedCall(result, t('booking.send.offline'));
  const { error, retryAfterSeconds } = result;
  const message = failureText(error, language);
  return failed(
    retryAfterSeconds === undefined
      ? message
      : t('booking.send.wait', { message, wait: formatRetryWait(retryAfterSeconds, language) }),
    error.errors ?? [],
    error.code,
  );
}

/**
 * The booking's Idempotency-Key: the SHA-256 of what is sent. Book pressed again after a lost
 * answer, or after a reload that restored the draft, sends the same key and gets the first answer;
 * a changed booking gets a new key (and its uploads, held already, still lead to the first answer).
 * The uploads' references make it unique to this applicant. Where the browser has no SubtleCrypto
 * (a page not served over HTTPS) no key is sent, and the server recognises the uploads alone.
 */
export async function bookingKey(booking: Booking): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(booking)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
