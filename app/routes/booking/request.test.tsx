import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BOOKING_DRAFT_KEY } from '../../lib/booking-draft.ts';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import RequestPage, { meta } from './request.tsx';
import { completeDraftValues, renderRequestPage, storeDraft, storedDraft } from './testing/booking-fixtures.tsx';

/** The booking a stored draft holds, and the answers typed in a test that fills a step. */
const DRAFT = completeDraftValues();

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stepHeading(name: RegExp) {
  return screen.findByRole('heading', { level: 2, name });
}

describe('the Online Booking page', () => {
  test('is titled Request Services and opens on Personal Info', async () => {
    expect(meta({ location: { pathname: '/request' } } as never)).toContainEqual({
      title: expect.stringContaining('Request Services'),
    });
    renderRequestPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Online Booking' })).toBeInTheDocument();
    expect(await stepHeading(/Personal Info/)).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('button');
    expect(steps.map((button) => button.textContent)).toEqual([
      '1Step 1: Personal Info',
      '2Step 2: Bank Info and Documents',
      '3Step 3: References and Previous Landlords',
      '4Step 4: Move-in Info and Fleet Info',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Your answers are saved on this device.')).toBeInTheDocument();
  });

  test('every personal field has its label and autocomplete', async () => {
    renderRequestPage();
    const expected: Array<[string, string]> = [
      ['Company legal name', 'organization'],
      ['CVOR or USDOT number (optional)', 'off'],
      ['First name', 'given-name'],
      ['Middle name (optional)', 'additional-name'],
      ['Last name', 'family-name'],
      ['Phone number', 'tel'],
      ['Email', 'email'],
      ['Street address', 'address-line1'],
      ['Apt / unit (optional)', 'address-line2'],
      ['City', 'address-level2'],
      ['Province or state', 'address-level1'],
      ['Postal / zip code', 'postal-code'],
    ];
    for (const [label, autocomplete] of expected) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('autocomplete', autocomplete);
    }
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Middle name (optional)')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Company legal name')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('CVOR or USDOT number (optional)')).not.toHaveAttribute('aria-required');
  });

  test('a message appears once a field is touched, tied to the field', async () => {
    const { user } = renderRequestPage();
    const firstName = screen.getByLabelText('First name');
    await user.click(firstName);
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await user.tab();
    const message = await screen.findByText('First name is required');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName.getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
  });

  test('Next on an incomplete step shows the messages, stays, and focuses the first bad field', async () => {
    const { user } = renderRequestPage();
    await user.type(screen.getByLabelText('Company legal name'), 'Lovelace Freight');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Personal Info/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
  });

  test('Next on a valid step opens the next one and moves focus to its heading', async () => {
    const { user } = renderRequestPage();
    const person = DRAFT.personalInfo;
    const answers: Array<[string, string]> = [
      ['Company legal name', person.companyName ?? ''],
      ['First name', person.firstName],
      ['Last name', person.lastName],
      ['Phone number', person.phoneNumber],
      ['Email', person.email],
      ['Street address', person.streetAddress],
      ['City', person.city],
      ['Province or state', person.state],
      ['Postal / zip code', person.postalZipCode],
    ];
    for (const [label, value] of answers) await user.type(screen.getByLabelText(label, { exact: true }), value);
    await user.type(screen.getByLabelText('Date'), person.applicantDate);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await stepHeading(/Bank Info and Documents/);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: /Bank Info and Documents/ })).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await stepHeading(/Personal Info/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue(person.firstName);
  });

  test('any step opens from the step list, and focus moves to its heading', async () => {
    const { user } = renderRequestPage();
    await user.click(screen.getByRole('button', { name: /References and Previous Landlords/ }));
    const heading = await stepHeading(/References and Previous Landlords/);
    await waitFor(() => expect(heading).toHaveFocus());
    const reference = screen.getByRole('group', { name: 'Reference 1' });
    expect(within(reference).getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Previous landlord 1' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Previous landlord 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    expect(await stepHeading(/Move-in Info and Fleet Info/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  test('Book with missing answers lists them by step and opens the first step with a problem', async () => {
    const { user } = renderRequestPage();
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    await user.click(await screen.findByRole('button', { name: 'Book' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Step 1: Personal Info' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: 'Step 2: Bank Info and Documents' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'First name: First name is required' })).toHaveAttribute(
      'href',
      '#booking-personalInfo-firstName',
    );
    expect(
      within(summary).getByRole('link', { name: 'Article of Incorporation: Article of Incorporation is required' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Reference 2: Email: Valid email is required' }),
    ).toBeInTheDocument();
    expect(await stepHeading(/Personal Info/)).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('button', { name: /Bank Info and Documents/ })).toHaveTextContent('Needs attention');

    expect(
      within(summary).getByRole('link', {
        name: 'Why fewer than three previous landlords? Say in one line why you give fewer than 3 previous landlords',
      }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', {
        name: 'How many of each will you park? Enter at least one truck or trailer',
      }),
    ).toHaveAttribute('href', '#booking-truck');
    await user.click(
      within(summary).getByRole('link', { name: 'Previous landlord 1: Landlord name: Landlord name is required' }),
    );
    expect(await stepHeading(/References and Previous Landlords/)).toBeInTheDocument();
    const landlord = screen.getByRole('group', { name: 'Previous landlord 1' });
    await waitFor(() => expect(within(landlord).getByLabelText('Landlord name')).toHaveFocus());
    expect(within(landlord).getByText('Landlord name is required')).toBeInTheDocument();
  });

  test('bounced-cheque date and explanation are asked only after Yes', async () => {
    const { user } = renderRequestPage();
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    const question = await screen.findByRole('group', { name: /bounced cheque or a missed payment/ });
    expect(screen.queryByLabelText(/Date of the last bounced cheque/)).not.toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/Date of the last bounced cheque/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('What happened?')).toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/Date of the last bounced cheque/)).not.toBeInTheDocument();
  });

  test('the location is chosen from the four yards, and the counts say trucks or trailers', async () => {
    const { user } = renderRequestPage();
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    const location = await screen.findByLabelText('Location applied for');
    expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual([
      '',
      'Derry Rd W & Mavis Rd',
      'Lake Ridge Rd & Taunton Rd W',
      'Lawson Rd & Hwy 25',
      'Dean Dr & Concession Rd 7',
    ]);
    expect(screen.queryByRole('group', { name: 'Truck or trailers' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Highway trucks')).toHaveValue(0);
    expect(screen.getByText('You are applying for 0 truck spaces and 0 trailer spaces.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Highway trucks'));
    await user.type(screen.getByLabelText('Highway trucks'), '2');
    await user.clear(screen.getByLabelText('Reefers'));
    await user.type(screen.getByLabelText('Reefers'), '1');
    await user.clear(screen.getByLabelText('Flatbeds'));
    await user.type(screen.getByLabelText('Flatbeds'), '2');
    expect(await screen.findByText('You are applying for 2 truck spaces and 3 trailer spaces.')).toBeInTheDocument();
  });

  test('the bank fields say why they are collected and take digits', async () => {
    const { user } = renderRequestPage();
    await user.click(screen.getByRole('button', { name: /Bank Info and Documents/ }));
    expect(
      await screen.findByText(/Used only to set up pre-authorised payments; stored encrypted/),
    ).toBeInTheDocument();
    for (const label of [
      'Transit number (5 digits)',
      'Institution number (3 digits)',
      'Account number (7–12 digits)',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
      expect(screen.getByLabelText(label)).toHaveAttribute('autocomplete', 'off');
    }
    await user.type(screen.getByLabelText('Transit number (5 digits)'), '123');
    await user.tab();
    expect(await screen.findByText('Transit number must be 5 digits')).toBeInTheDocument();
  });

  test('the prerendered page holds an enabled form and reads no storage (the draft is restored after hydration)', () => {
    storeDraft();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const Stub = createRoutesStub([{ path: '/request', Component: RequestPage }]);
    const html = renderToString(<Stub initialEntries={['/request']} />);
    expect(html).not.toMatch(/disabled/);
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toContain('First name');
    expect(html).not.toContain(`value="${DRAFT.personalInfo.firstName}"`);
    // (The test router reads its own session key; the draft's key must not be read.)
    expect(getItem.mock.calls.filter(([key]) => key === BOOKING_DRAFT_KEY)).toEqual([]);
  });

  test('once hydrated the form is enabled', async () => {
    renderRequestPage();
    await waitFor(() => expect(screen.getByLabelText('First name')).toBeEnabled());
  });

  test('the honeypot is out of reach: hidden, unfocusable, unnamed for assistive technology', () => {
    const { container } = renderRequestPage();
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('the draft', () => {
  test('answers are saved on this device as they are typed', async () => {
    const { user } = renderRequestPage();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await waitFor(() => expect(storedDraft()?.values).toMatchObject({ personalInfo: { firstName: 'Ada' } }));
    await user.click(screen.getByRole('button', { name: /References and Previous Landlords/ }));
    await waitFor(() => expect(storedDraft()?.step).toBe(2));
  });

  test('bank numbers typed are kept out of the draft on this device, and the bank fields say so', async () => {
    const { user } = renderRequestPage();
    await user.click(screen.getByRole('button', { name: /Bank Info and Documents/ }));
    const bankDetails = await screen.findByRole('group', { name: 'Bank details (optional)' });
    expect(bankDetails).toHaveAccessibleDescription(/the three bank numbers are never saved on this device/);
    await user.type(screen.getByLabelText('Transit number (5 digits)'), '12345');
    await user.type(screen.getByLabelText('Account number (7–12 digits)'), '1234567');
    await user.type(screen.getByLabelText('Bank name'), 'Maple Bank');
    await waitFor(() => expect(storedDraft()?.values).toMatchObject({ bankingInfo: { bank: 'Maple Bank' } }));
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).not.toMatch(/12345|1234567/);
  });

  test('visiting without typing leaves no draft behind', async () => {
    renderRequestPage();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  test('a saved draft is restored on load, on the step it was left at', async () => {
    storeDraft({ step: 2 });
    const { user } = renderRequestPage();
    expect(await stepHeading(/References and Previous Landlords/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Reference 2' })).getByLabelText('Email')).toHaveValue(
        DRAFT.references[1]?.email,
      ),
    );
    const landlord = screen.getByRole('group', { name: 'Previous landlord 1' });
    expect(within(landlord).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByText(/We brought back the answers you saved earlier/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Personal Info/ }));
    expect(screen.getByLabelText('First name')).toHaveValue(DRAFT.personalInfo.firstName);
    await user.click(screen.getByRole('button', { name: /Bank Info and Documents/ }));
    expect(screen.getByText('articles.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('Uploaded')).toHaveLength(5);
  });

  test('a broken draft is ignored and the form starts empty', async () => {
    localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ version: 1, step: 'two', values: [] }));
    renderRequestPage();
    expect(await stepHeading(/Personal Info/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.queryByText(/We brought back/)).not.toBeInTheDocument();
  });

  test('Start over, once confirmed, clears the draft and the form', async () => {
    storeDraft({ step: 0 });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderRequestPage();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(DRAFT.personalInfo.firstName));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(window.confirm).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  test('Start over on the last step clears the rate, the yard and the choices too', async () => {
    storeDraft({ step: 3 });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderRequestPage();
    await waitFor(() =>
      expect(screen.getByLabelText('Rate approved per spot (CAD)')).toHaveValue(DRAFT.moveInInfo.rateApprovedPerSpot),
    );
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(screen.getByRole('button', { name: /Move-in Info and Fleet Info/ }));
    expect(await screen.findByLabelText('Rate approved per spot (CAD)')).toHaveValue(null);
    expect(screen.getByLabelText('Location applied for')).toHaveValue('');
    expect(screen.getByLabelText('Highway trucks')).toHaveValue(0);
    expect(
      within(screen.getByRole('group', { name: 'Is the carrier based in Ontario?' })).getByRole('radio', {
        name: 'Yes',
      }),
    ).not.toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  test('Start over does nothing when not confirmed', async () => {
    storeDraft({ step: 0 });
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderRequestPage();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(DRAFT.personalInfo.firstName));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('First name')).toHaveValue(DRAFT.personalInfo.firstName);
    expect(storedDraft()?.values).toMatchObject({ personalInfo: DRAFT.personalInfo });
  });
});
