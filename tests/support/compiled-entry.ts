import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { bundleServer, PROJECT_ROOT } from '../../scripts/server-runtime.mjs';

/**
 * A TypeScript entry of ours (server/index.ts, a script) compiled into one file for plain `node`
 * (with the chunks it loads on first use beside it, ADR 046), as `npm start` runs the server, for tests that start it as a process of its own. Through
 * `node --import tsx` every start compiled the sources again: more than a second of CPU each (six
 * seconds of wall time on a busy machine), and some tests start a process ten times. Compiled once
 * per test file (a fraction of a second), each start costs what starting the product costs.
 *
 * The bundle lives under .tmp/ in the project, not the system's temporary directory: packages stay
 * imports that node resolves from the bundle's folder up to node_modules.
 */
const bundles = new Map<string, Promise<string>>();
let outputDir: string | undefined;

/** The compiled file for `entry` (a path from the project root), built on first use. */
export function compiledEntry(entry: string): Promise<string> {
  const source = resolve(PROJECT_ROOT, entry);
  let bundle = bundles.get(source);
  if (!bundle) {
    outputDir ??= createOutputDir();
    const outfile = join(outputDir, `${bundles.size}-${basename(source).replace(/\.ts$/, '')}.mjs`);
    bundle = bundleServer({ entry: source, outfile });
    bundles.set(source, bundle);
  }
  return bundle;
}

function createOutputDir(): string {
  const parent = join(PROJECT_ROOT, '.tmp', 'test-bundles');
  mkdirSync(parent, { recursive: true });
  // A test process killed outright (a timeout, Ctrl-C) leaves its folder: the next one clears it.
  for (const name of readdirSync(parent)) {
    if (!isRunning(Number(name.split('-')[0]))) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(parent, `${process.pid}-`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
