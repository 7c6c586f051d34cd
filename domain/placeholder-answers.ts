/**
 * Answers that stand for "no answer": a name of "N/A" or "none", a phone of one digit repeated.
 * A reference or a landlord given that way cannot be called, so the booking refuses them with a
 * message that says why, rather than letting the admin find out on the phone.
 */

/**
 * Written without spaces, dots or slashes, in lower case: "N / A", "n.a." and "Not applicable" all
 * match, and the French "S.O." (sans objet), "aucun" and "néant".
 */
const PLACEHOLDER_WORDS = new Set([
  'na',
  'none',
  'nil',
  'notapplicable',
  'nothing',
  'null',
  'unknown',
  'so',
  'sansobjet',
  'aucun',
  'aucune',
  'néant',
  'neant',
]);
// What is left once letters and digits are gone: "-", ".", "--", "?" and the like.
const ONLY_MARKS = /^[^\p{L}\p{N}]*$/u;

export const PLACEHOLDER_NAME_MESSAGE = 'Enter a real name, not a placeholder such as N/A';
export const PLACEHOLDER_COMPANY_MESSAGE = 'Enter the real company name, not a placeholder such as N/A';
export const PLACEHOLDER_PHONE_MESSAGE = 'Enter a real phone number, not a placeholder such as 000-000-0000';
export const PLACEHOLDER_NOTE_MESSAGE = 'Say briefly why, rather than N/A';

export function isPlaceholderName(value: string): boolean {
  const folded = value.toLowerCase().replace(/[\s./\\_-]+/g, '');
  if (ONLY_MARKS.test(value.trim())) return true;
  return PLACEHOLDER_WORDS.has(folded) || folded === 'x';
}

/** Every digit the same (000-000-0000, 1111111111), country code 1 aside: no one's number. */
export function isPlaceholderPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length > 0 && /^(\d)\1*$/.test(national);
}
