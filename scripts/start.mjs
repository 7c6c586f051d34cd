#!/usr/bin/env node
/**
 * `npm start`: the one command that runs the product, in development and in production.
 *  1. Builds the web app first when build/client does not exist yet (skipped when CLIENT_DIR points
 *     elsewhere: whoever set it owns that build).
 *  2. Runs the server (server/index.ts through tsx, a runtime dependency) with NODE_ENV=production
 *     unless NODE_ENV says otherwise, passes SIGINT/SIGTERM on so it can shut down cleanly, and exits
 *     with the server's exit code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const environment = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };

if (!process.env.CLIENT_DIR && !existsSync(join(projectRoot, 'build', 'client'))) {
  console.log('The web app is not built yet: running `npm run build` first.');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: projectRoot, env: environment, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(
      'The build failed, so the server was not started. The build needs the dev dependencies ' +
        '(`npm install` without --omit=dev); fix the error above and run `npm start` again.',
    );
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'index.ts')], {
  cwd: projectRoot,
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
