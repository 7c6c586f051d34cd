import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Short codes (6-digit reset codes, recovery codes) are stored as keyed HMAC-SHA-256, not argon2:
 * a million possible reset codes fall to any unkeyed hash, however slow, in minutes, while an HMAC
 * under a key kept outside the database (derived from DATA_ENCRYPTION_KEY) leaves a stolen
 * database with nothing to try. Each purpose gets its own derived key, so a value hashed for one
 * can never pass for another (docs/decisions/007-passwords-and-two-factor.md).
 */
export type CodePurpose = 'password-reset-code' | 'recovery-code';

const SALT_BYTES = 16;

function purposeKey(key: Buffer, purpose: CodePurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `safeyard ${purpose} v1`, 32));
}

function mac(key: Buffer, purpose: CodePurpose, salt: Buffer, code: string): Buffer {
  return createHmac('sha256', purposeKey(key, purpose)).update(salt).update(code, 'utf8').digest();
}

/** `<salt>.<mac>` in base64url: a fresh salt per row, so equal codes never look equal at rest. */
export function hashSaltedCode(key: Buffer, purpose: CodePurpose, code: string): string {
  const salt = randomBytes(SALT_BYTES);
  return `${salt.toString('base64url')}.${mac(key, purpose, salt, code).toString('base64url')}`;
}

export function saltedCodeMatches(key: Buffer, purpose: CodePurpose, code: string, stored: string): boolean {
  const [salt, expected] = stored.split('.');
  if (!salt || !expected) return false;
  const actual = mac(key, purpose, Buffer.from(salt, 'base64url'), code);
  const wanted = Buffer.from(expected, 'base64url');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

/**
 * Without a salt, so a code can be found by its hash in one indexed query and marked used in the
 * same statement (recovery codes: ten per admin, each used at most once). The key still keeps a
 * stolen database from being searched offline; `scope` (the admin) keeps equal codes apart.
 */
export function hashLookupCode(key: Buffer, purpose: CodePurpose, scope: string, code: string): string {
  return mac(key, purpose, Buffer.from(scope, 'utf8'), `:${code}`).toString('base64url');
}
