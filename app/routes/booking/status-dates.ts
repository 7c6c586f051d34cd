import type { I18n } from '../../i18n/i18n.tsx';

/** When something happened (an ISO timestamp), as a day in the company's time zone, in the page's locale. */
export function formatStatusDate(iso: string, intl: I18n['intl']): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : intl.formatDate(date, { dateStyle: 'long', timeZone: 'America/Toronto' });
}

/** A calendar date (YYYY-MM-DD), never shifted by a time zone. */
export function formatCalendarDate(value: string, intl: I18n['intl']): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : intl.formatDate(date, { dateStyle: 'long', timeZone: 'UTC' });
}
