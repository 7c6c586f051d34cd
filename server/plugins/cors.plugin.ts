import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { XSRF_HEADER } from '../../domain/admin.schema.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/booking.schema.ts';

/** Ten minutes: a browser asks once per endpoint rather than before every call. */
export const CORS_PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Calls from the pages of other origins listed in CORS_ORIGINS (the original's production client
 * lived on its own host), with credentials. Any other origin gets no CORS header at all, so the
 * browser keeps its answers from that page; with no origin listed nothing is registered.
 */
async function corsPlugin(app: FastifyInstance) {
  const allowed = new Set(app.config.corsOrigins);
  if (allowed.size === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin.toLowerCase())),
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', XSRF_HEADER, IDEMPOTENCY_KEY_HEADER],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: CORS_PREFLIGHT_MAX_AGE_SECONDS,
  });
}

export default fp(corsPlugin, { name: 'cors-allow-list' });
