import { afterAll, beforeAll, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../domain/api-error.schema.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../tests/support/test-app.ts';

/**
 * The router refuses some addresses before any hook or route runs: a path parameter longer than it
 * takes, %-escapes that decode to nothing. Those answers are in the API's shape too, name their
 * request, and repeat nothing of the address.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

test.each([
  ['a path parameter longer than the router takes', `/api/ApplicationStatus/${'a'.repeat(300)}`, 414, 'uri_too_long'],
  ['a broken %-escape', '/api/ApplicationStatus/%E0%A4%A', 400, 'validation_failed'],
])(`%s is answered as an API error (${TEST_DATABASE_KIND})`, async (_name, url, status, code) => {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  const body = ApiErrorSchema.parse(response.json());
  expect(body.code).toBe(code);
  expect(body.requestId).toBe(response.headers['x-request-id']);
  expect(response.body).not.toContain('aaaaaaaaaa');
  expect(response.body).not.toContain('%E0');
});
