import { afterAll, beforeAll, expect, test } from 'vitest';
import { APPLICANT_API } from '../../../domain/applicant-status.schema.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { STATUS_RATE_LIMIT } from './applicant-status.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test(`guessing status links is rate-limited per address (${TEST_DATABASE_KIND})`, async () => {
  const guess = (index: number, remoteAddress = '203.0.113.9') =>
    t.app.inject({
      method: 'GET',
      url: APPLICANT_API.status(`${'A'.repeat(38)}${String(index).padStart(5, '0')}`),
      remoteAddress,
    });
  const answers = [];
  for (let index = 0; index < STATUS_RATE_LIMIT.max; index += 1) answers.push((await guess(index)).statusCode);
  expect(new Set(answers)).toEqual(new Set([404]));
  const limited = await guess(STATUS_RATE_LIMIT.max);
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  // Another address is not held back by the first one's guesses.
  expect((await guess(0, '198.51.100.4')).statusCode).toBe(404);
});

test('the OpenAPI document describes the applicant routes with their schemas', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(document.paths['/api/ApplicationStatus/{token}']?.get?.responses?.['200']).toBeDefined();
  expect(document.paths['/api/ApplicationStatus/{token}/Corrections']?.post?.requestBody).toBeDefined();
  for (const path of ['RequestCorrections', 'ReopenApplication', 'UpdateInsuranceExpiry']) {
    expect(document.paths[`/api/ApplicationFormData/${path}`]?.post?.requestBody, path).toBeDefined();
  }
  expect(document.paths['/api/ApplicationFormData/NeedsAttention']?.get?.responses?.['200']).toBeDefined();
});
