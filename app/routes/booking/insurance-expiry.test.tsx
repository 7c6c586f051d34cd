import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  answerFetchWith,
  completeDraftValues,
  renderRequestPage,
  storeDraft,
  storedDraft,
} from './testing/booking-fixtures.tsx';

const LABEL = 'Date the certificate of insurance expires';
const TOKEN = 'S'.repeat(43);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function valuesWithoutInsuranceDate() {
  const values = completeDraftValues();
  const { insuranceExpiresOn: _left, ...personalInfo } = values.personalInfo;
  return { ...values, personalInfo };
}

describe("the certificate of insurance's expiry date", () => {
  test('is asked beside the certificate, required by the wizard and by the browser', async () => {
    storeDraft({ step: 1, values: valuesWithoutInsuranceDate() });
    const { user } = renderRequestPage();
    await screen.findByRole('heading', { level: 2, name: /Bank Info and Documents/ });
    const field = screen.getByLabelText(LABEL);
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the date the certificate of insurance expires')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('is kept in the draft and restored from it', async () => {
    storeDraft({ step: 1, values: valuesWithoutInsuranceDate() });
    const first = renderRequestPage();
    await screen.findByRole('heading', { level: 2, name: /Bank Info and Documents/ });
    await first.user.type(screen.getByLabelText(LABEL), '2027-03-31');
    await waitFor(() =>
      expect((storedDraft()?.values.personalInfo as Record<string, unknown>).insuranceExpiresOn).toBe('2027-03-31'),
    );
    first.unmount();

    renderRequestPage();
    await screen.findByRole('heading', { level: 2, name: /Bank Info and Documents/ });
    await waitFor(() => expect(screen.getByLabelText(LABEL)).toHaveValue('2027-03-31'));
  });
});

describe('the confirmation', () => {
  test('offers the private status link and says it was e-mailed', async () => {
    storeDraft();
    const fetchStub = answerFetchWith(201, {
      isSuccess: true,
      message: 'Done',
      id: 7,
      reference: 'BK-7K4M-9QX2',
      statusUrl: `https://parking.example/status/${TOKEN}`,
    });
    const { user } = renderRequestPage();
    await screen.findByRole('heading', { level: 2, name: /Move-in Info and Fleet Info/ });
    await waitFor(() => expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(325));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await user.click(await screen.findByRole('button', { name: 'Send without them' }));

    const confirmation = await screen.findByRole('region', { name: 'Booking received' });
    expect(within(confirmation).getByRole('link', { name: 'Open your status page' })).toHaveAttribute(
      'href',
      `/status/${TOKEN}`,
    );
    expect(within(confirmation).getByText(/We e-mailed you this link too/)).toBeInTheDocument();
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.personalInfo.insuranceExpiresOn).toBe('2027-06-30');
  });

  test('an answer without a status link (an older server) shows the confirmation without one', async () => {
    renderRequestPage({ pathname: '/request', search: '?done=BK-7K4M-9QX2', state: { statusPath: '/elsewhere' } });
    await screen.findByRole('heading', { name: 'Booking received' });
    expect(screen.queryByRole('link', { name: 'Open your status page' })).not.toBeInTheDocument();
  });
});
