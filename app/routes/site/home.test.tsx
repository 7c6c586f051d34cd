import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import Home, { links } from './home.tsx';
import NotFound from './not-found.tsx';

function renderAt(Component: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component }]);
  return render(<Stub initialEntries={['/']} />);
}

test('the home page names the company, its tagline, and offers booking online and calling', () => {
  renderAt(Home);

  expect(screen.getByRole('heading', { level: 1, name: BUSINESS_CONTACT.name })).toBeInTheDocument();
  expect(screen.getByText('Secure, Easy, Reliable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book a spot online' })).toHaveAttribute('href', '/request');
  expect(screen.getByRole('link', { name: `Call ${BUSINESS_CONTACT.phoneDisplay}` })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
});

test('the home page, served at both / and /home, names /home as its one canonical address', () => {
  expect(links()).toEqual([{ rel: 'canonical', href: '/home' }]);
});

test('the not-found page offers the way home, to booking and to call', () => {
  renderAt(NotFound);

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find that page');
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('link', { name: 'Book a spot online' })).toHaveAttribute('href', '/request');
  expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${BUSINESS_CONTACT.phoneE164}`);
});
