import { CONTACT_SENT_PATHS } from '../domain/contact-fields.schema.ts';
import { pathInLanguage } from '../domain/language.ts';
import { STATUS_FRAME_PATHS } from '../domain/served-status.ts';
import { LOCATION_MENU_ORDER, locationPath } from './content/locations.ts';
import { ABOUT_PATH, BOOKING_PATH, CONTACT_PATH, HOME_PATH } from './content/navigation.ts';
import { SERVICE_SLUGS, servicePath, type ServiceSlug } from './content/services.ts';

/**
 * Every public page, built to static HTML at build time from the site content
 * (docs/decisions/001-architecture.md, 008-public-paths.md). Paths are spelled exactly as the original
 * route table has them (`/services/truck-Mechanic`): the server redirects any other letter case to
 * this spelling.
 */

/** One address per page: what the sitemap lists and what each page's canonical link names. */
export const CANONICAL_PAGE_PATHS: string[] = [
  HOME_PATH,
  ABOUT_PATH,
  ...SERVICE_SLUGS.map((slug) => servicePath(slug)),
  ...LOCATION_MENU_ORDER.map((slug) => locationPath(slug)),
  CONTACT_PATH,
  BOOKING_PATH,
];

/**
 * As in the original route table, the location outlet also shows two service pages. Keep in step with app/routes.ts.
 */
export const SERVICES_ALSO_UNDER_LOCATION: readonly ServiceSlug[] = ['mobile-wash', 'YardManagement'];

/**
 * Addresses that show a page whose canonical address is another one, so they stay out of the
 * sitemap: `/` shows the home page (canonical `/home`, ADR 001), and `/location/mobile-wash`,
 * `/location/YardManagement` show service pages (canonical under `/services`).
 */
export const ALIAS_PAGE_PATHS: string[] = ['/', ...SERVICES_ALSO_UNDER_LOCATION.map((slug) => `/location/${slug}`)];

/**
 * Everything prerendered as a public page: the canonical pages and their aliases. Sitemap and
 * structured data want CANONICAL_PAGE_PATHS instead.
 */
export const PUBLIC_PAGE_PATHS: string[] = [...CANONICAL_PAGE_PATHS, ...ALIAS_PAGE_PATHS];

/**
 * The not-found page, prerendered so the server can answer unknown addresses with status 404 and real
 * content. The server looks for `<client dir>/404/index.html` (server/plugins/static-site.plugin.ts);
 * it is not a public page, so it stays out of the sitemap.
 */
export const NOT_FOUND_PAGE_PATH = '/404';

/**
 * The pages the Contact page's forms land on when posted without scripts (the server redirects there
 * with 303). Prerendered so they need no script, but not public pages: a visitor reaches them only
 * by sending a form, so they stay out of the sitemap and are marked noindex.
 */
export const CONTACT_CONFIRMATION_PATHS: string[] = Object.values(CONTACT_SENT_PATHS);

/**
 * App screens whose form is prerendered so it can be typed into before the scripts arrive (ADR 019):
 * the sign-in page. Still an admin screen: `noindex`, out of the sitemap, disallowed in robots.txt
 * (the server lists it with the client-only screens and serves this HTML first).
 */
export const PRERENDERED_APP_SCREENS: string[] = ['/Login'];

/**
 * The same pages in French, under `/fr` (docs/i18n.md): `/fr/contact`, `/fr` for `/`. The lists above
 * stay the English ones; each French list is its English list's paths in French, in the same order.
 */
function inFrench(paths: readonly string[]): string[] {
  return paths.map((path) => pathInLanguage(path, 'fr'));
}

export const FRENCH_CANONICAL_PAGE_PATHS: string[] = inFrench(CANONICAL_PAGE_PATHS);
export const FRENCH_PUBLIC_PAGE_PATHS: string[] = inFrench(PUBLIC_PAGE_PATHS);
export const FRENCH_CONTACT_CONFIRMATION_PATHS: string[] = inFrench(CONTACT_CONFIRMATION_PATHS);
/** The French not-found page, which the server answers unknown addresses under `/fr/` with. */
export const FRENCH_NOT_FOUND_PAGE_PATH = pathInLanguage(NOT_FOUND_PAGE_PATH, 'fr');

/** Every public page in both languages: what the sitemap lists, each with its alternate. */
export const CANONICAL_PAGE_PATHS_BOTH_LANGUAGES: string[] = [...CANONICAL_PAGE_PATHS, ...FRENCH_CANONICAL_PAGE_PATHS];
export const PUBLIC_PAGE_PATHS_BOTH_LANGUAGES: string[] = [...PUBLIC_PAGE_PATHS, ...FRENCH_PUBLIC_PAGE_PATHS];
export const CONTACT_CONFIRMATION_PATHS_BOTH_LANGUAGES: string[] = [
  ...CONTACT_CONFIRMATION_PATHS,
  ...FRENCH_CONTACT_CONFIRMATION_PATHS,
];

/**
 * The applicant's status page for a placeholder token, in both languages: the page the server fills
 * with an applicant's status at each request (docs/decisions/073-status-page-served-filled.md).
 * Never served as it is.
 */
export const STATUS_PAGE_FRAME_PATHS: string[] = Object.values(STATUS_FRAME_PATHS);

export const PRERENDERED_PATHS: string[] = [
  ...PUBLIC_PAGE_PATHS_BOTH_LANGUAGES,
  ...CONTACT_CONFIRMATION_PATHS_BOTH_LANGUAGES,
  ...PRERENDERED_APP_SCREENS,
  ...STATUS_PAGE_FRAME_PATHS,
  NOT_FOUND_PAGE_PATH,
  FRENCH_NOT_FOUND_PAGE_PATH,
];
