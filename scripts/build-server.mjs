#!/usr/bin/env node
/**
 * `npm run build` (after the web app): compiles the server (server/index.ts and everything of ours
 * it imports) into build/server/index.mjs with a source map, which `npm start` runs with plain node.
 * Settings and reasons: scripts/server-runtime.mjs.
 */
import { relative } from 'node:path';
import { bundleServer, PROJECT_ROOT } from './server-runtime.mjs';

const started = performance.now();
const outfile = await bundleServer();
console.log(`server bundled into ${relative(PROJECT_ROOT, outfile)} in ${Math.round(performance.now() - started)} ms`);
