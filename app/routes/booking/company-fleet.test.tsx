import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  answerFetchWith,
  completeDraftValues,
  renderFrenchRequestPage,
  renderRequestPage,
  storeDraft,
} from './testing/booking-fixtures.tsx';

/*
 * Step 1's company (legal name required, CVOR or USDOT number checked when given), the postal code
 * in its country's format, and step 4's fleet counts, which say trucks, trailers or both.
 */

const BOOKED = { isSuccess: true, message: 'Done', id: 7, reference: 'BK-7K4M-9QX2' };
const NO_VEHICLES = {
  highwayTrucks: 0,
  dayCab: 0,
  boxTrucks: 0,
  dumpTrucks: 0,
  dryVans: 0,
  reefer: 0,
  flatbed: 0,
  otherTrailers: 0,
};

/** Sending and the confirmation take a while on a busy machine. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function bookDraftWithTruck(truck: Record<string, number>) {
  const values = completeDraftValues();
  storeDraft({ values: { ...values, truck: { ...NO_VEHICLES, ...truck } } });
  const fetchStub = answerFetchWith(200, BOOKED);
  const { user } = renderRequestPage();
  await waitFor(() => expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(325));
  await user.click(screen.getByRole('button', { name: 'Book' }));
  return { user, fetchStub };
}

describe('the company in step 1', { timeout: 20_000 }, () => {
  test('the legal name is required; a CVOR or USDOT number is optional but must look like one', async () => {
    const { user } = renderRequestPage();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Company legal name')).toHaveFocus());
    expect(screen.queryByText(/Enter a CVOR number/)).not.toBeInTheDocument();

    const number = screen.getByLabelText('CVOR or USDOT number (optional)');
    await user.type(number, '12-34');
    await user.tab();
    expect(await screen.findByText(/Enter a CVOR number \(9 digits, like 123-456-789\)/)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.clear(number);
    await user.type(number, '123-456-789');
    await user.tab();
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid'));
  });

  test('a postal code that does not fit the province is refused there, in English and in French', async () => {
    const { user } = renderRequestPage();
    await user.type(screen.getByLabelText('Province or state', { exact: true }), 'ON');
    await user.type(screen.getByLabelText('Postal / zip code'), 'L4T 3X');
    await user.tab();
    expect(await screen.findByText('Enter a Canadian postal code like A1A 1A1')).toBeInTheDocument();
  });

  test('the French page says it in French', async () => {
    const { user } = renderFrenchRequestPage();
    await user.type(screen.getByLabelText('Province ou État', { exact: true }), 'NY');
    await user.type(screen.getByLabelText('Code postal ou ZIP'), 'L5N 7Z9');
    await user.tab();
    expect(await screen.findByText('Entrez un code ZIP américain comme 12345 ou 12345-6789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('La raison sociale de l’entreprise est obligatoire')).toBeInTheDocument();
  });
});

describe('the fleet counts in step 4', { timeout: 20_000 }, () => {
  test.each([
    [{ highwayTrucks: 2, dayCab: 1 }, 0],
    [{ dryVans: 3 }, 1],
    [{ boxTrucks: 2, reefer: 3 }, 1],
  ])('%j is sent as truckOrTrailers %i, the counts as they are', async (truck, expected) => {
    const { user, fetchStub } = await bookDraftWithTruck(truck);
    // A restored draft has no bank numbers (never kept on the device): Book names them first.
    await user.click(await screen.findByRole('button', { name: 'Send without them' }));
    await screen.findByRole('heading', { name: 'Booking received' }, SLOW);
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.moveInInfo.truckOrTrailers).toBe(expected);
    expect(sent.truck).toEqual({ ...NO_VEHICLES, ...truck });
  });

  test('no vehicle at all is refused, the message on the counts', async () => {
    const { user, fetchStub } = await bookDraftWithTruck({});
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', {
      name: 'How many of each will you park? Enter at least one truck or trailer',
    });
    expect(fetchStub).not.toHaveBeenCalled();
    const counts = screen.getByRole('group', { name: 'How many of each will you park?' });
    expect(counts).toHaveAccessibleDescription(/Enter at least one truck or trailer/);
    await user.click(link);
    await waitFor(() => expect(counts).toHaveFocus());
    expect(screen.getByText('You are applying for 0 truck spaces and 0 trailer spaces.')).toBeInTheDocument();

    // One vehicle, and the message goes.
    await user.clear(screen.getByLabelText('Dry vans'));
    await user.type(screen.getByLabelText('Dry vans'), '1');
    expect(await screen.findByText('You are applying for 0 truck spaces and 1 trailer space.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(counts).queryByText('Enter at least one truck or trailer')).not.toBeInTheDocument(),
    );
  });

  test('the line says what the counts add up to, in French too', async () => {
    const values = completeDraftValues();
    storeDraft({ values: { ...values, truck: { ...NO_VEHICLES, highwayTrucks: 1, flatbed: 2 } } });
    renderFrenchRequestPage();
    expect(
      await screen.findByText('Vous demandez 1 place pour camion et 2 places pour remorques.'),
    ).toBeInTheDocument();
  });
});
