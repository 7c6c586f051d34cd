import type { MetaDescriptor } from 'react-router';
import { type Language, LANGUAGES, OPEN_GRAPH_LOCALES, pathInLanguage } from '../../../domain/language.ts';
import { BUILD_TIME_ORIGIN } from '../../../domain/public-origin.ts';
import { SITE, SITE_TEXT } from '../../content/site.ts';
import { absoluteUrl, type JsonLdNode, structuredDataFor } from '../../lib/structured-data.ts';

/** A picture for link previews (Open Graph). Use JPEG, PNG or WebP: previews ignore SVG and AVIF. */
export interface PageImage {
  /** Root-relative path (made absolute on the site's origin) or an absolute URL. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** MIME type, e.g. `image/webp`. */
  type?: string;
}

/**
 * Title, description, canonical URL, Open Graph, Twitter card and JSON-LD for a route's `meta`
 * export. React Router replaces, not merges, the meta of parent routes, so every route returns the
 * full set from here.
 *
 * URLs are absolute on the site's public origin (docs/decisions/009-findability.md): while prerendering
 * that is BUILD_TIME_ORIGIN, which the server replaces with PUBLIC_URL when it loads the pages; in the
 * browser it is read back from the page, so hydration renders the same values and client-side
 * navigation keeps the real origin.
 */
export function pageMeta({
  title,
  description,
  path,
  language = 'en',
  image,
  structuredData,
  noindex = false,
}: {
  title?: string;
  description?: string;
  /**
   * The page's canonical path in English (e.g. `/services/parking`), also when it is served under
   * another address or in French: the canonical link is its path in `language`, and the page names
   * its English and French versions as alternates (docs/i18n.md).
   */
  path?: string;
  /** The language the page is in (`languageOfPath(location.pathname)` in a route's `meta`). */
  language?: Language;
  image?: PageImage;
  /** Nodes of the page's own, added to the business, yard and service nodes built from `path`. */
  structuredData?: readonly JsonLdNode[];
  /** Keep the page out of search results (admin screens, the not-found page, the app shell). */
  noindex?: boolean;
} = {}): MetaDescriptor[] {
  const origin = siteOrigin();
  const text = SITE_TEXT[language];
  const fullTitle = title ? `${title} · ${SITE.name}` : `${SITE.name} · ${text.tagline}`;
  const fullDescription = description ?? text.description;
  const url = path ? absoluteUrl(pathInLanguage(path, language), origin) : undefined;
  const meta: MetaDescriptor[] = [{ title: fullTitle }, { name: 'description', content: fullDescription }];
  if (noindex) meta.push({ name: 'robots', content: 'noindex' });
  if (url) meta.push({ tagName: 'link', rel: 'canonical', href: url });
  if (path && !noindex) meta.push(...languageAlternates(path, origin));
  meta.push(
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: fullDescription },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.name },
    { property: 'og:locale', content: OPEN_GRAPH_LOCALES[language] },
    ...LANGUAGES.filter((other) => other !== language).map((other) => ({
      property: 'og:locale:alternate',
      content: OPEN_GRAPH_LOCALES[other],
    })),
  );
  if (url) meta.push({ property: 'og:url', content: url });
  if (image) {
    meta.push({ property: 'og:image', content: absoluteUrl(image.src, origin) });
    meta.push({ property: 'og:image:alt', content: image.alt });
    if (image.type) meta.push({ property: 'og:image:type', content: image.type });
    if (image.width) meta.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) meta.push({ property: 'og:image:height', content: String(image.height) });
  }
  meta.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  // Pages kept out of search results need no structured data: it would only add bytes.
  if (!noindex) {
    meta.push({
      'script:ld+json': structuredDataFor({ path, language, origin, title, description, extra: structuredData }),
    });
  }
  return meta;
}

/**
 * `hreflang` links to the page in each language, and `x-default` (the English page, at the
 * historical address) for readers of any other language. Language codes without a region: the
 * French pages are for every French reader, not only Canada's.
 */
function languageAlternates(englishPath: string, origin: string): MetaDescriptor[] {
  return [
    ...LANGUAGES.map((language) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: language,
      href: absoluteUrl(pathInLanguage(englishPath, language), origin),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(englishPath, origin) },
  ];
}

/**
 * The origin absolute URLs are built on. Prerendering (no DOM): the placeholder the server rewrites.
 * In the browser: the origin of the page's canonical link, which the server has already rewritten
 * (so hydration matches the HTML), else the address bar's (the app shell has no canonical link).
 */
export function siteOrigin(): string {
  if (typeof document === 'undefined') return BUILD_TIME_ORIGIN;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical) {
    try {
      return new URL(canonical).origin;
    } catch {
      // An unparsable canonical link: fall back to the address bar.
    }
  }
  return window.location.origin;
}
