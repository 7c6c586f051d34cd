/**
 * `npm run build`, after `react-router build` and before compress-assets: rewrites the prerendered
 * content pages so their JavaScript loads on the visitor's first interaction instead of at load
 * (docs/decisions/011-load-scripts-on-interaction.md). Their HTML already holds everything to read,
 * and their links are plain `<a href>` to other prerendered pages, so nothing waits for the scripts.
 *
 * In each page: the `<link rel="modulepreload">` tags go, and React Router's inline module script is
 * replaced by a small classic script (scripts/defer-hydration-loader.ts) that performs the same
 * imports later. Every other script stays where it is. The server hashes inline scripts from the
 * files it serves (server/plugins/static-site.plugin.ts), so the loader is allowed by the CSP.
 *
 * Usage: tsx scripts/defer-hydration.ts [client dir]   (default build/client)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { BOOKING_PATH } from '../app/content/navigation.ts';
import { pathInLanguage } from '../domain/language.ts';
import {
  CONTACT_CONFIRMATION_PATHS_BOTH_LANGUAGES,
  FRENCH_NOT_FOUND_PAGE_PATH,
  NOT_FOUND_PAGE_PATH,
  PRERENDERED_APP_SCREENS,
  PUBLIC_PAGE_PATHS_BOTH_LANGUAGES,
  STATUS_PAGE_FRAME_PATHS,
} from '../app/prerendered-paths.ts';
import { BOOKING_DRAFT_KEY } from '../app/lib/booking-draft.ts';
import { NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE } from '../domain/served-status.ts';
import type { DeferredHydrationConfig, StartAtOnce } from './defer-hydration-loader.ts';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOADER_SOURCE = join(PROJECT_ROOT, 'scripts', 'defer-hydration-loader.ts');

/**
 * Pages that, on some visits, need their scripts at once rather than at the first interaction
 * (docs/decisions/072-booking-and-sign-in-load-scripts-on-interaction.md). The booking wizard
 * brings back a saved booking (its draft in localStorage) and shows its confirmation from the
 * address's query; both are the scripts' work. A first visit paints the first step from the HTML
 * and loads the scripts at the first touch, like every other page. The status page, filled by the
 * server (docs/decisions/073-status-page-served-filled.md), needs them at once only to upload or
 * to sign (NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE marks where).
 */
const BOOKING_START: StartAtOnce = { withQuery: true, whenStored: BOOKING_DRAFT_KEY };
/** The status page the server fills: at once when it asks for new documents or a signature. */
const STATUS_PAGE_START: StartAtOnce = { whenAttribute: NEEDS_SCRIPTS_AT_ONCE_ATTRIBUTE };

export const START_AT_ONCE: Readonly<Record<string, StartAtOnce>> = Object.fromEntries([
  ...[BOOKING_PATH, pathInLanguage(BOOKING_PATH, 'fr')].map((path): [string, StartAtOnce] => [
    path.toLowerCase(),
    BOOKING_START,
  ]),
  ...STATUS_PAGE_FRAME_PATHS.map((path): [string, StartAtOnce] => [path.toLowerCase(), STATUS_PAGE_START]),
]);

/** Marks a rewritten page, so a second run leaves it alone instead of failing. */
const LOADER_ID = 'deferred-hydration';

/**
 * The prerendered pages to rewrite: every public page (the booking wizard included), the sign-in
 * page, the status page the server fills, the contact forms' confirmation pages and the not-found
 * page, in both languages. The SPA fallback (the other admin screens) is not a prerendered page.
 */
export function deferredPagePaths(): string[] {
  return [
    ...PUBLIC_PAGE_PATHS_BOTH_LANGUAGES,
    ...PRERENDERED_APP_SCREENS,
    ...STATUS_PAGE_FRAME_PATHS,
    ...CONTACT_CONFIRMATION_PATHS_BOTH_LANGUAGES,
    NOT_FOUND_PAGE_PATH,
    FRENCH_NOT_FOUND_PAGE_PATH,
  ];
}

