import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The pieces a sign-in hands out: a random session id (only its SHA-256 is stored), a JWT that
 * carries it (signed, so the guard can refuse forgeries before touching the database), and the
 * anti-forgery token derived from it (docs/decisions/006-admin-sessions.md).
 */
const SESSION_ID_BYTES = 32;
const JWT_ALGORITHM = 'HS256';

export interface SessionClaims {
  /** The admin's id. */
  adminId: number;
  /** The raw session id; the database knows only its hash. */
  sessionId: string;
  name: string;
  email: string;
  issuedAt: Date;
  expiresAt: Date;
}

export function createSessionId(): string {
  return randomBytes(SESSION_ID_BYTES).toString('base64url');
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId, 'utf8').digest('hex');
}

function signingKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

function toEpochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export async function signSessionToken(secret: string, claims: SessionClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, name: claims.name, email: claims.email })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.adminId))
    .setIssuedAt(toEpochSeconds(claims.issuedAt))
    .setExpirationTime(toEpochSeconds(claims.expiresAt))
    .sign(signingKey(secret));
}

export type VerifiedToken =
  { status: 'valid'; adminId: number; sessionId: string } | { status: 'invalid'; reason: string };

/** Checks signature, algorithm and expiry against the app's clock (not the machine's). */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, signingKey(secret), {
      algorithms: [JWT_ALGORITHM],
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
    });
    const adminId = Number(payload.sub);
    if (!Number.isSafeInteger(adminId) || adminId <= 0 || typeof payload.sid !== 'string' || payload.sid === '') {
      return { status: 'invalid', reason: 'malformed claims' };
    }
    return { status: 'valid', adminId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return { status: 'invalid', reason: error.code };
    throw error;
  }
}

/**
 * The anti-forgery token of a session: an HMAC of its id, so a value planted in the cookie by a
 * sibling subdomain or an old session does not pass for this one.
 */
export function xsrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`xsrf:${sessionId}`, 'utf8').digest('base64url');
}

export function constantTimeEquals(left: string, right: string): boolean {
  const a = Buffer.from(left, 'utf8');
  const b = Buffer.from(right, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
