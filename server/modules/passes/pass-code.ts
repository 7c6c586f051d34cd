import { randomInt } from 'node:crypto';
import { PASS_CODE_ALPHABET, PASS_CODE_LENGTH } from '../../../domain/access-pass.schema.ts';

/**
 * A new pass code: each character drawn from the pass alphabet by the operating system's random
 * source (`randomInt` draws without bias), so a code cannot be guessed from others issued.
 */
export function newPassCode(): string {
  let code = '';
  for (let index = 0; index < PASS_CODE_LENGTH; index += 1) {
    code += PASS_CODE_ALPHABET[randomInt(PASS_CODE_ALPHABET.length)];
  }
  return code;
}
