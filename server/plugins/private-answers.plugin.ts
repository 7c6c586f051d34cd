import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer may carry something private (a session token, an application, revealed bank
 * numbers, an error naming a field) and none is worth caching, so no browser, proxy or back/forward
 * cache may keep one (ASVS 5.0 14.3.2). A route that set a stricter or equal header keeps it.
 */
export const PRIVATE_CACHE_CONTROL = 'no-store';

async function privateAnswersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    return payload;
  });
}

export default fp(privateAnswersPlugin, { name: 'private-answers' });
