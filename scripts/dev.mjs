#!/usr/bin/env node
/**
 * `npm run dev`: the whole product from its sources in one terminal, for development.
 *  - the web app on React Router's Vite dev server, with hot reload (http://localhost:5173, or DEV_PORT);
 *  - the API server from its TypeScript sources under `tsx watch`, restarted on every change (PORT,
 *    default 3000). Vite proxies /api to it (vite.config.ts), so the browser sees one origin, as in
 *    production, and the session and XSRF cookies work unchanged.
 * PUBLIC_URL defaults to the web app's address, so links in e-mails open the pages being edited.
 * Both share the terminal (pretty logs from the server); Ctrl+C stops both, and if one stops the
 * other is stopped too.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(PROJECT_ROOT, 'node_modules', '.bin');
const webPort = process.env.DEV_PORT || '5173';
const apiPort = process.env.PORT || '3000';
const environment = {
  ...process.env,
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}`,
};

const children = [
  start('api', join(BIN, 'tsx'), ['watch', '--clear-screen=false', 'server/index.ts']),
  start('web', join(BIN, 'react-router'), ['dev', '--port', webPort, '--strictPort']),
];
console.log(`npm run dev: web app on http://localhost:${webPort} (hot reload), API server on port ${apiPort}`);

let stopping = false;
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

let exitCode = 0;
let running = children.length;
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `npm run dev: the ${child.name} process stopped (${signal ?? `exit code ${code}`}); stopping the other.`,
      );
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    running -= 1;
    if (running === 0) process.exit(exitCode);
  });
}

function start(name, command, args) {
  const child = spawn(command, args, { cwd: PROJECT_ROOT, env: environment, stdio: 'inherit' });
  child.name = name;
  return child;
}
