import { createSessionId, hashSessionId, signSessionToken, verifySessionToken, xsrfTokenFor } from './session-token.ts';
import {
  deleteSessionsEndedBefore,
  findSessionWithAdmin,
  insertSession,
  markAdminSessionsRevoked,
  markSessionRevoked,
  updateLastSeen,
} from './sessions.repository.ts';
import type { Executor } from '../../db/executor.ts';

/** However active, a session ends 12 hours after sign-in: one working day. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A session left alone for 30 minutes ends (an unlocked office computer). */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** last_seen_at is written at most once a minute, not on every request. */
export const LAST_SEEN_TOUCH_INTERVAL_MS = 60 * 1000;
/** Ended sessions are kept a while (who was signed in from where), then deleted at a later sign-in. */
const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const MAX_USER_AGENT_LENGTH = 400;

export interface SessionAdmin {
  id: number;
  userName: string;
  email: string;
}

/** What the guard puts on `request.admin`. */
export interface AuthenticatedAdmin extends SessionAdmin {
  /** SHA-256 of the session id: enough to revoke this session or all but this one. */
  sessionIdHash: string;
  /** When this session last proved the password (ISO time). */
  authenticatedAt: string;
}

export interface StartedSession {
  token: string;
  xsrfToken: string;
  sessionIdHash: string;
  expiresAt: Date;
}

/** A new session with a fresh random id (never reused, so a planted id is worthless). */
export async function startSession(
  db: Executor,
  secret: string,
  input: { admin: SessionAdmin; ip: string; userAgent: string; now: Date },
): Promise<StartedSession> {
  const sessionId = createSessionId();
  const sessionIdHash = hashSessionId(sessionId);
  const expiresAt = new Date(input.now.getTime() + SESSION_MAX_AGE_MS);
  const timestamp = input.now.toISOString();
  await deleteSessionsEndedBefore(db, new Date(input.now.getTime() - ENDED_SESSION_RETENTION_MS).toISOString());
  await insertSession(db, {
    id_hash: sessionIdHash,
    admin_id: input.admin.id,
    created_at: timestamp,
    last_seen_at: timestamp,
    expires_at: expiresAt.toISOString(),
    revoked_at: null,
    ip: input.ip,
    user_agent: input.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
    authenticated_at: timestamp,
  });
  const token = await signSessionToken(secret, {
    adminId: input.admin.id,
    sessionId,
    name: input.admin.userName,
    email: input.admin.email,
    issuedAt: input.now,
    expiresAt,
  });
  return { token, xsrfToken: xsrfTokenFor(secret, sessionId), sessionIdHash, expiresAt };
}

export type SessionCheck =
  | { status: 'authenticated'; admin: AuthenticatedAdmin; sessionId: string; lastSeenAt: string }
  | { status: 'unauthenticated'; reason: string };

/**
 * A token is good only while its server session is: signed by us and unexpired, and its session
 * exists, belongs to the token's admin, is not revoked, not past its 12 hours and not idle for 30
 * minutes. Checking does not count as activity: the caller calls `touchSession` once the request
 * has passed every other check (a forged request must not keep a session alive).
 */
export async function authenticateSession(
  db: Executor,
  secret: string,
  token: string,
  now: Date,
): Promise<SessionCheck> {
  const verified = await verifySessionToken(secret, token, now);
  if (verified.status === 'invalid') return { status: 'unauthenticated', reason: `token ${verified.reason}` };
  const sessionIdHash = hashSessionId(verified.sessionId);
  const session = await findSessionWithAdmin(db, sessionIdHash);
  if (!session) return { status: 'unauthenticated', reason: 'unknown session' };
  if (session.admin_id !== verified.adminId) return { status: 'unauthenticated', reason: 'session of another admin' };
  if (session.revoked_at !== null) return { status: 'unauthenticated', reason: 'revoked' };
  const nowMs = now.getTime();
  if (nowMs >= Date.parse(session.expires_at)) return { status: 'unauthenticated', reason: 'expired' };
  const idleMs = nowMs - Date.parse(session.last_seen_at);
  if (idleMs >= SESSION_IDLE_TIMEOUT_MS) return { status: 'unauthenticated', reason: 'idle' };
  return {
    status: 'authenticated',
    sessionId: verified.sessionId,
    lastSeenAt: session.last_seen_at,
    admin: {
      id: session.admin_id,
      userName: session.username,
      email: session.email,
      sessionIdHash,
      // Sessions older than migration 0010 never recorded it: their sign-in was when they began.
      authenticatedAt: session.authenticated_at ?? session.created_at,
    },
  };
}

/** Records activity, at most once a minute per session (a write per request would cost more than it tells). */
export async function touchSession(db: Executor, sessionIdHash: string, lastSeenAt: string, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(lastSeenAt) < LAST_SEEN_TOUCH_INTERVAL_MS) return;
  await updateLastSeen(db, sessionIdHash, now.toISOString());
}

/** Ends one session (logout). True when it was still open. */
export async function revokeSession(db: Executor, sessionIdHash: string, now: Date): Promise<boolean> {
  return markSessionRevoked(db, sessionIdHash, now.toISOString());
}

/**
 * Signs an admin out everywhere (after a password change or reset), optionally keeping the session
 * that made the change. Returns how many sessions were ended.
 */
export async function revokeAllSessionsOfAdmin(
  db: Executor,
  adminId: number,
  now: Date,
  exceptIdHash?: string,
): Promise<number> {
  return markAdminSessionsRevoked(db, adminId, now.toISOString(), exceptIdHash);
}
