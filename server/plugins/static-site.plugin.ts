import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import Negotiator from 'negotiator';
import { FRENCH_PREFIX, LANGUAGES, languageOfPath, pathInLanguage, type Language } from '../../domain/language.ts';
import { STATUS_FRAME_PATHS } from '../../domain/served-status.ts';
import { apiErrorBody } from '../lib/api-error.ts';
import { type LocationSpacesOptions, locationOfKey, withSpacesLine } from './location-spaces.ts';
import { withPublicOrigin } from './public-origin.ts';

/**
 * Serves the built web app (docs/decisions/001-architecture.md): hashed assets with a year-long
 * cache, prerendered pages with a CSP that allows exactly their own inline scripts, the SPA fallback
 * for client-only screens, and the prerendered not-found page with status 404. A page asked for in
 * another letter case or with a final slash is redirected to its one spelling, the build's
 * (docs/decisions/008-public-paths.md).
 */

/**
 * Screens that exist only in the browser (no prerendered HTML): the server answers them with the SPA
 * fallback and status 200. Matched case-insensitively on whole path segments. Keep in step with the
 * client-only routes in app/routes.ts. The status page is also under `/fr` (docs/i18n.md).
 */
export const CLIENT_ONLY_ROUTE_PREFIXES = [
  '/Dashboard',
  '/Login',
  '/ForgetPassword',
  '/ReqestInformation',
  // The applicant's private status page: a known link gets its page filled by the route below
  // (docs/decisions/073-status-page-served-filled.md); any other, the shell, which says so.
  '/status',
  `${FRENCH_PREFIX}/status`,
] as const;

/**
 * Route-table entries that are only a nested outlet, with no page of their own (`services` and
 * `location` in the original route table): their address leads to the home page, which lists every service and yard. A
 * temporary redirect, so an overview page added later takes over at once. Keep in step with
 * app/routes.ts.
 */
export const SECTION_REDIRECTS: Readonly<Record<string, string>> = {
  '/services': '/home',
  '/location': '/home',
  '/fr/services': '/fr/home',
  '/fr/location': '/fr/home',
};

/**
 * How long a browser or proxy may keep a permanent redirect to a page's spelling. Bounded, so that
 * if a page's spelling ever changes, an old cached redirect cannot send visitors in a loop for long.
 */
const CANONICAL_REDIRECT_MAX_AGE_SECONDS = 60 * 60;

/**
 * Where the build puts the not-found page (app/prerendered-paths.ts NOT_FOUND_PAGE_PATH = '/404'),
 * and its French twin, which answers unknown addresses under `/fr/`.
 */
const NOT_FOUND_PAGE_FILE = '404/index.html';
const FRENCH_NOT_FOUND_PAGE_FILE = 'fr/404/index.html';
/** React Router writes this when '/' is prerendered, and names the fallback index.html otherwise. */
const SPA_FALLBACK_FILES = ['__spa-fallback.html', 'index.html'];
const ASSETS_DIR = 'assets';
const OTHER_FILES_MAX_AGE_MS = 60 * 60 * 1000;

/** Policy for every HTML page; `script-src` and `style-src` get the page's own hashes added. */
const BASE_CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The contact page's map is an embedded Google map; nothing else may be framed.
  'frame-src': ['https://www.google.com', 'https://maps.google.com'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Pages are small and change with each deploy; the browser revalidates (cheap 304 via ETag).
  'cache-control': 'no-cache',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  vary: 'Accept-Encoding',
};

export interface HtmlPage {
  /** Path of the file inside the client dir, for logs and tests. */
  file: string;
  body: Buffer;
  brotli: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
  contentSecurityPolicy: string;
}

interface PrerenderedPage {
  /** The page's one spelling: its path in the build, e.g. '/services/truck-Mechanic', '/' for the root. */
  path: string;
  html: HtmlPage;
}

