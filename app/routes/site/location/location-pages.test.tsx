import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter, type MetaDescriptor } from 'react-router';
import { expect, test } from 'vitest';
import { BUSINESS_CONTACT } from '../../../../domain/business-contact.ts';
import { LOCATION_PAGES } from '../../../content/locations.ts';
import * as dean from './dean.tsx';
import * as derry from './derry.tsx';
import * as lake from './lake.tsx';
import * as mavid from './mavid.tsx';

interface RouteModule {
  default: () => React.ReactNode;
  meta: (args: never) => MetaDescriptor[];
}

const DERRY_AND_DEAN_BENEFITS = ['Logistics Companies', 'Construction Firms', 'Boat Owners'];
const DERRY_AND_DEAN_WHY_US = ['Built for Business', 'Flexible Short-Term Leasing', '24/7 On-Site Management'];

/** Every fact the site states for each yard, written out here so a content slip fails the test. */
const SPEC = [
  {
    slug: 'mavid',
    path: '/location/mavid',
    module: mavid,
    name: 'Lawson Rd & Hwy 25',
    area: 'Milton',
    alsoNear: ['Lawson Rd & Steeles Ave'],
    highways: [
      { term: 'To Hwy 401', km: '5.9 km', time: 'about 4.4 min' },
      { term: 'To Hwy 407', km: '6.2 km', time: 'about 4.7 min' },
    ],
    capacity: '500 spaces',
    sections: {
      'Yard features': [
        'Asphalt Surface',
        'Fully Fenced Yard with Live Security',
        'Electric Gated Entry with 24/7 Controlled Access',
        'Ample Space',
        'Near Highways',
        'Professionally Managed',
      ],
    },
  },
  {
    slug: 'derry',
    path: '/location/derry',
    module: derry,
    name: 'Derry Rd W & Mavis Rd',
    area: 'Mississauga',
    alsoNear: ['Hurontario St', 'Creditview Rd'],
    highways: [
      { term: 'To Hwy 401', km: '1.4 km', time: 'about 1.1 min' },
      { term: 'To Hwy 407', km: '2.9 km', time: 'about 2.2 min' },
    ],
    capacity: undefined,
    sections: { 'Who we serve': DERRY_AND_DEAN_BENEFITS, 'Why choose us': DERRY_AND_DEAN_WHY_US },
  },
  {
    slug: 'lake',
    path: '/location/lake',
    module: lake,
    name: 'Lake Ridge Rd & Taunton Rd W',
    area: 'Whitby',
    alsoNear: ['Lake Ridge Rd & Rossland Rd W'],
    highways: [
      { term: 'To Hwy 401', km: '4.9 km', time: 'about 13.7 min' },
      { term: 'To Hwy 407', km: '2.0 km', time: 'about 1.5 min' },
    ],
    capacity: '500 spots',
    sections: {
      'Why drivers choose this yard': ['Close to Major Routes', 'Nearby Amenities', '24/7 Secure Environment'],
    },
  },
  {
    slug: 'dean',
    path: '/location/dean',
    module: dean,
    name: 'Dean Dr & Concession Rd 7',
    area: 'Adjala-Tosorontio',
    alsoNear: ['Highway 50', 'County Rd 1'],
    highways: [{ term: 'To Highway 50', km: '8.2 km', time: 'about 6.2 min' }],
    capacity: undefined,
    sections: { 'Who we serve': DERRY_AND_DEAN_BENEFITS, 'Why choose us': DERRY_AND_DEAN_WHY_US },
  },
] as const satisfies readonly {
  slug: keyof (typeof LOCATION_PAGES)['en'];
  path: string;
  module: RouteModule;
  name: string;
  area: string;
  alsoNear: readonly string[];
  highways: readonly { term: string; km: string; time: string }[];
  capacity: string | undefined;
  sections: Record<string, readonly string[]>;
}[];

function renderPage(module: RouteModule, path: string) {
  const Stub = createRoutesStub([{ path, Component: module.default }]);
  return render(<Stub initialEntries={[path]} />);
}

/** The `<dd>` that answers the `<dt>` with this text. */
function factValue(term: string) {
  const value = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  expect(value?.tagName).toBe('DD');
  return value as HTMLElement;
}

