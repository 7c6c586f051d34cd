import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { sessionCookieNames, XSRF_HEADER } from '../../domain/admin.schema.ts';
import { apiErrorComponent, describeOperation, finishOperations, SECURITY_SCHEMES } from './openapi-operations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every `/api` route registered (method and URL), as Fastify saw it: what the document must cover. */
    apiRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

const API_PREFIX = '/api';

/**
 * The OpenAPI 3.1 document of the API, generated from the same zod schemas the routes validate
 * with (one schema for the form, the route and the client: docs/architecture.md), and completed
 * with what the schemas cannot say: security, uploads, every status (openapi-operations.ts).
 * Registered before the routes so it sees each one; pages, health checks and the preflight route
 * are not part of the API and stay out.
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
  const cookies = sessionCookieNames(app.config.publicUrl.startsWith('https://'));

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SafeYard Truck Parking API',
        version: '1.0.0',
        description:
          'The API existing clients call (booking, uploads, admin review, sign-in). Errors are ' +
          '`{ isSuccess: false, code, message, errors?, requestId? }`. Admin calls take `Authorization: Bearer <token>` ' +
          'from /api/Login, or the session cookie plus `X-XSRF-TOKEN` on unsafe methods. Property names ' +
          'match in any letter case, `null` for an optional property means it was left out, and text is ' +
          'trimmed of surrounding white space before its lengths and patterns are checked.',
      },
      servers: [{ url: '/', description: 'The site itself: the API is under /api on its own origin.' }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.bearer]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `token` of POST /api/Login.',
          },
          [SECURITY_SCHEMES.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: cookies.session,
            description: 'The httpOnly session cookie POST /api/Login sets.',
          },
          [SECURITY_SCHEMES.xsrf]: {
            type: 'apiKey',
            in: 'header',
            name: XSRF_HEADER,
            description: `With the session cookie on unsafe methods: the value of the ${cookies.xsrf} cookie.`,
          },
        },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith(API_PREFIX)) return { schema: { hide: true }, url: input.url };
      const { multipartFile, ...schema } = input.schema ?? {};
      const converted = jsonSchemaTransform({ ...input, schema });
      const method = [input.route.method].flat()[0] ?? 'GET';
      return {
        url: converted.url,
        schema: describeOperation(
          { ...(converted.schema as Record<string, unknown>), ...(multipartFile ? { multipartFile } : {}) },
          {
            method,
            rateLimited: Boolean((input.route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
            hasPathParameters: input.url.includes('/:'),
          },
        ),
      };
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const document = openapiObject as {
        paths?: Parameters<typeof finishOperations>[0];
        components?: { schemas?: Record<string, unknown> };
      };
      finishOperations(document.paths ?? {});
      document.components = {
        ...document.components,
        schemas: { ...document.components?.schemas, ApiError: apiErrorComponent() },
      };
      return openapiObject;
    },
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
