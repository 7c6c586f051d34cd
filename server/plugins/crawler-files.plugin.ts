import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicOriginOf, withPublicOrigin } from './public-origin.ts';
import { CLIENT_ONLY_ROUTE_PREFIXES, listHtmlFiles } from './static-site.plugin.ts';

/**
 * `/robots.txt` and `/sitemap.xml` on the site's run-time origin (PUBLIC_URL), built once at start
 * (docs/decisions/009-findability.md). The sitemap lists the canonical URL of every prerendered page
 * that may be indexed, read from the pages themselves: each page names its one canonical address
 * (app/components/layout/page-meta.ts), so aliases (`/` for `/home`, service pages also under
 * `/location`) appear once, and pages marked `noindex` (the not-found page) not at all.
 */

/** Never a public page: the API and the client-only admin screens. */
const DISALLOWED_PREFIXES = ['/api/', ...CLIENT_ONLY_ROUTE_PREFIXES];
/** Files of the build that are not pages of their own (the app shell, the not-found pages). */
const NOT_PAGES = new Set(['__spa-fallback.html', '404/index.html', 'fr/404/index.html']);
const MAX_AGE_SECONDS = 60 * 60;

async function crawlerFiles(app: FastifyInstance, { clientDir, publicUrl }: { clientDir: string; publicUrl: string }) {
  const origin = publicOriginOf(publicUrl);
  const sitemap = sitemapXml(canonicalPageUrls(clientDir, publicUrl));
  const robots = robotsTxt(origin);

  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`).send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .send(sitemap),
  );
}

export default fp(crawlerFiles, { name: 'crawler-files' });

/**
 * Canonical URLs of the prerendered pages under `clientDir` on the public origin, without
 * duplicates, without `noindex` pages and without canonical links to another host; sorted. Empty
 * when the web app is not built.
 */
export function canonicalPageUrls(clientDir: string, publicUrl: string): string[] {
  const root = resolve(clientDir);
  if (!existsSync(root)) return [];
  const origin = publicOriginOf(publicUrl);
  const urls = new Set<string>();
  for (const file of listHtmlFiles(root).filter((file) => !NOT_PAGES.has(file))) {
    const html = withPublicOrigin(readFileSync(join(root, file)), publicUrl).toString('utf8');
    if (isNoindex(html)) continue;
    const canonical = canonicalHref(html);
    if (canonical === undefined) continue;
    let url: URL;
    try {
      // A relative canonical link still names the page; resolve it on the public origin.
      url = new URL(canonical, origin);
    } catch {
      continue;
    }
    if (url.origin === origin) urls.add(url.href);
  }
  return [...urls].sort((a, b) => a.localeCompare(b, 'en'));
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`
  );
}

/**
 * Crawlers match paths case-sensitively while the server does not, so each client-only prefix is
 * disallowed as spelled and in lower case.
 */
export function robotsTxt(origin: string): string {
  const prefixes = [...new Set(DISALLOWED_PREFIXES.flatMap((prefix) => [prefix, prefix.toLowerCase()]))];
  return (
    'User-agent: *\n' +
    prefixes.map((prefix) => `Disallow: ${prefix}\n`).join('') +
    `\nSitemap: ${origin}/sitemap.xml\n`
  );
}

/** The href of the page's `<link rel="canonical">`, entity-decoded; undefined without one. */
export function canonicalHref(html: string): string | undefined {
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(tag[0]);
    const rel = attributes.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    if (rel.includes('canonical')) return attributes.get('href');
  }
  return undefined;
}

function isNoindex(html: string): boolean {
  for (const tag of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag[0]);
    if (attributes.get('name')?.toLowerCase() !== 'robots') continue;
    if (/\b(noindex|none)\b/i.test(attributes.get('content') ?? '')) return true;
  }
  return false;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|quot|apos|lt|gt);/gi, (_entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower] ?? '';
  });
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
