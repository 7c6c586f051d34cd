import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Starting and stopping a server in a process of its own, shared by the e2e global setup and the
 * benches (bench/*): a free port to give it, waiting for it to answer, stopping it for good.
 */

/** A port nothing listens on at this moment (the OS picks it; the caller hands it to the server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `url` until it answers 2xx; fails at once if `server` exits, and kills it after 60 s. */
export async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error(`The server did not become ready at ${url} within 60 s`);
}

/** SIGTERM, then SIGKILL if the process has not exited 10 s later; resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timeout);
}

/**
 * SIGKILL to the process group of a child spawned with `detached: true` (a script and every server
 * it started), for an afterEach: a failed test leaves nothing behind. Nothing happens if it is gone.
 */
export function killProcessGroup(child: ChildProcess | undefined): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone: the test stopped it.
  }
}
