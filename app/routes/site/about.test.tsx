import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { ABOUT_PAGE } from '../../content/about.ts';
import About, { meta } from './about.tsx';

function renderAbout() {
  const Stub = createRoutesStub([{ path: '/about', Component: About }]);
  return render(<Stub initialEntries={['/about']} />);
}

test('the about page has its hero with title, subtitle and a call-us tel: link', () => {
  renderAbout();

  const hero = screen.getByRole('region', { name: 'About Us' });
  expect(within(hero).getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(hero).toHaveTextContent(ABOUT_PAGE.en.hero.subtitle);
  expect(within(hero).getByRole('link', { name: `Call Us Now ${BUSINESS_CONTACT.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
});

test('the about page describes the company, states its mission and says why to choose it', () => {
  renderAbout();

  const description = screen.getByRole('region', { name: 'Who we are' });
  for (const paragraph of ABOUT_PAGE.en.description.paragraphs) expect(description).toHaveTextContent(paragraph);
  expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent(ABOUT_PAGE.en.mission.text);

  // The claims the company states (its business profile).
  const why = screen.getByRole('region', { name: 'Why choose us' });
  for (const claim of ['Over 1000 spots', 'More than 4 yards', 'Open 24/7']) {
    expect(within(why).getByRole('heading', { level: 3, name: claim })).toBeInTheDocument();
  }
  expect(why).toHaveTextContent(/staff work in Canada and our head office is in Ontario/);
});

test("the about page shows the six 'What We Offer' cards, each with its text", () => {
  renderAbout();

  const offers = screen.getByRole('region', { name: 'What We Offer' });
  const titles = within(offers)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(titles).toEqual([
    'Flexible Lease Options',
    'Comprehensive Maintenance',
    'Affordable Fleet Expansion',
    'Secure Environment',
    'Repair',
    'Excellence in Service',
  ]);
  for (const card of ABOUT_PAGE.en.offers.cards) expect(offers).toHaveTextContent(card.text);
});

test('the prerendered about page carries all its text, none of it hidden for the scroll animation', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/about']}>
      <About />
    </MemoryRouter>,
  );

  expect(html).toContain('Excellence in Service');
  expect(html).toContain('Why choose us');
  expect(html).not.toContain('data-reveal');
});

test('the about page has its own title, description and canonical address', () => {
  const descriptors = meta({ location: { pathname: '/about' } } as never);
  const canonical = descriptors.find((d) => 'rel' in d && d.rel === 'canonical') as { href: string };

  expect(descriptors).toContainEqual({ title: expect.stringMatching(/^About Us · /) });
  expect(descriptors).toContainEqual({ name: 'description', content: ABOUT_PAGE.en.meta.description });
  expect(new URL(canonical.href).pathname).toBe('/about');
});