/** Where React Router writes a prerendered path: '/' → index.html, '/about' → about/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{(.*)\};$/;
const ROUTE_ENTRY = /^"((?:[^"\\]|\\.)+)":(route\d+)$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * Reads React Router's module script back into data. Strict on purpose: if a React Router upgrade
 * emits anything else, the build fails here instead of shipping pages that never hydrate.
 */
export function parseModuleScript(script: string): Omit<DeferredHydrationConfig, 'preload' | 'startAtOnce'> {
  const modules: string[] = [];
  const bindings = new Map<string, number>();
  const routes: Record<string, number> = {};
  let entry: string | undefined;
  for (const line of script
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    const routeModules = ROUTE_MODULES.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (entry !== undefined) throw new Error(`defer-hydration: code after the entry import: ${line}`);
    if (sideEffect?.[1]) modules.push(sideEffect[1]);
    else if (namespace?.[1] && namespace[2]) bindings.set(namespace[1], modules.push(namespace[2]) - 1);
    else if (routeModules?.[1] !== undefined) {
      for (const pair of routeModules[1].split(/,(?=")/)) {
        const route = ROUTE_ENTRY.exec(pair);
        const index = route?.[2] === undefined ? undefined : bindings.get(route[2]);
        if (!route?.[1] || index === undefined)
          throw new Error(`defer-hydration: unexpected route module entry: ${pair}`);
        routes[JSON.parse(`"${route[1]}"`) as string] = index;
      }
    } else if (entryImport?.[1]) entry = entryImport[1];
    else throw new Error(`defer-hydration: unexpected line in React Router's module script: ${line}`);
  }
  if (entry === undefined || Object.keys(routes).length === 0) {
    throw new Error("defer-hydration: React Router's module script has no route modules or no entry import");
  }
  return { modules, routes, entry };
}

let compiledLoader: string | undefined;

/** The loader with this page's data, as one line of ES2020. */
export function loaderScript(config: DeferredHydrationConfig): string {
  compiledLoader ??= readFileSync(LOADER_SOURCE, 'utf8');
  const { code } = transformSync(compiledLoader, {
    loader: 'ts',
    format: 'iife',
    target: 'es2020',
    minify: true,
    define: { DEFERRED_HYDRATION: JSON.stringify(config) },
    legalComments: 'none',
  });
  const script = code.trim();
  if (/<\/script|<!--/i.test(script)) throw new Error('defer-hydration: the loader would end its <script> early');
  return script;
}

/**
 * Rewrites one prerendered page; a page already rewritten is returned unchanged. `startAtOnce` says
 * when the loader should not wait for an interaction (START_AT_ONCE).
 */
export function deferHydration(html: string, startAtOnce: StartAtOnce = {}): string {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const moduleScripts = [...html.matchAll(MODULE_SCRIPT)];
  if (moduleScripts.length !== 1 || moduleScripts[0]?.[1] === undefined) {
    throw new Error(`defer-hydration: expected one React Router module script, found ${moduleScripts.length}`);
  }
  const modules = parseModuleScript(moduleScripts[0][1]);
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const script = `<script id="${LOADER_ID}">${loaderScript({ preload, ...modules, startAtOnce })}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => script);
}

function main(clientDir: string) {
  let before = 0;
  let after = 0;
  const paths = deferredPagePaths();
  for (const path of paths) {
    const file = join(clientDir, pageFile(path));
    if (!existsSync(file)) throw new Error(`defer-hydration: ${file} is missing; is ${path} still prerendered?`);
    const html = readFileSync(file, 'utf8');
    const rewritten = deferHydration(html, START_AT_ONCE[path.toLowerCase()]);
    writeFileSync(file, rewritten);
    before += html.length;
    after += rewritten.length;
  }
  console.log(
    `defer-hydration: ${paths.length} pages load their scripts on first interaction ` +
      `(${Object.keys(START_AT_ONCE).join(', ')} at once on some visits); HTML ${before} -> ${after} bytes`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(resolve(PROJECT_ROOT, process.argv[2] ?? 'build/client'));
}
