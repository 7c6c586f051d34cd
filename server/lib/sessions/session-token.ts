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

/**
 * Checks signature, algorithm and expiry against the app's clock (not the machine's). A token this
 * process has verified before is not verified again: jose verifies through WebCrypto, two trips to
 * the thread pool on every admin request, which a busy machine makes slow (bench/ADMIN.md). What it checked does not change for the same text and secret, so a
 * token is remembered with its claims, and only its times are checked again, as jose checks them.
 * The database's session is still checked on every request (authenticateSession).
 */
export async function verifySessionToken(secret: string, token: string, now: Date): Promise<VerifiedToken> {
  const remembered = rememberedClaims(secret, token);
  if (remembered) return checkTimes(remembered, now);
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
    // jose has checked that `exp` (required) and `nbf` (when present) are numbers.
    remember(secret, token, { adminId, sessionId: payload.sid, exp: payload.exp!, nbf: payload.nbf });
    return { status: 'valid', adminId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return { status: 'invalid', reason: error.code };
    throw error;
  }
}

interface VerifiedClaims {
  adminId: number;
  sessionId: string;
  /** Seconds since the epoch, as in the token. */
  exp: number;
  nbf: number | undefined;
}

/**
 * Verified tokens remembered, at most this many, for the secret last used (a server has one; each
 * test app has its own, and a change of secret forgets the others' tokens). A token found is moved
 * to the end, so the least recently used is forgotten first.
 */
const REMEMBERED_TOKENS = 1_000;
let verifiedTokens: { secret: string; tokens: Map<string, VerifiedClaims> } | undefined;

function rememberedClaims(secret: string, token: string): VerifiedClaims | undefined {
  if (verifiedTokens?.secret !== secret) return undefined;
  const claims = verifiedTokens.tokens.get(token);
  if (claims) {
    verifiedTokens.tokens.delete(token);
    verifiedTokens.tokens.set(token, claims);
  }
  return claims;
}

function remember(secret: string, token: string, claims: VerifiedClaims) {
  if (verifiedTokens?.secret !== secret) verifiedTokens = { secret, tokens: new Map() };
  const { tokens } = verifiedTokens;
  tokens.set(token, claims);
  if (tokens.size > REMEMBERED_TOKENS) tokens.delete(tokens.keys().next().value!);
}

/** jose's own checks of the times, with its error codes: not before `nbf`, and before `exp`. */
function checkTimes(claims: VerifiedClaims, now: Date): VerifiedToken {
  const seconds = toEpochSeconds(now);
  // jose refuses an invalid date the same way (NaN would pass every comparison below).
  if (!Number.isFinite(seconds)) throw new TypeError('Invalid currentDate option input');
  if (claims.nbf !== undefined && claims.nbf > seconds)
    return { status: 'invalid', reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED' };
  if (claims.exp <= seconds) return { status: 'invalid', reason: 'ERR_JWT_EXPIRED' };
  return { status: 'valid', adminId: claims.adminId, sessionId: claims.sessionId };
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
