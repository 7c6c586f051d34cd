import type { Language } from '../../domain/language.ts';
import { BOOKING_EN } from './messages/booking.en.ts';
import { BOOKING_FR } from './messages/booking.fr.ts';
import { CONTACT_EN } from './messages/contact.en.ts';
import { CONTACT_FR } from './messages/contact.fr.ts';
import { LAYOUT_EN } from './messages/layout.en.ts';
import { LAYOUT_FR } from './messages/layout.fr.ts';
import { SITE_EN } from './messages/site.en.ts';
import { SITE_FR } from './messages/site.fr.ts';
import { PASS_EN } from './messages/pass.en.ts';
import { PASS_FR } from './messages/pass.fr.ts';
import { STATUS_EN } from './messages/status.en.ts';
import { STATUS_FR } from './messages/status.fr.ts';
import { UI_EN } from './messages/ui.en.ts';
import { UI_FR } from './messages/ui.fr.ts';
import { WIZARD_EN } from './messages/wizard.en.ts';
import { WIZARD_FR } from './messages/wizard.fr.ts';

/**
 * Every message of the web app, by language: one catalogue file per part of the app and language
 * under app/i18n/messages/, merged here. Keys start with the part's name (`layout.`, `site.`,
 * `booking.`), so two catalogues never define the same key.
 */
export const MESSAGES = {
  en: { ...LAYOUT_EN, ...UI_EN, ...SITE_EN, ...CONTACT_EN, ...BOOKING_EN, ...WIZARD_EN, ...STATUS_EN, ...PASS_EN },
  fr: { ...LAYOUT_FR, ...UI_FR, ...SITE_FR, ...CONTACT_FR, ...BOOKING_FR, ...WIZARD_FR, ...STATUS_FR, ...PASS_FR },
} as const satisfies Record<Language, Record<string, string>>;

export type MessageKey = keyof (typeof MESSAGES)['en'];
