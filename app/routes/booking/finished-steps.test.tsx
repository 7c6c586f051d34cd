import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { createEmptyBookingValues } from './booking-form-values.ts';
import { finishedSteps, stepOfPath } from './finished-steps.ts';
import {
  completeDraftValues,
  renderFrenchRequestPage,
  renderRequestPage,
  storeDraft,
} from './testing/booking-fixtures.tsx';

beforeEach(() => {
  localStorage.clear();
});

function stepButtons(navigation = 'Booking steps') {
  return within(screen.getByRole('navigation', { name: navigation })).getAllByRole('button');
}

describe('finishedSteps', () => {
  test('an empty booking has no finished step; a complete one has all four', () => {
    expect([...finishedSteps(createEmptyBookingValues())]).toEqual([]);
    expect([...finishedSteps(completeDraftValues())].sort()).toEqual([0, 1, 2, 3]);
  });

  test('one missing answer unfinishes only its own step', () => {
    const values = completeDraftValues();
    values.references[1] = { ...values.references[1], email: '' } as (typeof values.references)[number];
    expect([...finishedSteps(values)].sort()).toEqual([0, 1, 3]);
  });

  test('an issue about a group belongs to the step of its first field', () => {
    expect(stepOfPath('truck')).toBe(3);
    expect(stepOfPath('bankingInfo.contact')).toBe(1);
    expect(stepOfPath('personalInfo.certifiedPaymentPath')).toBe(1);
    expect(stepOfPath('')).toBeUndefined();
    expect(stepOfPath('website')).toBeUndefined();
  });
});

describe('the step list', () => {
  test('marks finished steps with a tick and says so to screen readers', async () => {
    storeDraft({ step: 0 });
    renderRequestPage();
    await waitFor(() =>
      expect(stepButtons().map((button) => button.textContent)).toEqual([
        'Step 1: Personal Info(finished)',
        'Step 2: Bank Info and Documents(finished)',
        'Step 3: References and Previous Landlords(finished)',
        'Step 4: Move-in Info and Fleet Info(finished)',
      ]),
    );
    expect(stepButtons()[0]?.querySelector('svg')).not.toBeNull();
  });

  test('a step becomes finished as its last answer is given, and unfinished when one is taken away', async () => {
    const values = completeDraftValues();
    values.personalInfo.city = '';
    storeDraft({ step: 0, values });
    const { user } = renderRequestPage();
    const city = await screen.findByLabelText('City');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(values.personalInfo.firstName));
    expect(stepButtons()[0]).toHaveTextContent(/^1Step 1: Personal Info$/);

    await user.type(city, 'Mississauga');
    await waitFor(() => expect(stepButtons()[0]).toHaveAccessibleName(/Personal Info\s?\(finished\)$/));
    await user.clear(city);
    await waitFor(() => expect(stepButtons()[0]).toHaveAccessibleName(/Personal Info$/));
  });

  test('says finished in French', async () => {
    storeDraft({ step: 0 });
    renderFrenchRequestPage();
    await waitFor(() =>
      expect(stepButtons('Étapes de la réservation')[0]).toHaveAccessibleName(
        /Renseignements personnels\s?\(terminée\)$/,
      ),
    );
  });
});
