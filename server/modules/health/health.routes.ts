import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../../lib/api-error.ts';

/** /healthz: the process answers. /readyz: it can also reach its database (for load balancers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (await app.database.ping()) return { status: 'ready', database: app.database.kind };
    return reply.status(503).send(apiErrorBody('service_unavailable', 'The database cannot be reached.'));
  });
}
