/**
 * How the production server is compiled and run, shared by scripts/build-server.mjs,
 * scripts/start.mjs and the benchmark (bench/bench-target.ts), so the bench measures the server
 * exactly as `npm start` runs it.
 *
 * Why compiled ahead of time: tsx at run time keeps its loader (a second V8 isolate) and the
 * compiled sources in memory, a large part of the idle server's RSS (bench/README.md).
 *
 * The server runs on Node's default V8 and allocator settings, with no node flags and no allocator
 * environment (docs/decisions/058-default-runtime.md): a flag comes back only with an ADR carrying
 * the measurement that needs it. Not even `--enable-source-maps`: on Node 24 it keeps the bundle's
 * decoded source map in the heap. Stack traces point into build/server/index.mjs,
 * which esbuild leaves readable (not minified) with its map beside it;
 * `NODE_OPTIONS=--enable-source-maps npm start` maps them to server/*.ts when wanted.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = join(PROJECT_ROOT, 'server', 'index.ts');
export const SERVER_BUNDLE = join(PROJECT_ROOT, 'build', 'server', 'index.mjs');

/**
 * Bundles `entry` (TypeScript) and our own modules into one ESM file, `outfile`; packages stay
 * imports from node_modules (native ones like sharp and better-sqlite3 cannot be bundled), except
 * the AWS SDK (below). A metafile beside it lists the sources it was built from, so `npm start` can
 * tell when it is out of date. esbuild is a dev dependency, so it is loaded only when a build runs.
 *
 * The AWS SDK is compiled in, tree-shaken, in chunks of its own beside `outfile` (`<name>-chunks/`)
 * that load only when the bucket store is first made (ADR 046). From node_modules, Node would load
 * the whole S3 client: every command, and credential providers we never use since our keys are
 * given. Compiled in, it costs less memory at the peak of 20 uploads to the bucket (bench/README.md).
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

/** The web app's renderer of the applicant's status page, beside the server bundle. */
export const STATUS_PAGE_RENDERER = join(PROJECT_ROOT, 'build', 'server', 'status-page.mjs');

/**
 * Bundles the status page's renderer (app/routes/booking/status-page-render.tsx) for the server to
 * load at start (docs/decisions/073-status-page-served-filled.md): the web app's own components, so
 * the page the server fills is the one the browser renders. Packages stay in node_modules.
 */
export async function bundleStatusPageRenderer(outfile = STATUS_PAGE_RENDERER) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [join(PROJECT_ROOT, 'app', 'routes', 'booking', 'status-page-render.tsx')],
    outfile,
    bundle: true,
    packages: 'external',
    jsx: 'automatic',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
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
 * so loads Node's bundled undici, many megabytes of RSS (bench/README.md) for classes the server
 * never uses. Our HTTP server and the AWS SDK's request handler import it, so the bundle takes it
 * through `require` instead (ADR 046). A name missing here fails the build.
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
