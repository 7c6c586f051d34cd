import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  AdminUserSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  SuccessSchema,
  sessionCookieNames,
  TWO_FACTOR_ERROR_PATH,
} from '../../../domain/admin.schema.ts';
import { errorResponses, HttpProblem } from '../../lib/api-error.ts';
import { SESSION_MAX_AGE_MS } from '../../lib/sessions/sessions.service.ts';
import { getSignedInAdmin, signIn, signOut } from './auth.service.ts';
import { issueDeviceCookie, readDeviceProof } from './device-cookie.ts';

/**
 * A plain per-address ceiling in front of the database throttle: each attempt costs an argon2id
 * hash (~19 MiB, tens of milliseconds), so a flood is cut off before it reaches that.
 */
export const LOGIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const INVALID_CREDENTIALS_MESSAGE = 'The username or password is incorrect.';
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const TWO_FACTOR_INVALID_MESSAGE =
  'That code is not right. Enter the current code, or one of your recovery codes.';

export async function authRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const secureCookies = app.config.publicUrl.startsWith('https://');

  typed.post(
    ADMIN_API.login,
    {
      schema: {
        summary: 'Sign in: a bearer token, and the session cookies for the dashboard',
        operationId: 'login',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errorResponses(401, 429) },
      },
      config: {
        rateLimit: app.rateLimitsEnabled
          ? {
              ...LOGIN_RATE_LIMIT,
              // A known device counts on its own, so strangers flooding from its address (one
              // office behind one NAT) do not hold its owner back.
              keyGenerator: (request: FastifyRequest) => {
                const device = readDeviceProof(request, secureCookies, app.clock());
                return device ? `device:${device.deviceId}` : request.ip;
              },
            }
          : false,
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const result = await signIn(
        {
          db: app.database.db,
          sessionSecret: app.secrets.sessionSecret,
          dataEncryptionKey: app.secrets.dataEncryptionKey,
          now,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          device: readDeviceProof(request, secureCookies, now),
        },
        request.body,
      );
      switch (result.status) {
        case 'throttled':
          request.log.warn({ retryAfterSeconds: result.retryAfterSeconds }, 'sign-in throttled');
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new HttpProblem(
            'rate_limited',
            `Too many failed sign-ins. Try again in ${describeWait(result.retryAfterSeconds)}.`,
          );
        case 'invalid_credentials':
          throw new HttpProblem('unauthorized', INVALID_CREDENTIALS_MESSAGE);
        case 'second_factor_required':
          throw new HttpProblem('unauthorized', TWO_FACTOR_REQUIRED_MESSAGE, [
            { path: TWO_FACTOR_ERROR_PATH, message: TWO_FACTOR_REQUIRED_MESSAGE },
          ]);
        case 'second_factor_invalid':
          throw new HttpProblem('unauthorized', TWO_FACTOR_INVALID_MESSAGE, [
            { path: TWO_FACTOR_ERROR_PATH, message: TWO_FACTOR_INVALID_MESSAGE },
          ]);
        case 'signed_in':
          setSessionCookies(reply, result.session, secureCookies);
          // This browser is now a known device of this account (device-cookie.ts).
          issueDeviceCookie(reply, result.user.id, secureCookies, now);
          // The answer holds the session token: no cache may keep it.
          reply.header('cache-control', 'no-store');
          request.log.info({ adminId: result.user.id }, 'admin signed in');
          return { isSuccess: true as const, token: result.session.token, user: result.user };
      }
    },
  );
}

/** `POST /api/Logout` and `GET /api/Me`: the signed-in admin's own session (registered in the admin area). */
export async function sessionRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const secureCookies = app.config.publicUrl.startsWith('https://');
  const cookieNames = sessionCookieNames(secureCookies);

  const logout = { summary: 'Sign out: end this session', operationId: 'logout', response: { 200: SuccessSchema } };
  typed.post(ADMIN_API.logout, { schema: logout }, async (request, reply) => {
    await signOut(app.database.db, request.admin, request.ip, app.clock());
    reply.clearCookie(cookieNames.session, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    reply.clearCookie(cookieNames.xsrf, { path: '/', sameSite: 'strict', secure: secureCookies });
    return { isSuccess: true as const };
  });

  const me = { summary: 'The signed-in admin', operationId: 'getSignedInAdmin', response: { 200: AdminUserSchema } };
  typed.get(ADMIN_API.me, { schema: me }, async (request) => {
    const admin = await getSignedInAdmin(app.database.db, request.admin.id);
    // The session row cascades away with its admin, so this only happens in a race with a delete.
    if (!admin) throw new HttpProblem('unauthorized', 'Sign in to continue.');
    return admin;
  });
}

function setSessionCookies(reply: FastifyReply, session: { token: string; xsrfToken: string }, secure: boolean) {
  const maxAge = SESSION_MAX_AGE_MS / 1000;
  const names = sessionCookieNames(secure);
  reply.setCookie(names.session, session.token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge });
  // Readable by our page, which echoes it in X-XSRF-TOKEN; Strict, since only our own page needs it.
  reply.setCookie(names.xsrf, session.xsrfToken, { httpOnly: false, sameSite: 'strict', path: '/', secure, maxAge });
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
