import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { expect, test } from 'vitest';
import {
  constantTimeEquals,
  createSessionId,
  hashSessionId,
  signSessionToken,
  verifySessionToken,
  xsrfTokenFor,
} from './session-token.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const ISSUED = new Date('2026-03-02T09:00:00.000Z');
const EXPIRES = new Date('2026-03-02T21:00:00.000Z');

function claims(sessionId = createSessionId()) {
  return {
    adminId: 7,
    sessionId,
    name: 'dispatch',
    email: 'dispatch@example.com',
    issuedAt: ISSUED,
    expiresAt: EXPIRES,
  };
}

test('session ids are 32 random bytes in base64url, and only their SHA-256 is meant for storage', () => {
  const first = createSessionId();
  const second = createSessionId();
  expect(Buffer.from(first, 'base64url')).toHaveLength(32);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first).not.toBe(second);
  expect(hashSessionId(first)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashSessionId(first)).not.toContain(first);
});

test('a signed token carries the admin, the session and the expiry, and verifies at a time before it', async () => {
  const token = await signSessionToken(SECRET, claims('session-one'));
  expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
  expect(decodeJwt(token)).toEqual({
    sub: '7',
    sid: 'session-one',
    name: 'dispatch',
    email: 'dispatch@example.com',
    iat: ISSUED.getTime() / 1000,
    exp: EXPIRES.getTime() / 1000,
  });
  const verified = await verifySessionToken(SECRET, token, new Date('2026-03-02T20:59:00.000Z'));
  expect(verified).toEqual({ status: 'valid', adminId: 7, sessionId: 'session-one' });
});

test('a token is refused at its expiry by the given clock, whatever the machine time', async () => {
  const token = await signSessionToken(SECRET, claims());
  expect(await verifySessionToken(SECRET, token, EXPIRES)).toMatchObject({ status: 'invalid' });
});

test('a token signed with another secret, altered, unsigned or of another algorithm is refused', async () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  const other = await signSessionToken('another-secret-also-thirty-two-chars-long', claims());
  expect(await verifySessionToken(SECRET, other, now)).toMatchObject({ status: 'invalid' });

  const good = await signSessionToken(SECRET, claims());
  const [header, , signature] = good.split('.');
  const forgedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(good), sub: '1' })).toString('base64url');
  expect(await verifySessionToken(SECRET, `${header}.${forgedPayload}.${signature}`, now)).toMatchObject({
    status: 'invalid',
  });

  const unsigned = new UnsecuredJWT({ sid: 'x' })
    .setSubject('7')
    .setIssuedAt(ISSUED)
    .setExpirationTime(EXPIRES)
    .encode();
  expect(await verifySessionToken(SECRET, unsigned, now)).toMatchObject({ status: 'invalid' });

  const hs512 = await new SignJWT({ sid: 'x' })
    .setProtectedHeader({ alg: 'HS512' })
    .setSubject('7')
    .setIssuedAt(ISSUED)
    .setExpirationTime(EXPIRES)
    .sign(new TextEncoder().encode(SECRET));
  expect(await verifySessionToken(SECRET, hs512, now)).toMatchObject({ status: 'invalid' });

  expect(await verifySessionToken(SECRET, 'not-a-token', now)).toMatchObject({ status: 'invalid' });
});

