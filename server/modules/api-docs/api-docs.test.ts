import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../../tests/support/test-app.ts';
import { API_DOCS } from './api-docs.routes.ts';

// One app for the file: every test reads what it serves and changes nothing.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
        parameters?: Array<{ name: string; in: string }>;
        security?: Array<Record<string, string[]>>;
        responses: Record<string, unknown>;
      }
    >
  >;
};

/** Fastify's `/:id` is OpenAPI's `/{id}`. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

test(`every registered /api route is in the OpenAPI 3.1 document, with the schemas it validates with (${TEST_DATABASE_KIND})`, async () => {
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

type PropertySchema = { type?: unknown; anyOf?: Array<{ type?: unknown }> };

function takesNull(schema: PropertySchema | undefined): boolean {
  const types = [schema?.type, ...(schema?.anyOf ?? []).map((branch) => branch.type)].flat();
  return types.includes('null');
}

const REDOCLY_CLI = resolve(import.meta.dirname, '../../../node_modules/@redocly/cli/bin/cli.js');

test('the document passes Redocly lint with its recommended rules: no error, no warning', async () => {
  const document = (await testApp.app.inject({ method: 'GET', url: API_DOCS.openApi })).body;
  const directory = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(directory, 'openapi.json');
    writeFileSync(file, document);
    // info-license: a private API of one company has no licence to state. Telemetry off: the lint
    // runs offline and sends nothing anywhere.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [REDOCLY_CLI, 'lint', '--extends=recommended', '--skip-rule=info-license', '--format=json', file],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
    };
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});

test(`every operation declares sign-in exactly when the server asks for it (${TEST_DATABASE_KIND})`, async () => {
  const document = (await testApp.app.inject({ method: 'GET', url: API_DOCS.openApi })).json<Document>();
  const answers: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await testApp.app.inject({ method: method.toUpperCase() as 'GET' | 'POST', url });
      const declared = (operation.security ?? []).length > 0 ? 'signed in' : 'public';
      answers.push(
        `${method} ${path}: ${declared}, ${response.statusCode === 401 ? 'refused' : 'answered'} without a session`,
      );
    }
  }
  const mismatched = answers.filter(
    (answer) => answer.includes('signed in, answered') || answer.includes('public, refused'),
  );
  expect(mismatched).toEqual([]);
  // Cookie-signed writes carry the XSRF header as well; reads do not need it.
  const decide = document.paths['/api/ApplicationFormData/CreateApplicationFormAction']?.post;
  expect(decide?.security).toEqual([{ bearer: [] }, { session: [], xsrf: [] }]);
  expect(document.paths['/api/Me']?.get?.security).toEqual([{ bearer: [] }, { session: [] }]);
});

test('an upload is described as multipart with its file in `Image`, and every error response is the one ApiError', async () => {
  const document = (await testApp.app.inject({ method: 'GET', url: API_DOCS.openApi })).json<Document>();
  const upload = document.paths['/api/ApplicationFormData/CertificateOfInsurance']?.post;
  expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
    type: 'object',
    required: ['Image'],
    properties: { Image: { type: 'string' } },
  });
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response, `${method} ${path} ${status}`).toMatchObject({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        });
      }
    }
  }
});

test('an optional property of a body takes null, as the binding reads it as left out; a required one does not', async () => {
  const document = (await testApp.app.inject({ method: 'GET', url: API_DOCS.openApi })).json<Document>();
  const booking = document.paths['/api/ApplicationFormData/CreateApplicationForm']?.post?.requestBody?.content[
    'application/json'
  ]?.schema as { properties: Record<string, { properties: Record<string, PropertySchema> }> };
  const personalInfo = booking.properties.personalInfo?.properties ?? {};
  expect(takesNull(personalInfo.middleName)).toBe(true);
  expect(takesNull(personalInfo.firstName)).toBe(false);
  // And the server does take it.
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/ApplicationFormData/CreateApplicationForm',
    payload: { personalInfo: { middleName: null, firstName: null } },
  });
  const paths = (response.json<{ errors: Array<{ path: string }> }>().errors ?? []).map((error) => error.path);
  expect(paths).toContain('personalInfo.firstName');
  expect(paths).not.toContain('personalInfo.middleName');
});
