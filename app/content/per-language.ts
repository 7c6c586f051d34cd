import type { Language } from '../../domain/language.ts';

/**
 * Content the business edits in both languages: one value of the same type per language, so a
 * text added in English without its French does not compile (docs/i18n.md).
 */
export type PerLanguage<T> = Readonly<Record<Language, T>>;
