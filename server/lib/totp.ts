import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) through `otpauth`, with the parameters every
 * authenticator app supports: HMAC-SHA-1, 30-second steps, 6 digits. Secrets travel as base32
 * (RFC 4648) because that is what otpauth:// URIs and manual entry use. What stays ours is the
 * policy: the window, and the replay guard that refuses a step already used.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side absorbs a phone clock that is up to ~30 s off, and a code typed as it rolls over. */
export const TOTP_WINDOW_STEPS = 1;
/** 160 bits, the HMAC-SHA-1 block-friendly size RFC 4226 recommends. */
const SECRET_BYTES = 20;
const ALGORITHM = 'SHA1';

export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The time step (RFC 6238 T) that `time` falls in. */
export function totpStepAt(time: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: time.getTime() });
}

/** The code an authenticator app shows at `time` for this base32 secret. */
export function totpAt(secretBase32: string, time: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: time.getTime(),
  });
}

/**
 * The time step a code belongs to (within ±TOTP_WINDOW_STEPS of `time`), or null. Returning the
 * step lets the caller refuse a second use of the same code; steps at or before `usedStep` are
 * never accepted (the replay guard: a code seen over a shoulder or in a log is worthless once used).
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  time: Date,
  usedStep: number | null = null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  // otpauth compares with crypto.timingSafeEqual, so timing does not tell how close a guess was.
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: time.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return null;
  const step = totpStepAt(time) + delta;
  return usedStep !== null && step <= usedStep ? null : step;
}

/** The `otpauth://` URI authenticator apps read from a QR code (Google Authenticator's Key Uri Format). */
export function totpUri(options: { issuer: string; accountName: string; secret: string }): string {
  return new TOTP({
    issuer: options.issuer,
    label: options.accountName,
    secret: Secret.fromBase32(options.secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
