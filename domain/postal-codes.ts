import { countryOfRegion } from './regions.ts';

/**
 * The postal code in the format of the applicant's country, told by their province or state: a
 * Canadian postal code (A1A 1A1) for a province, a ZIP code (12345 or 12345-6789) for a US state.
 * Any other place keeps the general rule of postalCodeSchema.
 */
export const CANADIAN_POSTAL_CODE_MESSAGE = 'Enter a Canadian postal code like A1A 1A1';
export const US_ZIP_CODE_MESSAGE = 'Enter a US ZIP code like 12345 or 12345-6789';

const CANADIAN = /^[A-Z]\d[A-Z]\d[A-Z]\d$/;
const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/** The Canadian postal code's six characters, spaces and dashes left out, in capitals. */
function canadianCharacters(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** The message for a postal code that is not in its country's format; undefined when it is. */
export function postalCodeProblem(region: string, code: string): string | undefined {
  const country = countryOfRegion(region);
  if (country === 'CA') return CANADIAN.test(canadianCharacters(code)) ? undefined : CANADIAN_POSTAL_CODE_MESSAGE;
  if (country === 'US') return US_ZIP.test(code.trim()) ? undefined : US_ZIP_CODE_MESSAGE;
  return undefined;
}

/** A valid Canadian postal code as Canada Post writes it ("l5n7z9" → "L5N 7Z9"); any other code as it is. */
export function normalisedPostalCode(region: string, code: string): string {
  if (countryOfRegion(region) !== 'CA') return code;
  const characters = canadianCharacters(code);
  return CANADIAN.test(characters) ? `${characters.slice(0, 3)} ${characters.slice(3)}` : code;
}
