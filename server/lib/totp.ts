import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238) over HOTP (RFC 4226), with the parameters every
 * authenticator app supports: HMAC-SHA-1, 30-second steps, 6 digits. Secrets travel as base32
 * (RFC 4648) because that is what otpauth:// URIs and manual entry use.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side absorbs a phone clock that is up to ~30 s off, and a code typed as it rolls over. */
export const TOTP_WINDOW_STEPS = 1;
/** 160 bits, the HMAC-SHA-1 block-friendly size RFC 4226 recommends. */
const SECRET_BYTES = 20;

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return output;
}

/** Accepts lower case, spaces and `=` padding, as people copy secrets by hand. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = BASE32_ALPHABET.indexOf(character);
    if (value === -1) throw new Error('Not a base32 string');
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** HOTP (RFC 4226 §5.3): dynamic truncation of HMAC(secret, counter). */
export function hotp(
  secret: Uint8Array,
  counter: number,
  digits: number = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(algorithm, secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totpStepAt(time: Date, period: number = TOTP_PERIOD_SECONDS): number {
  return Math.floor(time.getTime() / 1000 / period);
}

export interface TotpOptions {
  digits?: number;
  period?: number;
  algorithm?: TotpAlgorithm;
}

export function totpAt(secret: Uint8Array, time: Date, options: TotpOptions = {}): string {
  return hotp(secret, totpStepAt(time, options.period), options.digits, options.algorithm);
}

/**
 * The time step a code belongs to (within ±TOTP_WINDOW_STEPS of `time`), or null. Returning the
 * step lets the caller refuse a second use of the same code; steps at or before `usedStep` are
 * never accepted.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  time: Date,
  usedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const current = totpStepAt(time);
  let matched: number | null = null;
  // Every candidate is computed and compared, so timing does not tell which step matched.
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    const candidate = Buffer.from(hotp(secret, step));
    if (timingSafeEqual(candidate, Buffer.from(code)) && (usedStep === null || step > usedStep) && matched === null) {
      matched = step;
    }
  }
  return matched;
}

/** The `otpauth://` URI authenticator apps read from a QR code (Google Authenticator's Key Uri Format). */
export function totpUri(options: { issuer: string; accountName: string; secret: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.accountName)}`;
  const parameters = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${parameters.toString()}`;
}
