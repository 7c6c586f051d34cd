import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { type Language, LOCALES, type Locale } from '../../../domain/language.ts';

/**
 * The server's words in a person's language (docs/i18n.md): e-mails to an applicant and the pages
 * a form posted without scripts gets back. Each feature keeps its catalogues beside its code
 * (`<name>.en.ts` and `<name>.fr.ts`, the French one `satisfies ServerCatalogue<typeof X_EN>`), and
 * formats with `serverI18n(language, { en: X_EN, fr: X_FR })`. Messages are ICU MessageFormat, as
 * in the web app; dates, numbers and money are formatted in the language's locale (`fr-CA`).
 * What only the company reads (its notifications, the admin) stays English.
 */

/** Exactly the keys of the English catalogue; a missing or extra key is a type error. */
export type ServerCatalogue<English extends Record<string, string>> = { readonly [Key in keyof English]: string };

export interface ServerI18n<Key extends string> {
  language: Language;
  locale: Locale;
  /** The message `key` as text, its placeholders filled in. */
  t: (key: Key, values?: Record<string, string | number | Date>) => string;
  /** react-intl's formatters in this locale (formatDate, formatNumber, formatList…). */
  intl: IntlShape;
}

const cache = createIntlCache();

/**
 * One formatter per catalogue: making one reads the locale's data and costs more than the e-mail
 * it formats, and a booking makes one. Catalogues are constants of their modules, so the map
 * holds a handful of entries for the life of the process.
 */
const made: Record<Language, WeakMap<object, ServerI18n<string>>> = { en: new WeakMap(), fr: new WeakMap() };

export function serverI18n<English extends Record<string, string>>(
  language: Language,
  catalogues: { en: English; fr: ServerCatalogue<English> },
): ServerI18n<Extract<keyof English, string>> {
  const messages = catalogues[language];
  let i18n = made[language].get(messages);
  if (!i18n) {
    const intl = createIntl({ locale: LOCALES[language], defaultLocale: LOCALES.en, messages }, cache);
    i18n = {
      language,
      locale: LOCALES[language],
      t: (key, values) => intl.formatMessage({ id: key }, values),
      intl,
    };
    made[language].set(messages, i18n);
  }
  return i18n;
}
