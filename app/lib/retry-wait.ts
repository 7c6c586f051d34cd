import type { Language } from '../../domain/language.ts';
import { i18nFor } from '../i18n/i18n.tsx';

/** "about 2 minutes" ("environ 2 minutes"): how long a rate-limited person should wait, from Retry-After. */
export function formatRetryWait(seconds: number, language: Language = 'en'): string {
  const { t } = i18nFor(language);
  if (seconds < 60) return t('ui.retryWait.seconds', { seconds: Math.max(1, seconds) });
  return t('ui.retryWait.minutes', { minutes: Math.ceil(seconds / 60) });
}
