#!/usr/bin/env node
/**
 * Runs after `react-router build`: writes brotli (.br) and gzip (.gz) copies of the text files in
 * build/client so the server sends them precompressed (@fastify/static `preCompressed`) instead of
 * compressing on every request or not at all. A copy is kept only when it is smaller. HTML pages are
 * left alone: the server reads and compresses them itself at startup.
 *
 * Usage: node scripts/compress-assets.mjs [client dir]   (default build/client)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 512;

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = resolve(projectRoot, process.argv[2] ?? 'build/client');

let files = 0;
let before = 0;
let afterBrotli = 0;
for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size },
  });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
  files += 1;
  before += body.length;
  afterBrotli += Math.min(brotli.length, body.length);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`compress-assets: ${files} files, ${kib(before)} -> ${kib(afterBrotli)} with brotli (${clientDir})`);
