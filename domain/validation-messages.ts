import type { Language } from './language.ts';
import { AGREEMENT_VALIDATION_FR } from './validation-messages/agreement.fr.ts';
import { BOOKING_VALIDATION_FR } from './validation-messages/booking.fr.ts';
import { COMMON_VALIDATION_FR } from './validation-messages/common.fr.ts';
import { CONTACT_VALIDATION_FR } from './validation-messages/contact.fr.ts';

/**
 * The schemas' messages in French (docs/i18n.md). A schema keeps its English message: it is the
 * API's message, which existing callers show as it is. A French screen shows the message through
 * `validationMessage(message, 'fr')`, which finds it in these tables, keyed by the English message.
 *
 * A key may hold numbers as placeholders: `Use at most {max} characters` matches "Use at most 30
 * characters", and the French `Utilisez au plus {max} caractères` gets the number back, written
 * the French way (2 000). One table per part of the schemas, merged here.
 */
export type ValidationTranslations = Readonly<Record<string, string>>;

export const FRENCH_VALIDATION_MESSAGES: ValidationTranslations = {
  ...COMMON_VALIDATION_FR,
  ...CONTACT_VALIDATION_FR,
  ...BOOKING_VALIDATION_FR,
  ...AGREEMENT_VALIDATION_FR,
};

interface Template {
  pattern: RegExp;
  french: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

function templateOf(english: string, french: string): Template {
  const seen = new Set<string>();
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(english.slice(last, match.index));
    const name = match[1] ?? '';
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>\\d+(?:\\.\\d+)?)`;
    seen.add(name);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { pattern: new RegExp(`^${source}$`), french };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const exact = new Map<string, string>();
const templates: Template[] = [];
for (const [english, french] of Object.entries(FRENCH_VALIDATION_MESSAGES)) {
  if (HAS_PLACEHOLDER.test(english)) templates.push(templateOf(english, french));
  else exact.set(english, french);
}

const frenchNumber = new Intl.NumberFormat('fr-CA');

/** The French of a schema's English message, or undefined when no table has it. */
export function frenchValidationMessage(message: string): string | undefined {
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const { pattern, french } of templates) {
    const groups = pattern.exec(message)?.groups;
    if (groups) return french.replace(PLACEHOLDER, (_, name: string) => frenchNumber.format(Number(groups[name])));
  }
  return undefined;
}

/**
 * A schema's message in `language`: as it is in English, from the tables in French. A message no
 * table has is shown as it is (it may be one a French screen wrote itself); the tests make sure
 * every message the forms' schemas give is in the tables.
 */
export function validationMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  return frenchValidationMessage(message) ?? message;
}
