import { type Language, pathInLanguage } from '../../domain/language.ts';
import { LOCATION_MENU_ORDER, LOCATION_PAGES, locationPath, type LocationSlug } from '../content/locations.ts';
import { HOME_PATH } from '../content/navigation.ts';
import { SERVICE_SUMMARIES, servicePath, type ServiceSlug } from '../content/services.ts';
import { SITE, SITE_TEXT } from '../content/site.ts';

/**
 * schema.org data about the business, its yards and its services, built from the site content and
 * rendered into each prerendered page as JSON-LD (docs/decisions/009-findability.md). One `@graph`
 * per page; nodes point at each other by `@id`, so the business is described once and the yards and
 * services name it as their owner.
 */

export type JsonLdValue = string | number | boolean | JsonLdNode | readonly JsonLdValue[];
export interface JsonLdNode {
  [key: string]: JsonLdValue;
}

export interface JsonLdDocument {
  '@context': 'https://schema.org';
  '@graph': JsonLdNode[];
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Open 24/7, as Google documents it: every day from 00:00 to 23:59. */
const OPEN_AROUND_THE_CLOCK: JsonLdNode = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: EVERY_DAY,
  opens: '00:00',
  closes: '23:59',
};

const ONTARIO: JsonLdNode = {
  '@type': 'State',
  name: 'Ontario',
  containedInPlace: { '@type': 'Country', name: 'Canada' },
};

/** `path` (or an absolute URL) resolved against the site's origin. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

export function businessId(origin: string): string {
  return absoluteUrl('/#business', origin);
}

function yardId(slug: LocationSlug, origin: string): string {
  return `${absoluteUrl(locationPath(slug), origin)}#place`;
}

function coordinates(position: { latitude: number; longitude: number }): JsonLdNode {
  return { '@type': 'GeoCoordinates', latitude: position.latitude, longitude: position.longitude };
}

/**
 * The company: a local business with the head office's address and position, open 24/7. Its `@id`
 * is the same in both languages (one business); its words and `url` are the page's language's.
 */
export function businessNode(origin: string, language: Language = 'en'): JsonLdNode {
  const office = SITE.headOffice;
  const text = SITE_TEXT[language];
  return {
    '@type': 'AutomotiveBusiness',
    '@id': businessId(origin),
    name: SITE.name,
    alternateName: SITE.shortName,
    slogan: text.tagline,
    description: text.description,
    url: absoluteUrl(pathInLanguage(HOME_PATH, language), origin),
    logo: absoluteUrl('/logo.svg', origin),
    telephone: SITE.contact.phoneE164,
    email: SITE.contact.infoEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    },
    geo: coordinates(office),
    openingHoursSpecification: [OPEN_AROUND_THE_CLOCK],
    areaServed: ONTARIO,
    sameAs: SITE.socialLinks.map((link) => link.url),
    location: LOCATION_MENU_ORDER.map((slug) => ({ '@id': yardId(slug, origin) })),
  };
}

/** A yard: a parking facility with its address (the intersection) and map position. */
export function yardNode(slug: LocationSlug, origin: string, language: Language = 'en'): JsonLdNode {
  const yard = LOCATION_PAGES[language][slug];
  const features = yard.features ?? yard.points ?? yard.whyUs ?? [];
  return {
    '@type': 'ParkingFacility',
    '@id': yardId(slug, origin),
    name: `${SITE.name}, ${yard.name}`,
    description: yard.meta.description,
    url: absoluteUrl(pathInLanguage(locationPath(slug), language), origin),
    telephone: SITE.contact.phoneE164,
    address: { '@type': 'PostalAddress', ...yard.address },
    geo: coordinates(yard.geo),
    openingHoursSpecification: [OPEN_AROUND_THE_CLOCK],
    ...(features.length > 0
      ? {
          amenityFeature: features.map((feature) => ({
            '@type': 'LocationFeatureSpecification',
            name: feature.title,
            value: true,
          })),
        }
      : {}),
  };
}

/**
 * A service the business sells, provided by the business node. Its name and description are the
 * service page's own (passed in, so the service pages' texts stay out of every other page's bundle).
 */
export function serviceNode(
  slug: ServiceSlug,
  origin: string,
  page: { name?: string; description?: string } = {},
  language: Language = 'en',
): JsonLdNode {
  const menuLabel = SERVICE_SUMMARIES[language].find((service) => service.slug === slug)?.menuLabel ?? slug;
  const url = absoluteUrl(pathInLanguage(servicePath(slug), language), origin);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: page.name ?? menuLabel,
    serviceType: menuLabel,
    ...(page.description ? { description: page.description } : {}),
    url,
    provider: { '@id': businessId(origin) },
    areaServed: ONTARIO,
  };
}

/**
 * The JSON-LD of the page at `path` (its canonical path): the business on every page; on the home
 * page also every yard; on a location page its yard; on a service page its service, named and
 * described by the page's `title` and `description`. `extra` nodes (a page's own) are appended.
 */
export function structuredDataFor({
  path,
  language = 'en',
  origin,
  title,
  description,
  extra = [],
}: {
  /** The page's canonical path in English. */
  path?: string;
  language?: Language;
  origin: string;
  title?: string;
  description?: string;
  extra?: readonly JsonLdNode[];
}): JsonLdDocument {
  const graph: JsonLdNode[] = [businessNode(origin, language)];
  if (path === HOME_PATH || path === '/') {
    graph.push(...LOCATION_MENU_ORDER.map((slug) => yardNode(slug, origin, language)));
  }
  const yard = LOCATION_MENU_ORDER.find((slug) => locationPath(slug) === path);
  if (yard) graph.push(yardNode(yard, origin, language));
  const service = SERVICE_SUMMARIES[language].find((summary) => servicePath(summary.slug) === path);
  if (service) graph.push(serviceNode(service.slug, origin, { name: title, description }, language));
  graph.push(...extra);
  return { '@context': 'https://schema.org', '@graph': graph };
}
