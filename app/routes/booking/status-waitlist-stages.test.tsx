import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ApplicantStatusView } from '../../../domain/applicant-status.schema.ts';
import type { Language } from '../../../domain/language.ts';
import { I18nProvider } from '../../i18n/i18n.tsx';
import { StatusSummary } from './status-summary.tsx';
import { statusView } from './testing/status-fixtures.tsx';

const NOW = new Date('2026-11-21T15:00:00Z');

function summary(language: Language, view: ApplicantStatusView) {
  return render(
    <I18nProvider language={language}>
      <StatusSummary view={view} now={NOW} />
    </I18nProvider>,
  );
}

/** The words of the summary, spaces as they are (French wants non-breaking ones before colons). */
function words(): string {
  return screen.getByRole('region').textContent ?? '';
}

const WAITLISTED = statusView({ status: 'Waitlisted', stage: 'Waitlisted', position: 2 });
/** Held until Monday 2026-11-23 at 15:04 in Toronto (20:04 UTC). */
const OFFERED = statusView({ status: 'Offered', stage: 'Offered', offerExpiresAt: '2026-11-23T20:04:00.000Z' });
const DECLINED = statusView({
  status: 'OfferDeclined',
  stage: 'OfferDeclined',
  decidedAt: '2026-11-22T15:00:00.000Z',
});

describe('the waitlist, the offer and its refusal in words', () => {
  test('waitlisted: the stage, the place in line and what happens next, in English', () => {
    summary('en', WAITLISTED);
    expect(screen.getByRole('heading', { level: 2, name: 'Status: On the waiting list' })).toBeInTheDocument();
    expect(screen.getByTestId('status-stage-detail')).toHaveTextContent('You are number 2 in line for this yard.');
    expect(words()).toContain('You then have 72 hours to accept them on this page.');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('In review');
  });

  test('waitlisted, in French, and first in line in both languages', () => {
    const { unmount } = summary('fr', WAITLISTED);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('État\u00a0: Sur la liste d’attente');
    expect(screen.getByTestId('status-stage-detail')).toHaveTextContent(
      'Vous êtes au 2e rang de la liste d’attente de cette cour.',
    );
    expect(words()).toContain('Vous avez alors 72\u00a0heures pour les accepter sur cette page.');
    unmount();
    const { unmount: unmountFirst } = summary('fr', { ...WAITLISTED, position: 1 });
    expect(screen.getByTestId('status-stage-detail')).toHaveTextContent(
      'Vous êtes en tête de la liste d’attente de cette cour.',
    );
    unmountFirst();
    summary('en', { ...WAITLISTED, position: 1 });
    expect(screen.getByTestId('status-stage-detail')).toHaveTextContent('You are next in line for this yard.');
  });

  test('offered: until when the spaces are held, to the minute in Toronto, in English and French', () => {
    const { unmount } = summary('en', OFFERED);
    expect(screen.getByRole('heading', { level: 2, name: 'Status: Spaces offered' })).toBeInTheDocument();
    const held = screen.getByTestId('status-stage-detail');
    expect(held).toHaveTextContent(/^Until November 23, 2026,? at 3:04\sp\.m\., the spaces are held for you\.$/);
    expect(held.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23T20:04:00.000Z');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('In review');
    unmount();
    summary('fr', OFFERED);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('État\u00a0: Places offertes');
    expect(screen.getByTestId('status-stage-detail').textContent).toMatch(
      /^Jusqu’au 23 novembre 2026 à 15\sh\s04, les places vous sont réservées\.$/,
    );
  });

  test('offer declined: the last step, closed, in English and French', () => {
    const { unmount } = summary('en', DECLINED);
    expect(screen.getByRole('heading', { level: 2, name: 'Status: Offer declined' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Decision');
    expect(words()).toContain('You declined the spaces we offered, so this application is closed.');
    expect(words()).toContain('Decided on November 22, 2026.');
    expect(screen.queryByTestId('status-stage-detail')).not.toBeInTheDocument();
    unmount();
    summary('fr', DECLINED);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('État\u00a0: Offre refusée');
    expect(words()).toContain('Vous avez refusé les places offertes, et cette demande est donc fermée.');
  });
});
