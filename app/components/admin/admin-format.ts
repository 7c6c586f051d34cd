import type { Language } from '../../../domain/language.ts';

/** How the admin screens write dates, names and answers: in words, in the company's time zone. */

const TIME_ZONE = 'America/Toronto';

const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

const DATE = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO timestamp (when something happened) as "Nov 22, 2026, 3:04 p.m.", Toronto time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

/** A calendar date `YYYY-MM-DD` (a move-in day) as "Dec 1, 2026", never shifted by a time zone. */
export function formatDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

export function fullName(person: { firstName: string; middleName: string; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName].filter((part) => part.trim() !== '').join(' ');
}

/** The language an applicant booked in, which their e-mails are in (docs/i18n.md). */
export function languageName(language: Language | undefined): string {
  return language === 'fr' ? 'French' : 'English';
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

const MONEY = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

export function formatMoney(value: number): string {
  return MONEY.format(value);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
