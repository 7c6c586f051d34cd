import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import type { Language } from '../../../domain/language.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { StatusApplication } from './status-application.tsx';
import { StatusDocuments } from './status-documents.tsx';
import { StatusSummary } from './status-summary.tsx';
import { createApplicantStatusView } from '../../../tests/factories/api-replies.factory.ts';

/** Received on Friday 2026-11-20 at 10:04 in Toronto. */
const RECEIVED = createApplicantStatusView();

function inLanguage(language: Language, element: ReactNode) {
  return render(<I18nProvider language={language}>{element}</I18nProvider>);
}

function answer(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('what the status page says was applied for, and the documents on file', () => {
  test('the yard with its town, the move-in date and the trucks and trailers, in English', () => {
    inLanguage('en', <StatusApplication application={RECEIVED.application} />);
    const section = screen.getByRole('region', { name: 'What you applied for' });
    expect(section).toBeInTheDocument();
    expect(answer('Yard')).toBe('Lawson Rd & Hwy 25 (Milton)');
    expect(answer('Move-in date')).toBe('December 1, 2026');
    expect(answer('Trucks and trailers')).toBe('5 trucks and 8 trailers');
  });

  test('and in French, dates and plurals in French', () => {
    inLanguage(
      'fr',
      <StatusApplication application={{ ...RECEIVED.application, trucks: 1, trailers: 0, moveInDate: '2027-01-31' }} />,
    );
    expect(screen.getByRole('region', { name: 'Ce que vous avez demandé' })).toBeInTheDocument();
    expect(answer('Cour')).toBe('Lawson Rd & Hwy 25 (Milton)');
    expect(answer('Date d’arrivée')).toBe('31 janvier 2027');
    expect(answer('Camions et remorques')).toBe('1 camion et 0 remorque');
  });

  test('a yard no longer listed is shown as it was booked', () => {
    inLanguage(
      'en',
      <StatusApplication application={{ ...RECEIVED.application, locationAppliedFor: 'Old Yard Rd' }} />,
    );
    expect(answer('Yard')).toBe('Old Yard Rd');
  });

  test('each document on file with the day it came in, in the page’s language', () => {
    const documents = [
      { kind: 'ArticleOfIncorporation' as const, receivedAt: '2026-11-20T15:04:00.000Z' },
      { kind: 'CertificateOfInsurance' as const, receivedAt: '2026-11-25T02:30:00.000Z' },
    ];
    const { unmount } = inLanguage('en', <StatusDocuments documents={documents} />);
    const list = within(screen.getByRole('region', { name: 'Documents on file' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Article of IncorporationReceived on November 20, 2026',
      // 02:30 UTC on the 25th is the evening of the 24th in Toronto.
      'Certificate of InsuranceReceived on November 24, 2026',
    ]);
    unmount();
    inLanguage('fr', <StatusDocuments documents={documents} />);
    const french = within(screen.getByRole('region', { name: 'Documents au dossier' }));
    expect(french.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Statuts constitutifsReçu le 20 novembre 2026',
      'Certificat d’assuranceReçu le 24 novembre 2026',
    ]);
  });

  test('no documents on file says so', () => {
    inLanguage('en', <StatusDocuments documents={[]} />);
    expect(screen.getByText('We have no documents on file for this application.')).toBeInTheDocument();
  });
});

describe('the next step follows time', () => {
  test('received today, then waiting a few days as usual', () => {
    const { unmount } = inLanguage('en', <StatusSummary view={RECEIVED} now={new Date('2026-11-20T18:00:00Z')} />);
    expect(screen.getByTestId('status-next-step')).toHaveTextContent(
      /^Received today\. We review every application within two business days\./,
    );
    unmount();
    // Tuesday: four days, two of them business days.
    inLanguage('en', <StatusSummary view={RECEIVED} now={new Date('2026-11-24T15:00:00Z')} />);
    expect(screen.getByTestId('status-next-step')).toHaveTextContent(/^Received 4 days ago\./);
  });

  test('past two business days: longer than usual, with the phone number and the reference', () => {
    inLanguage('en', <StatusSummary view={RECEIVED} now={new Date('2026-11-26T15:00:00Z')} />);
    const step = screen.getByTestId('status-next-step');
    expect(step).toHaveTextContent(
      'In review for 6 days: longer than usual. Call us at 416-555-0142 and give your reference, YRD-7K2Q-9M4T; we will tell you where it stands.',
    );
    expect(within(step).getByRole('link', { name: '416-555-0142' })).toHaveAttribute('href', 'tel:+14165550142');
  });

  test('in French too', () => {
    inLanguage('fr', <StatusSummary view={RECEIVED} now={new Date('2026-11-26T15:00:00Z')} />);
    // The space before the colon is a non-breaking one, as French typography wants.
    expect(screen.getByTestId('status-next-step').textContent).toBe(
      'À l’étude depuis 6 jours\u00a0: c’est plus long que d’habitude. Appelez-nous au 416-555-0142 en donnant votre référence, YRD-7K2Q-9M4T; nous vous dirons où en est votre demande.',
    );
  });

  test('in review again after new documents, counted from when they came in', () => {
    const again = createApplicantStatusView({ stage: 'InReview', updatedAt: '2026-11-25T14:00:00.000Z' });
    inLanguage('en', <StatusSummary view={again} now={new Date('2026-11-26T15:00:00Z')} />);
    expect(screen.getByTestId('status-next-step')).toHaveTextContent(
      /^In review for 1 day\. We are reviewing your application\./,
    );
  });

  test('a decision says what its stage says, however long ago', () => {
    const accepted = createApplicantStatusView({
      status: 'Accepted',
      stage: 'Accepted',
      decidedAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
    });
    inLanguage('en', <StatusSummary view={accepted} now={new Date('2027-02-01T15:00:00Z')} />);
    expect(screen.queryByTestId('status-next-step')).not.toBeInTheDocument();
    expect(screen.getByText(/Your parking agreement is below: read it and sign it/)).toBeInTheDocument();
  });
});
