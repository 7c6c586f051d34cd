import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, bundleStaleness, SERVER_BUNDLE } from '../scripts/server-runtime.mjs';
import { freePort, stopChild, waitUntilReady } from '../tests/support/child-process.ts';

const REPO_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

export interface BuiltSite {
  baseUrl: string;
  /** The first admin's credentials (username `admin`), for a bench that sets something up. */
  admin?: { username: string; password: string };
  stop(): Promise<void>;
}

/**
 * The production build served by the compiled server, as `npm start` runs it, on a fresh data
 * directory and a copy of build/client, for the browser benches. PUBLIC_URL is the server's own
 * address, so canonical links point at the measured host. Builds first when asked or when there is
 * no build yet; rebuilds the server bundle when a server source changed since.
 */
export async function startBuiltSite({
  forceBuild = false,
  name,
  log = console.log,
}: {
  forceBuild?: boolean;
  /** Names the temporary data directory (`yard-<name>-…`). */
  name: string;
  log?: (message: string) => void;
}): Promise<BuiltSite> {
  if (forceBuild || !existsSync(join(REPO_ROOT, 'build', 'client'))) {
    log('building the web app (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  } else if (bundleStaleness()) {
    log('the server sources changed since the last build: rebuilding the server bundle…');
    await bundleServer();
  }
  const port = await freePort();
  const adminPassword = randomBytes(18).toString('base64url');
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `yard-${name}-`));
  // A copy of the web app: a build started meanwhile (by a test run, say) would otherwise replace
  // the assets under the running server, which read the pages at start.
  const clientDir = join(dataDir, 'client');
  cpSync(join(REPO_ROOT, 'build', 'client'), clientDir, { recursive: true });
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      PUBLIC_URL: baseUrl,
      // Set, so the server does not generate and print a first admin password.
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilReady(`${baseUrl}/readyz`, server);
  log(`server ready at ${baseUrl} (pid ${server.pid})`);
  return {
    baseUrl,
    admin: { username: 'admin', password: adminPassword },
    async stop() {
      await stopChild(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