interface SiteBuild {
  /** Prerendered pages by lower-cased path without trailing slash ('/' for the root). */
  pages: Map<string, PrerenderedPage>;
  fallback: HtmlPage;
  notFound: HtmlPage;
  /** The French not-found page; the English one when the build has none. */
  frenchNotFound: HtmlPage;
  /** The status page for a placeholder token, by language, to be filled (never served as it is). */
  statusFrames: Partial<Record<Language, string>>;
}

/** Where the build writes the status page for the placeholder token (domain/served-status.ts). */
const STATUS_FRAME_FILES: Record<Language, string> = {
  en: `${STATUS_FRAME_PATHS.en.slice(1)}/index.html`,
  fr: `${STATUS_FRAME_PATHS.fr.slice(1)}/index.html`,
};

/**
 * The applicant's status page served filled (docs/decisions/073-status-page-served-filled.md):
 * `fill` answers the page for a token, or undefined for a link it does not know (the SPA shell then
 * answers, and says so in the browser). Limited like the status API, since it reads the same data.
 */
export interface StatusPageOptions {
  fill(request: { token: string; language: Language; frame: string }): Promise<string | undefined>;
  rateLimit: { max: number; timeWindow: string } | false;
}

interface StaticSiteOptions {
  clientDir: string;
  publicUrl?: string;
  statusPage?: StatusPageOptions;
  locationSpaces?: LocationSpacesOptions;
}

