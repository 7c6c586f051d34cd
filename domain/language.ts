import { z } from 'zod';

/**
 * The site's two languages, Canada's official ones (docs/i18n.md). The web app, the server's
 * e-mails and the stored applications all name a language by this code.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a page is in when nothing says otherwise: English pages keep the site's historical addresses. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LanguageSchema = z.enum(LANGUAGES);

/** The locale each language formats dates, numbers and money in, and the pages' `lang` attribute. */
export const LOCALES = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<Language, string>;
export type Locale = (typeof LOCALES)[Language];

/** Open Graph spells locales with an underscore. */
export const OPEN_GRAPH_LOCALES = { en: 'en_CA', fr: 'fr_CA' } as const satisfies Record<Language, string>;

/** French pages live under this prefix (`/fr/contact`); English pages keep their paths (`/contact`). */
export const FRENCH_PREFIX = '/fr';

const FRENCH_PATH = /^\/fr(?=\/|$)/i;

/** The language a path is in: `/fr` and everything under it is French, the rest English. */
export function languageOfPath(pathname: string): Language {
  return FRENCH_PATH.test(pathname) ? 'fr' : 'en';
}

/** The path of the same page in English: `/fr/contact` → `/contact`, `/fr` → `/`. */
export function englishPathOf(pathname: string): string {
  const stripped = pathname.replace(FRENCH_PATH, '');
  return stripped === '' ? '/' : stripped;
}

/**
 * The path of the same page in `language`, from a path in either language; a query or fragment is
 * kept: `('/contact#enquiry', 'fr')` → `/fr/contact#enquiry`, `('/', 'fr')` → `/fr`.
 */
export function pathInLanguage(path: string, language: Language): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const english = englishPathOf(pathname || '/');
  if (language === 'en') return english + rest;
  return (english === '/' ? FRENCH_PREFIX : FRENCH_PREFIX + english) + rest;
}
