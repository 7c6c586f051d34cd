/**
 * How the production server is compiled and run, shared by scripts/build-server.mjs,
 * scripts/start.mjs and the benchmark (bench/bench-target.ts), so the bench measures the server
 * exactly as `npm start` runs it.
 *
 * Why compiled ahead of time: tsx at run time keeps its loader (a second V8 isolate) and the
 * compiled sources in memory, about 50 MB of the idle server's RSS (bench/README.md).
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = join(PROJECT_ROOT, 'server', 'index.ts');
export const SERVER_BUNDLE = join(PROJECT_ROOT, 'build', 'server', 'index.mjs');

/**
 * Node flags of the server process.
 * - No `--enable-source-maps`: on Node 24 it keeps the bundle's decoded source map in the heap,
 *   about 8 MB of the idle server's 121 MB (bench/README.md). Stack traces point into
 *   build/server/index.mjs, which esbuild leaves readable (not minified; names kept unless two clash), with its map
 *   beside it; `NODE_OPTIONS=--enable-source-maps npm start` maps them to server/*.ts when wanted.
 * - `--max-semi-space-size=1` (MB; V8's default here is 16): the young generation is collected
 *   far more often, so dead request garbage is freed within milliseconds instead of piling up; that
 *   includes the Buffers sharp returns, whose native memory V8 does not count towards its next
 *   collection. With ADR 051's collections (then every 8 MiB, and no floor below), 20 uploads at
 *   once to the bucket peaked at 142 MB with it, 153–157 with 4 MB, 166–177 with 8 and 207–227 with
 *   V8's 16 (bench/README.md), with no measurable loss of booking throughput. It was first taken
 *   for the price in the admin search's tail (17–22 ms p99 with it, 12–15 without, in one
 *   morning's runs); six runs alternating 1, 4 and 16 MB later that day found no difference the
 *   machine's own did not swamp (bench/ADMIN.md). The tail was the full collections (next flag).
 * - `--initial-old-space-size=64` (MiB): a floor under the limit at which V8 starts a full
 *   collection, which it otherwise sets at about 1.25 times what the last one left (46 MiB here).
 *   Every search promotes some of its rows, so under load V8 ran a full collection every second,
 *   and nearly every request in the admin search's slowest 1 % was one caught in it; with the floor
 *   they come every 4 s (ADR 056). The price is garbage held longer: a few MB more at rest, up to
 *   about 18 more under load. V8 caps the floor at half of `--max-old-space-size`, and Node refuses
 *   it in NODE_OPTIONS: this list is the place to change it.
 * - `--expose-gc`: the upload routes ask for a full collection after every 6 MiB of bodies
 *   received (server/lib/upload-garbage-collection.ts, ADR 051): the parser's copies of a burst's
 *   bodies are promoted, and V8 would leave their memory waiting for a full collection it has no
 *   reason to start. It puts `gc` on the global object, which nothing else in the server calls.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=1', '--initial-old-space-size=64', '--expose-gc'];

/**
 * glibc allocator settings for the server process, unless the environment already sets them. They
 * must be in the environment when the process starts (glibc reads them once).
 * - `MALLOC_ARENA_MAX=2`: libvips (sharp) threads would otherwise each get an arena (8 per core) and
 *   glibc keeps what they free; two arenas keep RSS near the working set.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: large pixel buffers are mmapped and given back to the system
 *   on free, instead of the threshold growing until they stay in the heap.
 */
export const SERVER_ALLOCATOR_ENVIRONMENT = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** `environment` plus the allocator settings it does not set itself (an empty value counts as unset). */
export function serverEnvironment(environment) {
  const result = { ...environment };
  for (const [name, value] of Object.entries(SERVER_ALLOCATOR_ENVIRONMENT)) {
    if (!result[name]) result[name] = value;
  }
  return result;
}

/**
 * Bundles `entry` (TypeScript) and our own modules into one ESM file, `outfile`; packages stay
 * imports from node_modules (native ones like sharp and better-sqlite3 cannot be bundled), except
 * the AWS SDK (below). A metafile beside it lists the sources it was built from, so `npm start` can
 * tell when it is out of date. esbuild is a dev dependency, so it is loaded only when a build runs.
 *
 * The AWS SDK is compiled in, tree-shaken, in chunks of its own beside `outfile` (`<name>-chunks/`)
 * that load only when the bucket store is first made (ADR 046). From node_modules, Node would load
 * the whole S3 client: every command, and credential providers we never use since our keys are
 * given. Measured: 5–8 MB less at the peak of 20 uploads to the bucket (bench/README.md).
 */
