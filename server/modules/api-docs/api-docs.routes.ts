import type { FastifyInstance } from 'fastify';
import { API_REFERENCE_CSP, type OpenApiDocument, renderApiReferencePage } from './api-reference.page.ts';

export const API_DOCS = { openApi: '/api/openapi.json', reference: '/api/reference' } as const;

/**
 * `GET /api/openapi.json` (the contract, generated from the routes' zod schemas) and
 * `GET /api/reference` (the same, readable). Both are built once, when first asked for: the
 * routes do not change while the server runs.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  let page: string | undefined;

  const document = { summary: 'This document: the API contract as OpenAPI 3.1', operationId: 'getOpenApiDocument' };
  app.get(API_DOCS.openApi, { schema: document }, async () => app.swagger());

  app.get(
    API_DOCS.reference,
    {
      schema: {
        summary: 'The API reference for integrators, as an HTML page',
        operationId: 'getApiReference',
        produces: ['text/html'],
      },
    },
    async (_request, reply) => {
      page ??= renderApiReferencePage(app.swagger() as unknown as OpenApiDocument, API_DOCS.openApi);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', API_REFERENCE_CSP)
        .header('cache-control', 'no-cache')
        .send(page);
    },
  );
}
