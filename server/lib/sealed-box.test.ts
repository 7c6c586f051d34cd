import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { open, seal } from './sealed-box.ts';

test('a sealed value opens with its key and no other, whichever keys were used before', () => {
  const first = randomBytes(32);
  const second = randomBytes(32);
  const sealedWithFirst = seal('00123-004-5678901', first);
  const sealedWithSecond = seal('99999-888-7777777', second);

  expect(sealedWithFirst).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(sealedWithFirst).not.toContain('00123');
  expect(open(sealedWithFirst, first)).toBe('00123-004-5678901');
  expect(open(sealedWithSecond, second)).toBe('99999-888-7777777');
  // Each key is its own, however often the other was used in between.
  expect(() => open(sealedWithFirst, second)).toThrow();
  expect(() => open(sealedWithSecond, first)).toThrow();
  expect(open(sealedWithFirst, first)).toBe('00123-004-5678901');
  // The same key bytes in another Buffer (a restarted server reads its key again) open it too.
  expect(open(sealedWithFirst, Buffer.from(first))).toBe('00123-004-5678901');
});

test('two seals of one value differ (a fresh IV each), and a changed byte is refused', () => {
  const key = randomBytes(32);
  const once = seal('12345', key);
  const twice = seal('12345', key);
  expect(once).not.toBe(twice);

  const [version, iv, tag, ciphertext] = once.split('.');
  const altered = Buffer.from(ciphertext ?? '', 'base64url');
  altered[0] = (altered[0] ?? 0) ^ 1;
  expect(() => open([version, iv, tag, altered.toString('base64url')].join('.'), key)).toThrow();
  expect(() => open('v2.a.b.c', key)).toThrow('Sealed value has an unknown format');
});

test('a key of the wrong length is refused', () => {
  expect(() => seal('12345', randomBytes(16))).toThrow(/key length/i);
});
