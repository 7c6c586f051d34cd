import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  answerFetchWith,
  renderFrenchRequestPage,
  renderRequestPage,
  storeDraft,
} from './testing/booking-fixtures.tsx';

/**
 * Bank numbers are never kept on the device, so after a return they are blank: Book names the
 * empty ones and offers to add them or to send without them.
 */

const BOOKED = { isSuccess: true, message: 'Done', id: 7, reference: 'BK-7K4M-9QX2' };
const ALL_MISSING = 'Transit, institution and account numbers are not filled in. Add them now?';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openRestoredLastStep() {
  storeDraft();
  const rendered = renderRequestPage();
  await screen.findByRole('heading', { level: 2, name: /Move-in Info and Fleet Info/ });
  await waitFor(() => expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(325));
  return rendered;
}

describe('empty bank numbers at Book', () => {
  test('are named first, with the question focused, and nothing is sent', async () => {
    const fetchStub = answerFetchWith(201, BOOKED);
    const { user } = await openRestoredLastStep();
    await user.click(screen.getByRole('button', { name: 'Book' }));

    const question = await screen.findByText(ALL_MISSING);
    await waitFor(() => expect(question).toHaveFocus());
    expect(screen.getByRole('group', { name: ALL_MISSING })).toContainElement(
      screen.getByRole('button', { name: 'Add them now' }),
    );
    expect(fetchStub).not.toHaveBeenCalled();
  });

  test('Add them now opens the bank details with focus in the first empty number', async () => {
    answerFetchWith(201, BOOKED);
    const { user } = await openRestoredLastStep();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await user.click(await screen.findByRole('button', { name: 'Add them now' }));

    await screen.findByRole('heading', { level: 2, name: /Bank Info and Documents/ });
    await waitFor(() => expect(screen.getByLabelText('Transit number (5 digits)')).toHaveFocus());
    expect(screen.queryByText(ALL_MISSING)).not.toBeInTheDocument();
  });

  test('only the numbers still empty are named, and Book then sends them', async () => {
    const fetchStub = answerFetchWith(201, BOOKED);
    const { user } = await openRestoredLastStep();
    await user.click(screen.getByRole('button', { name: /Bank Info and Documents/ }));
    await user.type(await screen.findByLabelText('Transit number (5 digits)'), '01234');
    await user.type(screen.getByLabelText('Institution number (3 digits)'), '003');
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    await user.click(await screen.findByRole('button', { name: 'Book' }));

    expect(await screen.findByText('Account number is not filled in. Add it now?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add it now' }));
    const account = await screen.findByLabelText('Account number (7–12 digits)');
    await waitFor(() => expect(account).toHaveFocus());
    await user.type(account, '7654321');
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    await user.click(await screen.findByRole('button', { name: 'Book' }));

    await screen.findByRole('heading', { name: 'Booking received' });
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.bankingInfo).toMatchObject({ contact: '01234', phone: '003', address: '7654321' });
    // It walks three steps and types fifteen digits: more than the default five seconds on a busy machine.
  }, 15_000);

  test('Send without them sends the booking once, without bank numbers', async () => {
    const fetchStub = answerFetchWith(201, BOOKED);
    const { user } = await openRestoredLastStep();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await user.click(await screen.findByRole('button', { name: 'Send without them' }));

    await screen.findByRole('heading', { name: 'Booking received' });
    expect(fetchStub).toHaveBeenCalledOnce();
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.bankingInfo).toMatchObject({ contact: '', phone: '', address: '' });
  });

  test('the question is asked in French on the French page', async () => {
    answerFetchWith(201, BOOKED);
    storeDraft();
    const { user } = renderFrenchRequestPage();
    await screen.findByRole('heading', { level: 2, name: /Arrivée et flotte/ });
    await waitFor(() => expect(screen.getByLabelText(/Tarif approuvé par place/)).toHaveValue(325));
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(
      await screen.findByText(
        // The text as Testing Library reads it: the non-breaking space before "?" becomes a space.
        'Les numéros de transit, d’institution et de compte ne sont pas remplis. Voulez-vous les ajouter maintenant ?',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Les ajouter maintenant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer sans ces numéros' })).toBeInTheDocument();
  });
});
