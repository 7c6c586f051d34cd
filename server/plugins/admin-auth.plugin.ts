import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { headerValue } from '../lib/http/header-value.ts';
import { sessionCookieNames, XSRF_HEADER } from '../../domain/admin.schema.ts';
import { HttpProblem } from '../lib/api-error.ts';
import { constantTimeEquals, xsrfTokenFor } from '../lib/sessions/session-token.ts';
import { type AuthenticatedAdmin, authenticateSession, touchSession } from '../lib/sessions/sessions.service.ts';
import { loggableUrl } from '../lib/logger-options.ts';
import { SECURITY_SCHEMES } from './openapi-operations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The guard: 401 without a live session, 403 for a cookie-authenticated unsafe request without
     * the right X-XSRF-TOKEN; otherwise sets `request.admin`. Admin routes get it from `adminArea`,
     * never one by one.
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in admin. Set by the guard: read it only in routes registered inside `adminArea`. */
    admin: AuthenticatedAdmin;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER_PATTERN = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)[ ]*$/i;

export const SIGN_IN_REQUIRED_MESSAGE = 'Sign in to continue.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again.';
export const XSRF_REFUSED_MESSAGE = 'This request could not be verified. Reload the page and try again.';

type Credential = { via: 'bearer' | 'cookie'; token: string } | { via: 'none' } | { via: 'malformed' };

/**
 * A header, when present, is the only credential looked at: a client that sends one means it, and
 * falling back to the cookie would let a bad bearer token ride on an ambient cookie.
 */
function credentialOf(request: FastifyRequest, sessionCookie: string): Credential {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const token = BEARER_PATTERN.exec(authorization)?.[1];
    return token ? { via: 'bearer', token } : { via: 'malformed' };
  }
  const cookie = request.cookies[sessionCookie];
  return cookie ? { via: 'cookie', token: cookie } : { via: 'none' };
}

async function adminAuthPlugin(app: FastifyInstance) {
  app.decorateRequest('admin');
  const cookieNames = sessionCookieNames(app.config.publicUrl.startsWith('https://'));

  app.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    const credential = credentialOf(request, cookieNames.session);
    if (credential.via === 'none' || credential.via === 'malformed') {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpProblem('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
    }
    const db = app.database.db;
    const now = app.clock();
    const check = await authenticateSession(db, app.secrets.sessionSecret, credential.token, now);
    if (check.status === 'unauthenticated') {
      request.log.info({ reason: check.reason, via: credential.via }, 'admin session refused');
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new HttpProblem('unauthorized', SESSION_ENDED_MESSAGE);
    }
    // A cookie rides along on any request the browser makes, a header only on those our page makes:
    // the header must echo the cookie, and both must be this session's token (double submit bound
    // to the session). A bearer token is no ambient credential, so it needs no such proof.
    if (credential.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const header = headerValue(request, XSRF_HEADER) ?? '';
      const cookie = request.cookies[cookieNames.xsrf] ?? '';
      const expected = xsrfTokenFor(app.secrets.sessionSecret, check.sessionId);
      if (!(constantTimeEquals(header, cookie) && constantTimeEquals(header, expected))) {
        request.log.warn(
          { adminId: check.admin.id, method: request.method, url: loggableUrl(request.url) },
          'XSRF token refused',
        );
        throw new HttpProblem('forbidden', XSRF_REFUSED_MESSAGE);
      }
    }
    await touchSession(db, check.admin.sessionIdHash, check.lastSeenAt, now);
    request.admin = check.admin;
  });
}

export default fp(adminAuthPlugin, { name: 'admin-auth', dependencies: ['@fastify/cookie'] });

/**
 * The admin routes' own encapsulated scope: the guard runs in onRequest for every route registered
 * inside it, before its query or body is parsed, so a new admin route cannot forget it. Which
 * routes are public is decided by where they are registered (server/app.ts), and a test walks every
 * `/api` route to hold that (server/plugins/admin-auth.plugin.test.ts).
 */
export function adminArea(registerRoutes: (admin: FastifyInstance) => Promise<void>): FastifyPluginAsync {
  return async function adminAreaPlugin(admin) {
    // Names, e-mails, bank details: no admin answer, not even a refusal, is kept by a browser or proxy cache.
    admin.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    admin.addHook('onRequest', admin.requireAdmin);
    // The OpenAPI document says so for each route: a bearer token, or the session cookie (with the
    // XSRF header on unsafe methods), as requireAdmin checks.
    admin.addHook('onRoute', (route) => {
      const unsafe = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
      const cookie: Record<string, string[]> = { [SECURITY_SCHEMES.session]: [] };
      if (unsafe) cookie[SECURITY_SCHEMES.xsrf] = [];
      route.schema = { ...route.schema, security: [{ [SECURITY_SCHEMES.bearer]: [] }, cookie] };
    });
    await registerRoutes(admin);
  };
}
