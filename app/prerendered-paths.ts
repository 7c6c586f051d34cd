/**
 * Public pages built to static HTML at build time (and listed in the sitemap). The public-site work
 * extends this from the site content.
 */
export const PUBLIC_PAGE_PATHS: string[] = ['/', '/home', '/request'];

/**
 * The not-found page, prerendered so the server can answer unknown addresses with status 404 and real
 * content. The server looks for `<client dir>/404/index.html` (server/plugins/static-site.plugin.ts);
 * it is not a public page, so it stays out of the sitemap.
 */
export const NOT_FOUND_PAGE_PATH = '/404';

export const PRERENDERED_PATHS: string[] = [...PUBLIC_PAGE_PATHS, NOT_FOUND_PAGE_PATH];
