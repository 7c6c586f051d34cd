import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or U: a reference read over the phone is not misheard. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A human booking reference like `BK-7K4M-9QX2`: 8 characters, about 39 bits of randomness. */
export function newBookingReference(): string {
  const characters = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `BK-${characters.slice(0, 4)}-${characters.slice(4)}`;
}