async function staticSite(
  app: FastifyInstance,
  { clientDir, publicUrl, statusPage, locationSpaces }: StaticSiteOptions,
) {
  const root = resolve(clientDir);
  const build = loadSiteBuild(root, publicUrl);
  if (!build) {
    app.log.warn(
      { clientDir: root },
      'The web app is not built: pages answer 503 until `npm run build` has run (the API works).',
    );
    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: answerNotBuilt });
    return;
  }
  app.log.info(
    { clientDir: root, pages: build.pages.size, notFoundPage: build.notFound !== build.fallback },
    'serving the web app',
  );

  // Vite puts a content hash in every file name under assets/, so a file never changes: cache it for
  // a year. `preCompressed` sends the .br/.gz siblings scripts/compress-assets.mjs wrote, if any.
  await app.register(fastifyStatic, {
    root: join(root, ASSETS_DIR),
    prefix: `/${ASSETS_DIR}/`,
    decorateReply: false,
    index: false,
    redirect: false,
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
  });

  // Everything else the build copied from public/ (favicon, logo, images) has a stable name: a short
  // cache. Routes are made per file at startup, so HTML and unknown paths reach the handler below.
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    globIgnore: ['**/*.html', `${ASSETS_DIR}/**`, '**/*.br', '**/*.gz'],
    decorateReply: false,
    index: false,
    redirect: false,
    preCompressed: true,
    maxAge: OTHER_FILES_MAX_AGE_MS,
  });

  // Each location page's line is read for every visit (two small queries); the page is compressed
  // again only when the line changed.
  const filledLocations = new Map<string, { text: string; page: HtmlPage }>();
  async function locationPage(key: string, page: HtmlPage, request: FastifyRequest): Promise<HtmlPage> {
    const location = locationSpaces && locationOfKey(key);
    if (!location) return page;
    let text: string | undefined;
    try {
      text = await locationSpaces.note(location.slug, location.language);
    } catch (error) {
      // The page is worth more than the line: served without it.
      request.log.error({ err: error }, "the yard's free spaces could not be read; the location page goes without");
      return page;
    }
    if (!text) return page;
    const cached = filledLocations.get(key);
    if (cached?.text === text) return cached.page;
    const filled = preparePage(page.file, Buffer.from(withSpacesLine(page.body.toString('utf8'), text)), 5);
    filledLocations.set(key, { text, page: filled });
    return filled;
  }

  for (const language of LANGUAGES) {
    app.route<{ Params: { token: string } }>({
      method: ['GET', 'HEAD'],
      url: `${pathInLanguage('/status', language)}/:token`,
      config: { rateLimit: statusPage?.rateLimit ?? false },
      async handler(request, reply) {
        if (!acceptsHtml(request)) return reply.callNotFound();
        const frame = build.statusFrames[language];
        let filled: string | undefined;
        try {
          filled =
            statusPage && frame ? await statusPage.fill({ token: request.params.token, language, frame }) : undefined;
        } catch (error) {
          // The database or the build failed us: the app shell still reads the status, or says
          // plainly in the page's language that it cannot, with the phone number.
          request.log.error({ err: error }, 'the status page could not be filled; the app shell answers');
        }
        if (filled === undefined) return sendHtml(request, reply, build.fallback, 200, { openerIsolated: true });
        return sendPrivateHtml(request, reply, filled);
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    async handler(request, reply) {
      const path = requestPath(request);
      if (path === undefined || isApiPath(path) || !acceptsHtml(request)) return reply.callNotFound();
      const key = pageKey(path);
      const page = build.pages.get(key);
      if (page) {
        const canonical = encodeURI(page.path);
        if (rawPath(request) === canonical) {
          return sendHtml(request, reply, await locationPage(key, page.html, request), 200, { openerIsolated: false });
        }
        return reply
          .header('cache-control', `public, max-age=${CANONICAL_REDIRECT_MAX_AGE_SECONDS}`)
          .redirect(canonical + rawQuery(request), 301);
      }
      const section = SECTION_REDIRECTS[key];
      if (section) return reply.header('cache-control', 'no-cache').redirect(section + rawQuery(request), 302);
      if (isClientOnlyRoute(key)) return sendHtml(request, reply, build.fallback, 200, { openerIsolated: true });
      const notFound = languageOfPath(path) === 'fr' ? build.frenchNotFound : build.notFound;
      return sendHtml(request, reply, notFound, 404, { openerIsolated: false });
    },
  });
}

export default fp(staticSite, { name: 'static-site' });

/** Reads every HTML file of the build once, with its CSP and compressed forms; undefined if unbuilt. */
export function loadSiteBuild(root: string, publicUrl?: string): SiteBuild | undefined {
  const fallbackFile = SPA_FALLBACK_FILES.find((file) => existsSync(join(root, file)));
  if (!fallbackFile) return undefined;

  const pages = new Map<string, PrerenderedPage>();
  let fallback: HtmlPage | undefined;
  let notFound: HtmlPage | undefined;
  let frenchNotFound: HtmlPage | undefined;
  const statusFrames: Partial<Record<Language, string>> = {};
  for (const file of listHtmlFiles(root)) {
    const body = withPublicOrigin(readFileSync(join(root, file)), publicUrl);
    // Filled per request: kept as text, neither compressed nor given a CSP here.
    const frameLanguage = LANGUAGES.find((language) => STATUS_FRAME_FILES[language] === file);
    if (frameLanguage) {
      statusFrames[frameLanguage] = body.toString('utf8');
      continue;
    }
    const page = preparePage(file, body);
    if (file === fallbackFile) fallback = page;
    if (file === NOT_FOUND_PAGE_FILE) {
      notFound = page;
      continue;
    }
    if (file === FRENCH_NOT_FOUND_PAGE_FILE) {
      frenchNotFound = page;
      continue;
    }
    if (file === '__spa-fallback.html') continue;
    const path = `/${file.replace(/(^|\/)index\.html$/, '')}`;
    const key = pageKey(path);
    // First one wins when two pages differ only in letter case; paths are matched case-insensitively.
    if (!pages.has(key)) pages.set(key, { path: path === '/' ? '/' : path.replace(/\/+$/, ''), html: page });
  }
  if (!fallback) return undefined;
  const englishNotFound = notFound ?? fallback;
  return {
    pages,
    fallback,
    notFound: englishNotFound,
    frenchNotFound: frenchNotFound ?? englishNotFound,
    statusFrames,
  };
}

/** Every HTML file of the build under `root` (not under assets/), as sorted '/'-separated paths. */
export function listHtmlFiles(root: string): string[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.startsWith(`${ASSETS_DIR}/`))
    .sort();
}

