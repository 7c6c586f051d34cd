import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { RESTORING_ATTRIBUTE } from '../../lib/restoring-mark.ts';
import { renderFrenchRequestPage, renderRequestPage, storeDraft } from './testing/booking-fixtures.tsx';

const root = document.documentElement;

beforeEach(() => {
  root.removeAttribute(RESTORING_ATTRIBUTE);
});

afterEach(() => {
  root.removeAttribute(RESTORING_ATTRIBUTE);
});

describe('the wizard under the mark of a returning booking (app/lib/restoring-mark.ts)', () => {
  test('is uncovered on the saved step once the draft is restored', async () => {
    storeDraft({ step: 2 });
    root.setAttribute(RESTORING_ATTRIBUTE, '');
    renderRequestPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: /References and Previous Landlords/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false));
    // The line shown meanwhile stays in the page, hidden by CSS once the mark is gone.
    expect(screen.getByText('Opening the booking you saved on this device…')).toHaveClass('hidden');
    expect(screen.getByRole('form', { name: 'Online Booking' })).toHaveClass('[[data-booking-restoring]_&]:hidden');
  });

  test('without a draft the mark (had it been set) goes too', async () => {
    root.setAttribute(RESTORING_ATTRIBUTE, '');
    renderRequestPage();
    expect(await screen.findByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
    await waitFor(() => expect(root.hasAttribute(RESTORING_ATTRIBUTE)).toBe(false));
  });

  test('the line is said in French on the French page', async () => {
    storeDraft({ step: 2 });
    renderFrenchRequestPage();
    expect(await screen.findByText('Ouverture de la réservation gardée sur cet appareil…')).toBeInTheDocument();
  });
});
