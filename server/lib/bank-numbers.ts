import { open } from './sealed-box.ts';

/** Transit, institution and account numbers as sealed at booking (server/modules/booking). */
export interface BankNumbers {
  transit: string;
  institution: string;
  account: string;
}

export function parseBankNumbers(json: string): BankNumbers {
  const value = JSON.parse(json) as Partial<BankNumbers>;
  return { transit: value.transit ?? '', institution: value.institution ?? '', account: value.account ?? '' };
}

/** The numbers of a sealed value; throws when it cannot be opened (another key, or damaged). */
export function openBankNumbers(sealed: string, dataEncryptionKey: Buffer): BankNumbers {
  return parseBankNumbers(open(sealed, dataEncryptionKey));
}
