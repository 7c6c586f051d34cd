import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ENQUIRY_PATH } from '../../domain/enquiry.schema.ts';
import { JOB_APPLICATION_PATH } from '../../domain/job-application.schema.ts';
import { API_DOCS } from '../../server/modules/api-docs/api-docs.routes.ts';
import { expect, test } from './support/test.ts';

/**
 * Every page passes the Nu HTML checker (vnu-jar, the W3C's checker) with no error: the built
 * prerendered pages, and the pages the server writes itself (a Contact form posted without scripts
 * and refused, the API reference). It runs on the system's Java (scripts/ensure-java.sh installs
 * it), offline.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const CLIENT_DIR = join(ROOT, 'build/client');
const VNU_JAR = join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** The checker's errors for these files, as `file:line: message` (its JSON report, errors only). */
async function htmlErrors(files: string[]): Promise<string[]> {
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new Error('java is not installed: run scripts/ensure-java.sh');
    throw error;
  });
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  return report.messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .map((message) => {
      const file = message.url ? relative(ROOT, new URL(message.url).pathname) : '?';
      return `${file}:${message.lastLine ?? '?'}: ${message.message}`;
    });
}

function builtPages(): string[] {
  return readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.html'))
    .map((path) => join(CLIENT_DIR, path));
}

test('every prerendered page passes the Nu HTML checker', async () => {
  test.setTimeout(180_000);
  const pages = builtPages();
  // Home, services, yards, contact and their confirmations, in both languages, and the SPA shell.
  expect(pages.length).toBeGreaterThan(20);
  expect(await htmlErrors(pages)).toEqual([]);
});

test('the pages the server writes itself pass the Nu HTML checker', async ({ request }) => {
  test.setTimeout(180_000);
  const pages: Record<string, string> = {};
  // A form posted without scripts and refused: the form again, with what was wrong (ADR 019).
  for (const [name, path] of [
    ['enquiry-refused', ENQUIRY_PATH],
    ['job-application-refused', JOB_APPLICATION_PATH],
  ] as const) {
    const response = await request.post(path, { form: { FullName: 'A', Email: 'not an address' } });
    expect(response.status(), name).toBe(400);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    pages[name] = await response.text();
  }
  const reference = await request.get(API_DOCS.reference);
  expect(reference.status()).toBe(200);
  pages['api-reference'] = await reference.text();

  const directory = mkdtempSync(join(tmpdir(), 'valid-html-'));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = join(directory, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    expect(await htmlErrors(files)).toEqual([]);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});
