import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { freePort, killProcessGroup } from '../tests/support/child-process.ts';
import { bundleServer, bundleStaleness, SERVER_BUNDLE } from './server-runtime.mjs';

/**
 * `npm start` for real: the script starts the compiled server as a child process, the site answers
 * over HTTP, and SIGTERM sent to the script reaches the server, which shuts down cleanly (exit code
 * 0). CLIENT_DIR points at a tiny prebuilt client so the script does not run a full build.
 */
const START_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'start.mjs');
const PROJECT_ROOT = resolve(dirname(START_SCRIPT), '..');

const temporaryDirs: string[] = [];
let child: ChildProcess | undefined;

afterEach(() => {
  // The script runs in a process group of its own, so a failed test leaves no server behind.
  killProcessGroup(child);
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The processes whose parent is `pid`, with their command line and environment (Linux /proc). */
function childProcessesOf(pid: number): Array<{ argv: string[]; environment: Record<string, string> }> {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== pid) continue;
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const environment = Object.fromEntries(
        readFileSync(`/proc/${entry}/environ`, 'utf8')
          .split('\0')
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      );
      children.push({ argv, environment });
    } catch {
      // The process ended while we read it.
    }
  }
  return children;
}

async function waitForHttp(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url, { headers: { accept: 'text/html' } });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((wait) => setTimeout(wait, 200));
    }
  }
}

test('npm start serves the built site and shuts down cleanly on SIGTERM', async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'yard-start-client-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'yard-start-data-'));
  temporaryDirs.push(clientDir, dataDir);
  mkdirSync(join(clientDir, 'home'));
  writeFileSync(join(clientDir, '__spa-fallback.html'), '<!doctype html><title>fallback</title>');
  writeFileSync(join(clientDir, 'home', 'index.html'), '<!doctype html><title>home</title><h1>Started</h1>');
  const port = await freePort();

  // Without vitest's NODE_ENV, and without allocator settings, so none reaches the server unless added.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('MALLOC_')),
  );
  child = spawn(process.execPath, [START_SCRIPT], {
    cwd: PROJECT_ROOT,
    env: {
      ...inherited,
      CLIENT_DIR: clientDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolveExit) => child?.on('exit', (code) => resolveExit(code)));

  const home = await waitForHttp(`http://127.0.0.1:${port}/home`, 30_000);
  expect(home.status, output).toBe(200);
  expect(await home.text()).toContain('<h1>Started</h1>');
  expect(output).not.toContain('running `npm run build`');

  // Plain node on the compiled server, on Node's default settings: no flags, no allocator settings.
  const [server, ...others] = childProcessesOf(child.pid ?? -1);
  expect(others).toEqual([]);
  expect(server?.argv.slice(1)).toEqual([SERVER_BUNDLE]);
  expect(server?.environment).toMatchObject({ NODE_ENV: 'production' });
  expect(Object.keys(server?.environment ?? {}).filter((name) => name.startsWith('MALLOC_'))).toEqual([]);

  child.kill('SIGTERM');
  expect(await exited, output).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
}, 60_000);

test('a server bundle is rebuilt when missing, or older than a source it was built from', async () => {
  const buildDir = mkdtempSync(join(tmpdir(), 'yard-start-bundle-'));
  temporaryDirs.push(buildDir);
  const outfile = join(buildDir, 'index.mjs');
  expect(bundleStaleness(outfile)).toBe('missing');

  await bundleServer({ outfile });
  expect(bundleStaleness(outfile)).toBeUndefined();
  expect(readFileSync(outfile, 'utf8')).toContain('sourceMappingURL=index.mjs.map');

  // The bucket's SDK is compiled in, tree-shaken, in chunks loaded on first use (ADR 046): the
  // bundle imports none of it from node_modules, and of the S3 client's commands only ours are kept.
  const bundleText = readFileSync(outfile, 'utf8');
  expect(bundleText).not.toMatch(/from "@(aws-sdk|smithy)\//);
  const chunkDir = join(buildDir, 'index-chunks');
  const chunks = readdirSync(chunkDir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(chunkDir, file), 'utf8'));
  expect(chunks.some((chunk) => chunk.includes('var PutObjectCommand = class'))).toBe(true);
  expect(chunks.some((chunk) => /var (ListBuckets|CopyObject|SelectObjectContent)Command = class/.test(chunk))).toBe(
    false,
  );

  // As after a `git pull`: a source (every one is newer than this date) changed after the build.
  const longAgo = new Date('2001-01-01T00:00:00Z');
  utimesSync(outfile, longAgo, longAgo);
  expect(bundleStaleness(outfile)).toBe('stale');
});

test("the bundle's HTTP server, and the bucket's SDK, leave Node's bundled undici unloaded", async () => {
  // An ES import of node:http loads undici on Node 24, which the server never uses: the bundle takes it through
  // `require` (ADR 046). Checked in a fresh process running a bundle of both users of node:http.
  const entryDir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'undici-'));
  temporaryDirs.push(entryDir);
  const entry = join(entryDir, 'entry.ts');
  writeFileSync(
    entry,
    `import { createLimitedHttpServer } from '../../server/lib/http/http-server.ts';
    import { createS3Client } from '../../server/lib/documents/s3-document-store.ts';
    const server = createLimitedHttpServer((_request, response) => response.end('ok'), 10);
    await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address();
    const client = await createS3Client({ region: 'ca-central-1', endpoint: 'http://127.0.0.1:' + port,
      bucket: 'b', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true });
    const { HeadObjectCommand } = await import('../../server/lib/documents/s3-sdk.ts');
    const status = await client.send(new HeadObjectCommand({ Bucket: 'b', Key: 'k' })).then(() => 200, (error) => error.$metadata?.httpStatusCode);
    server.close();
    console.log(JSON.stringify({ status, undici: process.moduleLoadList.some((name) => name.includes('undici')) }));`,
  );
  const outfile = await bundleServer({ entry, outfile: join(entryDir, 'entry.mjs') });
  const child = spawn(process.execPath, [outfile], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((exited) => child.once('exit', exited));
  expect(code).toBe(0);
  // The SDK's request reached our server (which answers any HEAD with 200), over node:http.
  expect(JSON.parse(output.trim().split('\n').at(-1) ?? '{}')).toEqual({ status: 200, undici: false });
});
