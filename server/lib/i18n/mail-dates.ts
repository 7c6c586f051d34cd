import type { Language } from '../../../domain/language.ts';
import type { IntlShape } from 'react-intl/server';

/**
 * A calendar date (YYYY-MM-DD) in an applicant's e-mail. English e-mails keep the numeric form they
 * always had, which is en-CA's own; French ones write the date out as fr-CA does (31 janvier 2027).
 * Never shifted by a time zone: it is a day, not a moment.
 */
export function mailDate(i18n: { language: Language; intl: IntlShape }, day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (i18n.language === 'en' || Number.isNaN(date.getTime())) return day;
  return i18n.intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' });
}
