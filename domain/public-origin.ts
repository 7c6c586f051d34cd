/**
 * The origin the pages are prerendered with. Canonical links, og:url, JSON-LD and the sitemap need
 * absolute URLs, but the site's address (PUBLIC_URL) is a run-time setting of the server: the server
 * swaps this origin for it when it loads the prerendered pages at start
 * (docs/decisions/009-findability.md). `.invalid` is reserved (RFC 2606), so it never names a real host
 * and cannot occur in a page by accident.
 */
export const BUILD_TIME_ORIGIN = 'https://public-origin.invalid';
