import { expect, test } from 'vitest';
import { BUSINESS_CONTACT } from '../../domain/business-contact.ts';
import { LOCATION_MENU_ORDER, LOCATION_PAGES, locationPath } from '../content/locations.ts';
import { SERVICE_PAGES, SERVICE_SUMMARIES, servicePath } from '../content/services.ts';
import { SITE } from '../content/site.ts';
import { businessId, type JsonLdNode, structuredDataFor } from './structured-data.ts';

const ORIGIN = 'https://yards.example';

function nodesOfType(
  path: string | undefined,
  type: string,
  page: { title?: string; description?: string } = {},
): JsonLdNode[] {
  return structuredDataFor({ path, origin: ORIGIN, ...page })['@graph'].filter((node) => node['@type'] === type);
}

/** Every string in the document that looks like a URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z]+:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

test('every page describes the business with its head-office address, position, phone, e-mail, 24/7 hours and social profiles', () => {
  for (const path of ['/about', '/contact', '/request', undefined]) {
    const [business, ...others] = nodesOfType(path, 'AutomotiveBusiness');
    expect(others).toEqual([]);
    expect(business).toMatchObject({
      '@id': `${ORIGIN}/#business`,
      name: BUSINESS_CONTACT.name,
      url: `${ORIGIN}/home`,
      telephone: BUSINESS_CONTACT.phoneE164,
      email: BUSINESS_CONTACT.infoEmail,
      address: {
        '@type': 'PostalAddress',
        streetAddress: SITE.headOffice.streetAddress,
        addressLocality: 'Mississauga',
        addressRegion: 'ON',
        postalCode: SITE.headOffice.postalCode,
        addressCountry: 'CA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: SITE.headOffice.latitude, longitude: SITE.headOffice.longitude },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      ],
      sameAs: SITE.socialLinks.map((link) => link.url),
    });
  }
});

test('each location page describes its yard as a parking facility with its address and map position', () => {
  for (const slug of LOCATION_MENU_ORDER) {
    const yard = LOCATION_PAGES.en[slug];
    const places = nodesOfType(locationPath(slug), 'ParkingFacility');
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({
      '@id': `${ORIGIN}/location/${slug}#place`,
      url: `${ORIGIN}/location/${slug}`,
      name: expect.stringContaining(yard.name),
      address: {
        '@type': 'PostalAddress',
        streetAddress: yard.address.streetAddress,
        addressLocality: yard.address.addressLocality,
        addressRegion: 'ON',
        addressCountry: 'CA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: yard.geo.latitude, longitude: yard.geo.longitude },
    });
    // The business lists the yard among its locations, by the same @id.
    expect(nodesOfType(locationPath(slug), 'AutomotiveBusiness')[0]?.location).toContainEqual({
      '@id': places[0]?.['@id'],
    });
  }
});

test('yard positions are in Ontario, so a swapped latitude and longitude cannot slip through', () => {
  for (const slug of LOCATION_MENU_ORDER) {
    const { latitude, longitude } = LOCATION_PAGES.en[slug].geo;
    expect(latitude).toBeGreaterThan(41.6);
    expect(latitude).toBeLessThan(57);
    expect(longitude).toBeGreaterThan(-95.2);
    expect(longitude).toBeLessThan(-74.3);
  }
});

test('each service page describes its service by the page’s title and description, provided by the business', () => {
  for (const { slug, menuLabel } of SERVICE_SUMMARIES.en) {
    const { title, description } = SERVICE_PAGES.en[slug].meta;
    const services = nodesOfType(servicePath(slug), 'Service', { title, description });
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      url: `${ORIGIN}/services/${slug}`,
      name: title,
      serviceType: menuLabel,
      description,
      provider: { '@id': businessId(ORIGIN) },
    });
  }
  // Without a title the service is named as in the menu.
  expect(nodesOfType('/services/parking', 'Service')[0]?.name).toBe('Parking');
});

test('the home page lists every yard; other pages list only their own', () => {
  expect(nodesOfType('/home', 'ParkingFacility').map((node) => node.url)).toEqual(
    LOCATION_MENU_ORDER.map((slug) => `${ORIGIN}/location/${slug}`),
  );
  expect(nodesOfType('/about', 'ParkingFacility')).toEqual([]);
  expect(nodesOfType('/services/parking', 'ParkingFacility')).toEqual([]);
  expect(nodesOfType('/location/mavid', 'Service')).toEqual([]);
});

test('a page can add nodes of its own after the ones built from its path', () => {
  const extra: JsonLdNode = { '@type': 'FAQPage', name: 'Questions' };
  const graph = structuredDataFor({ path: '/about', origin: ORIGIN, extra: [extra] })['@graph'];
  expect(graph.at(-1)).toEqual(extra);
  expect(graph[0]?.['@type']).toBe('AutomotiveBusiness');
});

test('every URL in the structured data is absolute on the given origin, except the social profiles', () => {
  const social = new Set<string>(SITE.socialLinks.map((link) => link.url));
  const paths = [
    '/home',
    '/contact',
    ...LOCATION_MENU_ORDER.map(locationPath),
    ...SERVICE_SUMMARIES.en.map((s) => servicePath(s.slug)),
  ];
  for (const path of paths) {
    const urls = urlsIn(structuredDataFor({ path, origin: ORIGIN })).filter(
      (url) => !url.startsWith('https://schema.org'),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      if (!social.has(url)) expect(url.startsWith(`${ORIGIN}/`), `${url} on ${path}`).toBe(true);
    }
  }
});