/** A page ready to send; `brotliQuality` lower for one made while a request waits (a filled page). */
function preparePage(file: string, body: Buffer, brotliQuality = 11): HtmlPage {
  const brotli = brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  return {
    file,
    body,
    brotli: brotli.length < body.length ? brotli : undefined,
    gzip: gzip.length < body.length ? gzip : undefined,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    contentSecurityPolicy: contentSecurityPolicyFor(body.toString('utf8')),
  };
}

/**
 * The page's CSP: its inline scripts (React Router's hydration data and module loader) and inline
 * styles are allowed by hash, so no 'unsafe-inline' is needed. Style attributes (none in our own
 * markup; a library might render one) are allowed one by one with 'unsafe-hashes', which permits
 * exactly those declarations and nothing injected.
 */
export function contentSecurityPolicyFor(html: string): string {
  const directives = structuredClone(BASE_CSP_DIRECTIVES);
  const scriptHashes = inlineElementContents(html, 'script').map(sha256Source);
  const styleHashes = inlineElementContents(html, 'style').map(sha256Source);
  const styleAttributeHashes = styleAttributeValues(html).map(sha256Source);
  directives['script-src']!.push(...unique(scriptHashes));
  directives['style-src']!.push(...unique(styleHashes));
  if (styleAttributeHashes.length > 0)
    directives['style-src-attr'] = ["'unsafe-hashes'", ...unique(styleAttributeHashes)];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Text of each `<script>` / `<style>` element without a `src`, as the browser hashes it. */
export function inlineElementContents(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi');
  const contents: string[] = [];
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    if (tag === 'script' && /\ssrc\s*=/i.test(` ${attributes}`)) continue;
    // A data block (`type="application/json"`) is never run: it needs no hash, and holds text people typed.
    if (tag === 'script' && !isRunnableScriptType(attributes)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the browser computes the hash.
    contents.push((match[2] ?? '').replace(/\r\n?/g, '\n'));
  }
  return contents;
}

const RUNNABLE_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function isRunnableScriptType(attributes: string): boolean {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
  return type === null || RUNNABLE_SCRIPT_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase());
}

function styleAttributeValues(html: string): string[] {
  const markupOnly = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const values: string[] = [];
  for (const match of markupOnly.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    values.push(decodeHtmlAttribute(match[1] ?? match[2] ?? ''));
  }
  return values;
}

function decodeHtmlAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (_entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower] ?? '';
  });
}

function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * Sends a built page. Only the app shell keeps Helmet's `Cross-Origin-Opener-Policy: same-origin`:
 * it runs the signed-in dashboard, which no other window should hold a reference to. Every
 * prerendered page goes without, because the header makes a browser move each visit into a
 * browsing-context group (on Android a process) of its own, a cost a slow phone pays (ADR 074).
 */
function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  page: HtmlPage,
  status: number,
  { openerIsolated }: { openerIsolated: boolean },
) {
  // Replaces Helmet's JSON policy (set on the raw response; Node lets these headers win). Two CSP
  // headers would both be enforced, which is what the plugin's test guards against.
  reply.headers(HTML_HEADERS);
  if (!openerIsolated) reply.raw.removeHeader('cross-origin-opener-policy');
  reply.header('content-security-policy', page.contentSecurityPolicy);
  reply.header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();

  const encoding = preferredEncoding(request.headers['accept-encoding'], page);
  if (encoding === 'br' && page.brotli) return reply.code(status).header('content-encoding', 'br').send(page.brotli);
  if (encoding === 'gzip' && page.gzip) return reply.code(status).header('content-encoding', 'gzip').send(page.gzip);
  return reply.code(status).send(page.body);
}

