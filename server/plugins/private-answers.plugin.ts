import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every API answer may carry something private (a session token, an application, revealed bank
 * numbers, an error naming a field) and none is worth caching, so no browser, proxy or back/forward
 * cache may keep one (ASVS 5.0 14.3.2). A route that set a stricter or equal header keeps it, and a
 * route marked `publicAnswer` keeps its own on success.
 */
export const PRIVATE_CACHE_CONTROL = 'no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers the same public facts to everyone (the yards' free spaces) and sets its
     * own Cache-Control; its errors are still no-store.
     */
    publicAnswer?: boolean;
  }
}

async function privateAnswersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const publicAnswer = request.routeOptions.config.publicAnswer === true && reply.statusCode === 200;
    if (publicAnswer || !request.url.startsWith('/api/')) return payload;
    if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    return payload;
  });
}

export default fp(privateAnswersPlugin, { name: 'private-answers' });
