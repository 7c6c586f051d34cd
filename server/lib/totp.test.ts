import { HOTP, Secret, TOTP } from 'otpauth';
import { describe, expect, test } from 'vitest';
import { generateTotpSecret, matchTotpStep, totpAt, totpStepAt, totpUri } from './totp.ts';

// RFC 6238 Appendix B: the seeds are ASCII digits, 20/32/64 bytes for SHA-1/256/512, 8-digit codes.
const SEEDS = {
  SHA1: Secret.fromLatin1('12345678901234567890'),
  SHA256: Secret.fromLatin1('12345678901234567890123456789012'),
  SHA512: Secret.fromLatin1('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;
const SHA1_SEED_BASE32 = SEEDS.SHA1.base32;

const RFC_6238_VECTORS: Array<[seconds: number, sha1: string, sha256: string, sha512: string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

function rfcCode(algorithm: keyof typeof SEEDS, seconds: number): string {
  return TOTP.generate({ secret: SEEDS[algorithm], algorithm, digits: 8, period: 30, timestamp: seconds * 1000 });
}

describe('RFC 6238 test vectors', () => {
  for (const [seconds, sha1, sha256, sha512] of RFC_6238_VECTORS) {
    test(`codes at T=${seconds} match the RFC for SHA-1, SHA-256 and SHA-512, and ours are their last 6 digits`, () => {
      expect(rfcCode('SHA1', seconds)).toBe(sha1);
      expect(rfcCode('SHA256', seconds)).toBe(sha256);
      expect(rfcCode('SHA512', seconds)).toBe(sha512);
      // Truncation to 6 digits keeps the same number mod 10^6: what authenticator apps show.
      expect(totpAt(SHA1_SEED_BASE32, new Date(seconds * 1000))).toBe(sha1.slice(2));
    });
  }
});

test('HOTP codes for counters 0 to 9 match RFC 4226 Appendix D', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  const codes = expected.map((_, counter) => HOTP.generate({ secret: SEEDS.SHA1, counter, digits: 6 }));
  expect(codes).toEqual(expected);
});

test('a generated secret is 32 base32 characters (160 bits) and differs every time', () => {
  const first = generateTotpSecret();
  expect(first).toMatch(/^[A-Z2-7]{32}$/);
  expect(Secret.fromBase32(first).bytes).toHaveLength(20);
  expect(generateTotpSecret()).not.toBe(first);
});

test('a secret typed by hand in lower case with spaces gives the same codes', () => {
  const now = new Date(1_700_000_000_000);
  const spaced = SHA1_SEED_BASE32.toLowerCase().replace(/(.{4})/g, '$1 ');
  expect(totpAt(spaced.trim(), now)).toBe(totpAt(SHA1_SEED_BASE32, now));
});

test('a code is accepted one step either side of now and refused two steps away', () => {
  const now = new Date(1_700_000_000_000);
  const step = totpStepAt(now);
  expect(step).toBe(Math.floor(1_700_000_000 / 30));
  const codeAt = (offset: number) => totpAt(SHA1_SEED_BASE32, new Date(now.getTime() + offset * 30_000));
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(0), now)).toBe(step);
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(-1), now)).toBe(step - 1);
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(1), now)).toBe(step + 1);
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(-2), now)).toBeNull();
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(2), now)).toBeNull();
  expect(matchTotpStep(SHA1_SEED_BASE32, 'abcdef', now)).toBeNull();
  expect(matchTotpStep(SHA1_SEED_BASE32, '12345', now)).toBeNull();
  expect(matchTotpStep(SHA1_SEED_BASE32, `${codeAt(0)}0`, now)).toBeNull();
});

test('a code of a step already used, or of an earlier step, is refused (replay guard)', () => {
  const now = new Date(1_700_000_000_000);
  const step = totpStepAt(now);
  const codeAt = (offset: number) => totpAt(SHA1_SEED_BASE32, new Date(now.getTime() + offset * 30_000));
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(0), now, step)).toBeNull();
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(-1), now, step)).toBeNull();
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(0), now, step - 1)).toBe(step);
  expect(matchTotpStep(SHA1_SEED_BASE32, codeAt(1), now, step)).toBe(step + 1);
});

test('the otpauth URI names the issuer and account and carries the secret and parameters', () => {
  const uri = totpUri({ issuer: 'SafeYard', accountName: 'dispatch admin', secret: 'JBSWY3DPEHPK3PXP' });
  const parsed = new URL(uri);
  expect(`${parsed.protocol}//${parsed.host}${parsed.pathname}`).toBe('otpauth://totp/SafeYard:dispatch%20admin');
  expect(Object.fromEntries(parsed.searchParams)).toEqual({
    secret: 'JBSWY3DPEHPK3PXP',
    issuer: 'SafeYard',
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
});
