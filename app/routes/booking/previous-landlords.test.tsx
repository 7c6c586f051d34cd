import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  answerFetchWith,
  completeDraftValues,
  renderFrenchRequestPage,
  renderRequestPage,
  storeDraft,
  storedDraft,
} from './testing/booking-fixtures.tsx';

/*
 * Step 3's previous landlords: one to three blocks added and removed, or none ("I have not rented
 * parking before"), with a line that says why when fewer than three; drafts of every shape.
 */

const BOOKED = { isSuccess: true, message: 'Done', id: 7, reference: 'BK-7K4M-9QX2' };
const NOTE = 'Why fewer than three previous landlords?';

/** Sending and the confirmation take a while on a busy machine. */
const SLOW = { timeout: 5000 };

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function landlordBlocks() {
  return screen.queryAllByRole('group', { name: /^Previous landlord \d$/ });
}

async function openStep3(user: ReturnType<typeof renderRequestPage>['user']) {
  await user.click(screen.getByRole('button', { name: /References and Previous Landlords/ }));
  await screen.findByRole('heading', { level: 2, name: /References and Previous Landlords/ });
}

describe('previous landlords', { timeout: 20_000 }, () => {
  test('one block to start; up to three added, each removable, the note asked while fewer than three', async () => {
    const { user } = renderRequestPage();
    await openStep3(user);
    expect(landlordBlocks()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove previous landlord/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(NOTE)).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Add a previous landlord' }));
    const second = screen.getByRole('group', { name: 'Previous landlord 2' });
    await waitFor(() => expect(within(second).getByLabelText('Company')).toHaveFocus());
    // A block just added is not all red before anyone typed in it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(second).queryByText('Company is required')).not.toBeInTheDocument();
    expect(within(second).queryByText('Choose Yes or No')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(NOTE), 'Only two yards so far');
    await user.click(screen.getByRole('button', { name: 'Add a previous landlord' }));
    expect(landlordBlocks()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add a previous landlord' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(NOTE)).not.toBeInTheDocument();

    await user.type(
      within(screen.getByRole('group', { name: 'Previous landlord 3' })).getByLabelText('Company'),
      'Third Yard Inc.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove previous landlord 2' }));
    expect(landlordBlocks()).toHaveLength(2);
    // The third block moved up, with what was typed in it; focus went to "Add".
    expect(within(screen.getByRole('group', { name: 'Previous landlord 2' })).getByLabelText('Company')).toHaveValue(
      'Third Yard Inc.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a previous landlord' })).toHaveFocus());
    // The note was emptied when it went out of sight with three blocks.
    expect(screen.getByLabelText(NOTE)).toHaveValue('');
  });

  test('“none” takes the blocks away and brings them back as they were; the note is still asked', async () => {
    const { user } = renderRequestPage();
    await openStep3(user);
    await user.type(
      within(screen.getByRole('group', { name: 'Previous landlord 1' })).getByLabelText('Company'),
      'First Yard',
    );
    const none = screen.getByRole('checkbox', { name: 'I have not rented parking before' });
    await user.click(none);
    expect(landlordBlocks()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add a previous landlord' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(NOTE)).toBeInTheDocument();
    await waitFor(() => expect(storedDraft()?.values).toMatchObject({ previousLandlords: [] }));

    await user.click(none);
    expect(within(screen.getByRole('group', { name: 'Previous landlord 1' })).getByLabelText('Company')).toHaveValue(
      'First Yard',
    );
  });

  test('Complete with fewer than three and no note, or a placeholder, says so on the fields', async () => {
    const { user } = renderRequestPage();
    await openStep3(user);
    const landlord = screen.getByRole('group', { name: 'Previous landlord 1' });
    await user.type(within(landlord).getByLabelText('Landlord name'), 'N/A');
    await user.type(within(landlord).getByLabelText('Phone'), '000-000-0000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(landlord).findByText('Enter a real name, not a placeholder such as N/A')).toBeInTheDocument();
    expect(
      within(landlord).getByText('Enter a real phone number, not a placeholder such as 000-000-0000'),
    ).toBeInTheDocument();
    const note = screen.getByLabelText(NOTE);
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Say in one line why you give fewer than 3 previous landlords/);
  });

  test('Book with one landlord and a note sends exactly those', async () => {
    const values = completeDraftValues();
    storeDraft({
      values: {
        ...values,
        previousLandlords: values.previousLandlords.slice(0, 1),
        previousLandlordsNote: 'First yard we rent',
      },
    });
    const fetchStub = answerFetchWith(200, BOOKED);
    const { user } = renderRequestPage();
    await waitFor(() => expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(325));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    // A restored draft has no bank numbers (never kept on the device): Book names them first.
    await user.click(await screen.findByRole('button', { name: 'Send without them' }));
    await screen.findByRole('heading', { name: 'Booking received' }, SLOW);
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.previousLandlords).toEqual(values.previousLandlords.slice(0, 1));
    expect(sent.previousLandlordsNote).toBe('First yard we rent');
    expect(sent.personalInfo).toMatchObject({ companyName: 'Gill Haulage Inc.', cvorOrUsdot: '123-456-789' });
  });

  test('a draft saved when three blocks were always shown comes back whole, blank blocks at its end left out', async () => {
    const values = completeDraftValues();
    const [first, second] = values.previousLandlords;
    const blank = {
      company: '',
      phone: '',
      address: '',
      landlordName: '',
      spaceRented: '',
      rentalStartDate: '',
      rentalEndDate: '',
    };
    // The old shape: three landlords, no note, the single truck-or-trailers answer.
    storeDraft({ step: 2, values: { ...values, previousLandlords: [first, second, blank] } });
    const { user } = renderRequestPage();
    await screen.findByRole('heading', { level: 2, name: /References and Previous Landlords/ });
    await waitFor(() => expect(landlordBlocks()).toHaveLength(2));
    expect(within(screen.getByRole('group', { name: 'Previous landlord 2' })).getByLabelText('Company')).toHaveValue(
      second?.company,
    );
    expect(screen.getByLabelText(NOTE)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Add a previous landlord' }));
    expect(landlordBlocks()).toHaveLength(3);
  });

  test('a complete draft of three landlords is booked as before', async () => {
    storeDraft();
    const fetchStub = answerFetchWith(200, BOOKED);
    const { user } = renderRequestPage();
    await waitFor(() => expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(325));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    // A restored draft has no bank numbers (never kept on the device): Book names them first.
    await user.click(await screen.findByRole('button', { name: 'Send without them' }));
    await screen.findByRole('heading', { name: 'Booking received' }, SLOW);
    const sent = JSON.parse(fetchStub.mock.calls[0]?.[1]?.body as string);
    expect(sent.previousLandlords).toHaveLength(3);
    expect(sent.previousLandlordsNote).toBe('');
  });

  test('in French', async () => {
    const { user } = renderFrenchRequestPage();
    await user.click(screen.getByRole('button', { name: /Références et anciens locateurs/ }));
    expect(await screen.findByRole('checkbox', { name: 'Je n’ai jamais loué de stationnement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un ancien locateur' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pourquoi moins de trois anciens locateurs ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByText('Dites en une ligne pourquoi vous donnez moins de 3 anciens locateurs'),
    ).toBeInTheDocument();
  });
});
