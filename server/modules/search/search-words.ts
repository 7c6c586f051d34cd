/**
 * What the admin typed, as the words a search looks for (search.repository.ts): each must appear
 * in the application's search text. A few words are plenty for a name.
 */
export function searchWords(search: string | undefined): string[] {
  const digits = phoneSearchDigits(search);
  if (digits) return [digits];
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}
const MAX_SEARCH_WORDS = 5;

/**
 * The digits of a search that is a phone number (ADR 057): only digits and the punctuation a
 * phone is written with, 7 (a local number) to 15 (the longest international one) digits. Each
 * search text holds its phone's digits (migration 0023), so such a search finds the phones that
 * hold these digits, whatever the punctuation of either: `705-555-0130` finds `(705) 555-0130`. A
 * leading 1 of eleven digits is North America's country code, left out here and in the stored
 * digits, so `+1 705 555 0130` and `705-555-0130` find each other; typed after `+`, it is left out
 * of a part of a number too (`+1 705 555 01`). Undefined for any other search.
 */
export function phoneSearchDigits(search: string | undefined): string | undefined {
  const typed = (search ?? '').trim();
  if (!/^\+?[\d\s().-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (digits.length > MAX_PHONE_DIGITS) return undefined;
  const countryCodeOne = typed.startsWith('+1') || (digits.length === 11 && digits.startsWith('1'));
  const national = countryCodeOne ? digits.slice(1) : digits;
  return national.length >= MIN_PHONE_SEARCH_DIGITS ? national : undefined;
}
const MIN_PHONE_SEARCH_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
