import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { BOOKING_CHECKLIST } from '../../content/booking-checklist.ts';
import { renderFrenchRequestPage, renderRequestPage } from './testing/booking-fixtures.tsx';

beforeEach(() => {
  localStorage.clear();
});

function checklist(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const details = heading.closest('details');
  if (!details) throw new Error('the checklist is not a disclosure');
  return details;
}

test('the first screen lists what to have ready, open, each document with what it must show', () => {
  renderRequestPage();
  const list = checklist('What to have ready');
  expect(list).toHaveAttribute('open');
  const documents = within(list).getByRole('region', { name: 'Five documents' });
  const items = within(documents)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === documents);
  expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
    'Article of Incorporation',
    "Company owner's driver's licence",
    'Certificate of Insurance',
    'Certified payment',
    'Postdated cheques',
  ]);
  const payment = items[3];
  expect(payment).toHaveTextContent("Amount: The first month's rent at the rate approved for your spaces.");
  expect(payment).toHaveTextContent('Payable to: The name we give you when we approve your rate.');
  const cheques = items[4];
  expect(cheques).toHaveTextContent('How many:');
  expect(cheques).toHaveTextContent('Dates:');

  const other = within(list).getByRole('region', { name: 'And these answers' });
  for (const title of ['Bank details (optional)', 'Two references', 'Previous landlords', 'Fleet counts']) {
    expect(within(other).getByText(title)).toBeInTheDocument();
  }
});

test('the checklist is in French on the French page, with French punctuation', () => {
  renderFrenchRequestPage();
  const list = checklist('Ce qu’il faut avoir sous la main');
  expect(within(list).getByText('Paiement certifié')).toBeInTheDocument();
  // A non-breaking space before the colon, as French typography wants.
  expect(list.textContent).toContain('Montant\u00a0: Le loyer du premier mois, au tarif approuvé pour vos places.');
});

test('every document of the checklist says something, in both languages, and no figure is invented', () => {
  for (const language of ['en', 'fr'] as const) {
    const { documents, other } = BOOKING_CHECKLIST[language];
    expect(documents.map((document) => document.kind)).toEqual([
      'ArticleOfIncorporation',
      'CompanyOwnersDriverLicense',
      'CertificateOfInsurance',
      'CertifiedPayment',
      'PostdatedChecks',
    ]);
    for (const document of documents) expect(document.needs.length).toBeGreaterThan(0);
    const text = JSON.stringify({ documents, other });
    // Amounts depend on the rate approved for each customer: no dollar figure or count of cheques.
    expect(text).not.toMatch(/\$|\d/);
  }
});
