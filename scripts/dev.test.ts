import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { ADMIN_API } from '../domain/admin.schema.ts';
import { freePort, killProcessGroup } from '../tests/support/child-process.ts';

/**
 * `npm run dev` for real: one command starts the Vite dev server and the API server; the web app
 * answers with Vite's hot-reload client in its pages, /api reaches the server through Vite's proxy,
 * and SIGTERM to the script stops both.
 */
const DEV_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'dev.mjs');
const PROJECT_ROOT = resolve(dirname(DEV_SCRIPT), '..');
const STARTUP_TIMEOUT_MS = 90_000;

let child: ChildProcess | undefined;
const temporaryDirs: string[] = [];

afterEach(() => {
  // The script runs in a process group of its own, so a failed test leaves nothing behind.
  killProcessGroup(child);
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Asks until the answer satisfies `ready` (servers still starting refuse or answer 502). */
async function waitFor(url: string, ready: (response: Response) => boolean): Promise<Response> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { headers: { accept: 'text/html,application/json' } });
      if (ready(response)) return response;
      last = `status ${response.status}`;
    } catch (error) {
      last = error;
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error(`${url} was not ready in time: ${String(last)}`);
}

test(
  'npm run dev serves the web app with hot reload and passes /api to the server; SIGTERM stops both',
  async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    const dataDir = mkdtempSync(join(tmpdir(), 'yard-dev-'));
    temporaryDirs.push(dataDir);
    const { NODE_ENV: _vitest, ...inherited } = process.env;
    const dev = spawn(process.execPath, [DEV_SCRIPT], {
      cwd: PROJECT_ROOT,
      env: { ...inherited, DEV_PORT: String(webPort), PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = dev;
    let output = '';
    dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const page = await waitFor(`http://localhost:${webPort}/home`, (response) => response.status === 200);
    const html = await page.text();
    // The page is rendered from the sources and loads React Router's hot-reload runtime.
    expect(html.includes('virtual:react-router/inject-hmr-runtime'), 'hot-reload runtime in the page').toBe(true);
    expect(html.includes('/app/routes/site/home.tsx'), 'home route module from the sources').toBe(true);

    // /api/Me without a session: the server's own 401 JSON, through the dev server's origin.
    const me = await waitFor(`http://localhost:${webPort}${ADMIN_API.me}`, (response) => response.status !== 502);
    expect(me.status, output).toBe(401);
    expect(await me.json()).toMatchObject({ isSuccess: false, code: 'unauthorized' });
    const direct = await fetch(`http://127.0.0.1:${apiPort}${ADMIN_API.me}`);
    expect(direct.status).toBe(401);

    const exited = new Promise<number | null>((done) => dev.once('exit', (code) => done(code)));
    dev.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${apiPort}${ADMIN_API.me}`)).rejects.toThrow();
    await expect(fetch(`http://localhost:${webPort}/home`)).rejects.toThrow();
  },
  STARTUP_TIMEOUT_MS * 2,
);
