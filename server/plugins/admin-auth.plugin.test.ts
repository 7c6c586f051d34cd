import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DOCUMENT_KINDS } from '../../domain/documents.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

/**
 * Every `/api` route that answers without a session, by method and path as registered. Anything
 * else under /api is the admin's and must refuse an anonymous caller with 401 (ADR 013): a route
 * added outside the admin area fails this test until it is put there or listed here on purpose.
 */
const PUBLIC_API_ROUTES = new Set([
  'POST /api/Login',
  'POST /api/ForgetPassword/RequestCode',
  'POST /api/ForgetPassword/Confirm',
  'POST /api/ApplicationFormData/CreateApplicationForm',
  // The booking wizard's uploads, one route per document kind.
  ...DOCUMENT_KINDS.map(({ kind }) => `POST /api/ApplicationFormData/${kind}`),
  'POST /api/Contact/Enquiry',
  // The applicant's private status link: the token in the path is the key.
  'GET /api/ApplicationStatus/:token',
  'HEAD /api/ApplicationStatus/:token',
  'POST /api/ApplicationStatus/:token/Corrections',
  'POST /api/ApplicationStatus/:token/AcceptOffer',
  'POST /api/ApplicationStatus/:token/DeclineOffer',
  'POST /api/ApplicationStatus/:token/Notice',
  'GET /api/ApplicationStatus/:token/Agreement',
  'POST /api/ApplicationStatus/:token/Sign',
  'HEAD /api/ApplicationStatus/:token/Agreement',
  'GET /api/ApplicationStatus/:token/Pass',
  'HEAD /api/ApplicationStatus/:token/Pass',
  'POST /api/Contact/JobApplication',
  // The published contract and its readable page: nothing private in them.
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
  'GET /api/reference',
  'HEAD /api/reference',
  // The yards' capacity and free spaces: the same public facts for every visitor.
  'GET /api/Yards',
  'HEAD /api/Yards',
  'GET /api/Agreements/Verify',
  'HEAD /api/Agreements/Verify',
]);

const registered: { method: string; url: string }[] = [];
let testApp: TestApp;

/*
 * Fastify announces each new instance on this channel; an onRoute hook added there, before
 * buildApp registers anything, sees every route exactly as the running app has it, with no hook
 * for tests in the app itself.
 */
function collectRoutes(message: unknown) {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method, url: route.url });
  });
}

beforeAll(async () => {
  diagnostics.subscribe('fastify.initialization', collectRoutes);
  try {
    testApp = await createTestApp();
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collectRoutes);
  }
});
afterAll(async () => {
  await testApp.close();
});

function apiRoutes() {
  return registered.filter((route) => route.url.startsWith('/api/'));
}

/** A path the route matches: each `:param` filled with a plausible value. */
function samplePath(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => (/id$/i.test(name) ? '1' : 'Sample'));
}

test('the routes are collected, and every public one on the list exists', () => {
  const keys = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
  expect(keys.size).toBeGreaterThan(PUBLIC_API_ROUTES.size);
  for (const key of PUBLIC_API_ROUTES) expect(keys, key).toContain(key);
});

test('every /api route not on the public list refuses a caller without a session with 401', async () => {
  const guarded = apiRoutes().filter((route) => !PUBLIC_API_ROUTES.has(`${route.method} ${route.url}`));
  expect(guarded.length).toBeGreaterThanOrEqual(15);
  const answers: string[] = [];
  for (const route of guarded) {
    const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
    const response = await testApp.app.inject({
      method,
      url: samplePath(route.url),
      ...(method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? {} : { payload: {} }),
    });
    answers.push(`${route.method} ${route.url} -> ${response.statusCode}`);
  }
  expect(answers).toEqual(guarded.map((route) => `${route.method} ${route.url} -> 401`));
});

test('a refusal of the admin area is never cached', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/Contact/UnreadCounts' });
  expect(response.statusCode).toBe(401);
  expect(response.headers['cache-control']).toBe('private, no-store');
});
