import { expect, test } from 'vitest';
import { BUILD_TIME_ORIGIN } from '../../domain/public-origin.ts';
import { publicOriginOf, withPublicOrigin } from './public-origin.ts';

const PRERENDERED =
  `<link rel="canonical" href="${BUILD_TIME_ORIGIN}/services/parking"/>` +
  `<meta property="og:url" content="${BUILD_TIME_ORIGIN}/services/parking"/>` +
  `<script type="application/ld+json">{"url":"${BUILD_TIME_ORIGIN}/home","@id":"${BUILD_TIME_ORIGIN}/#business"}</script>` +
  '<p>Zoë’s yard</p>';

test('every build-time origin in a page becomes the public origin: canonical link, og:url and JSON-LD', () => {
  const html = withPublicOrigin(Buffer.from(PRERENDERED), 'https://yards.example').toString('utf8');
  expect(html).toBe(
    '<link rel="canonical" href="https://yards.example/services/parking"/>' +
      '<meta property="og:url" content="https://yards.example/services/parking"/>' +
      '<script type="application/ld+json">{"url":"https://yards.example/home","@id":"https://yards.example/#business"}</script>' +
      '<p>Zoë’s yard</p>',
  );
});

test('only the origin of PUBLIC_URL is used: no final slash or path doubles up, a port is kept', () => {
  expect(publicOriginOf('https://yards.example/')).toBe('https://yards.example');
  expect(publicOriginOf('http://127.0.0.1:3000/some/path?x=1')).toBe('http://127.0.0.1:3000');
  const html = withPublicOrigin(Buffer.from(PRERENDERED), 'http://127.0.0.1:3000/').toString('utf8');
  expect(html).toContain('href="http://127.0.0.1:3000/services/parking"');
});

test('an international host is written in its ASCII form, which needs no escaping in HTML or JSON', () => {
  expect(publicOriginOf('https://bücher.example')).toBe('https://xn--bcher-kva.example');
});

test('a page without the build-time origin, or a server without PUBLIC_URL, keeps the very same bytes', () => {
  const plain = Buffer.from('<p>No links</p>');
  expect(withPublicOrigin(plain, 'https://yards.example')).toBe(plain);
  const prerendered = Buffer.from(PRERENDERED);
  expect(withPublicOrigin(prerendered, undefined)).toBe(prerendered);
});
