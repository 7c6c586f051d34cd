import { afterEach, expect, test } from 'vitest';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { API_DOCS } from './api-docs.routes.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: Array<{ name: string; in: string }> }>>;
};

/** Fastify's `/:id` is OpenAPI's `/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

test(`every registered /api route is in the OpenAPI 3.1 document, with the schemas it validates with (${TEST_DATABASE_KIND})`, async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: API_DOCS.openApi });
  expect(response.statusCode).toBe(200);
  const document = response.json<Document>();
  expect(document.openapi).toBe('3.1.0');

  expect(testApp.app.apiRoutes.length).toBeGreaterThan(20);
  const missing = testApp.app.apiRoutes.filter(
    ({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()],
  );
  expect(missing).toEqual([]);
  // Nothing but the API is described.
  expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);

  // Generated from the zod schemas: the booking's groups, the list's query, the action's body.
  const booking = document.paths['/api/ApplicationFormData/CreateApplicationForm']?.post?.requestBody;
  expect(JSON.stringify(booking)).toContain('articleOfIncorporationPath');
  const listParameters = document.paths['/api/ApplicationFormData/GetAllApplicationForm']?.get?.parameters ?? [];
  expect(listParameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
    'query:Status',
    'query:search',
    'query:skip',
    'query:take',
  ]);
  const details = document.paths['/api/ApplicationFormData/GetApplicationFormById/{id}']?.get;
  expect(JSON.stringify(details)).toContain('postdatedChecksPath');
});

test('the API reference page lists every operation, runs no script and loads nothing from elsewhere', async () => {
  testApp = await createTestApp();
  const document = (await testApp.app.inject({ method: 'GET', url: API_DOCS.openApi })).json<Document>();
  const response = await testApp.app.inject({ method: 'GET', url: API_DOCS.reference });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toMatch(/default-src 'none'/);
  expect(csp).not.toMatch(/script-src|unsafe-inline|https?:/);
  const html = response.body;
  expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!localhost)/i);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item)) {
      expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()} ${path}`);
    }
  }
  // Fields from the schemas are written out, so an integrator sees the shapes.
  expect(html).toContain('<code>hasBouncedCheckOrMissedPayment</code>');
});
