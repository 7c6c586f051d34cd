import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter, type MetaDescriptor } from 'react-router';
import { expect, test } from 'vitest';
import { BUSINESS_CONTACT } from '../../../../domain/business-contact.ts';
import { SERVICE_PAGES } from '../../../content/services.ts';
import * as mobileWash from './mobile-wash.tsx';
import * as parking from './parking.tsx';
import * as trailerCare from './trailer-care.tsx';
import * as truckMechanic from './truck-mechanic.tsx';
import * as yardManagement from './yard-management.tsx';

interface RouteModule {
  default: () => React.ReactNode;
  meta: (args: never) => MetaDescriptor[];
}

/** What the site states on each service page, written out here so a content slip fails the test. */
const SPEC = [
  {
    path: '/services/trailer-care',
    module: trailerCare,
    title: 'Trailer Care',
    introHeading: 'Trailer maintenance that fits your fleet',
    paragraphs: 1,
    cards: [
      'Full-Service Maintenance',
      'Preventative Trailer Care',
      'Basic Vehicle Care',
      'Shop Services',
      'On-Site Services',
      'Over-the-Road Mobile Maintenance',
      'Tire Service',
      'Purchasing Power',
      'Parts Containers',
    ],
    mentions: [],
  },
  {
    path: '/services/parking',
    module: parking,
    title: 'Safe & Secured Parking',
    introHeading: 'A safe place for everything you drive',
    paragraphs: 1,
    cards: [
      'Video Surveillance',
      'Barbed-Wire Fencing',
      'Electric Gates',
      'Lit Yard',
      'Container Storage',
      'Heavy Machinery',
      'Boats & Yachts',
      'Dump Trucks',
      'Recreational Vehicles',
      'Trucks',
      'Trailers',
      'Driver Services',
    ],
    mentions: [],
  },
  {
    path: '/services/YardManagement',
    module: yardManagement,
    title: 'Yard Management Services',
    introHeading: 'Third-party yard management facility services',
    paragraphs: 2,
    cards: ['Security', 'Logistics Coordination', 'Maintenance', 'Inventory Management', 'Scheduling'],
    mentions: [
      /park/,
      /coordinate arrivals/,
      /schedule/,
      /inventory/,
      /video surveillance/,
      /controlled access/,
      /24\/7 monitoring/,
      /maintenance/,
    ],
  },
  {
    path: '/services/truck-Mechanic',
    module: truckMechanic,
    title: 'Truck Mechanic',
    introHeading: 'Comprehensive Truck Mechanic Services',
    paragraphs: 2,
    cards: ['Engine Diagnostics', 'Brake Repairs', 'Routine Inspections', 'Oil Changes', 'Tire Replacements'],
    mentions: [],
  },
  {
    path: '/services/mobile-wash',
    module: mobileWash,
    title: 'Mobile Wash Onsite',
    introHeading: 'Yard Mobile Wash Services',
    paragraphs: 2,
    cards: [],
    mentions: [/exterior wash/, /detailed interior cleaning/, /eco-friendly products/, /your yard/],
  },
] as const satisfies readonly {
  path: string;
  module: RouteModule;
  title: string;
  introHeading: string;
  paragraphs: number;
  cards: readonly string[];
  mentions: readonly RegExp[];
}[];

function renderPage(module: RouteModule, path: string) {
  const Stub = createRoutesStub([{ path, Component: module.default }]);
  return render(<Stub initialEntries={[path]} />);
}

function metaOf(module: RouteModule, pathname = '/services/parking') {
  const descriptors = module.meta({ location: { pathname } } as never);
  const find = (predicate: (descriptor: MetaDescriptor) => boolean) => descriptors.find(predicate);
  return {
    title: (find((d) => 'title' in d) as { title: string } | undefined)?.title,
    description: (find((d) => 'name' in d && d.name === 'description') as { content: string } | undefined)?.content,
    /** The path only: the origin comes from the site's configured public address. */
    canonical: canonicalPath(find((d) => 'rel' in d && d.rel === 'canonical') as { href: string } | undefined),
  };
}

