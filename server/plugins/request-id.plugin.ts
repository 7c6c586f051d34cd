import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/http/request-id.ts';

/**
 * Every answer names its request (server/lib/http/request-id.ts): the `X-Request-Id` header on all,
 * and `requestId` in the body of each JSON error, whichever part of the app refused.
 */
function isApiError(payload: unknown): payload is { isSuccess: false } {
  return typeof payload === 'object' && payload !== null && (payload as { isSuccess?: unknown }).isSuccess === false;
}

async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && isApiError(payload)) return { ...payload, requestId: request.id };
    return payload;
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