export async function bundleServer({ entry = SERVER_ENTRY, outfile = SERVER_BUNDLE } = {}) {
  const { build } = await import('esbuild');
  const name = basename(outfile, '.mjs');
  // Chunks are named by their content: those of an earlier build would only pile up.
  rmSync(join(dirname(outfile), `${name}-chunks`), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [entry],
    outdir: dirname(outfile),
    entryNames: name,
    chunkNames: `${name}-chunks/[name]-[hash]`,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    plugins: [nodeHttpWithoutUndici, packagesExternalExceptSdk],
    // The SDK's ES modules (its `module` entries), which esbuild can tree-shake.
    mainFields: ['module', 'main'],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  // Files only: the node:http shim below is made in memory, under a namespace of its own.
  const files = Object.keys(result.metafile.inputs).filter(
    (input) => !input.startsWith(`${NODE_HTTP_SHIM_NAMESPACE}:`),
  );
  writeFileSync(metafileOf(outfile), JSON.stringify({ inputs: files }));
  return outfile;
}

/**
 * Why the bundle must be (re)built before it runs: 'missing', 'stale' when a source it was built
 * from changed (or vanished) since, or undefined when it is up to date.
 */
export function bundleStaleness(outfile = SERVER_BUNDLE) {
  if (!existsSync(outfile) || !existsSync(metafileOf(outfile))) return 'missing';
  const builtAt = statSync(outfile).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(metafileOf(outfile), 'utf8')).inputs;
  } catch {
    return 'stale';
  }
  if (!Array.isArray(inputs)) return 'stale';
  for (const input of inputs) {
    const path = join(PROJECT_ROOT, input);
    if (!existsSync(path) || statSync(path).mtimeMs > builtAt) return 'stale';
  }
  return undefined;
}

/** Packages compiled into the bundle: the AWS SDK's families, and whatever they import in turn. */
const BUNDLED_PACKAGE = /^@(aws-sdk|aws-crypto|smithy|aws)\//;

/** esbuild's `packages: 'external'`, but for BUNDLED_PACKAGE and the packages they import. */
const packagesExternalExceptSdk = {
  name: 'packages-external-except-sdk',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (BUNDLED_PACKAGE.test(path) || importer.split(sep).includes('node_modules')) return undefined;
      return { path, external: true };
    });
  },
};

/**
 * `node:http` as CommonJS gives it. On Node 24, an ES import of `node:http` (static or dynamic)
 * builds the module's namespace, which reads its WebSocket, MessageEvent and CloseEvent getters and
 * so loads Node's bundled undici: 14 MB of RSS in a bare process (62.2 against 48.3 MB), for
 * classes the server never uses. Our HTTP server and the AWS SDK's request handler import it, so
 * the bundle takes it through `require` instead (ADR 046). A name missing here fails the build.
 */
const NODE_HTTP_SHIM = `import { createRequire } from 'node:module';
const http = createRequire(import.meta.url)('node:http');
export default http;
export const { Agent, ClientRequest, IncomingMessage, METHODS, OutgoingMessage, STATUS_CODES, Server,
  ServerResponse, createServer, get, globalAgent, maxHeaderSize, request, setMaxIdleHTTPParsers,
  validateHeaderName, validateHeaderValue } = http;`;

const NODE_HTTP_SHIM_NAMESPACE = 'node-http-shim';

const nodeHttpWithoutUndici = {
  name: 'node-http-without-undici',
  setup(build) {
    build.onResolve({ filter: /^(node:)?http$/ }, () => ({ path: 'node:http', namespace: NODE_HTTP_SHIM_NAMESPACE }));
    build.onLoad({ filter: /.*/, namespace: NODE_HTTP_SHIM_NAMESPACE }, () => ({
      contents: NODE_HTTP_SHIM,
      loader: 'js',
    }));
  },
};

function metafileOf(outfile) {
  return `${outfile}.inputs.json`;
}
