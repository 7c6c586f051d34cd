import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { SITE, SITE_TEXT } from '../../content/site.ts';
import { Footer } from './footer.tsx';

function renderFooter() {
  const Stub = createRoutesStub([{ path: '/', Component: Footer }]);
  return render(<Stub initialEntries={['/']} />);
}

function section(title: string) {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const column = heading.parentElement;
  if (!column) throw new Error(`no column around ${title}`);
  return column;
}

test('the footer tells what the company does and offers booking online', () => {
  renderFooter();

  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(SITE_TEXT.en.tagline);
  expect(footer).toHaveTextContent(SITE_TEXT.en.intro);
  expect(screen.getByRole('link', { name: 'Book online' })).toHaveAttribute('href', '/request');
});

test('the footer links to the five services at their pages', () => {
  renderFooter();

  const links = within(section('Services')).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Yard Operations Management', '/services/YardManagement'],
    ['Parking', '/services/parking'],
    ['Trailer Care', '/services/trailer-care'],
    ['Truck Mechanic', '/services/truck-Mechanic'],
    ['Mobile Wash Onsite', '/services/mobile-wash'],
  ]);
});

test('the footer gives the head-office address, phone, info mailbox and website', () => {
  renderFooter();

  const contact = section('Contact');
  expect(contact.querySelector('address')).toHaveTextContent(
    `Head office${SITE.headOffice.streetAddress}${SITE.headOffice.city}, ${SITE.headOffice.region} ${SITE.headOffice.postalCode}`,
  );
  expect(within(contact).getByRole('link', { name: BUSINESS_CONTACT.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
  expect(within(contact).getByRole('link', { name: BUSINESS_CONTACT.infoEmail })).toHaveAttribute(
    'href',
    `mailto:${BUSINESS_CONTACT.infoEmail}`,
  );
  expect(within(contact).getByRole('link', { name: 'www.safeyard.example' })).toHaveAttribute('href', '/home');
});

test('the headquarters map link opens the map provider at the head office', () => {
  renderFooter();

  const link = screen.getByRole('link', { name: 'Headquarters on the map' });
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.protocol).toBe('https:');
  expect(url.hostname).toBe('www.google.com');
  expect(url.searchParams.get('query')).toBe(`${SITE.headOffice.latitude},${SITE.headOffice.longitude}`);
});

test('the social links have names that say where they lead', () => {
  renderFooter();

  expect(screen.getByRole('link', { name: 'SafeYard on Instagram' })).toHaveAttribute(
    'href',
    SITE.socialLinks.find((social) => social.name === 'Instagram')?.url,
  );
  expect(screen.getByRole('link', { name: 'SafeYard on Facebook' })).toHaveAttribute(
    'href',
    SITE.socialLinks.find((social) => social.name === 'Facebook')?.url,
  );
});

test('the copyright shows the current year, even when the page was built in an earlier one', async () => {
  vi.useFakeTimers({ now: new Date('2031-03-04T12:00:00Z'), toFake: ['Date'] });
  try {
    renderFooter();
    expect(await screen.findByText(`© 2031 ${SITE.name}. All rights reserved.`)).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});

test('staff sign in through a plain link at the foot of the page', () => {
  renderFooter();
  expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute(
    'href',
    '/Login',
  );
});
