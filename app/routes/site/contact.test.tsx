import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { SITE } from '../../content/site.ts';
import ContactPage, { meta } from './contact.tsx';

function renderContactPage() {
  const Stub = createRoutesStub([{ path: '/contact', Component: ContactPage }]);
  return render(<Stub initialEntries={['/contact']} />);
}

test('the page is titled Contact Us and names /contact as its canonical address', () => {
  const tags = meta({ location: { pathname: '/contact' } } as never);
  expect(tags).toContainEqual({ title: `Contact Us · ${SITE.name}` });
  expect(tags).toContainEqual(expect.objectContaining({ rel: 'canonical', href: expect.stringMatching(/\/contact$/) }));
  renderContactPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
});

test('three contact cards give the e-mail, the phone and the postal address', () => {
  renderContactPage();
  const cards = within(screen.getByRole('region', { name: 'Get in touch' })).getAllByRole('listitem');
  expect(cards).toHaveLength(3);
  const [email, phone, postal] = cards as [HTMLElement, HTMLElement, HTMLElement];

  expect(within(email).getByRole('heading', { name: 'Email' })).toBeInTheDocument();
  expect(within(email).getByRole('link', { name: SITE.contact.infoEmail })).toHaveAttribute(
    'href',
    `mailto:${SITE.contact.infoEmail}`,
  );
  expect(within(phone).getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
  expect(within(phone).getByRole('link', { name: SITE.contact.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${SITE.contact.phoneE164}`,
  );
  expect(within(postal).getByRole('heading', { name: 'Postal address' })).toBeInTheDocument();
  const address = postal.querySelector('address');
  expect(address).toHaveTextContent(SITE.headOffice.streetAddress);
  expect(address).toHaveTextContent(`${SITE.headOffice.city}, ${SITE.headOffice.region} ${SITE.headOffice.postalCode}`);
  expect(within(postal).getByRole('link', { name: 'Head office on the map' })).toHaveAttribute(
    'href',
    expect.stringContaining(String(SITE.headOffice.latitude)),
  );
});

test('the enquiry form, the BOOKING link and the job-application form come in that order', () => {
  renderContactPage();
  const enquiry = screen.getByRole('form', { name: 'How can we help?' });
  const booking = screen.getByRole('link', { name: /^booking$/i });
  const job = screen.getByRole('form', { name: 'Launch Your Career with Us' });

  expect(within(enquiry).getByRole('button', { name: 'Send Message' })).toHaveAttribute('type', 'submit');
  expect(within(job).getByRole('button', { name: 'Apply' })).toHaveAttribute('type', 'submit');
  expect(booking).toHaveAttribute('href', '/request');
  // Its name is the word; the capitals on screen are CSS, checked in Chromium (contact.spec.ts).
  expect(booking.textContent).toBe('Booking');
  const following = (a: Element, b: Element) =>
    Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(following(enquiry, booking)).toBe(true);
  expect(following(booking, job)).toBe(true);
});

test('the two forms use distinct ids, so each label names its own field', () => {
  const { container } = renderContactPage();
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(ids.length).toBeGreaterThan(20);
  expect(new Set(ids).size).toBe(ids.length);
  const job = screen.getByRole('form', { name: 'Launch Your Career with Us' });
  expect(within(job).getByLabelText('Address', { exact: true })).toHaveAttribute('id', 'job-address');
});

test('links lead to both social profiles', () => {
  renderContactPage();
  const social = within(screen.getByRole('region', { name: 'Follow us' }));
  for (const profile of SITE.socialLinks) {
    expect(social.getByRole('link', { name: `${SITE.shortName} on ${profile.name}` })).toHaveAttribute(
      'href',
      profile.url,
    );
  }
});

test('the prerendered forms are real forms to our endpoints, never disabled, checked by the browser until React owns them', async () => {
  const Stub = createRoutesStub([{ path: '/contact', Component: ContactPage }]);
  const html = renderToString(<Stub initialEntries={['/contact']} />);
  expect(html).not.toMatch(/disabled/);
  expect(html).not.toMatch(/novalidate/i);
  expect(html).toMatch(/<form [^>]*action="\/api\/Contact\/Enquiry" method="post"/);
  expect(html).toMatch(/<form [^>]*action="\/api\/Contact\/JobApplication" method="post"/);

  renderContactPage();
  const enquiry = screen.getByRole('form', { name: 'How can we help?' });
  // Once React owns them the schema checks them, with its messages under each field.
  await waitFor(() => expect(enquiry).toHaveAttribute('novalidate'));
  expect(screen.getByRole('form', { name: 'Launch Your Career with Us' })).toHaveAttribute('novalidate');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
