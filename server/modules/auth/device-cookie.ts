import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API } from '../../../domain/admin.schema.ts';

/**
 * A device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser the
 * admin signed in on before proves it at the next sign-in, and the right password from it gets
 * through whatever strangers do to the account-wide limit, under a small lockout of its own for
 * wrong passwords presented with it (sign-in-throttle.service.ts). From an unknown device the
 * account-wide limit stays.
 *
 * The value is `<admin id>.<issued at, seconds>.<random id>`, signed with SESSION_SECRET by
 * @fastify/cookie (HMAC-SHA-256), so it cannot be forged or moved to another account. It is
 * HttpOnly, SameSite=Strict, sent only to the sign-in endpoint, and Secure (with the `__Secure-`
 * prefix) when the site is served over https. A fresh one is issued at each successful sign-in.
 */
export const DEVICE_COOKIE = 'yard_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface DeviceProof {
  adminId: number;
  /** Random, names the device's own failure count. */
  deviceId: string;
}

export function deviceCookieName(secure: boolean): string {
  return secure ? `__Secure-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

const VALUE_PATTERN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/** The proof the request carries, if its cookie is ours, unaltered and not expired. */
export function readDeviceProof(request: FastifyRequest, secure: boolean, now: Date): DeviceProof | undefined {
  const raw = request.cookies[deviceCookieName(secure)];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  const match = VALUE_PATTERN.exec(unsigned.value);
  if (!match) return undefined;
  const [, adminId, issuedAt, deviceId] = match;
  const ageSeconds = now.getTime() / 1000 - Number(issuedAt);
  if (ageSeconds < 0 || ageSeconds > DEVICE_COOKIE_MAX_AGE_SECONDS) return undefined;
  return { adminId: Number(adminId), deviceId: deviceId as string };
}

export function issueDeviceCookie(reply: FastifyReply, adminId: number, secure: boolean, now: Date): void {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const deviceId = randomBytes(16).toString('base64url');
  reply.setCookie(deviceCookieName(secure), `${adminId}.${issuedAt}.${deviceId}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: ADMIN_API.login,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