function canonicalPath(link: { href: string } | undefined) {
  return link ? new URL(link.href, 'http://origin.invalid').pathname : undefined;
}

test.each(SPEC)('$path shows its hero, intro, every card and call-now tel: links', (page) => {
  renderPage(page.module, page.path);

  const hero = screen.getByRole('region', { name: page.title });
  expect(within(hero).getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
  expect(within(hero).getByRole('link', { name: `Call Us Now ${BUSINESS_CONTACT.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );

  const intro = screen.getByRole('region', { name: page.introHeading });
  expect(intro.querySelectorAll('p')).toHaveLength(page.paragraphs);
  expect(within(intro).getByRole('link', { name: /^Call Us Now/ })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
  for (const mention of page.mentions) expect(intro.textContent).toMatch(mention);

  const cardHeadings = screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(cardHeadings).toEqual(page.cards);
});

test.each(SPEC)('$path shows the text of each of its cards', (page) => {
  renderPage(page.module, page.path);

  const cards = Object.values(SERVICE_PAGES.en)
    .flatMap((content) => content.cardSections.flatMap((section) => section.cards))
    .filter((card) => (page.cards as readonly string[]).includes(card.title));
  for (const card of cards) {
    const heading = screen.getByRole('heading', { level: 3, name: card.title });
    expect(heading.closest('article')).toHaveTextContent(card.text);
  }
});

test('Yard Management and Parking end with the shunting banner and its call and contact actions', () => {
  for (const page of [SPEC[1], SPEC[2]]) {
    const { unmount } = renderPage(page.module, page.path);
    const banner = screen.getByRole('region', { name: 'Ask About Our Shunting Service' });
    expect(within(banner).getByRole('link', { name: /^Call Us Now/ })).toHaveAttribute(
      'href',
      `tel:${BUSINESS_CONTACT.phoneE164}`,
    );
    expect(within(banner).getByRole('link', { name: 'Ask about shunting' })).toHaveAttribute('href', '/contact');
    unmount();
  }
});

test('Parking offers booking online; the other services offer a message', () => {
  const { unmount } = renderPage(parking, '/services/parking');
  expect(screen.getByRole('link', { name: 'Book a spot online' })).toHaveAttribute('href', '/request');
  unmount();

  renderPage(trailerCare, '/services/trailer-care');
  expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
});

test('each service page has its own title and description, and its /services/ address as canonical', () => {
  const metas = SPEC.map((page) => ({ path: page.path, ...metaOf(page.module) }));

  for (const meta of metas) {
    expect(meta.canonical).toBe(meta.path);
    expect(meta.description?.length).toBeGreaterThan(50);
    expect(meta.description?.length).toBeLessThanOrEqual(160);
  }
  expect(new Set(metas.map((meta) => meta.title)).size).toBe(SPEC.length);
  expect(new Set(metas.map((meta) => meta.description)).size).toBe(SPEC.length);
});

test('served under /location/, Mobile Wash and Yard Management still name their /services/ address as canonical', () => {
  renderPage(mobileWash, '/location/mobile-wash');
  expect(screen.getByRole('heading', { level: 1, name: 'Mobile Wash Onsite' })).toBeInTheDocument();

  expect(metaOf(mobileWash).canonical).toBe('/services/mobile-wash');
  expect(metaOf(yardManagement).canonical).toBe('/services/YardManagement');
});

test('the prerendered HTML of a service page carries every card, none hidden for the zoom-up animation', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/services/parking']}>
      <parking.default />
    </MemoryRouter>,
  );

  for (const title of SPEC[1].cards) expect(html).toContain(title.replace('&', '&amp;'));
  expect(html).not.toContain('data-reveal');
});
