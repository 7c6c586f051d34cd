import type { Language } from '../../domain/language.ts';
import { LAYOUT_EN } from './messages/layout.en.ts';
import { LAYOUT_FR } from './messages/layout.fr.ts';

/**
 * Every message of the web app, by language: one catalogue file per part of the app and language
 * under app/i18n/messages/, merged here. Keys start with the part's name (`layout.`, `site.`,
 * `booking.`), so two catalogues never define the same key.
 */
export const MESSAGES = {
  en: { ...LAYOUT_EN },
  fr: { ...LAYOUT_FR },
} as const satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof MESSAGES)['en'];
