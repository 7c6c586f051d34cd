import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import { HttpProblem } from '../../lib/api-error.ts';

export interface AccountRateLimit {
  /** Names the counter, so two limits of one route never share a key. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted: the client's IP, the e-mail asked about, the signed-in admin… */
  key: (request: FastifyRequest) => string;
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Wait a little and try again.';

/**
 * A preHandler enforcing several limits at once (per IP and per e-mail, say). @fastify/rate-limit
 * runs only one of its own handlers per request, so the counters come from `createRateLimit` and
 * the refusal is ours: every limit is counted, and the longest wait is the one announced. Runs
 * after validation and after `requireAdmin`, so keys may use the body and `request.admin`.
 * Counters live in the database (server/lib/rate-limit); the reset flow also caps codes per admin there.
 */
export function accountRateLimit(app: FastifyInstance, limits: AccountRateLimit[]) {
  if (!app.rateLimitsEnabled) return async () => {};
  const counters = limits.map((limit) => ({
    limit,
    count: app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `${limit.name}:${limit.key(request)}`,
    }),
  }));
  return async function enforceAccountRateLimits(request: FastifyRequest, reply: FastifyReply) {
    let retryAfterSeconds = 0;
    for (const { count } of counters) {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) retryAfterSeconds = Math.max(retryAfterSeconds, result.ttlInSeconds);
    }
    if (retryAfterSeconds > 0) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new HttpProblem('rate_limited', RATE_LIMITED_MESSAGE);
    }
  };
}
