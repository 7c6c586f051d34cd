import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

/**
 * The heavy packages only some requests need (the bucket's SDK, zxcvbn's dictionaries) are loaded
 * when first needed, not when the server starts: together they are a large part of an idle
 * server's memory (bench/README.md). Checked in a fresh Node process, whose module resolution is watched by
 * a hook, because this test process has long loaded both.
 */

const run = promisify(execFile);
const directory = mkdtempSync(join(tmpdir(), 'lazy-dependencies-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** Runs `body` in a fresh Node (types stripped) and returns the packages it resolved, by prefix. */
interface Resolved {
  sdk: string[];
  zxcvbn: string[];
}

async function packagesResolvedBy(body: string): Promise<Record<string, Resolved>> {
  const script = `
    import { registerHooks } from 'node:module';
    const resolved = [];
    registerHooks({ resolve(specifier, context, next) { resolved.push(specifier); return next(specifier, context); } });
    const seen = (prefix) => [...new Set(resolved.filter((specifier) => specifier.startsWith(prefix)))].sort();
    const marks = {};
    const mark = (name) => { marks[name] = { sdk: seen('@aws-sdk/'), zxcvbn: seen('@zxcvbn-ts/') }; };
    ${body}
    console.log(JSON.stringify(marks));
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: process.cwd(),
    timeout: 30_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, Resolved>;
}

const moduleUrl = (path: string) => JSON.stringify(new URL(`../../${path}`, import.meta.url).href);

test('the S3 SDK is loaded only when the bucket store is made, never for the local store', async () => {
  const marks = await packagesResolvedBy(`
    const { createConfiguredDocumentStore } = await import(${moduleUrl('server/lib/documents/configured-document-store.ts')});
    const settings = { store: 'local', directory: ${JSON.stringify(directory)}, s3: {
      endpoint: 'http://127.0.0.1:9', region: 'ca-central-1', bucket: 'documents', accessKeyId: 'id',
      secretAccessKey: 'secret', forcePathStyle: true } };
    const local = await createConfiguredDocumentStore(settings, Buffer.alloc(32));
    if (local.kind !== 'local') throw new Error('not the local store');
    mark('local');
    const bucket = await createConfiguredDocumentStore(settings, Buffer.alloc(32), 's3');
    if (bucket.kind !== 's3') throw new Error('not the bucket store');
    mark('s3');
  `);
  expect(marks.local).toEqual({ sdk: [], zxcvbn: [] });
  expect(marks.s3?.sdk).toContain('@aws-sdk/client-s3');
  // Documents go up in one PUT each (ADR 040): lib-storage's multipart upload is never loaded.
  expect(marks.s3?.sdk).not.toContain('@aws-sdk/lib-storage');
});

test('zxcvbn and its dictionaries are loaded on the first password check, which still refuses a weak one', async () => {
  const marks = await packagesResolvedBy(`
    const { checkNewPassword, PASSWORD_REASONS } = await import(${moduleUrl('server/lib/password-strength.ts')});
    mark('imported');
    const weak = checkNewPassword('password1234', { userName: 'dispatchlead', email: 'morgan.lee@example.com' });
    if (weak.ok || weak.reason !== PASSWORD_REASONS.common) throw new Error('a common password was not refused');
    mark('checked');
  `);
  expect(marks.imported).toEqual({ sdk: [], zxcvbn: [] });
  expect(marks.checked?.sdk).toEqual([]);
  expect(marks.checked?.zxcvbn).toEqual(
    expect.arrayContaining(['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en']),
  );
});