test.each(SPEC)('$path names the yard and its area, with call-us and booking actions in the hero', (page) => {
  renderPage(page.module, page.path);

  const hero = screen.getByRole('region', { name: page.name });
  expect(within(hero).getByRole('heading', { level: 1, name: page.name })).toBeInTheDocument();
  expect(hero).toHaveTextContent(`Parking location · ${page.area}`);
  expect(within(hero).getByRole('link', { name: `Call Us Now ${BUSINESS_CONTACT.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
  expect(within(hero).getByRole('link', { name: 'Book a spot online' })).toHaveAttribute('href', '/request');
});

test.each(SPEC)('$path shows every fact: nearby intersections, highway distances and times, capacity', (page) => {
  renderPage(page.module, page.path);

  const alsoNear = factValue('Also near');
  for (const intersection of page.alsoNear) expect(within(alsoNear).getByText(intersection)).toBeInTheDocument();

  for (const highway of page.highways) {
    const value = factValue(highway.term);
    expect(value).toHaveTextContent(highway.km);
    expect(value).toHaveTextContent(highway.time);
  }
  expect(screen.getAllByText(/^To /, { selector: 'dt' })).toHaveLength(page.highways.length);

  if (page.capacity) expect(factValue('Capacity')).toHaveTextContent(page.capacity);
  else expect(screen.queryByText('Capacity', { selector: 'dt' })).toBeNull();
});

test.each(SPEC)('$path shows each of its sections with every item and its text', (page) => {
  renderPage(page.module, page.path);
  const content = LOCATION_PAGES.en[page.slug];
  const allItems = [
    ...(content.features ?? []),
    ...(content.benefits ?? []),
    ...(content.whyUs ?? []),
    ...(content.points ?? []),
  ];

  for (const [heading, titles] of Object.entries(page.sections)) {
    const section = screen.getByRole('region', { name: heading });
    for (const title of titles) {
      const item = within(section).getByText(title);
      const text = allItems.find((entry) => entry.title === title)?.text;
      expect(text).toBeTruthy();
      expect(section).toHaveTextContent(text as string);
      expect(item).toBeVisible();
    }
  }
});

test.each(SPEC)(
  '$path has a map that loads only on demand, with a link to the map provider and a drawn map',
  (page) => {
    renderPage(page.module, page.path);
    const { geo } = LOCATION_PAGES.en[page.slug];

    const section = screen.getByRole('region', { name: 'Find the yard' });
    expect(section).toHaveTextContent(`${page.name}, ${page.area}, Ontario`);
    expect(within(section).queryByTitle(/^Map of/)).toBeNull();
    expect(within(section).getByRole('button', { name: /Show the map/ })).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: `Open our ${page.area} yard in Google Maps` });
    expect(link.getAttribute('href')).toContain(`${geo.latitude}%2C${geo.longitude}`);
    expect(within(section).getByRole('img', { name: /^Map: / })).toBeInTheDocument();
  },
);

test('pressing Show the map loads the embedded map of the yard', async () => {
  const user = userEvent.setup();
  renderPage(mavid, '/location/mavid');

  await user.click(screen.getByRole('button', { name: /Show the map/ }));

  expect(screen.getByTitle('Map of our Milton yard at Lawson Rd & Hwy 25')).toHaveAttribute(
    'src',
    expect.stringContaining(`${LOCATION_PAGES.en.mavid.geo.latitude},${LOCATION_PAGES.en.mavid.geo.longitude}`),
  );
});

test("the Milton yard's features open and close like an accordion, the first open at first", async () => {
  const user = userEvent.setup();
  renderPage(mavid, '/location/mavid');
  const section = screen.getByRole('region', { name: 'Yard features' });
  const [first, second] = Array.from(section.querySelectorAll('details'));

  expect(first).toHaveAttribute('open');
  expect(second).not.toHaveAttribute('open');

  await user.click(within(section).getByText('Fully Fenced Yard with Live Security'));
  expect(second).toHaveAttribute('open');
});

test.each(SPEC)('$path ends with the shunting banner', (page) => {
  renderPage(page.module, page.path);

  const banner = screen.getByRole('region', { name: 'Ask About Our Shunting Service' });
  expect(within(banner).getByRole('link', { name: /^Call Us Now/ })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
  expect(within(banner).getByRole('link', { name: 'Ask about shunting' })).toHaveAttribute('href', '/contact');
});

test('each location page has its own title and description, and its own address as canonical', () => {
  const metas = SPEC.map((page) => {
    const descriptors = page.module.meta({ location: { pathname: page.path } } as never);
    const title = descriptors.find((d) => 'title' in d) as { title: string };
    const description = descriptors.find((d) => 'name' in d && d.name === 'description') as { content: string };
    const canonical = descriptors.find((d) => 'rel' in d && d.rel === 'canonical') as { href: string };
    return { page, title: title.title, description: description.content, canonical: new URL(canonical.href).pathname };
  });

  for (const meta of metas) {
    expect(meta.canonical).toBe(meta.page.path);
    expect(meta.title).toContain(meta.page.area);
    expect(meta.description).toContain(meta.page.name);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  }
  expect(new Set(metas.map((meta) => meta.title)).size).toBe(SPEC.length);
  expect(new Set(metas.map((meta) => meta.description)).size).toBe(SPEC.length);
});

test('every yard has a map position in Ontario and a postal address for structured data', () => {
  for (const content of Object.values(LOCATION_PAGES.en)) {
    expect(content.geo.latitude).toBeGreaterThan(43.4);
    expect(content.geo.latitude).toBeLessThan(44.3);
    expect(content.geo.longitude).toBeGreaterThan(-80.1);
    expect(content.geo.longitude).toBeLessThan(-78.8);
    expect(content.address).toEqual({
      streetAddress: content.name,
      addressLocality: content.area,
      addressRegion: 'ON',
      addressCountry: 'CA',
    });
  }
});

test('the prerendered HTML of a location page carries its facts and features, none hidden for the animation', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/location/mavid']}>
      <mavid.default />
    </MemoryRouter>,
  );

  expect(html).toContain('5.9 km');
  expect(html).toContain('Professionally Managed');
  expect(html).not.toContain('data-reveal');
});
