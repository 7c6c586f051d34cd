import type { Page } from '@playwright/test';
import { BUILD_TIME_ORIGIN } from '../../domain/public-origin.ts';
import { LOCATION_MENU_ORDER, LOCATION_PAGES, locationPath } from '../../app/content/locations.ts';
import { SERVICE_SUMMARIES, servicePath } from '../../app/content/services.ts';
import {
  ALIAS_PAGE_PATHS,
  CANONICAL_PAGE_PATHS_BOTH_LANGUAGES,
  PUBLIC_PAGE_PATHS_BOTH_LANGUAGES,
} from '../../app/prerendered-paths.ts';
import { BUSINESS_CONTACT } from '../../domain/business-contact.ts';
import { englishPathOf, languageOfPath, OPEN_GRAPH_LOCALES, pathInLanguage } from '../../domain/language.ts';
import { expect, test } from './support/test.ts';

/**
 * What a search engine or a link preview reads, as the server sends it (JavaScript off): a title,
 * description, absolute canonical URL and Open Graph tags on the site's PUBLIC_URL (the e2e server's
 * own address), JSON-LD about the business, its yards and services, and a sitemap and robots.txt
 * generated from the same pages (docs/decisions/009-findability.md). Each page names itself and its
 * twin in the other language (docs/i18n.md).
 */
test.use({ javaScriptEnabled: false });

interface Node {
  '@type'?: string;
  '@id'?: string;
  url?: string;
  telephone?: string;
  address?: { streetAddress?: string; addressLocality?: string; addressRegion?: string };
  geo?: { latitude?: number; longitude?: number };
}

async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      robots: meta('meta[name="robots"]'),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      ogUrl: meta('meta[property="og:url"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogType: meta('meta[property="og:type"]'),
      ogSiteName: meta('meta[property="og:site_name"]'),
      ogLocale: meta('meta[property="og:locale"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

/** The English canonical path of the page at an English or French `path`. */
function englishCanonicalPathOf(path: string): string {
  const english = englishPathOf(path);
  if (english === '/') return '/home';
  const service = SERVICE_SUMMARIES.en.find((summary) => english === `/location/${summary.slug}`);
  return service ? servicePath(service.slug) : english;
}

function canonicalPathOf(path: string): string {
  return pathInLanguage(englishCanonicalPathOf(path), languageOfPath(path));
}

// One test walks every page in one browser tab (a tab of its own for each page cost more than the
// page), each page a step of its own.
test('every page names its canonical URL on the public origin, with Open Graph tags and the business as JSON-LD', async ({
  page,
  baseURL,
}) => {
  for (const path of PUBLIC_PAGE_PATHS_BOTH_LANGUAGES) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).not.toContain(BUILD_TIME_ORIGIN);
      const head = await headOf(page);
      const canonical = `${baseURL}${canonicalPathOf(path)}`;

      expect(head.canonicals).toEqual([canonical]);
      expect(head.ogUrl).toBe(canonical);
      expect(head.robots).toBeNull();
      expect(head.description?.length ?? 0).toBeGreaterThan(50);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogType).toBe('website');
      expect(head.ogSiteName).toBe(BUSINESS_CONTACT.name);
      expect(head.ogLocale).toBe(OPEN_GRAPH_LOCALES[languageOfPath(path)]);
      const english = englishCanonicalPathOf(path);
      expect(head.alternates).toEqual({
        en: `${baseURL}${english}`,
        fr: `${baseURL}${pathInLanguage(english, 'fr')}`,
        'x-default': `${baseURL}${english}`,
      });
      expect(head.twitterCard).toMatch(/^summary(_large_image)?$/);

      expect(head.jsonLd).toHaveLength(1);
      const graph = (JSON.parse(head.jsonLd[0] ?? '') as { '@context': string; '@graph': Node[] })['@graph'];
      const business = graph.find((node) => node['@type'] === 'AutomotiveBusiness');
      expect(business).toMatchObject({ '@id': `${baseURL}/#business`, telephone: BUSINESS_CONTACT.phoneE164 });
      expect(business?.address?.addressLocality).toBe('Mississauga');
      for (const node of graph) {
        if (node.url) expect(node.url.startsWith(`${baseURL}/`), node.url).toBe(true);
      }
    });
  }
});

