#!/usr/bin/env node
/**
 * `npm run build`, with the web app: bundles the status page's renderer into
 * build/server/status-page.mjs (docs/decisions/073-status-page-served-filled.md). Part of the web
 * app's build, not the server's: the server's HTML must come from the same sources as the pages and
 * scripts of build/client, so `npm start` rebuilding the server alone never rebuilds it.
 */
import { relative } from 'node:path';
import { bundleStatusPageRenderer, PROJECT_ROOT } from './server-runtime.mjs';

const started = performance.now();
const outfile = await bundleStatusPageRenderer();
console.log(
  `status page renderer bundled into ${relative(PROJECT_ROOT, outfile)} in ${Math.round(performance.now() - started)} ms`,
);