test('a token without a session id or with a non-numeric subject is refused', async () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  const key = new TextEncoder().encode(SECRET);
  const withoutSid = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('7')
    .setIssuedAt(ISSUED)
    .setExpirationTime(EXPIRES)
    .sign(key);
  expect(await verifySessionToken(SECRET, withoutSid, now)).toMatchObject({ status: 'invalid' });
  const badSubject = await new SignJWT({ sid: 'x' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('admin')
    .setIssuedAt(ISSUED)
    .setExpirationTime(EXPIRES)
    .sign(key);
  expect(await verifySessionToken(SECRET, badSubject, now)).toMatchObject({ status: 'invalid' });
});

test('a token verified before is checked against the clock again: refused at its expiry, and before its not-before time', async () => {
  const token = await signSessionToken(SECRET, claims());
  const before = new Date('2026-03-02T20:59:59.000Z');
  expect(await verifySessionToken(SECRET, token, before)).toMatchObject({ status: 'valid' });
  expect(await verifySessionToken(SECRET, token, EXPIRES)).toEqual({ status: 'invalid', reason: 'ERR_JWT_EXPIRED' });
  expect(await verifySessionToken(SECRET, token, before)).toMatchObject({ status: 'valid' });

  const notBefore = new Date('2026-03-02T12:00:00.000Z');
  const later = await new SignJWT({ sid: 'later' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('7')
    .setIssuedAt(ISSUED)
    .setNotBefore(notBefore)
    .setExpirationTime(EXPIRES)
    .sign(new TextEncoder().encode(SECRET));
  expect(await verifySessionToken(SECRET, later, notBefore)).toEqual({
    status: 'valid',
    adminId: 7,
    sessionId: 'later',
  });
  // The app's clock, set back (a test's, or a corrected one), is before the token again.
  expect(await verifySessionToken(SECRET, later, new Date(notBefore.getTime() - 1_000))).toEqual({
    status: 'invalid',
    reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED',
  });
});

test('a token verified under one secret is not taken for verified under another', async () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  const token = await signSessionToken(SECRET, claims());
  expect(await verifySessionToken(SECRET, token, now)).toMatchObject({ status: 'valid' });
  const other = 'another-secret-also-thirty-two-chars-long';
  expect(await verifySessionToken(other, token, now)).toMatchObject({ status: 'invalid' });
  // The other secret's own token, then the first secret's again: each verified under its own.
  const otherToken = await signSessionToken(other, claims());
  expect(await verifySessionToken(other, otherToken, now)).toMatchObject({ status: 'valid' });
  expect(await verifySessionToken(SECRET, otherToken, now)).toMatchObject({ status: 'invalid' });
  expect(await verifySessionToken(SECRET, token, now)).toMatchObject({ status: 'valid' });
});

test('an invalid clock is refused as jose refuses it, whether the token was verified before or not', async () => {
  const token = await signSessionToken(SECRET, claims());
  const invalid = new Date(Number.NaN);
  await expect(verifySessionToken(SECRET, token, invalid)).rejects.toThrow(TypeError);
  expect(await verifySessionToken(SECRET, token, new Date('2026-03-02T10:00:00.000Z'))).toMatchObject({
    status: 'valid',
  });
  await expect(verifySessionToken(SECRET, token, invalid)).rejects.toThrow(TypeError);
});

test('a token refused once is refused again, and one with malformed claims is never remembered', async () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  const good = await signSessionToken(SECRET, claims());
  const [header, payload] = good.split('.');
  const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    expect(await verifySessionToken(SECRET, tampered, now)).toMatchObject({ status: 'invalid' });
  }
  const badSubject = await new SignJWT({ sid: 'x' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('0')
    .setIssuedAt(ISSUED)
    .setExpirationTime(EXPIRES)
    .sign(new TextEncoder().encode(SECRET));
  for (let attempt = 0; attempt < 2; attempt++) {
    expect(await verifySessionToken(SECRET, badSubject, now)).toEqual({
      status: 'invalid',
      reason: 'malformed claims',
    });
  }
});

test('the XSRF token is fixed for a session and differs between sessions and secrets', () => {
  const token = xsrfTokenFor(SECRET, 'session-one');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(xsrfTokenFor(SECRET, 'session-one')).toBe(token);
  expect(xsrfTokenFor(SECRET, 'session-two')).not.toBe(token);
  expect(xsrfTokenFor('another-secret-also-thirty-two-chars-long', 'session-one')).not.toBe(token);
});

test('constant-time comparison says equal only for equal strings', () => {
  expect(constantTimeEquals('abc', 'abc')).toBe(true);
  expect(constantTimeEquals('abc', 'abd')).toBe(false);
  expect(constantTimeEquals('abc', 'abcd')).toBe(false);
  expect(constantTimeEquals('', '')).toBe(true);
});
