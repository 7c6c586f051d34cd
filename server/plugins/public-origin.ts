import { BUILD_TIME_ORIGIN } from '../../domain/public-origin.ts';

/**
 * The prerendered pages carry absolute URLs (canonical link, og:url, JSON-LD) on BUILD_TIME_ORIGIN,
 * because the site's address is known only at run time (PUBLIC_URL). The server swaps in the real
 * origin once, when it reads the pages at start, before it hashes their inline scripts for the CSP
 * and computes their ETags (docs/decisions/009-findability.md).
 */

/** The scheme, host and port of PUBLIC_URL: pages are served at the root, so a path in it is ignored. */
export function publicOriginOf(publicUrl: string): string {
  return new URL(publicUrl).origin;
}

/**
 * `html` with every occurrence of the build-time origin replaced by the origin of `publicUrl`. The
 * origin is only scheme, host (punycode) and port, so it needs no escaping in an attribute or in
 * JSON. Without a `publicUrl` the page is returned as built.
 */
export function withPublicOrigin(html: Buffer, publicUrl: string | undefined): Buffer {
  if (publicUrl === undefined || !html.includes(BUILD_TIME_ORIGIN)) return html;
  const origin = publicOriginOf(publicUrl);
  return Buffer.from(html.toString('utf8').replaceAll(BUILD_TIME_ORIGIN, origin), 'utf8');
}
