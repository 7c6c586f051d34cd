import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUILD_TIME_ORIGIN } from '../../domain/public-origin.ts';
import crawlerFiles, { canonicalHref, canonicalPageUrls, robotsTxt, sitemapXml } from './crawler-files.plugin.ts';
import { writeFakeBuild } from '../../tests/support/fake-build.ts';

/** The head React Router prerenders for a page, on the build-time origin as page-meta.ts writes it. */
function page(canonicalPath: string | undefined, extraHead = ''): string {
  const canonical = canonicalPath ? `<link rel="canonical" href="${BUILD_TIME_ORIGIN}${canonicalPath}"/>` : '';
  return (
    `<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>Page</title>${extraHead}${canonical}` +
    `<meta property="og:url" content="${BUILD_TIME_ORIGIN}${canonicalPath ?? ''}"/></head><body><main></main></body></html>`
  );
}

const PUBLIC_URL = 'https://yards.example/';

function writeClientDir(): string {
  const files: Record<string, string> = {
    'index.html': page('/home'),
    'home/index.html': page('/home'),
    'about/index.html': page('/about'),
    'services/truck-Mechanic/index.html': page('/services/truck-Mechanic'),
    'location/YardManagement/index.html': page('/services/YardManagement'),
    'services/YardManagement/index.html': page('/services/YardManagement'),
    'contact/index.html': page('/contact?from=a&b=c'),
    'relative/index.html': '<html><head><link rel="canonical" href="/relative"></head></html>',
    'elsewhere/index.html': '<html><head><link href="https://other.example/elsewhere" rel="canonical"></head></html>',
    'unlisted/index.html': page('/unlisted', '<meta name="robots" content="noindex"/>'),
    '404/index.html': page('/404'),
    '__spa-fallback.html': page(undefined),
    'assets/stray.html': page('/assets/stray'),
  };
  return writeFakeBuild('yard-crawler-', files);
}

describe('with a built web app', () => {
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    clientDir = writeClientDir();
    app = Fastify();
    await app.register(crawlerFiles, { clientDir, publicUrl: PUBLIC_URL });
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  test('the sitemap lists each indexable page once, by its canonical URL on the public origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://yards.example/about',
      'https://yards.example/contact?from=a&#38;b=c',
      'https://yards.example/home',
      'https://yards.example/relative',
      'https://yards.example/services/truck-Mechanic',
      'https://yards.example/services/YardManagement',
    ]);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(response.body).not.toContain(BUILD_TIME_ORIGIN);
  });

  test('robots.txt keeps crawlers out of the API and the admin screens, in both spellings, and points at the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/Dashboard',
      '/dashboard',
      '/ReqestInformation',
      '/Login',
      '/login',
      '/ForgetPassword',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://yards.example/sitemap.xml');
  });

  test('HEAD is answered as well (crawlers check before they fetch)', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
  });
});

test('without a build the sitemap is an empty, valid urlset and robots.txt is still served', async () => {
  const app = Fastify();
  await app.register(crawlerFiles, {
    clientDir: join(tmpdir(), 'yard-no-such-build'),
    publicUrl: 'http://localhost:3000',
  });
  const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(sitemap.statusCode).toBe(200);
  expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>');
  const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
  expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  await app.close();
});

test('canonical links are found whatever the attribute order and quoting, with entities decoded', () => {
  expect(canonicalHref('<link rel="canonical" href="https://a.example/x"/>')).toBe('https://a.example/x');
  expect(canonicalHref("<LINK HREF='https://a.example/y?a=1&amp;b=2' REL='Canonical'>")).toBe(
    'https://a.example/y?a=1&b=2',
  );
  expect(canonicalHref('<link rel="stylesheet" href="/a.css"><link rel="icon" href="/f.svg">')).toBeUndefined();
});

test('a sitemap entry escapes the characters XML reserves', () => {
  expect(sitemapXml(['https://a.example/?q=<a>&"\''])).toContain(
    '<loc>https://a.example/?q=&#60;a&#62;&#38;&#34;&#39;</loc>',
  );
});

test('the sitemap and robots.txt follow PUBLIC_URL, whatever path or final slash it has', () => {
  const clientDir = writeClientDir();
  try {
    expect(canonicalPageUrls(clientDir, 'http://127.0.0.1:8080/ignored/path')).toContain('http://127.0.0.1:8080/about');
  } finally {
    rmSync(clientDir, { recursive: true, force: true });
  }
  expect(robotsTxt('http://127.0.0.1:8080')).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml\n');
});