test('each location page describes its yard as a place with its address and map position', async ({
  page,
  baseURL,
}) => {
  for (const slug of LOCATION_MENU_ORDER) {
    await page.goto(locationPath(slug));
    const graph = (JSON.parse((await headOf(page)).jsonLd[0] ?? '') as { '@graph': Node[] })['@graph'];
    const place = graph.find((node) => node['@type'] === 'ParkingFacility');
    expect(place, slug).toMatchObject({
      url: `${baseURL}${locationPath(slug)}`,
      address: { streetAddress: LOCATION_PAGES.en[slug].address.streetAddress, addressRegion: 'ON' },
      geo: LOCATION_PAGES.en[slug].geo,
    });
  }
});

test('each service page describes its service, provided by the business', async ({ page, baseURL }) => {
  for (const { slug } of SERVICE_SUMMARIES.en) {
    await page.goto(servicePath(slug));
    const graph = (JSON.parse((await headOf(page)).jsonLd[0] ?? '') as { '@graph': (Node & { provider?: Node })[] })[
      '@graph'
    ];
    const service = graph.find((node) => node['@type'] === 'Service');
    expect(service, slug).toMatchObject({
      url: `${baseURL}${servicePath(slug)}`,
      provider: { '@id': `${baseURL}/#business` },
    });
  }
});

test('every canonical page has a title and a description of its own', async ({ page }) => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const path of CANONICAL_PAGE_PATHS_BOTH_LANGUAGES) {
    await page.goto(path);
    const head = await headOf(page);
    for (const key of ['title', 'description'] as const) {
      const value = head[key] ?? '';
      expect(
        seen[key].get(value),
        `${path} has the same ${key} as ${seen[key].get(value)}: "${value}"`,
      ).toBeUndefined();
      seen[key].set(value, path);
    }
  }
});

test('the sitemap lists exactly the canonical pages in both languages, and each answers 200 naming itself', async ({
  request,
  page,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  expect([...locations].sort()).toEqual(CANONICAL_PAGE_PATHS_BOTH_LANGUAGES.map((path) => `${baseURL}${path}`).sort());
  for (const alias of [...ALIAS_PAGE_PATHS, '/fr']) expect(locations).not.toContain(`${baseURL}${alias}`);

  for (const location of locations) {
    const pageResponse = await page.goto(location);
    expect(pageResponse?.status(), location).toBe(200);
    expect((await headOf(page)).canonicals).toEqual([location]);
  }
});

test('robots.txt keeps crawlers out of the admin screens and the API, and points at the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  for (const prefix of ['/Dashboard', '/ReqestInformation', '/Login', '/ForgetPassword', '/api/']) {
    expect(lines).toContain(`Disallow: ${prefix}`);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the not-found page and the admin screens are kept out of search results', async ({ page, pageProblems }) => {
  const response = await page.goto('/no-such-page-for-crawlers');
  expect(response?.status()).toBe(404);
  // Chromium logs the 404 answer to the page itself as a console error; that one is expected.
  const index = pageProblems.indexOf(
    'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  );
  if (index !== -1) pageProblems.splice(index, 1);
  expect((await headOf(page)).robots).toBe('noindex');
  for (const path of ['/Login', '/Dashboard']) {
    const response = await page.request.get(path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const byHeader = /noindex/i.test(response.headers()['x-robots-tag'] ?? '');
    const byMeta = /<meta name="robots" content="noindex"\/?>/.test(html);
    expect(byHeader || byMeta, `${path}: noindex by X-Robots-Tag or meta`).toBe(true);
  }
});
