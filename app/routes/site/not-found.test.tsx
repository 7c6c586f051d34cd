import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { locationLinks, serviceLinks } from '../../content/navigation.ts';
import NotFound, { meta } from './not-found.tsx';

function renderNotFound() {
  const Stub = createRoutesStub([{ path: '*', Component: NotFound }]);
  return render(<Stub initialEntries={['/services/parkng']} />);
}

function linksIn(heading: string) {
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

test('the not-found page says so and offers home, booking and a call first', () => {
  renderNotFound();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find that page');
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('link', { name: 'Book a spot online' })).toHaveAttribute('href', '/request');
  expect(screen.getByRole('link', { name: `Call ${BUSINESS_CONTACT.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
});

test('the not-found page lists every service and every yard, and the ways to ask', () => {
  renderNotFound();

  expect(linksIn('Our services')).toEqual(serviceLinks('en').map((link) => [link.label, link.to]));
  expect(linksIn('Parking locations')).toEqual(locationLinks('en').map((link) => [link.label, link.to]));
  expect(linksIn('Ask us')).toEqual([
    ['Contact page', '/contact'],
    [BUSINESS_CONTACT.infoEmail, `mailto:${BUSINESS_CONTACT.infoEmail}`],
  ]);
});

test('the not-found page asks search engines not to index it', () => {
  const tags = meta({ location: { pathname: '/no-such-page' } } as Parameters<typeof meta>[0]);

  expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
  expect(tags).toContainEqual({ title: `Page not found · ${BUSINESS_CONTACT.name}` });
});
