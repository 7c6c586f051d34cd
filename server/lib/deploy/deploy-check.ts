import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Settings that make a production server unsafe, each with what to do about it. The server refuses
 * to start in production while any is found (server/index.ts); in development and tests the same
 * list is only printed, so a laptop start stays one command.
 */
export interface UnsafeSetting {
  setting: string;
  problem: string;
  fix: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function findUnsafeSettings(config: Config): UnsafeSetting[] {
  const problems: UnsafeSetting[] = [];
  const publicUrl = new URL(config.publicUrl);
  if (publicUrl.protocol === 'http:' && !LOCAL_HOSTS.has(publicUrl.hostname) && !config.allowInsecurePublicUrl) {
    problems.push({
      setting: 'PUBLIC_URL',
      problem: `${config.publicUrl} is plain http: sign-in passwords, session cookies and bank numbers would cross the network unencrypted`,
      fix: 'serve the site over https and set PUBLIC_URL=https://…, or set ALLOW_INSECURE_PUBLIC_URL=true if a proxy on this machine terminates TLS',
    });
  }
  if (!/^https?:$/.test(publicUrl.protocol)) {
    problems.push({ setting: 'PUBLIC_URL', problem: `${config.publicUrl} is not a web address`, fix: 'use https://…' });
  }
  const privatePaths: Array<{ path: string; setting: string; kind: 'directory' | 'file' }> = [
    { path: config.dataDir, setting: 'DATA_DIR', kind: 'directory' },
    { path: join(config.dataDir, 'secrets.json'), setting: 'DATA_DIR/secrets.json', kind: 'file' },
  ];
  if (config.database.kind === 'sqlite') {
    privatePaths.push({ path: config.database.file, setting: 'the SQLite database', kind: 'file' });
  }
  for (const { path, setting, kind } of privatePaths) {
    const mode = modeOf(path);
    if (mode === undefined || (mode & 0o077) === 0) continue;
    problems.push({
      setting,
      problem: `${path} can be read or changed by other users of this machine (mode ${mode.toString(8).padStart(3, '0')})`,
      fix: `chmod ${kind === 'directory' ? '700' : '600'} ${path}`,
    });
  }
  return problems;
}

/** The permission bits of a path, or undefined when it does not exist yet (it will be made private). */
function modeOf(path: string): number | undefined {
  try {
    return statSync(path).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** One message naming every problem and its fix, for the console. */
export function describeUnsafeSettings(problems: UnsafeSetting[]): string {
  return [
    'The server will not start in production with unsafe settings. Fix these first:',
    ...problems.map((item) => `  - ${item.setting}: ${item.problem}.\n    Fix: ${item.fix}.`),
  ].join('\n');
}
