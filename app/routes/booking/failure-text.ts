import type { ApiError } from '../../../domain/api-error.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { frenchValidationMessage } from '../../../domain/validation-messages.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { i18nFor } from '../../i18n/i18n.tsx';
import { DOCUMENT_MEGABYTES } from './booking-fields.ts';

/** What a French page says for a refusal whose English sentence no table has, by its code. */
const FRENCH_BY_CODE: Partial<Record<string, MessageKey>> = {
  validation_failed: 'booking.failure.refused',
  rate_limited: 'booking.failure.tooMany',
  payload_too_large: 'booking.failure.tooLarge',
  unsupported_media_type: 'booking.failure.wrongType',
  not_found: 'booking.failure.notFound',
  conflict: 'booking.failure.conflict',
};

/**
 * The sentence of a refusal from the API, in the page's language. The server answers in English,
 * the API's language for its existing callers: an English page shows it as it is, a French page
 * its French from the tables (docs/i18n.md), or else what its code means.
 */
export function failureText(error: Pick<ApiError, 'code' | 'message'>, language: Language): string {
  if (language === 'en') return error.message;
  const known = frenchValidationMessage(error.message);
  if (known !== undefined) return known;
  return i18nFor(language).t(FRENCH_BY_CODE[error.code] ?? 'booking.failure.unavailable', {
    size: DOCUMENT_MEGABYTES,
  });
}