/**
 * A page made for one request and one person (the applicant's filled status page): never stored by a
 * browser or proxy, never indexed; its CSP computed from its own HTML. Not opener-isolated: a window
 * that could open it already holds its key, the address (ADR 074).
 */
function sendPrivateHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html, 'utf8');
  reply.headers(HTML_HEADERS);
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  // The address holds the key to the page: no request from it names it, not even to this site.
  reply.header('referrer-policy', 'no-referrer');
  reply.header('content-security-policy', contentSecurityPolicyFor(html));
  reply.raw.removeHeader('cross-origin-opener-policy');
  // Compressed for this answer alone, at a level quick enough to pay on every request.
  const encoding = preferredEncoding(request.headers['accept-encoding'], { brotli: body, gzip: body });
  if (encoding === 'br') {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return reply.code(200).header('content-encoding', 'br').send(brotliCompressSync(body, { params }));
  }
  if (encoding === 'gzip') return reply.code(200).header('content-encoding', 'gzip').send(gzipSync(body));
  return reply.code(200).send(body);
}

/**
 * Brotli, else gzip, among what the client accepts (negotiator reads q-values, `*` and refusals
 * with q=0); at equal quality our order wins, as browsers list "gzip, deflate, br" but brotli is smaller.
 */
function preferredEncoding(
  header: string | undefined,
  page: Pick<HtmlPage, 'brotli' | 'gzip'>,
): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const available = [...(page.brotli ? ['br'] : []), ...(page.gzip ? ['gzip'] : []), 'identity'];
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as NegotiatorWithPreference;
  const chosen = negotiator.encoding(available, { preferred: ENCODING_PREFERENCE });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

const ENCODING_PREFERENCE = ['br', 'gzip', 'identity'] as const;

/** negotiator 1.x takes `{ preferred }` to break ties; @types/negotiator 0.6 predates it. */
type NegotiatorWithPreference = Negotiator & {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

function answerNotBuilt(request: FastifyRequest, reply: FastifyReply) {
  const path = requestPath(request);
  if (path === undefined || isApiPath(path)) return reply.callNotFound();
  const message = 'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it first).';
  reply.code(503).header('retry-after', '60').header('cache-control', 'no-store');
  if (!acceptsHtml(request)) return reply.send(apiErrorBody('service_unavailable', message));
  // No scripts or styles: Helmet's default policy for this reply (default-src 'none') fits it.
  return reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" ' +
        'content="width=device-width, initial-scale=1"><title>Web app not built</title></head><body>' +
        `<h1>Web app not built</h1><p>${message.replace(/`/g, '')}</p><p>The API under /api keeps working.</p>` +
        '</body></html>',
    );
}

/** Decoded path without query; undefined when the percent-encoding is malformed. */
function requestPath(request: FastifyRequest): string | undefined {
  try {
    return decodeURIComponent(rawPath(request));
  } catch {
    return undefined;
  }
}

/** The path exactly as the client sent it, still percent-encoded. */
function rawPath(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/** '?…' as sent, or '' without a query: a redirect keeps the query (campaign tags, search terms). */
function rawQuery(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index === -1 ? '' : request.url.slice(index);
}

function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/** Browsers ask for HTML on navigation; anything asking only for JSON or images gets the JSON 404. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** '/Home/' → '/home': pages are matched whatever their letter case, with or without a final slash. */
function pageKey(path: string): string {
  const normalized = posix.normalize(path).replace(/\/+$/, '').toLowerCase();
  return normalized === '' || normalized === '.' ? '/' : normalized;
}

function isClientOnlyRoute(key: string): boolean {
  return CLIENT_ONLY_ROUTE_PREFIXES.some((prefix) => {
    const lower = prefix.toLowerCase();
    return key === lower || key.startsWith(`${lower}/`);
  });
}
