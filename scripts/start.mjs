#!/usr/bin/env node
/**
 * `npm start`: the one command that runs the product, in development and in production.
 *  1. Builds first what is not built: everything (`npm run build`) when build/client does not exist
 *     (unless CLIENT_DIR points elsewhere: whoever set it owns that build); only the server bundle
 *     when build/server is missing or older than a source it was built from, so a `git pull` never
 *     runs yesterday's server.
 *  2. Runs the compiled server (build/server/index.mjs) with plain node on its default settings
 *     (scripts/server-runtime.mjs) and NODE_ENV=production unless NODE_ENV says otherwise; passes
 *     SIGINT/SIGTERM on so it can shut down cleanly, and exits with its exit code.
 * `npm run dev:server` runs the TypeScript sources through tsx instead, for development.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleStaleness, PROJECT_ROOT, SERVER_BUNDLE } from './server-runtime.mjs';

const environment = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
const BUILD_NEEDS_DEV_DEPENDENCIES =
  'The build needs the dev dependencies (`npm install` without --omit=dev); fix the error above and run `npm start` again.';

if (!process.env.CLIENT_DIR && !existsSync(join(PROJECT_ROOT, 'build', 'client'))) {
  console.log('The web app is not built yet: running `npm run build` first.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: PROJECT_ROOT, env: environment, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`The build failed, so the server was not started. ${BUILD_NEEDS_DEV_DEPENDENCIES}`);
    process.exit(build.status ?? 1);
  }
}

const staleness = bundleStaleness();
if (staleness) {
  console.log(
    staleness === 'missing'
      ? 'The server is not built yet: building it first.'
      : 'The server sources changed since the last build: rebuilding the server first.',
  );
  const build = spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts', 'build-server.mjs')], {
    cwd: PROJECT_ROOT,
    env: environment,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(`Building the server failed, so it was not started. ${BUILD_NEEDS_DEV_DEPENDENCIES}`);
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: PROJECT_ROOT,
  env: environment,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The server shuts down gracefully on either signal; this process waits for it to exit.
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error('Could not start the server:', error);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  // Killed by a signal it did not handle: report it the way a shell would (128 + signal number).
  if (code === null) process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
  process.exit(code);
});
