import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AgreementSummary } from '../../../domain/agreement.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { renderStatusPageContent } from './status-page-render.tsx';
import { StatusAgreement } from './status-agreement.tsx';
import { STATUS_TOKEN, statusView } from './testing/status-fixtures.tsx';

const AGREEMENT: AgreementSummary = { state: 'AwaitingSignature', version: 1, sha256: 'cd'.repeat(32) };

function agreement(language: Language, summary: AgreementSummary = AGREEMENT) {
  return render(
    <I18nProvider language={language}>
      <StatusAgreement token={STATUS_TOKEN} agreement={summary} />
    </I18nProvider>,
  );
}

test('the agreement in force: its version, the PDF through the private link, its fingerprint', () => {
  agreement('en');
  const section = screen.getByRole('region', { name: 'Your parking agreement' });
  expect(section).toHaveTextContent('Version 1 of your parking agreement and pre-authorized debit is ready.');
  expect(screen.getByRole('link', { name: 'Read the agreement (PDF)' })).toHaveAttribute(
    'href',
    `/api/ApplicationStatus/${STATUS_TOKEN}/Agreement`,
  );
  expect(screen.getByTestId('agreement-sha256')).toHaveTextContent('cd'.repeat(32));
});

test('in French, and in each state', () => {
  agreement('fr', { ...AGREEMENT, state: 'Signed', version: 2 });
  expect(screen.getByRole('region', { name: 'Votre convention de stationnement' })).toHaveTextContent(
    'La version 2 de votre convention de stationnement est signée par les deux parties.',
  );
  expect(screen.getByRole('link', { name: 'Lire la convention (PDF)' })).toBeInTheDocument();
});

test('the page the server fills shows it for an accepted application only', () => {
  const served = (view: ReturnType<typeof statusView>) =>
    renderStatusPageContent({ token: STATUS_TOKEN, loadedAt: '2026-12-01T15:00:00.000Z', view }, 'en');
  const accepted = statusView({ status: 'Accepted', stage: 'Accepted', agreement: AGREEMENT });
  expect(served(accepted)).toContain('Read the agreement (PDF)');
  expect(served(statusView({ agreement: null }))).not.toContain('Read the agreement');
});
