import { afterEach, expect, test } from 'vitest';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

test('healthz answers while the process is up', async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

test('readyz answers ready while the database answers, and 503 once it is gone', async () => {
  testApp = await createTestApp();
  const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ready', database: TEST_DATABASE_KIND });

  await testApp.database.close();
  const gone = await testApp.app.inject({ method: 'GET', url: '/readyz' });
  expect(gone.statusCode).toBe(503);
  expect(gone.json()).toMatchObject({ isSuccess: false, code: 'service_unavailable' });
});

test('JSON answers carry strict security headers', async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('an unknown API path answers a JSON 404 in the one error shape', async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    isSuccess: false,
    code: 'not_found',
    message: 'No endpoint GET /api/nothing-here.',
    requestId: expect.any(String),
  });
});
