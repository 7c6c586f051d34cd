import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta, type MetaDescriptor } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { BUILD_TIME_ORIGIN } from '../../../domain/public-origin.ts';
import { SITE, SITE_TEXT } from '../../content/site.ts';
import { pageMeta, siteOrigin } from './page-meta.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  // Unmount first: React keeps hold of the title and meta elements it hoisted into the head.
  cleanup();
  document.head.innerHTML = '';
});

/** As during prerendering: no DOM. */
function withoutDocument() {
  vi.stubGlobal('document', undefined);
}

function metaContent(meta: MetaDescriptor[], key: 'name' | 'property', value: string): unknown {
  const found = meta.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value);
  return (found as { content?: unknown } | undefined)?.content;
}

function canonicalOf(meta: MetaDescriptor[]): unknown {
  return (
    meta.find((descriptor) => 'rel' in descriptor && descriptor.rel === 'canonical') as { href?: unknown } | undefined
  )?.href;
}

function jsonLdOf(meta: MetaDescriptor[]) {
  return meta.filter((descriptor) => 'script:ld+json' in descriptor);
}

test('a prerendered page gets its title, description, absolute canonical URL and Open Graph tags on the build-time origin', () => {
  withoutDocument();
  const meta = pageMeta({
    title: 'Trailer Care',
    description: 'Trailer maintenance in Ontario.',
    path: '/services/trailer-care',
  });

  expect(meta).toContainEqual({ title: `Trailer Care · ${SITE.name}` });
  expect(metaContent(meta, 'name', 'description')).toBe('Trailer maintenance in Ontario.');
  expect(canonicalOf(meta)).toBe(`${BUILD_TIME_ORIGIN}/services/trailer-care`);
  expect(metaContent(meta, 'property', 'og:url')).toBe(`${BUILD_TIME_ORIGIN}/services/trailer-care`);
  expect(metaContent(meta, 'property', 'og:title')).toBe(`Trailer Care · ${SITE.name}`);
  expect(metaContent(meta, 'property', 'og:description')).toBe('Trailer maintenance in Ontario.');
  expect(metaContent(meta, 'property', 'og:type')).toBe('website');
  expect(metaContent(meta, 'property', 'og:site_name')).toBe(SITE.name);
  expect(metaContent(meta, 'property', 'og:locale')).toBe('en_CA');
  expect(metaContent(meta, 'name', 'twitter:card')).toBe('summary');
  expect(metaContent(meta, 'name', 'robots')).toBeUndefined();
  expect(meta.filter((descriptor) => 'rel' in descriptor && descriptor.rel === 'canonical')).toHaveLength(1);
});

test('the JSON-LD of a service page names the business and the service, on the same origin as the canonical URL', () => {
  withoutDocument();
  const [jsonLd, ...others] = jsonLdOf(
    pageMeta({ title: 'Safe & Secured Parking', description: 'Fenced, lit, watched.', path: '/services/parking' }),
  );
  expect(others).toEqual([]);
  const graph = (jsonLd as { 'script:ld+json': { '@graph': Record<string, unknown>[] } })['script:ld+json']['@graph'];
  expect(graph.map((node) => node['@type'])).toEqual(['AutomotiveBusiness', 'Service']);
  expect(graph[1]).toMatchObject({
    url: `${BUILD_TIME_ORIGIN}/services/parking`,
    name: 'Safe & Secured Parking',
    description: 'Fenced, lit, watched.',
  });
});

test('without a title or description the page falls back to the business name, tagline and description, with no canonical link', () => {
  withoutDocument();
  const meta = pageMeta();
  expect(meta).toContainEqual({ title: `${SITE.name} · ${SITE_TEXT.en.tagline}` });
  expect(metaContent(meta, 'name', 'description')).toBe(SITE_TEXT.en.description);
  expect(canonicalOf(meta)).toBeUndefined();
  expect(metaContent(meta, 'property', 'og:url')).toBeUndefined();
});

test('an image becomes an absolute og:image with its text, type and size, and a large Twitter card', () => {
  withoutDocument();
  const meta = pageMeta({
    title: 'Parking',
    path: '/services/parking',
    image: {
      src: '/media/services/parking-1200.webp',
      alt: 'Trucks in a fenced yard',
      width: 1200,
      height: 675,
      type: 'image/webp',
    },
  });
  expect(metaContent(meta, 'property', 'og:image')).toBe(`${BUILD_TIME_ORIGIN}/media/services/parking-1200.webp`);
  expect(metaContent(meta, 'property', 'og:image:alt')).toBe('Trucks in a fenced yard');
  expect(metaContent(meta, 'property', 'og:image:type')).toBe('image/webp');
  expect(metaContent(meta, 'property', 'og:image:width')).toBe('1200');
  expect(metaContent(meta, 'property', 'og:image:height')).toBe('675');
  expect(metaContent(meta, 'name', 'twitter:card')).toBe('summary_large_image');
});

test('a page kept out of search results says noindex and carries no structured data', () => {
  withoutDocument();
  const meta = pageMeta({ title: 'Login', noindex: true });
  expect(metaContent(meta, 'name', 'robots')).toBe('noindex');
  expect(jsonLdOf(meta)).toEqual([]);
});

test('in the browser the origin is read back from the canonical link the server rewrote, so hydration matches the HTML', () => {
  document.head.innerHTML = '<link rel="canonical" href="https://yards.example/home">';
  expect(siteOrigin()).toBe('https://yards.example');
  expect(canonicalOf(pageMeta({ path: '/about' }))).toBe('https://yards.example/about');
});

test('in the browser without a canonical link (the app shell) the origin is the address bar’s', () => {
  expect(siteOrigin()).toBe(window.location.origin);
  expect(canonicalOf(pageMeta({ path: '/contact' }))).toBe(`${window.location.origin}/contact`);
});

test('rendered by React Router, a closing script tag inside a JSON-LD value cannot end the script element', () => {
  const hostile = '</script><script>window.__injected = true</script><!--';
  const Stub = createRoutesStub([
    {
      id: 'page',
      path: '/',
      meta: () => pageMeta({ path: '/about', structuredData: [{ '@type': 'Thing', name: hostile }] }),
      Component: () => <Meta />,
    },
  ]);
  render(<Stub initialEntries={['/']} />);

  const scripts = [...document.querySelectorAll('script')];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.type).toBe('application/ld+json');
  expect(scripts[0]?.textContent).not.toContain('<');
  const parsed = JSON.parse(scripts[0]?.textContent ?? '') as { '@graph': { name?: string }[] };
  expect(parsed['@graph'].at(-1)?.name).toBe(hostile);
});

test('prerendered to HTML, a closing script tag inside a JSON-LD value stays inside the one JSON-LD element', () => {
  withoutDocument();
  const hostile = '</script><script>window.__injected = true</script><!--';
  const Stub = createRoutesStub([
    {
      id: 'page',
      path: '/',
      meta: () => pageMeta({ path: '/about', structuredData: [{ '@type': 'Thing', name: hostile }] }),
      Component: () => <Meta />,
    },
  ]);
  const html = renderToString(<Stub initialEntries={['/']} />);
  vi.unstubAllGlobals();

  const parsed = new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  const scripts = [...parsed.querySelectorAll('script')];
  expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
  const graph = (JSON.parse(scripts[0]?.textContent ?? '') as { '@graph': { name?: string }[] })['@graph'];
  expect(graph.at(-1)?.name).toBe(hostile);
});
