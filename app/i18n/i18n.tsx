import { createContext, type ReactNode, useContext } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { type Language, LOCALES, type Locale, pathInLanguage } from '../../domain/language.ts';
import { MESSAGES, type MessageKey } from './catalogues.ts';

/**
 * How a screen gets its words (docs/i18n.md): `const { t } = useI18n()`, then `t('key')` or
 * `t('key', { count })`. Messages are ICU MessageFormat (react-intl formats them with `Intl`), so a
 * sentence is one message with its placeholders, never pieces glued together. The language comes
 * from the address (`/fr/…` is French), set once by the root layout.
 */

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number | Date>;
/** Values of a message with markup: a tag `<link>…</link>` is a function of its text. */
export type RichValues = Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface I18n {
  language: Language;
  /** `en-CA` or `fr-CA`: what dates, numbers and money are formatted in. */
  locale: Locale;
  /** The message `key` as text, its placeholders filled in. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /** The message `key` with markup, e.g. `rich('x', { link: (text) => <a href="…">{text}</a> })`. */
  rich: (key: MessageKey, values: RichValues) => ReactNode;
  /** The address of a page of the site in this language: `path('/contact')` is `/fr/contact` in French. */
  path: (englishPath: string) => string;
  /** react-intl's formatters in this locale: formatNumber, formatDate, formatList, formatPlural… */
  intl: IntlShape;
}

const cache = createIntlCache();
const instances = new Map<Language, I18n>();

/** One instance per language, made on first use and kept: formatters are cached inside it. */
export function i18nFor(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const intl = createIntl(
    { locale: LOCALES[language], defaultLocale: LOCALES.en, messages: MESSAGES[language] },
    cache,
  );
  const i18n: I18n = {
    language,
    locale: LOCALES[language],
    t: (key, values) => intl.formatMessage({ id: key }, values),
    rich: (key, values) => intl.formatMessage({ id: key }, values as Parameters<IntlShape['formatMessage']>[1]),
    path: (englishPath) => pathInLanguage(englishPath, language),
    intl,
  };
  instances.set(language, i18n);
  return i18n;
}

// Outside a provider (a unit test rendering one component), screens are in English.
const I18nContext = createContext<I18n>(i18nFor('en'));

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <I18nContext value={i18nFor(language)}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}
