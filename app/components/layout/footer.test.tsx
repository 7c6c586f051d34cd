import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { BUSINESS_CONTACT } from '../../../domain/business-contact.ts';
import { Footer } from './footer.tsx';

function renderFooter() {
  const Stub = createRoutesStub([{ path: '/', Component: Footer }]);
  return render(<Stub initialEntries={['/']} />);
}

test('the footer gives the company name, a phone link, the info mailbox and a booking link', () => {
  renderFooter();

  expect(screen.getByRole('link', { name: BUSINESS_CONTACT.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${BUSINESS_CONTACT.phoneE164}`,
  );
  expect(screen.getByRole('link', { name: BUSINESS_CONTACT.infoEmail })).toHaveAttribute(
    'href',
    `mailto:${BUSINESS_CONTACT.infoEmail}`,
  );
  expect(screen.getByRole('link', { name: 'Book online' })).toHaveAttribute('href', '/request');
  expect(screen.getByRole('contentinfo')).toHaveTextContent(BUSINESS_CONTACT.name);
});

test('the copyright shows the current year, even when the page was built in an earlier one', async () => {
  vi.useFakeTimers({ now: new Date('2031-03-04T12:00:00Z'), toFake: ['Date'] });
  try {
    renderFooter();
    expect(await screen.findByText(/© 2031 /)).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});
