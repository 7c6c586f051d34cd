import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api` route registered (method and URL), as Fastify saw it: what the document must cover. */
    apiRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

const API_PREFIX = '/api';

/**
 * The OpenAPI 3.1 document of the API, generated from the same zod schemas the routes validate
 * with (one schema for the form, the route and the client: docs/architecture.md). Registered before the routes so it sees each one;
 * pages, health checks and the preflight route are not part of the API and stay out.
 */
async function openApiPlugin(app: FastifyInstance) {
  const apiRoutes: Array<{ method: string; url: string }> = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') apiRoutes.push({ method, url: route.url });
    }
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SafeYard Truck Parking API',
        version: '1.0.0',
        description:
          'The API existing clients call (booking, uploads, admin review, sign-in). Errors are ' +
          '`{ isSuccess: false, code, message, errors? }`. Admin calls take `Authorization: Bearer <token>` ' +
          'from /api/Login, or the session cookie plus `X-XSRF-TOKEN` on unsafe methods.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
    transform: (input) =>
      input.url.startsWith(API_PREFIX) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
