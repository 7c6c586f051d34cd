import { describe, expect, test } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotpStep,
  totpAt,
  totpStepAt,
  totpUri,
} from './totp.ts';

// RFC 6238 Appendix B: the seeds are ASCII digits, 20/32/64 bytes for SHA-1/256/512, 8-digit codes.
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
} as const;

const RFC_6238_VECTORS: Array<[seconds: number, sha1: string, sha256: string, sha512: string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('RFC 6238 test vectors', () => {
  for (const [seconds, sha1, sha256, sha512] of RFC_6238_VECTORS) {
    test(`codes at T=${seconds} match the RFC for SHA-1, SHA-256 and SHA-512`, () => {
      const time = new Date(seconds * 1000);
      expect(totpAt(SEEDS.sha1, time, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
      expect(totpAt(SEEDS.sha256, time, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totpAt(SEEDS.sha512, time, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    });
  }
});

test('HOTP codes for counters 0 to 9 match RFC 4226 Appendix D', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
});

test('base32 matches the RFC 4648 test vectors and round-trips', () => {
  const vectors: Array<[string, string]> = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  for (const [plain, encoded] of vectors) {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  }
  expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  expect(() => base32Decode('MZXW1')).toThrow();
});

test('a generated secret is 32 base32 characters (160 bits) and differs every time', () => {
  const first = generateTotpSecret();
  expect(first).toMatch(/^[A-Z2-7]{32}$/);
  expect(base32Decode(first)).toHaveLength(20);
  expect(generateTotpSecret()).not.toBe(first);
});

test('a code is accepted one step either side of now and refused two steps away', () => {
  const secret = base32Encode(SEEDS.sha1);
  const now = new Date(1_700_000_000_000);
  const step = totpStepAt(now);
  const codeAt = (offset: number) => hotp(SEEDS.sha1, step + offset);
  expect(matchTotpStep(secret, codeAt(0), now)).toBe(step);
  expect(matchTotpStep(secret, codeAt(-1), now)).toBe(step - 1);
  expect(matchTotpStep(secret, codeAt(1), now)).toBe(step + 1);
  expect(matchTotpStep(secret, codeAt(-2), now)).toBeNull();
  expect(matchTotpStep(secret, codeAt(2), now)).toBeNull();
  expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  expect(matchTotpStep(secret, '12345', now)).toBeNull();
});

test('a code of a step already used, or of an earlier step, is refused', () => {
  const secret = base32Encode(SEEDS.sha1);
  const now = new Date(1_700_000_000_000);
  const step = totpStepAt(now);
  expect(matchTotpStep(secret, hotp(SEEDS.sha1, step), now, step)).toBeNull();
  expect(matchTotpStep(secret, hotp(SEEDS.sha1, step - 1), now, step)).toBeNull();
  expect(matchTotpStep(secret, hotp(SEEDS.sha1, step + 1), now, step)).toBe(step + 1);
});

test('the otpauth URI names the issuer and account and carries the secret', () => {
  const uri = totpUri({ issuer: 'SafeYard', accountName: 'dispatch admin', secret: 'JBSWY3DPEHPK3PXP' });
  expect(uri).toBe(
    'otpauth://totp/SafeYard:dispatch%20admin?secret=JBSWY3DPEHPK3PXP&issuer=SafeYard&algorithm=SHA1&digits=6&period=30',
  );
});
