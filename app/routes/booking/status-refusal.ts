import type { ApiError, FieldError } from '../../../domain/api-error.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { i18nFor } from '../../i18n/i18n.tsx';
import { formatRetryWait } from '../../lib/retry-wait.ts';
import { failureText } from './failure-text.ts';

/** A refusal as the API client gives it: the server's error and, when rate limited, how long to wait. */
export interface Refusal {
  error: ApiError;
  retryAfterSeconds?: number;
}

/**
 * What the status page says of a refusal, in its language: the server's sentence, then each of
 * `problems` (the field messages no field of the page shows itself), then how long to wait.
 */
export function refusalText(
  { error, retryAfterSeconds }: Refusal,
  language: Language,
  problems: readonly FieldError[] = error.errors ?? [],
): string {
  const sentences = [error, ...problems.map((problem) => ({ ...error, ...problem }))].map((each) =>
    failureText(each, language),
  );
  if (retryAfterSeconds !== undefined) {
    const wait = formatRetryWait(retryAfterSeconds, language);
    sentences.push(i18nFor(language).t('status.corrections.tryAgainIn', { wait }));
  }
  return sentences.join(' ');
}
